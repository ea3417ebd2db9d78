import type { LookupDef } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { documentScope, orgScope } from '../core/scope.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { listPage } from './list.ts';
import { AUDIT_SELECT, col, filterMatch, ident, prerendered } from './sql.ts';
import type { ColumnDef, ListQuery, ListResult, Row, StoreDef, StoredTable } from './types.ts';
import { updateRow, updateRows, type VersionedUpdate } from './updates.ts';
import { insertRow, insertRows, removeRow, type InsertAnswer } from './writes.ts';

/** A lookup read in the same query: `objectKey: { id, [displayKey] }` from the target store's row `field` names. */
interface JoinedLookup {
  field: string;
  objectKey: string;
  target: TableStore;
  displayKey: string;
  /** More fields of the target's row carried in the object (a unit's decimals). */
  carries?: readonly string[];
}

/**
 * Reads and writes one module's records: every statement is scoped to the caller's organisation. Lists
 * are read in `list.ts`, writes made in `writes.ts`; this class holds what they share (the table, its
 * columns and the selection a read answers with). The statements are written by hand over the table's
 * names (from the schema's one description): drizzle's builders cannot say them (decision 0723).
 */
export class TableStore implements StoredTable {
  readonly table: SQL;
  readonly columnByField: ReadonlyMap<string, ColumnDef>;
  private joined: readonly JoinedLookup[] = [];
  private rendered: SQL;

  constructor(readonly def: StoreDef) {
    this.table = ident(def.table);
    this.columnByField = new Map(def.columns.map((c) => [c.field, c]));
    this.rendered = this.buildSelection();
  }

  /** What a read answers with: the row's fields and its joined lookups, rendered once. */
  get selection(): SQL {
    return this.rendered;
  }

  /** Lookups whose records come back inside the rows (one query for a page, however many lookups). */
  joinLookups(lookups: readonly JoinedLookup[]): void {
    this.joined = lookups;
    this.rendered = this.buildSelection();
  }

  private buildSelection(): SQL {
    const parts = [AUDIT_SELECT];
    for (const c of this.def.columns) {
      if (c.hidden) continue;
      parts.push(sql`${col('t', c.column)} AS ${ident(c.field)}`);
    }
    for (const c of this.def.computed ?? []) parts.push(sql`(${c.expression}) AS ${ident(c.field)}`);
    if (this.def.dataColumn) parts.push(sql`t.data AS "__data"`);
    if (this.def.customFields) parts.push(sql`t.custom_fields AS "customFields"`);
    for (const lookup of this.joined) {
      const target = lookup.target;
      const pairs = [lookup.displayKey, ...(lookup.carries ?? [])].map(
        (key) => sql`, ${key}::text, ${target.fieldExpression(key, 'l')}`,
      );
      parts.push(
        sql`(SELECT json_build_object('id', l.id${sql.join(pairs)})
             FROM ${target.table} l
             WHERE ${target.scopeOf('l', this.orgOfRow())} AND l.id = (${this.fieldExpression(lookup.field, 't')})::bigint)
            AS ${ident(lookup.objectKey)}`,
      );
    }
    return prerendered(sql.join(parts, sql`, `));
  }

  /** The rows of an organisation, for the table under `alias`. */
  private scopeOf(alias: string, org: number | SQL): SQL {
    return orgScope(alias, org, this.def.orgColumn);
  }

  /** The organisation of the row under alias t. */
  orgOfRow(): SQL {
    return col('t', this.def.orgColumn ?? 'org_id');
  }

  /**
   * The caller's organisation's rows (its own only, where the store says so: decisions 0830 and 1601; a
   * view's only: decision 1044), under alias t.
   */
  scope(caller: Caller): SQL {
    const org = this.def.ownedRecords ? documentScope('t', caller) : this.scopeOf('t', caller.orgId);
    const conditions = [
      org,
      ...(this.def.owner && caller.ownedOnly?.includes(this.def.owner.aclName)
        ? [sql`${col('t', this.def.owner.column)} = ${caller.staffId}`]
        : []),
      ...(this.def.where ?? []).map(({ column, value }) => sql`${col('t', column)} = ${value}`),
      ...(this.def.filled ?? []).map((column) => sql`${col('t', column)} IS NOT NULL`),
    ];
    return conditions.length === 1 ? org : sql`(${sql.join(conditions, sql` AND `)})`;
  }

