// The catalogue, the drizzle tables and the migrations agree (decisions 0720, 0721): the generated tables
// are what the catalogue and the documents give today (0804), and drizzle-kit finds nothing to migrate.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DOCUMENTS, documentTables, MODULES, type FieldDef } from '@erp/domain';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/paths.ts';
import * as schema from '../src/db/schema.ts';
import { describeEntry, tableName } from '../src/db/schema/describe.ts';
import { DOCUMENT_COUNTER, describeDocument } from '../src/db/schema/document-tables.ts';
import { emitTables } from '../src/db/schema/emit.ts';
import { GENERATED_FILE, generatedSource } from '../src/db/schema/generate.ts';
import { snake, type ColumnModel, type TableModel } from '../src/db/schema/model.ts';

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

describe("the documents' tables (decision 0804)", () => {
  const { header, lines } = describeDocument(DOCUMENTS.purchaseOrder);
  const column = (table: TableModel, name: string): ColumnModel | undefined =>
    table.columns.find((candidate) => candidate.name === name);

  it('every document has its header and line tables, with a column per field', () => {
    for (const document of Object.values(DOCUMENTS)) {
      const { header: headerTable, lines: lineTable } = schema.documentTablesByKey[document.key];
      expect(getTableConfig(headerTable).name).toBe(tableName(document.key));
      expect(getTableConfig(lineTable).name).toBe(`${tableName(document.key)}_lines`);
      const entry = documentTables(document);
      const columns = (table: PgTable): string[] => getTableConfig(table).columns.map((c) => c.name);
      // A value worked out on the form only (a plan line's left to produce), or by the read from the lines
      // (a plan's progress, decision 1506), has no column.
      const has = (table: PgTable, field: FieldDef) =>
        expect(columns(table).includes(snake(field.key))).toBe(
          field.derived?.shownOnly !== true && field.ofLines === undefined,
        );
      for (const field of entry.fields) has(headerTable, field);
      for (const field of entry.children?.[0]?.fields ?? []) has(lineTable, field);
    }
  });

  it("gives the header the server's columns: a number once submitted, revision, status and exact totals", () => {
    expect(header.columns.slice(0, 5).map((c) => c.name)).toEqual([
      'id',
      'org_id',
      'number',
      'revision',
      'status',
    ]);
    expect(column(header, 'number')).toEqual({ name: 'number', type: 'text' });
    expect(column(header, 'revision')).toMatchObject({ type: 'integer', notNull: true, default: 0 });
    expect(column(header, 'status')).toMatchObject({ type: 'smallint', notNull: true, default: 0 });
    for (const total of [
      'taxable_total',
      'cgst_total',
      'sgst_total',
      'igst_total',
      'round_off',
      'grand_total',
    ])
      expect(column(header, total), total).toMatchObject({ precision: [14, 2], notNull: true, default: 0 });
    expect(column(header, 'date')).toEqual({ name: 'date', type: 'date' });
    expect(column(header, 'place_of_supply')).toEqual({ name: 'place_of_supply', type: 'text' });
    expect(column(header, 'freight')).toEqual({ name: 'freight', type: 'numeric', precision: [14, 2] });
    expect(header.columns.map((c) => c.name)).toEqual(
      expect.arrayContaining(['search', 'version', 'updated_at']),
    );
  });

  it('keeps a number unique per organisation once given, the statuses the document uses, none unnumbered but a draft', () => {
    expect(header.indexes).toContainEqual({
      name: 'purchase_order_number_key',
      unique: true,
      parts: ['org_id', 'number'],
      where: '{number} IS NOT NULL',
    });
    expect(header.checks.map((check) => check.sql)).toEqual([
      `{status} IN (${DOCUMENTS.purchaseOrder.statuses.join(', ')})`,
      '{status} = 0 OR {number} IS NOT NULL',
    ]);
    expect(header.indexes.map((index) => index.name)).toEqual([
      'purchase_order_number_key',
      'purchase_order_search',
      'purchase_order_by_status',
      'purchase_order_by_date',
      'purchase_order_by_party',
      'purchase_order_by_branch',
      'purchase_order_by_requesting_department',
      'purchase_order_by_transport',
    ]);
    expect(header.foreignKeys.map((key) => `${key.columns.join()} ${key.table}`)).toEqual([
      'org_id organisation',
      'org_id,party_id party',
      'org_id,branch_id branch',
      'org_id,requesting_department_id department',
      'org_id,transport_id transport',
    ]);
  });

  it('gives the lines real rows: numbered within their header, of its organisation, dropped with it', () => {
    expect(lines.name).toBe('purchase_order_lines');
    expect(lines.columns.slice(0, 4).map((c) => c.name)).toEqual([
      'id',
      'org_id',
      'purchase_order_id',
      'line_no',
    ]);
    expect(lines.uniques.map((unique) => unique.columns)).toEqual([
      ['purchase_order_id', 'line_no'],
      ['org_id', 'id'],
    ]);
    expect(
      lines.foreignKeys.map((key) => `${key.columns.join()} ${key.table} ${key.onDelete ?? ''}`),
    ).toEqual([
      'org_id,purchase_order_id purchase_order cascade',
      'org_id,item_id item ',
      'org_id,uom_id uom ',
    ]);
    // The lines still to receive, which the pending orders read (decision 1961).
    expect(lines.indexes.map((index) => [index.name, index.parts.join(), index.where])).toEqual([
      ['purchase_order_lines_by_item', 'org_id,item_id', undefined],
      ['purchase_order_lines_by_uom', 'org_id,uom_id', undefined],
      [
        'purchase_order_lines_received_quantity_pending',
        'purchase_order_id',
        '{quantity} > {received_quantity}',
      ],
    ]);
    expect(column(lines, 'quantity')).toEqual({ name: 'quantity', type: 'numeric', precision: [14, 3] });
    expect(column(lines, 'gst_rate')).toEqual({ name: 'gst_rate', type: 'numeric', precision: [5, 2] });
    expect(column(lines, 'taxable_value')).toMatchObject({ precision: [14, 2], notNull: true, default: 0 });
    expect(column(lines, 'received_quantity')).toMatchObject({
      precision: [14, 3],
      notNull: true,
      default: 0,
    });
  });

  it('numbers every series from one counter: a row per organisation, series and financial year', () => {
    expect(DOCUMENT_COUNTER.primaryKey?.columns).toEqual(['org_id', 'series', 'financial_year']);
    expect(DOCUMENT_COUNTER.columns.map((c) => c.name)).toEqual([
      'org_id',
      'series',
      'financial_year',
      'last_number',
    ]);
  });

  it("names every constraint and index within PostgreSQL's 63 bytes (a longer one would be cut)", () => {
    for (const config of tables.values())
      for (const name of [
        config.name,
        ...config.indexes.map((index) => index.config.name ?? ''),
        ...config.foreignKeys.map((key) => key.getName()),
        ...config.uniqueConstraints.map((unique) => unique.getName() ?? ''),
        ...config.checks.map((check) => check.name),
      ])
        expect(name.length, name).toBeLessThanOrEqual(63);
  });

  it('emits a table whose foreign keys reach tables of another file by importing them', () => {
    const from = (exportName: string) => ({ module: GENERATED_FILE, exportName });
    const source = emitTables(
      [lines],
      { purchase_order: from('purchaseOrder'), item: from('item'), uom: from('uom') },
      '',
    );
    expect(source).toContain(`import { item, purchaseOrder, uom } from '${GENERATED_FILE}';`);
    expect(source).toContain('foreignColumns: [purchaseOrder.orgId, purchaseOrder.id]');
  });
});
