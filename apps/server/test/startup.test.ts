import {
  ACL_NAMES,
  MODULES,
  SYS_CONFIG_KEYS,
  floorActionsFor,
  groupAclNames,
  hasOrganisationDetails,
  type AclEntry,
} from '@erp/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password.ts';
import { queryRows } from '../src/db/client.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { acl, formConfig, labelConfig, role, staff, sysConfig } from '../src/db/schema.ts';
import { prepareDatabase } from '../src/setup.ts';
import { createEmptyTestDatabase, type TestDatabase } from '../src/testing.ts';

let test: TestDatabase;
let generated: string | undefined;
beforeAll(async () => {
  test = await createEmptyTestDatabase();
  const first = await prepareDatabase(test.database, { adminPassword: undefined, demo: 'no' });
  expect(first).toMatchObject({ created: true, demoAdded: false });
  generated = first.generatedPassword;
});
afterAll(() => test.drop());

describe('the first start (README: user admin, password from ERP_ADMIN_PASSWORD or generated)', () => {
  it('generates a random admin password when none is given and stores only its hash', async () => {
    expect(generated).toMatch(/^[A-Za-z0-9]{16}$/);
    const [admin] = await test.database.db.select().from(staff).where(eq(staff.username, 'admin'));
    expect(admin?.passwordHash).not.toContain(generated);
    expect(admin?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(generated ?? '', admin?.passwordHash ?? '')).toBe(true);
  });

  it('records every migration once; a second start applies nothing and seeds nothing', async () => {
    const applied = await queryRows<{ version: string }>(
      test.database.db,
      sql`SELECT version FROM schema_migrations ORDER BY version`,
    );
    expect(applied.map((row) => row.version)).toEqual(readMigrations().map((script) => script.version));
    expect(await migrate(test.database)).toEqual([]);
    const again = await prepareDatabase(test.database, {
      adminPassword: 'ignored-now',
      demo: 'on-first-start',
    });
    expect(again).toEqual({ created: false, demoAdded: false });
  });

  it('issue 56: names no organisation ("Default Organisation" is gone): its details wait for the administrator', async () => {
    const organisations = await queryRows<Record<string, unknown>>(
      test.database.db,
      sql`SELECT name, gstin, state, address, is_default AS "isDefault" FROM organisation`,
    );
    expect(organisations).toEqual([{ name: '', gstin: null, state: null, address: null, isDefault: true }]);
    expect(hasOrganisationDetails(organisations[0] ?? null)).toBe(false);
  });

  it('seeds the spec §3 system config, a label and a field config for every module', async () => {
    const db = test.database.db;
    const keys = await db.select({ keyName: sysConfig.keyName }).from(sysConfig);
    expect(keys.map((row) => row.keyName).sort()).toEqual([...SYS_CONFIG_KEYS].sort());
    const [labels] = await db.select({ n: count() }).from(labelConfig);
    expect(labels?.n).toBe(MODULES.reduce((n, module) => n + 1 + module.fields.length, 0));
    const [forms] = await db.select({ n: count() }).from(formConfig);
    expect(forms?.n).toBe(MODULES.length);
  });

  it('gives the Administrator role every access-control name with view 1 and mode 1', async () => {
    const rows = await test.database.db
      .select({ moduleApi: acl.moduleApi, view: acl.view, mode: acl.mode })
      .from(acl)
      .innerJoin(role, eq(role.id, acl.roleId))
      .where(eq(role.name, 'Administrator'));
    expect(rows.map((row) => row.moduleApi).sort()).toEqual([...ACL_NAMES].sort());
    expect(rows.every((row) => row.view === 1 && row.mode === 1)).toBe(true);
  });

  it('adds the demo users only when demo data is asked for: storekeeper sees the Inventory group and its Move', async () => {
    expect(await test.database.db.select().from(staff).where(eq(staff.username, 'storekeeper'))).toEqual([]);
    const demo = await prepareDatabase(test.database, { adminPassword: undefined, demo: 'if-missing' });
    expect(demo.demoAdded).toBe(true);
    const rows = await test.database.db
      .select({ moduleApi: acl.moduleApi, view: acl.view })
      .from(acl)
      .innerJoin(role, eq(role.id, acl.roleId))
      .where(eq(role.name, 'Storekeeper'));
    expect(rows).toHaveLength(ACL_NAMES.length);
    const inventory = groupAclNames('inventory');
    expect(inventory.has('chemical/stockTransfer')).toBe(true);
    // The floor's Move is an inter-department transfer (decision 2342), outside the Inventory group.
    const allowed = new Set([...inventory, 'erp/cbl-to-cbl']);
    for (const row of rows) expect(row.view).toBe(allowed.has(row.moduleApi) ? 1 : 0);
    const [orgB] = await test.database.db.select().from(staff).where(eq(staff.username, 'orgb.admin'));
    expect(await verifyPassword(generated ?? '', orgB?.passwordHash ?? '')).toBe(true);
    expect(
      (await prepareDatabase(test.database, { adminPassword: undefined, demo: 'if-missing' })).demoAdded,
    ).toBe(false);
  });

  it("gives the demo's floor roles the floor actions their work needs (issue 58, decision 2362)", async () => {
    const actionsOf = async (name: string) => {
      const entries = await test.database.db
        .select({ moduleAPI: acl.moduleApi, view: acl.view, mode: acl.mode })
        .from(acl)
        .innerJoin(role, eq(role.id, acl.roleId))
        .where(eq(role.name, name));
      return floorActionsFor(entries as AclEntry[]);
    };
    expect(await actionsOf('Storekeeper')).toEqual(['move', 'issue', 'count']);
    expect(await actionsOf('Packer')).toEqual(['pack']);
    expect(await actionsOf('Dispatch Clerk')).toEqual(['load']);
    expect(await actionsOf('Loom Operator')).toEqual(['rollEntry', 'breakdownStart', 'breakdownEnd']);
    const users = await test.database.db
      .select({ username: staff.username, role: role.name, floorHome: role.floorHome })
      .from(staff)
      .innerJoin(role, eq(role.id, staff.roleId))
      .where(sql`${staff.username} IN ('storekeeper', 'packer', 'dispatchclerk', 'loomoperator')`)
      .orderBy(staff.username);
    // The packer, the dispatch clerk and the loom operator work on the floor alone: their phones open on it
    // (decision 2286).
    expect(users).toEqual([
      { username: 'dispatchclerk', role: 'Dispatch Clerk', floorHome: true },
      { username: 'loomoperator', role: 'Loom Operator', floorHome: true },
      { username: 'packer', role: 'Packer', floorHome: true },
      { username: 'storekeeper', role: 'Storekeeper', floorHome: false },
    ]);
  });
});