  /** A row as read: the fields kept in `data` beside those of their own columns. */
  toRow(raw: Record<string, unknown>): Row {
    const { __data, ...rest } = raw;
    const data = (__data ?? {}) as Record<string, unknown>;
    return { ...data, ...rest } as Row;
  }

  /** The SQL expression of a field's value: its column, or its entry in `data`. */
  private fieldExpression(field: string, alias: string): SQL {
    const column = this.columnByField.get(field);
    if (column && !column.hidden) return col(alias, column.column);
    if (field === 'id') return col(alias, 'id');
    return sql`${col(alias, 'data')} ->> ${field}`;
  }

  /** A jsonb field's value: its jsonb column, or its entry in `data`. */
  private fieldJson(field: string): SQL {
    const column = this.columnByField.get(field);
    return column?.type === 'jsonb' ? col('t', column.column) : sql`t.data -> ${field}`;
  }

  /**
   * A page of the list (or, without `page`, its first LIST_CAPS.WHOLE_LIST rows) and the true count of
   * matching rows (decision 0610).
   */
  list(ex: Executor, caller: Caller, query: ListQuery = {}): Promise<ListResult> {
    return listPage(this, ex, caller, query);
  }

  /** One record of the caller's organisation; `extra` adds named columns (the attached files). */
  async get(
    ex: Executor,
    caller: Caller,
    id: number,
    options: { lock?: boolean; extra?: SQL } = {},
  ): Promise<Row | undefined> {
    const forUpdate = options.lock ? sql` FOR UPDATE OF t` : sql``;
    const extra = options.extra ? sql`, ${options.extra}` : sql``;
    const [raw] = await queryRows<Record<string, unknown>>(
      ex,
      sql`SELECT ${this.selection}${extra} FROM ${this.table} t WHERE t.id = ${id} AND ${this.scope(caller)}${forUpdate}`,
    );
    return raw ? this.toRow(raw) : undefined;
  }

  private idList(ids: readonly number[]): SQL {
    return sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  }

  /**
   * The query of those of `ids` the caller's organisation has, each as `{ id, value }` with value the
   * looked-up object `{ id, [key]: … }` of these keys, built as a row's own lookups are (`buildSelection`).
   */
  lookupObjectsQuery(caller: Caller, ids: readonly number[], keys: readonly string[]): SQL {
    return sql`SELECT t.id, ${this.lookupObject(keys)} AS value FROM ${this.table} t
               WHERE ${this.scope(caller)} AND t.id IN (${this.idList(ids)})`;
  }

  /**
   * The looked-up object of the record `id` (an expression of the reading statement, a column of its row)
   * names, as `lookupObjectsQuery` answers it; null when the caller's organisation has no such record.
   */
  lookupObjectOf(caller: Caller, id: SQL, keys: readonly string[]): SQL {
    return sql`(SELECT ${this.lookupObject(keys)} FROM ${this.table} t WHERE ${this.scope(caller)} AND t.id = ${id})`;
  }

  /** `{ id, [key]: … }` of the record under alias t. */
  private lookupObject(keys: readonly string[]): SQL {
    const pairs = keys.map((key) => sql`, ${key}::text, ${this.fieldExpression(key, 't')}`);
    return sql`json_build_object('id', t.id${sql.join(pairs)})`;
  }

  /**
   * The query naming those of `ids` the caller's organisation has whose fields equal `filter` (a lookup's
   * choices; a field listing values, any of them: decision 1340).
   */
  matchingQuery(caller: Caller, ids: readonly number[], filter: LookupDef['filter'] = {}): SQL {
    const conditions = [this.scope(caller), sql`t.id IN (${this.idList(ids)})`, ...this.filtered(filter)];
    return sql`SELECT t.id FROM ${this.table} t WHERE ${sql.join(conditions, sql` AND `)}`;
  }

  /** The conditions of a lookup's filter on the row under alias t. */
  private filtered(filter: LookupDef['filter'] = {}): SQL[] {
    return Object.entries(filter).map(([field, value]) =>
      filterMatch(
        sql`(${this.fieldExpression(field, 't')})`,
        Array.isArray(value) ? value.map(String) : [String(value)],
      ),
    );
  }

