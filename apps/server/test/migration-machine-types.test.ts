import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { createEmptyTestDatabase, type TestDatabase } from '../src/testing.ts';

// Decision 1740: migration 0049 turns the machines' fixed machine types into rows of the machine type master,
// one per kind for every organisation, and names each machine's type; its old value stays as its kind.

const TYPES = '0049_machine_types';

describe('a database with machines of the fixed types before the master', () => {
  let old: TestDatabase;
  beforeAll(async () => {
    old = await createEmptyTestDatabase();
    const scripts = readMigrations();
    await old.database.migrate(() =>
      scripts.slice(
        0,
        scripts.findIndex((script) => script.version === TYPES),
      ),
    );
    const db = old.database.db;
    await db.execute(sql`INSERT INTO organisation (name) VALUES ('Kept Ltd'), ('Other Ltd')`);
    await db.execute(
      sql`INSERT INTO machine (org_id, name, code, machine_type)
          SELECT o.id, m.name, m.code, m.kind FROM organisation o
            CROSS JOIN (VALUES ('Loom 1', 'L1', 'CIRCULAR_LOOM'), ('Loom 2', 'L2', 'CIRCULAR_LOOM'),
                               ('Baler', 'B1', 'BALING'), ('Odd one', 'X1', 'WINDER')) AS m(name, code, kind)
           WHERE o.name = 'Kept Ltd'`,
    );
  });
  afterAll(() => old.drop());

  it('gives every machine the type of its old value, and every organisation the types of each kind', async () => {
    const db = old.database.db;
    expect((await migrate(old.database))[0]).toBe(TYPES);
    const machines = await queryRows(
      db,
      sql`SELECT m.code, m.machine_kind AS kind, t.name AS type, t.kind AS "typeKind"
            FROM machine m JOIN machine_type t ON t.id = m.machine_type_id AND t.org_id = m.org_id
           ORDER BY m.code`,
    );
    expect(machines).toEqual([
      { code: 'B1', kind: 'BALING', type: 'Baling Press', typeKind: 'BALING' },
      { code: 'L1', kind: 'CIRCULAR_LOOM', type: 'Loom', typeKind: 'CIRCULAR_LOOM' },
      { code: 'L2', kind: 'CIRCULAR_LOOM', type: 'Loom', typeKind: 'CIRCULAR_LOOM' },
      { code: 'X1', kind: 'OTHER', type: 'WINDER', typeKind: 'OTHER' },
    ]);
    const perOrg = await queryRows<{ name: string; n: number }>(
      db,
      sql`SELECT o.name, count(t.id)::int AS n FROM organisation o JOIN machine_type t ON t.org_id = o.id
           GROUP BY o.name ORDER BY o.name`,
    );
    expect(perOrg).toEqual([
      { name: 'Kept Ltd', n: 15 },
      { name: 'Other Ltd', n: 14 },
    ]);
    const six = await queryRows<{ name: string; kind: string }>(
      db,
      sql`SELECT t.name, t.kind FROM machine_type t JOIN organisation o ON o.id = t.org_id
           WHERE o.name = 'Other Ltd' AND t.name IN ('Loom', 'Tape Line', 'Slitter', 'Bag Cutter', 'Printing', 'Extruder')
           ORDER BY t.name`,
    );
    expect(six).toEqual([
      { name: 'Bag Cutter', kind: 'BAG_CONVERSION' },
      { name: 'Extruder', kind: 'OTHER' },
      { name: 'Loom', kind: 'CIRCULAR_LOOM' },
      { name: 'Printing', kind: 'PRINTING' },
      { name: 'Slitter', kind: 'SLITTING' },
      { name: 'Tape Line', kind: 'TAPE_EXTRUSION' },
    ]);
    const left = await queryRows(db, sql`SELECT to_regclass('machine_kind_name') AS helper`);
    expect(left).toEqual([{ helper: null }]);
  });
});
