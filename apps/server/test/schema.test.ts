// The catalogue, the drizzle tables and the migrations agree (decisions 0720, 0721): the generated tables
// are what the catalogue gives today, and drizzle-kit finds nothing to migrate.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MODULES, type FieldDef } from '@erp/domain';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';
import { createEmptyTestDatabase } from '../src/testing.ts';
import * as schema from '../src/db/schema.ts';
import { describeEntry, tableName, type CatalogueEntry } from '../src/db/schema/describe.ts';
import { emitTables } from '../src/db/schema/emit.ts';
import { GENERATED_FILE, generatedSource } from '../src/db/schema/generate.ts';

const SERVER_DIR = join(MIGRATIONS_DIR, '..');
const require = createRequire(import.meta.url);

const tables = new Map(
  Object.values(schema).flatMap((value) => {
    if (!is(value, PgTable)) return [];
    const config = getTableConfig(value);
    return [[config.name, config] as const];
  }),
);

describe('the catalogue owns its tables', () => {
  it('catalogue.generated.ts is what the catalogue generates now (`db:tables` writes it)', async () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(await generatedSource());
  });

  it('every catalogue module has its table (catalogueTables), with a column per stored field', () => {
    for (const module of MODULES) {
      const byKey = schema.catalogueTables[module.key as keyof typeof schema.catalogueTables];
      expect(byKey && getTableConfig(byKey).name, module.key).toBe(tableName(module.key));
      const columns = new Set(tables.get(tableName(module.key))?.columns.map((column) => column.name));
      for (const column of describeEntry(module)[0]?.columns ?? []) expect(columns).toContain(column.name);
    }
  });
});

describe('the drizzle tables and the migrations', () => {
  it('drizzle-kit generates nothing: the last snapshot is the tables', async () => {
    const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
    const snapshots = readdirSync(join(MIGRATIONS_DIR, 'meta')).filter((name) =>
      name.endsWith('_snapshot.json'),
    );
    const last = snapshots.sort().at(-1) ?? '';
    const snapshot = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', last), 'utf8')) as Parameters<
      typeof generateMigration
    >[0];
    const current = generateDrizzleJson(schema, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });

  it('drizzle-kit check passes', async () => {
    const bin = join(require.resolve('drizzle-kit/api').replace(/api\.js$/, ''), 'bin.cjs');
    const { stdout } = await promisify(execFile)(process.execPath, [bin, 'check'], { cwd: SERVER_DIR });
    expect(stdout).toMatch(/Everything's fine/);
  });
});

describe('the generator is general over an entry with child rows (the documents)', () => {
  const lookup = (key: string, module: string): FieldDef => ({
    key,
    label: key,
    type: 'lookup',
    lookup: { module, displayKey: 'name' },
  });
  const order: CatalogueEntry = {
    key: 'purchaseOrder',
    kind: 'master',
    fields: [
      { key: 'number', label: 'Number', type: 'text', required: true },
      { key: 'orderDate', label: 'Date', type: 'date' },
      lookup('partyId', 'party'),
    ],
    children: [
      {
        key: 'lines',
        label: 'Lines',
        listColumns: [],
        fields: [lookup('itemId', 'item'), { key: 'quantity', label: 'Quantity', type: 'number' }],
      },
    ],
    uniqueKeys: ['number'],
    sortKey: 'number',
    childRows: 'rows',
    numbered: true,
  };
  const [header, lines, counter] = describeEntry(order);

  it('gives the header table the organisation scope, the unique number and a foreign key per lookup', () => {
    expect(header?.name).toBe('purchase_order');
    expect(header?.columns.map((column) => column.name)).toContain('order_date');
    expect(header?.columns.map((column) => column.name)).not.toContain('lines');
    expect(header?.indexes).toContainEqual({
      name: 'purchase_order_unique_key',
      unique: true,
      parts: ['org_id', 'lower(btrim({number}))'],
    });
    expect(header?.foreignKeys.map((key) => `${key.name} ${key.table}`)).toEqual([
      'purchase_order_org_id_fkey organisation',
      'purchase_order_org_id_party_id_fkey party',
    ]);
  });

  it('gives each child a line table: numbered within its header, in its organisation, dropped with it', () => {
    expect(lines?.name).toBe('purchase_order_lines');
    expect(lines?.columns.slice(0, 4).map((column) => column.name)).toEqual([
      'id',
      'org_id',
      'purchase_order_id',
      'line_no',
    ]);
    expect(lines?.uniques).toEqual([
      {
        name: 'purchase_order_lines_purchase_order_id_line_no_key',
        columns: ['purchase_order_id', 'line_no'],
      },
    ]);
    expect(lines?.foreignKeys[0]).toMatchObject({ table: 'purchase_order', onDelete: 'cascade' });
    expect(lines?.indexes.map((index) => index.name)).toEqual(['purchase_order_lines_by_item']);
  });

  it('gives a numbered entry its counter: one row per organisation and series', () => {
    expect(counter?.name).toBe('purchase_order_counter');
    expect(counter?.primaryKey).toEqual({
      name: 'purchase_order_counter_pkey',
      columns: ['org_id', 'series'],
    });
    expect(counter?.columns.map((column) => column.name)).toEqual([
      'org_id',
      'series',
      'last_value',
      'updated_by',
      'updated_at',
    ]);
  });

  it('emits them as drizzle tables whose migration a database takes: the lines go with their header', async () => {
    const generated = { module: GENERATED_FILE, exportName: '' };
    const source = emitTables(
      describeEntry(order),
      Object.fromEntries(
        ['party', 'item', 'organisation'].map((name) => [name, { ...generated, exportName: name }]),
      ),
      '',
    );
    expect(source).toContain(`import { item, organisation, party } from '${GENERATED_FILE}';`);
    const dir = mkdtempSync(join(tmpdir(), 'erp-document-'));
    const test = await createEmptyTestDatabase();
    try {
      writeFileSync(join(dir, 'document.ts'), source);
      const document = (await import(join(dir, 'document.ts'))) as Record<string, unknown>;
      const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
      const statements = await generateMigration(
        generateDrizzleJson(schema),
        generateDrizzleJson({ ...schema, ...document }),
      );
      await migrate(test.database);
      await test.database.migrate(() => [
        { version: 'document', sql: statements.join(';\n').replaceAll('"public".', '') },
      ]);
      const db = test.database.db;
      await db.execute(sql`INSERT INTO organisation (name) VALUES ('Org')`);
      await db.execute(
        sql`INSERT INTO purchase_order (org_id, number) SELECT id, 'PO-1' FROM organisation RETURNING id`,
      );
      await db.execute(
        sql`INSERT INTO purchase_order_lines (org_id, purchase_order_id, line_no, quantity)
            SELECT org_id, id, 1, 5 FROM purchase_order`,
      );
      await db.execute(sql`DELETE FROM purchase_order`);
      expect(await queryRows(db, sql`SELECT * FROM purchase_order_lines`)).toEqual([]);
    } finally {
      await test.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