  /** A field's value as lower-case text, under alias t (a sheet's references and keys, decision 2100). */
  private lowerText(field: string): SQL {
    return sql`lower((${this.fieldExpression(field, 't')})::text)`;
  }

  /**
   * The caller's organisation's records one of whose `fields` is one of `texts` (any case) and which match
   * `filter`: each with its id and those fields as lower-case text, `f0`, `f1`… in their order.
   */
  named(
    ex: Executor,
    caller: Caller,
    fields: readonly string[],
    texts: readonly string[],
    filter: LookupDef['filter'] = {},
  ): Promise<Record<string, unknown>[]> {
    const wanted = sql`(SELECT jsonb_array_elements_text(${JSON.stringify(texts.map((text) => text.toLowerCase()))}::jsonb))`;
    const matches = fields.map((field) => sql`${this.lowerText(field)} IN ${wanted}`);
    const conditions = [this.scope(caller), sql`(${sql.join(matches, sql` OR `)})`, ...this.filtered(filter)];
    return queryRows(
      ex,
      sql`SELECT t.id${this.valuesOf(fields)} FROM ${this.table} t WHERE ${sql.join(conditions, sql` AND `)}`,
    );
  }

  /** Every record of the caller's organisation: its id and version and `fields` as lower-case text (`f0`…). */
  keyed(ex: Executor, caller: Caller, fields: readonly string[]): Promise<Record<string, unknown>[]> {
    return queryRows(
      ex,
      sql`SELECT t.id, t.version${this.valuesOf(fields)} FROM ${this.table} t WHERE ${this.scope(caller)}`,
    );
  }

  private valuesOf(fields: readonly string[]): SQL {
    return sql.join(fields.map((field, k) => sql`, ${this.lowerText(field)} AS ${ident(`f${k}`)}`));
  }

  /** Whether a record of the caller's organisation points at `id` through `field` (of a child table's rows when `child`). */
  async refersTo(
    ex: Executor,
    caller: Caller,
    field: string,
    child: string | undefined,
    id: number,
  ): Promise<boolean> {
    const column = this.columnByField.get(field);
    const condition = child
      ? sql`${this.fieldJson(child)} @> ${JSON.stringify([{ [field]: id }])}::jsonb`
      : column?.type === 'bigint'
        ? sql`${col('t', column.column)} = ${id}`
        : sql`(${this.fieldExpression(field, 't')})::text = ${String(id)}`;
    const rows = await queryRows<{ found: number }>(
      ex,
      sql`SELECT 1 AS found FROM ${this.table} t WHERE ${this.scope(caller)} AND ${condition} LIMIT 1`,
    );
    return rows.length > 0;
  }

  /** Inserts a record of the caller's organisation; answers it as a read would (with its lookups). */
  insert(ex: Executor, caller: Caller, record: Record<string, unknown>): Promise<Row> {
    return insertRow(this, ex, caller, record);
  }

  /** Inserts records with one statement (decision 0217); answers them (or their ids) in the order given. */
  insertMany(
    ex: Executor,
    caller: Caller,
    records: readonly Record<string, unknown>[],
    answer?: InsertAnswer,
  ): Promise<Row[]> {
    return insertRows(this, ex, caller, records, answer);
  }

  /** Writes records whose versions are still the ones given (decision 0217); undefined where stale. */
  updateMany(
    ex: Executor,
    caller: Caller,
    updates: readonly VersionedUpdate[],
  ): Promise<(Row | undefined)[]> {
    return updateRows(this, ex, caller, updates);
  }

  /** Writes the whole record when its version is still `version`; answers it as a read would, or undefined. */
  update(
    ex: Executor,
    caller: Caller,
    id: number,
    version: number,
    record: Record<string, unknown>,
  ): Promise<Row | undefined> {
    return updateRow(this, ex, caller, { id, version, record });
  }

  /** Deletes the record; false when the caller's organisation has no such record. */
  remove(ex: Executor, caller: Caller, id: number): Promise<boolean> {
    return removeRow(this, ex, caller, id);
  }
}
