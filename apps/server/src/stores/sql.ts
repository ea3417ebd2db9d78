import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ColumnType } from './types.ts';

/** A column's default, in an INSERT's VALUES or an UPDATE's SET. */
export const DEFAULT = sql`DEFAULT`;

/** The SQL type each column type is written as in a VALUES list. */
export const CAST: Readonly<Record<ColumnType, string>> = {
  text: 'text',
  integer: 'integer',
  bigint: 'bigint',
  numeric: 'numeric',
  boolean: 'boolean',
  jsonb: 'jsonb',
  date: 'date',
};

const dialect = new PgDialect();

/**
 * A fragment built from store definitions only (never from a request), rendered to SQL text once: drizzle
 * renders a nested fragment again on every query, which costs more than a read by id on PGlite.
 */
export function prerendered(fragment: SQL): SQL {
  return sql.raw(dialect.sqlToQuery(fragment.inlineParams()).sql);
}

export const AUDIT_SELECT = sql.raw(
  `t.id, t.version, t.created_by AS "createdBy", t.updated_by AS "updatedBy", ` +
    `to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", ` +
    `to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`,
);

/** Fields every record has that no module field is stored as. */
export const RESERVED: ReadonlySet<string> = new Set([
  'id',
  'version',
  'createdBy',
  'createdAt',
  'updatedBy',
  'updatedAt',
  'customFields',
  'files',
]);

/** A quoted identifier as an SQL fragment (names come from store definitions, never from a request). */
export const ident = (name: string): SQL => sql`${sql.identifier(name)}`;
/** `alias.column`, both from store definitions. */
export const col = (alias: string, column: string): SQL =>
  sql`${sql.identifier(alias)}.${sql.identifier(column)}`;

/** Values as the parameters of an `IN (…)` list. */
export const textList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function toDbValue(type: ColumnType, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (type === 'jsonb') return JSON.stringify(value);
  if (type === 'text') return String(value);
  return value;
}

/**
 * A filter's values matched by a field: any of them, as text; an empty value among them also matches a
 * record where the field is not set (a lookup's `filterAlsoUnset`: a parameter of every product type).
 */
export function filterMatch(field: SQL, values: readonly string[]): SQL {
  const given = values.filter((value) => value !== '');
  const listed = given.length > 0 ? sql`${field}::text IN (${textList(given)})` : sql`FALSE`;
  return given.length === values.length ? listed : sql`(${listed} OR ${field} IS NULL)`;
}
