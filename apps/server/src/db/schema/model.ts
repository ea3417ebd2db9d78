// The shape of a generated table (decision 0720): what `describeTables` derives from the catalogue and
// `emitTables` writes out as drizzle `pgTable` definitions.
import { createHash } from 'node:crypto';

export type SqlType =
  | 'text'
  | 'bigint'
  | 'bigserial'
  | 'integer'
  | 'smallint'
  | 'numeric'
  | 'boolean'
  | 'date'
  | 'jsonb'
  | 'timestamptz';

export interface ColumnModel {
  name: string;
  type: SqlType;
  /** numeric's precision and scale. */
  precision?: readonly [number, number];
  notNull?: boolean;
  primaryKey?: boolean;
  /** A literal default (number, boolean, text, JSON), or 'now()' / a nextval for the sql ones. */
  default?: string | number | boolean | readonly unknown[] | Readonly<Record<string, never>>;
  /** The TypeScript type of a jsonb column's value. */
  jsonType?: string;
}

/** An index or unique part: a column, or an expression where `{column}` names a column. */
export type IndexPart = string;

export interface IndexModel {
  name: string;
  unique?: boolean;
  parts: readonly IndexPart[];
  /** gin trigram (search text). */
  trigram?: boolean;
  where?: string;
}

export interface ForeignKeyModel {
  name: string;
  columns: readonly string[];
  table: string;
  foreignColumns: readonly string[];
  onDelete?: 'cascade';
}

export interface TableModel {
  name: string;
  columns: readonly ColumnModel[];
  /** A primary key over several columns (a single one is the column's `primaryKey`). */
  primaryKey?: { name: string; columns: readonly string[] };
  /** UNIQUE constraints (not indexes): their name and columns. */
  uniques: readonly { name: string; columns: readonly string[] }[];
  indexes: readonly IndexModel[];
  foreignKeys: readonly ForeignKeyModel[];
  /** CHECK constraints; `{column}` names a column. */
  checks: readonly { name: string; sql: string }[];
}

export const snake = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
export const camel = (name: string): string =>
  name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** PostgreSQL's own name for an unnamed constraint: `<table>_<columns>_<suffix>`. */
/**
 * PostgreSQL keeps 63 bytes of a name and cuts the rest, so two long names can become one (a line table's
 * foreign keys to its header and to a material of a similar name): a longer name is cut to 54 and given
 * 8 hex of its whole name's hash.
 */
export const pgName = (name: string): string =>
  name.length <= 63
    ? name
    : `${name.slice(0, 54)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}`;

export const constraintName = (table: string, columns: readonly string[], suffix: string): string =>
  `${table}_${columns.join('_')}_${suffix}`;
