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

export interface AclGrant {
  view: (typeof ACL_VIEW)[keyof typeof ACL_VIEW];
  mode: (typeof ACL_MODES)[keyof typeof ACL_MODES];
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
  const [admin] = await tx
    .insert(role)
    .values({
      orgId,
      name: 'Administrator',
      description: 'Every module, read and write',
      active: true,
      search: 'administrator',
    })
    .returning({ id: role.id });
  if (!admin) throw new Error('role not created');
  await writeRoleAcl(tx, orgId, admin.id, () => ({ view: ACL_VIEW.ALLOWED, mode: ACL_MODES.WRITE }));
  const [user] = await tx
    .insert(staff)
    .values({
      orgId,
      username: seed.adminUsername,
      passwordHash: seed.passwordHash,
      firstname: seed.adminFirstname,
      lastname: seed.adminLastname,
      roleId: admin.id,
      active: true,
      search: [seed.adminFirstname, seed.adminLastname, seed.adminUsername]
        .map(normaliseSearchText)
        .join('|'),
    })
    .returning({ id: staff.id });
  if (!user) throw new Error('admin not created');
  await tx.insert(sysConfig).values(
    SYS_CONFIG_KEYS.map((keyName) => ({
      orgId,
      keyName,
      value: SYS_CONFIG_DEFAULTS[keyName],
      search: normaliseSearchText(keyName) + '|' + normaliseSearchText(SYS_CONFIG_DEFAULTS[keyName]),
      createdBy: user.id,
      updatedBy: user.id,
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
      createdBy: user.id,
      updatedBy: user.id,
    })),
  );
  await tx.insert(formConfig).values(
    MODULES.map((module) => ({
      orgId,
      moduleName: module.key,
      fieldDetails: defaultFieldDetails(module),
      search: normaliseSearchText(module.key),
      createdBy: user.id,
      updatedBy: user.id,
    })),
  );
  return { orgId, adminId: user.id };
}

export interface FirstStart {
  /** Whether this start created the default organisation and its admin. */
  created: boolean;
  /** The admin's password when it was generated now (printed once, never stored). */
  generatedPassword?: string;
}

/** On the first start (no organisation yet): the default organisation and the admin user `admin`. */
export async function seedFirstStart(
  database: Database,
  adminPassword: string | undefined,
): Promise<FirstStart> {
  const [seeded] = await database.db.select({ n: count() }).from(organisation);
  if ((seeded?.n ?? 0) > 0) return { created: false };
  const password = adminPassword ?? randomPassword();
  const passwordHash = await hashPassword(password);
  return database.transaction(async (tx) => {
    // Servers starting together on one database: one seeds, the others find the organisation.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('erp-first-start'))`);
    const [existing] = await tx.select({ n: count() }).from(organisation);
    if ((existing?.n ?? 0) > 0) return { created: false };
    await seedOrganisation(tx, {
      name: 'Default Organisation',
      isDefault: true,
      adminUsername: 'admin',
      adminFirstname: 'System',
      adminLastname: 'Administrator',
      passwordHash,
    });
    return { created: true, ...(adminPassword ? {} : { generatedPassword: password }) };
  });
}
