import { DOCUMENTS, SETTLES, lineReferences, type DocumentDef } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { DocumentService } from '../src/documents/service.ts';
import { createSuite, type Suite } from './helpers.ts';

// Issue 39: every reference a document's header or lines make is checked on save, by the engine, from the
// catalogue: a missing id and another organisation's record are each refused on the field, nothing saved.

let suite: Suite;
let service: DocumentService;
const ORG_A = 1;

interface Issue {
  field: string;
  message: string;
}

/** One reference field of a document: where it is, the record type it names, what a line gives with it. */
interface Reference {
  field: string;
  line: boolean;
  module: string;
  /** It names a line of `module`, not the record itself. */
  ofLine: boolean;
  with: Record<string, unknown>;
}

/** Every reference field of a document's header and lines, as its catalogue entry declares them. */
function referencesOf(def: DocumentDef): Reference[] {
  const settled = SETTLES[def.billing?.kind ?? 'invoice'] ?? [];
  const settles = Object.values(DOCUMENTS).find(
    (other) => other.billing && settled.includes(other.billing.kind),
  );
  return [
    ...def.fields.flatMap((field) =>
      field.lookup
        ? [{ field: field.key, line: false, module: field.lookup.module, ofLine: false, with: {} }]
        : [],
    ),
    ...def.lines.fields.flatMap((field) =>
      field.lookup
        ? [{ field: field.key, line: true, module: field.lookup.module, ofLine: false, with: {} }]
        : [],
    ),
    ...lineReferences(def).map((reference) => ({
      field: reference.field,
      line: true,
      module: reference.module,
      ofLine: reference.line === true,
      with: {},
    })),
    ...def.lines.fields.flatMap((field) =>
      field.openDocument && settles
        ? [
            {
              field: field.key,
              line: true,
              module: settles.key,
              ofLine: false,
              with: { [field.openDocument.keyField]: settles.key },
            },
          ]
        : [],
    ),
  ];
}

/** The table holding what a reference names. */
function tableOf(reference: Reference): string | undefined {
  const document = service.documents.get(reference.module);
  if (document) return reference.ofLine ? document.lines.table : document.store.def.table;
  return service.masters.get(reference.module)?.store.def.table;
}

const defs = Object.values(DOCUMENTS);

/** A value of a column's type that its checks take (a status 0 is a draft's). */
function valueOf(type: string, made: number): unknown {
  if (/char|text/.test(type)) return `R${made}`;
  if (/date/.test(type)) return '2026-11-20';
  if (/timestamp/.test(type)) return '2026-11-20T00:00:00Z';
  if (type === 'boolean') return false;
  if (type === 'jsonb' || type === 'json') return '{}';
  return 0;
}

let made = 0;

/**
 * A record of the first organisation in `table` to name from the second: its first, else one written here
 * with each column it requires (a record of the first organisation for each it references).
 */
async function firstOrgRow(table: string): Promise<number> {
  const db = suite.server.database.db;
  const [found] = await queryRows<{ id: number | null }>(
    db,
    sql`SELECT min(id)::bigint AS id FROM ${sql.identifier(table)} WHERE org_id = ${ORG_A}`,
  );
  if (found?.id !== null && found?.id !== undefined) return Number(found.id);
  const columns = await queryRows<{ name: string; type: string; target: string | null }>(
    db,
    sql`SELECT c.column_name AS name, c.data_type AS type,
               (SELECT r.relname::text FROM pg_constraint k JOIN pg_class r ON r.oid = k.confrelid
                JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[2]
                WHERE k.contype = 'f' AND k.conrelid = ${table}::regclass AND a.attname = c.column_name
                LIMIT 1) AS target
        FROM information_schema.columns c
        WHERE c.table_schema = current_schema() AND c.table_name = ${table}
          AND c.is_nullable = 'NO' AND c.column_default IS NULL AND c.column_name NOT IN ('id', 'org_id')`,
  );
  const values: unknown[] = [];
  for (const column of columns) {
    made += 1;
    values.push(column.target ? await firstOrgRow(column.target) : valueOf(column.type, made));
  }
  const names = [sql.identifier('org_id'), ...columns.map((column) => sql.identifier(column.name))];
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO ${sql.identifier(table)} (${sql.join(names, sql`, `)})
        VALUES (${sql.join([sql`${ORG_A}`, ...values.map((value) => sql`${value}`)], sql`, `)}) RETURNING id`,
  );
  return Number(row?.id);
}

beforeAll(async () => {
  suite = await createSuite();
  service = new DocumentService(suite.server.database, suite.server.service.resources);
  // Every document's calls switched on in both organisations (a machine schedule's SCHEDULING_SUPPORT).
  for (const key of new Set(defs.flatMap((def) => (def.feature ? [def.feature] : []))))
    await suite.server.database.db.execute(
      sql`INSERT INTO sys_config (org_id, key_name, value) SELECT id, ${key}, 'YES' FROM organisation
          ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
    );
});
afterAll(() => suite.server.close());

describe('issue 39: "every reference on a line is checked by the engine from the catalogue"', () => {
  it('every number field naming a record, of every document, is a reference the catalogue declares', () => {
    const undeclared = defs.flatMap((def) => {
      const declared = new Set(referencesOf(def).map((reference) => `${reference.line}:${reference.field}`));
      return [
        ...def.fields.map((field) => ({ field, line: false })),
        ...def.lines.fields.map((field) => ({ field, line: true })),
      ].flatMap(({ field, line }) =>
        field.key.endsWith('Id') &&
        field.type !== 'text' &&
        !field.readOnly &&
        !declared.has(`${line}:${field.key}`)
          ? [`${def.key} ${line ? 'line ' : ''}${field.key}`]
          : [],
      );
    });
    expect(undeclared).toEqual([]);
  });

  it.each(defs.map((def) => [def.key, def] as const))(
    "%s: a missing id and another organisation's record are each refused on the field, nothing saved",
    async (_key, def) => {
      const resource = service.documents.get(def.key);
      if (!resource) throw new Error(`no resource for ${def.key}`);
      const path = `${def.apiPath}/save`;
      const count = async () =>
        (
          await queryRows<{ n: number }>(
            suite.server.database.db,
            sql`SELECT count(*)::int AS n FROM ${sql.identifier(resource.store.def.table)}`,
          )
        )[0]?.n;
      const before = await count();
      const unexercised: string[] = [];
      for (const reference of referencesOf(def)) {
        const table = tableOf(reference);
        const foreign = table ? await firstOrgRow(table) : undefined;
        if (foreign === undefined) unexercised.push(`${reference.field} (${reference.module})`);
        for (const id of [999_999_999, ...(foreign === undefined ? [] : [foreign])]) {
          const body = reference.line
            ? { lines: [{ ...reference.with, [reference.field]: id }] }
            : { [reference.field]: id };
          const reply = await suite.call('POST', path, suite.orgB, body);
          const named = reference.line ? `lines.0.${reference.field}` : reference.field;
          const issues = (reply.body.data as { issues?: Issue[] } | undefined)?.issues ?? [];
          expect(
            { status: reply.status, fields: issues.map((issue) => issue.field) },
            `${def.key} ${named} = ${id}: ${reply.body.responseMessage}`,
          ).toEqual({ status: 400, fields: expect.arrayContaining([named]) });
        }
      }
      expect(unexercised, `${def.key}: references naming no table`).toEqual([]);
      expect(await count()).toBe(before);
    },
  );
});
