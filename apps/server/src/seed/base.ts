import {
  ACL_MODES,
  ACL_NAMES,
  ACL_VIEW,
  MODULES,
  SYS_CONFIG_DEFAULTS,
  SYS_CONFIG_KEYS,
  aclDisplayName,
  defaultFieldDetails,
  normaliseSearchText,
} from '@erp/domain';
import { count, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { acl, formConfig, labelConfig, organisation, role, staff, sysConfig } from '../db/schema.ts';
import { hashPassword, randomPassword } from '../auth/password.ts';
import { staffName } from '../resources/hooks/staff.ts';

export interface AclGrant {
  view: (typeof ACL_VIEW)[keyof typeof ACL_VIEW];
  mode: (typeof ACL_MODES)[keyof typeof ACL_MODES];
  /** An owned module's View all (decision 1601); withheld when left out. */
  canViewAll?: boolean;
}

/** Writes a role's access data: one row for every access-control name the product checks. */
export async function writeRoleAcl(
  tx: Executor,
  orgId: number,
  roleId: number,
  grant: (name: string) => AclGrant,
): Promise<void> {
  await tx.insert(acl).values(
    ACL_NAMES.map((name) => ({
      orgId,
      roleId,
      moduleApi: name,
      displayName: aclDisplayName(name),
      ...grant(name),
      search: normaliseSearchText(name) + '|' + normaliseSearchText(aclDisplayName(name)),
    })),
  );
}

/** Adds an active role with its access data (`grant` for every access-control name); returns its id. */
export async function addRole(
  tx: Executor,
  orgId: number,
  seed: { name: string; description: string; floorHome?: boolean },
  grant: (name: string) => AclGrant,
): Promise<number> {
  const [row] = await tx
    .insert(role)
    .values({ orgId, ...seed, active: true, search: normaliseSearchText(seed.name) })
    .returning({ id: role.id });
  if (!row) throw new Error('role not created');
  await writeRoleAcl(tx, orgId, row.id, grant);
  return row.id;
}

/** Adds an active user, searchable by first name, last name and username; returns its id. */
export async function addStaff(
  tx: Executor,
  seed: Omit<typeof staff.$inferInsert, 'active' | 'search' | 'name'> & {
    firstname: string;
    lastname: string;
  },
): Promise<number> {
  const [row] = await tx
    .insert(staff)
    .values({
      ...seed,
      name: staffName(seed),
      active: true,
      search: [seed.firstname, seed.lastname, seed.username].map(normaliseSearchText).join('|'),
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

export interface OrganisationSeed {
  name: string;
  /** The organisation a fresh installation starts with. */
  isDefault: boolean;
  adminUsername: string;
  adminFirstname: string;
  adminLastname: string;
  passwordHash: string;
}

/**
 * One organisation ready to use: the organisation, an Administrator role allowed every module (view 1,
 * mode 1), its admin user, the spec §3 system config, a label for every module and field, and the module
 * field config of every module (decision 0205).
 */
export async function seedOrganisation(
  tx: Executor,
  seed: OrganisationSeed,
): Promise<{ orgId: number; adminId: number }> {
  const [org] = await tx
    .insert(organisation)
    .values({ name: seed.name, isDefault: seed.isDefault, search: normaliseSearchText(seed.name) })
    .returning({ id: organisation.id });
  if (!org) throw new Error('organisation not created');
  const orgId = org.id;
  const adminRoleId = await addRole(
    tx,
    orgId,
    { name: 'Administrator', description: 'Every module, read and write' },
    () => ({
      view: ACL_VIEW.ALLOWED,
      mode: ACL_MODES.WRITE,
      // Decision 1601: the administrator sees every owner's funnel entries.
      canViewAll: true,
    }),
  );
  const adminId = await addStaff(tx, {
    orgId,
    username: seed.adminUsername,
    passwordHash: seed.passwordHash,
    firstname: seed.adminFirstname,
    lastname: seed.adminLastname,
    roleId: adminRoleId,
  });
  await tx.insert(sysConfig).values(
    SYS_CONFIG_KEYS.map((keyName) => ({
      orgId,
      keyName,
      value: SYS_CONFIG_DEFAULTS[keyName],
      search: normaliseSearchText(keyName) + '|' + normaliseSearchText(SYS_CONFIG_DEFAULTS[keyName]),
      createdBy: adminId,
      updatedBy: adminId,
    })),
  );
  // Label keys (decision 0205): the module key for its title, module.field for each field.
  const labels = MODULES.flatMap((module) => [
    { keyName: module.key, labelName: module.label },
    ...module.fields.map((field) => ({ keyName: `${module.key}.${field.key}`, labelName: field.label })),
  ]);
  await tx.insert(labelConfig).values(
    labels.map((label) => ({
      orgId,
      ...label,
      search: normaliseSearchText(label.keyName) + '|' + normaliseSearchText(label.labelName),
      createdBy: adminId,
      updatedBy: adminId,
    })),
  );
  await tx.insert(formConfig).values(
    MODULES.map((module) => ({
      orgId,
      moduleName: module.key,
      fieldDetails: defaultFieldDetails(module),
      search: normaliseSearchText(module.key),
      createdBy: adminId,
      updatedBy: adminId,
    })),
  );
  return { orgId, adminId };
}

export interface FirstStart {
  /** Whether this start created the default organisation and its admin. */
  created: boolean;
  /** The admin's password when it was generated now (printed once, never stored). */
  generatedPassword?: string;
}

/**
 * On the first start (no organisation yet): the default organisation and the admin user `admin`. The
 * organisation has no name yet: the administrator gives its name, GSTIN, state and address before the first
 * document (decision 2243), rather than every print saying "Default Organisation".
 */
export async function seedFirstStart(
  database: Database,
  adminPassword: string | undefined,
): Promise<FirstStart> {
  const [seeded] = await database.db.select({ n: count() }).from(organisation);
  if ((seeded?.n ?? 0) > 0) return { created: false };
  const password = adminPassword ?? randomPassword();
  const passwordHash = await hashPassword(password);
  return database.transaction(async (tx) => {
    // Servers starting together on one database: one seeds, the others find the organisation. Hand-written:
    // drizzle has no advisory locks, and there is no row yet to lock.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('erp-first-start'))`);
    const [existing] = await tx.select({ n: count() }).from(organisation);
    if ((existing?.n ?? 0) > 0) return { created: false };
    await seedOrganisation(tx, {
      name: '',
      isDefault: true,
      adminUsername: 'admin',
      adminFirstname: 'System',
      adminLastname: 'Administrator',
      passwordHash,
    });
    return { created: true, ...(adminPassword ? {} : { generatedPassword: password }) };
  });
}
