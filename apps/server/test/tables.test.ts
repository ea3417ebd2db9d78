import { MODULES, RESPONSE_CODES } from '@erp/domain';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { documentTablesByKey } from '../src/db/schema/catalogue.generated.ts';
import { AppError } from '../src/core/errors.ts';
import { LOOKUP_TABLES } from '../src/resources/lookups.ts';
import { TABLES, type TableDef } from '../src/resources/tables.ts';
import type { ColumnType } from '../src/stores/types.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// The tables the catalogue asks for (src/resources/tables.ts) against the schema the migrations made: a
// catalogue field, lookup or unique key without its migration fails here (decision 0200).

let suite: Suite;
/** table → column → data type, of the migrated schema */
let schema: Map<string, Map<string, string>>;
interface ForeignKey {
  table: string;
  columns: string;
  target: string;
  targetColumns: string;
}
let foreignKeys: ForeignKey[];
interface IndexRow {
  table: string;
  name: string;
  unique: boolean;
  definition: string;
}
let indexes: IndexRow[];

type Row = Record<string, unknown> & { id: number; version: number };

beforeAll(async () => {
  suite = await createSuite();
  const db = suite.server.database.db;
  const columns = await queryRows<{ table: string; column: string; type: string }>(
    db,
    sql`SELECT table_name AS "table", column_name AS "column", data_type AS "type"
          FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  schema = new Map();
  for (const { table, column, type } of columns) {
    const known = schema.get(table) ?? new Map<string, string>();
    known.set(column, type);
    schema.set(table, known);
  }
  foreignKeys = await queryRows<ForeignKey>(
    db,
    sql`SELECT c.conrelid::regclass::text AS "table", c.confrelid::regclass::text AS target,
               (SELECT string_agg(a.attname, ',' ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY k(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS columns,
               (SELECT string_agg(a.attname, ',' ORDER BY k.n) FROM unnest(c.confkey) WITH ORDINALITY k(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS "targetColumns"
          FROM pg_constraint c JOIN pg_namespace s ON s.oid = c.connamespace
         WHERE c.contype = 'f' AND s.nspname = current_schema()`,
  );
  indexes = await queryRows<IndexRow>(
    db,
    sql`SELECT t.relname AS "table", i.relname AS name, x.indisunique AS unique,
               pg_get_indexdef(x.indexrelid) AS definition
          FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
          JOIN pg_namespace s ON s.oid = t.relnamespace
         WHERE s.nspname = current_schema()`,
  );
});
afterAll(() => suite.server.close());

/** The database types a store column type may have. */
const DATABASE_TYPES: Readonly<Record<ColumnType, readonly string[]>> = {
  text: ['text'],
  integer: ['integer', 'smallint'],
  bigint: ['bigint'],
  numeric: ['numeric'],
  boolean: ['boolean'],
  jsonb: ['jsonb'],
  date: ['date'],
};

// A view (decision 1044) is served from its master's table: the tables are those of the modules that own one.
const views = new Set(MODULES.filter((module) => module.viewOf).map((module) => module.key));
const tables = [...TABLES.values()].filter((table) => !views.has(table.module));
const lookups = tables.flatMap((table) =>
  table.columns.flatMap((column) => (column.references ? [{ table, column }] : [])),
);
const withUniqueKeys = tables.filter((table) => table.uniqueIndex !== undefined);
const moduleOf = (table: TableDef) => MODULES.find((module) => module.key === table.module)!;
/** The table's own columns, by name. */
const columnsOf = (table: TableDef): Map<string, string> => schema.get(table.table) ?? new Map();

describe('every catalogue module has a typed table of its own (decision 0200)', () => {
  it('the generic entity table is gone', () => {
    expect(schema.has('entity')).toBe(false);
  });

  it('every module the generic calls serve has a table, and no two share one', () => {
    const served = MODULES.filter((module) => module.key !== 'emailUserConfig').map((module) => module.key);
    expect([...TABLES.keys()].sort()).toEqual([...served].sort());
    expect(new Set(tables.map((table) => table.table)).size).toBe(tables.length);
    expect(TABLES.get('materialRequestConfig')?.table).toBe(TABLES.get('approvalConfiguration')?.table);
  });

  it.each(tables.map((table) => [table.table, table] as const))(
    '%s: a column of the right type for every field, plus the audit, version and search columns',
    (_name, table) => {
      const columns = columnsOf(table);
      expect(columns.size, `no table ${table.table}: a migration is missing`).toBeGreaterThan(0);
      for (const column of table.columns) {
        expect(
          DATABASE_TYPES[column.type],
          `${table.table}.${column.column} (${table.module}.${column.field}) should be ${column.type}`,
        ).toContain(columns.get(column.column));
      }
      const standard: Record<string, string> = {
        id: 'bigint',
        version: 'integer',
        created_by: 'bigint',
        created_at: 'timestamp with time zone',
        updated_by: 'bigint',
        updated_at: 'timestamp with time zone',
        search: 'text',
        data: 'jsonb',
        ...(table.orgColumn === 'org_id' ? { org_id: 'bigint' } : {}),
        ...(table.customFields ? { custom_fields: 'jsonb' } : {}),
      };
      for (const [column, type] of Object.entries(standard)) {
        expect(columns.get(column), `${table.table}.${column}`).toBe(type);
      }
    },
  );

  it.each(lookups.map(({ table, column }) => [`${table.table}.${column.column}`, table, column] as const))(
    '%s has its foreign key, carrying org_id',
    (_name, table, column) => {
      expect(foreignKeys).toContainEqual({
        table: table.table,
        columns: `org_id,${column.column}`,
        target: column.references,
        targetColumns: 'org_id,id',
      });
    },
  );

  it('nothing refers to a table the catalogue does not know', () => {
    const known = new Set([
      ...tables.map((table) => table.table),
      'organisation',
      'item',
      'staff',
      // The stock ledger's own tables (decision 0901): ledger rows point at balances, identities, materials.
      'stock_ledger',
      'stock_balance',
      'stock_identity',
      'stock_material',
      'stored_file',
      // A job's writes point at their job, to be undone whole (decision 2261).
      'background_job',
      // The documents' header and line tables (decision 0804): the line tables point at their headers.
      ...Object.values(documentTablesByKey).map(({ header }) => getTableName(header)),
    ]);
    for (const key of foreignKeys) expect(known, `${key.table} → ${key.target}`).toContain(key.target);
  });

  it.each(tables.filter((table) => table.orgColumn === 'org_id').map((table) => [table.table] as const))(
    '%s: (org_id, id) is unique, so foreign keys can carry the organisation',
    (name) => {
      expect(
        indexes.some(
          (index) => index.table === name && index.unique && /\(org_id, id\)$/.test(index.definition),
        ),
      ).toBe(true);
    },
  );

  it.each(withUniqueKeys.map((table) => [table.table, table] as const))(
    "%s: the module's unique keys have their unique index",
    (_name, table) => {
      const index = indexes.find((candidate) => candidate.name === table.uniqueIndex);
      expect(index, `no unique index ${table.uniqueIndex}`).toBeDefined();
      expect(index?.unique).toBe(true);
      for (const key of moduleOf(table).uniqueKeys ?? []) {
        const column = table.columns.find((candidate) => candidate.field === key)?.column;
        expect(index?.definition).toContain(String(column));
      }
    },
  );

  // The organisation's own table is read one row at a time (the caller's organisation).
  it.each(
    tables.filter((table) => table.orgColumn === 'org_id').map((table) => [table.table, table] as const),
  )("%s: an index leads with the organisation and the list's sort key", (_name, table) => {
    const sortColumn = table.columns.find((column) => column.field === moduleOf(table).sortKey)?.column;
    expect(
      indexes.some(
        (index) =>
          index.table === table.table &&
          (index.definition.includes(`(org_id, lower(${sortColumn})`) ||
            index.definition.includes(`(org_id, ${sortColumn})`) ||
            index.definition.includes(`(org_id, ${sortColumn}, id)`)),
      ),
      `no index for ${table.table}'s sort key ${sortColumn}`,
    ).toBe(true);
  });
});

describe('the tables the server caches from notice their changes (decision 0207)', () => {
  const triggersOf = async (table: string) =>
    (
      await queryRows<{ name: string }>(
        suite.server.database.db,
        sql`SELECT tgname AS name FROM pg_trigger WHERE tgrelid = ${table}::regclass AND NOT tgisinternal`,
      )
    ).map((row) => row.name);

  it.each(LOOKUP_TABLES.map((table) => [table] as const))(
    '%s, which lookups point into, notices every row change',
    async (table) => {
      expect(await triggersOf(table)).toEqual(
        expect.arrayContaining([`${table}_rows_changed`, `${table}_rows_truncated`]),
      );
    },
  );

  it.each([['custom_field'], ['module_custom_field'], ['form_config']] as const)(
    '%s, a write rule, notices every change',
    async (table) => {
      expect(await triggersOf(table)).toEqual(
        expect.arrayContaining([`${table}_changed`, `${table}_truncated`]),
      );
    },
  );
});

describe('the typed tables keep the rules of the API', () => {
  it('unique keys ignore case and surrounding spaces; a blank part means no key', async () => {
    const taken = await suite.call('POST', 'partyTypeCategory/save', suite.admin, {
      name: '  raw MATERIAL ',
      appliesTo: 'ITEM',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.responseCode).toBe(RESPONSE_CODES.ITEM_CATEGORY_EXISTS);
    const otherKind = await suite.call('POST', 'partyTypeCategory/save', suite.admin, {
      name: 'Raw Material',
      appliesTo: 'PARTY',
    });
    expect(otherKind.status, otherKind.body.responseMessage).toBe(200);
    const segment = await suite.call('POST', 'segment/save', suite.admin, { name: 'Agro Sacks' });
    expect(segment.status, segment.body.responseMessage).toBe(200);
    const again = await suite.call('POST', 'segment/save', suite.admin, { name: 'AGRO sacks' });
    expect(again.body.responseCode).toBe(RESPONSE_CODES.DUPLICATE);
    const orgB = await suite.call('POST', 'segment/save', suite.orgB, { name: 'Agro Sacks' });
    expect(orgB.status, orgB.body.responseMessage).toBe(200);
  });

  it('a date reads back as written, and sorts as a date', async () => {
    const department = await findIn<Row>(suite, 'chemical/department', 'name', 'Weaving');
    const type = await findIn<Row>(suite, 'chemical/machineType', 'name', 'Reactor');
    const saved = await suite.call<Row>('POST', 'chemical/machine/save', suite.admin, {
      name: 'Dated Press',
      code: 'DP-01',
      machineTypeId: type.id,
      departmentId: department.id,
      installationDate: '2019-04-01',
    });
    expect(saved.status, saved.body.responseMessage).toBe(200);
    expect(saved.body.data?.installationDate).toBe('2019-04-01');
    const read = await suite.call<Row>('GET', `chemical/machine/${saved.body.data?.id}`, suite.admin);
    expect(read.body.data?.installationDate).toBe('2019-04-01');
    const yearZero = await suite.call('POST', 'chemical/machine/update', suite.admin, {
      ...read.body.data,
      installationDate: '0000-01-01',
    });
    // No year 0 (nor a year before 1900): the field's own message, before the database could refuse it.
    expect(yearZero.status).toBe(400);
    expect(yearZero.body.responseCode).toBe(RESPONSE_CODES.VALIDATION_FAILED);
    expect(yearZero.body.data).toMatchObject({
      issues: [{ field: 'installationDate', message: 'Installation Date must be a valid date' }],
    });
    const sorted = await suite.call<Row>(
      'GET',
      'chemical/machine/getAllByPartner?page=1&size=1&sort=installationDate',
      suite.admin,
    );
    expect(sorted.status).toBe(200);
  });

  it('a delete the reference check misses is still refused as in use by the foreign key, never a 500', async () => {
    const department = await findIn<Row>(suite, 'chemical/department', 'name', 'Weaving');
    const resource = suite.server.service.resource('department');
    const [caller] = await queryRows<{ orgId: number; staffId: number }>(
      suite.server.database.db,
      sql`SELECT org_id AS "orgId", id AS "staffId" FROM staff WHERE username = 'admin'`,
    );
    if (!caller) throw new Error('no admin');
    // Straight to the store, past the reference check: the foreign key of the machines that use it refuses.
    const refused = await suite.server.database
      .transaction((tx) => resource.store.remove(tx, caller, department.id))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(RESPONSE_CODES.IN_USE);
    const reply = await suite.call('POST', 'chemical/department/delete', suite.admin, { id: department.id });
    expect(reply.status).toBe(409);
    expect(reply.body.responseMessage).toMatch(
      /^This Department is used by an? .+ record and cannot be deleted\.$/,
    );
  });
});
