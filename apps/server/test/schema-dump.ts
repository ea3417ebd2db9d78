// A database's schema as sorted lines, from pg_catalog (the tables, columns, constraints, indexes,
// sequences, functions and triggers of the current schema), for comparing two databases.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../src/db/client.ts';

const QUERIES = {
  columns: sql`
    SELECT c.relname || '.' || a.attname || ' #' || row_number() OVER (PARTITION BY c.oid ORDER BY a.attnum)
           || ' ' || format_type(a.atttypid, a.atttypmod) || CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END
           || coalesce(' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid), '') AS line
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND a.attnum > 0
      AND NOT a.attisdropped`,
  constraints: sql`
    SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS line
    FROM pg_constraint WHERE connamespace = current_schema()::regnamespace`,
  indexes: sql`
    SELECT pg_get_indexdef(indexrelid) AS line FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE c.relnamespace = current_schema()::regnamespace`,
  sequences: sql`
    SELECT s.relname || ' ' || format_type(q.seqtypid, NULL) || ' ' || q.seqstart || ' ' || q.seqincrement
           || ' ' || q.seqmin || ' ' || q.seqmax || ' ' || q.seqcache || ' owned by '
           || coalesce((SELECT t.relname || '.' || a.attname FROM pg_depend d
                        JOIN pg_class t ON t.oid = d.refobjid
                        JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
                        WHERE d.objid = s.oid AND d.deptype IN ('a', 'i')), 'none') AS line
    FROM pg_sequence q JOIN pg_class s ON s.oid = q.seqrelid
    WHERE s.relnamespace = current_schema()::regnamespace`,
  functions: sql`
    SELECT pg_get_functiondef(p.oid) AS line FROM pg_proc p
    WHERE p.pronamespace = current_schema()::regnamespace`,
  triggers: sql`
    SELECT pg_get_triggerdef(t.oid) AS line FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal`,
};

/** The schema of `db`'s current schema, one sorted line per object; the schema's own name left out. */
export async function dumpSchema(db: Executor, exclude: readonly string[] = []): Promise<string[]> {
  const [schema] = await queryRows<{ name: string }>(db, sql`SELECT current_schema() AS name`);
  const qualifier = `${schema?.name ?? 'public'}.`;
  const lines: string[] = [];
  for (const [kind, query] of Object.entries(QUERIES)) {
    for (const row of await queryRows<{ line: string }>(db, query))
      lines.push(`${kind}: ${row.line.split(qualifier).join('')}`);
  }
  return lines.filter((line) => !exclude.some((name) => line.includes(name))).sort();
}
