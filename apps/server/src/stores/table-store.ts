import { LIST_CAPS, RESPONSE_CODES, normaliseSearchText, pageWindow } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../db/client.ts';
import { SQLSTATE, databaseFailure } from '../db/errors.ts';
import { AppError } from '../http/envelope.ts';

/** Who is asking: taken from the verified token, never from a body. */
export interface Caller {
  staffId: number;
  orgId: number;
  /** The id of the token the request came with (decision 0214), when it came with one. */
  tokenId?: string;
}

export type ColumnType = 'text' | 'integer' | 'bigint' | 'numeric' | 'boolean' | 'jsonb' | 'date';

/** One typed column and the entity field it holds. */
export interface ColumnDef {
  field: string;
  column: string;
  type: ColumnType;
  /** Written but never read back (a password hash). */
  hidden?: boolean;
}

/** How one table stores a module's records. */
export interface StoreDef {
  table: string;
  /** The column naming the organisation: org_id, or id for the organisation table itself. */
  orgColumn?: 'org_id' | 'id';
  columns: readonly ColumnDef[];
  /** Whether a `data` jsonb column holds the validated fields that have no column of their own. */
  dataColumn: boolean;
  /** Whether the table has a `custom_fields` jsonb column (spec: custom field, module custom field). */
  customFields: boolean;
  /** Fields whose normalised text (spec §5) fills the indexed `search` column. */
  searchFields: readonly string[];
  /** The field lists are sorted by (the domain's select-list key). */
  sortField: string;
  /** Unique constraint or index name → the response code of its "already exists" case. */
  uniqueCodes: Readonly<Record<string, number>>;
}

/** A lookup read in the same query: `objectKey: { id, [displayKey] }` from the target store's row `field` names. */
export interface JoinedLookup {
  field: string;
  objectKey: string;
  target: TableStore;
  displayKey: string;
  /** More fields of the target's row carried in the object (a unit's decimals). */
  carries?: readonly string[];
}

export type Row = Record<string, unknown> & { id: number; version: number };

export interface ListQuery {
  /** 1-based page; the whole list (up to the cap) when absent. */
  page?: number;
  size?: number;
  q?: string;
  /** A field name, '-' in front for descending. */
  sort?: string;
  /** Extra filter on typed fields (equality), e.g. a role's ACL rows. */
  where?: Readonly<Record<string, string | number | boolean>>;
  /** A lookup's filter from the request (`filter.appliesTo=ITEM`): fields with a column, compared as text. */
  filter?: Readonly<Record<string, string>>;
}

export interface ListResult {
  rows: Row[];
  /** Matching rows: exact up to LIST_CAPS.EXACT_COUNT, an estimate above (decision 0610). */
  total: number;
  /** `total` is an estimate, which the reply marks as `totalCountEstimated`. */
  estimated: boolean;
}

/** About this many of a table's pages are read to estimate a count past LIST_CAPS.EXACT_COUNT. */
const SAMPLE_PAGES = 400;
/** A search with at most this many matches sorts them alone instead of walking the sort order. */
const SORTED_MATCHES = 1_000;

/** A column's default, in an INSERT's VALUES or an UPDATE's SET. */
const DEFAULT = sql`DEFAULT`;

/** The SQL type each column type is written as in a VALUES list. */
const CAST: Readonly<Record<ColumnType, string>> = {
  text: 'text',
  integer: 'integer',
  bigint: 'bigint',
  numeric: 'numeric',
  boolean: 'boolean',
  jsonb: 'jsonb',
  date: 'date',
};

/** At most about this many parameters in one multi-row INSERT (PostgreSQL takes 65,535). */
const INSERT_PARAMETERS = 30_000;

const dialect = new PgDialect();

/** The tables each executor (a transaction, mostly) has written through a store. */
const written = new WeakMap<Executor, Set<string>>();
const NONE: ReadonlySet<string> = new Set();

function noteWrite(ex: Executor, table: string): void {
  let tables = written.get(ex);
  if (!tables) {
    tables = new Set();
    written.set(ex, tables);
  }
  tables.add(table);
}

/**
 * The tables `ex` has written through a store: a transaction that changed rows reads them itself instead
 * of taking what a cache kept from before (decision 0201).
 */
export function tablesWrittenIn(ex: Executor): ReadonlySet<string> {
  return written.get(ex) ?? NONE;
}

/**
 * A fragment built from store definitions only (never from a request), rendered to SQL text once: drizzle
 * renders a nested fragment again on every query, which costs more than a read by id on PGlite.
 */
export function prerendered(fragment: SQL): SQL {
  return sql.raw(dialect.sqlToQuery(fragment.inlineParams()).sql);
}

const AUDIT_SELECT = sql.raw(
  `t.id, t.version, t.created_by AS "createdBy", t.updated_by AS "updatedBy", ` +
    `to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", ` +
    `to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`,
);

const RESERVED = new Set([
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
const ident = (name: string): SQL => sql`${sql.identifier(name)}`;
/** `alias.column`, both from store definitions. */
const col = (alias: string, column: string): SQL => sql`${sql.identifier(alias)}.${sql.identifier(column)}`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function toDbValue(type: ColumnType, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (type === 'jsonb') return JSON.stringify(value);
  if (type === 'text') return String(value);
  return value;
}

/** Reads and writes one module's records: every statement is scoped to the caller's organisation. */
export class TableStore {
  private readonly table: SQL;
  private readonly columnByField: ReadonlyMap<string, ColumnDef>;
  private joined: readonly JoinedLookup[] = [];
  private selection: SQL;

  constructor(readonly def: StoreDef) {
    this.table = ident(def.table);
    this.columnByField = new Map(def.columns.map((c) => [c.field, c]));
    this.selection = this.buildSelection();
  }

  /** Lookups whose records come back inside the rows (one query for a page, however many lookups). */
  joinLookups(lookups: readonly JoinedLookup[]): void {
    this.joined = lookups;
    this.selection = this.buildSelection();
  }

  private buildSelection(): SQL {
    const parts = [AUDIT_SELECT];
    for (const c of this.def.columns) {
      if (c.hidden) continue;
      parts.push(sql`${col('t', c.column)} AS ${ident(c.field)}`);
    }
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
  private scopeOf(alias: string, orgId: SQL): SQL {
    return sql`${col(alias, this.def.orgColumn ?? 'org_id')} = ${orgId}`;
  }

  /** The organisation of the row under alias t. */
  orgOfRow(): SQL {
    return col('t', this.def.orgColumn ?? 'org_id');
  }

  private scope(caller: Caller): SQL {
    return this.scopeOf('t', sql`${caller.orgId}`);
  }

  private toRow(raw: Record<string, unknown>): Row {
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

  /** The expression a field sorts by: text case-insensitively; unknown fields are refused. */
  private sortExpression(field: string): SQL {
    if (field === 'id') return sql`t.id`;
    const column = this.columnByField.get(field);
    if (column && !column.hidden) {
      const name = col('t', column.column);
      return column.type === 'text' ? sql`lower(${name})` : name;
    }
    throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, `The list cannot be sorted by "${field}".`);
  }

  private filters(caller: Caller, query: ListQuery): SQL {
    const parts = [this.scope(caller)];
    const needle = normaliseSearchText(query.q);
    if (needle) parts.push(sql`t.search LIKE ${`%${escapeLike(needle)}%`}`);
    for (const [field, value] of Object.entries(query.where ?? {})) {
      const column = this.columnByField.get(field);
      if (!column) throw new Error(`no column for ${field}`);
      parts.push(sql`${col('t', column.column)} = ${value}`);
    }
    for (const [field, value] of Object.entries(query.filter ?? {})) {
      const column = this.columnByField.get(field);
      if (!column || column.hidden || column.type === 'jsonb')
        throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, `The list cannot be filtered by "${field}".`);
      parts.push(sql`${col('t', column.column)}::text = ${value}`);
    }
    return sql.join(parts, sql` AND `);
  }

  /**
   * The count of matching rows, exact up to LIST_CAPS.EXACT_COUNT (an index answers: each table has one
   * led by its organisation); past that an estimate from a fixed sample of the table's pages, the same
   * sample each time (REPEATABLE), so that the count does not wander between pages (decision 0610).
   */
  private async count(ex: Executor, where: SQL): Promise<{ total: number; estimated: boolean }> {
    const [exact] = await queryRows<{ n: number; pages: number }>(
      ex,
      sql`SELECT (SELECT count(*)::int FROM (SELECT 1 FROM ${this.table} t WHERE ${where} LIMIT ${LIST_CAPS.EXACT_COUNT + 1}) c) AS n,
                 (pg_relation_size(${this.def.table}::regclass) / current_setting('block_size')::int)::int AS pages`,
    );
    const n = exact?.n ?? 0;
    if (n <= LIST_CAPS.EXACT_COUNT) return { total: n, estimated: false };
    const percent = Math.min(100, (100 * SAMPLE_PAGES) / Math.max(1, exact?.pages ?? 1));
    const [sample] = await queryRows<{ n: number }>(
      ex,
      sql`SELECT count(*)::int AS n FROM ${this.table} t TABLESAMPLE SYSTEM (${percent}::real) REPEATABLE (0) WHERE ${where}`,
    );
    const total = Math.round(((sample?.n ?? 0) * 100) / percent);
    return { total: Math.max(LIST_CAPS.EXACT_COUNT + 1, total), estimated: true };
  }

  /** The rows of `rows` (a SELECT of the selection, in order) as one JSON list, read as one value. */
  private async readRows(ex: Executor, rows: SQL): Promise<Row[]> {
    const [page] = await queryRows<{ rows: Record<string, unknown>[] }>(
      ex,
      sql`SELECT coalesce(json_agg(x), '[]'::json) AS rows FROM (${rows}) x`,
    );
    return (page?.rows ?? []).map((raw) => this.toRow(raw));
  }

  /**
   * A page of the list (or, without `page`, its first LIST_CAPS.WHOLE_LIST rows) and the true count of
   * matching rows (decision 0610). The order is the sort expression, then id; a page in the second half
   * is read in the reverse order and turned round, so that Last costs what First costs.
   */
  async list(ex: Executor, caller: Caller, query: ListQuery = {}): Promise<ListResult> {
    const where = this.filters(caller, query);
    const sortKey = query.sort?.replace(/^-/, '') || this.def.sortField;
    const descending = query.sort?.startsWith('-') ?? false;
    const sortBy = this.sortExpression(sortKey);
    // Rows without a value go last either way, as the domain's sort puts them; the reverse order mirrors it.
    const orderOf = (key: SQL, id: SQL, reverse: boolean) => {
      const direction = sql.raw(reverse !== descending ? 'DESC' : 'ASC');
      return sql`${key} ${direction} ${sql.raw(reverse ? 'NULLS FIRST' : 'NULLS LAST')}, ${id} ${direction}`;
    };
    const { total, estimated } = await this.count(ex, where);
    const window =
      query.page === undefined
        ? { order: 'forward' as const, offset: 0, limit: LIST_CAPS.WHOLE_LIST }
        : pageWindow(query.page, query.size ?? 10, total, estimated);
    if (window === null) return { rows: [], total, estimated };
    const reverse = window.order === 'reverse';
    const order = orderOf(sortBy, sql`t.id`, reverse);
    const pageRows =
      normaliseSearchText(query.q) !== '' && total <= SORTED_MATCHES
        ? // A search with few matches (the trigram index finds them) sorts them alone; walking the sort
          // order would read every row that sorts before the first match.
          // MATERIALIZED keeps the planner from turning it back into that walk.
          sql`WITH m AS MATERIALIZED (SELECT t.id, ${sortBy} AS k FROM ${this.table} t WHERE ${where})
              SELECT ${this.selection} FROM ${this.table} t WHERE t.id IN (
                SELECT m.id FROM m ORDER BY ${orderOf(sql`m.k`, sql`m.id`, reverse)}
                LIMIT ${window.limit} OFFSET ${window.offset})
              ORDER BY ${order}`
        : sql`SELECT ${this.selection} FROM ${this.table} t WHERE ${where} ORDER BY ${order} LIMIT ${window.limit} OFFSET ${window.offset}`;
    const rows = await this.readRows(ex, pageRows);
    return { rows: reverse ? rows.reverse() : rows, total, estimated };
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

  /** `id → value of field` for those of `ids` the caller's organisation has (the names of child rows' lookups). */
  async valuesOf(
    ex: Executor,
    caller: Caller,
    ids: readonly number[],
    field: string,
  ): Promise<Map<number, unknown>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<{ id: number; value: unknown }>(
      ex,
      sql`SELECT t.id, ${this.fieldExpression(field, 't')} AS value FROM ${this.table} t
          WHERE ${this.scope(caller)} AND t.id IN (${this.idList(ids)})`,
    );
    return new Map(rows.map((row) => [row.id, row.value]));
  }

  /** The query naming those of `ids` the caller's organisation has whose fields equal `filter` (a lookup's choices). */
  matchingQuery(
    caller: Caller,
    ids: readonly number[],
    filter: Readonly<Record<string, string | number | boolean>> = {},
  ): SQL {
    const conditions = [
      this.scope(caller),
      sql`t.id IN (${this.idList(ids)})`,
      ...Object.entries(filter).map(
        ([field, value]) => sql`(${this.fieldExpression(field, 't')})::text = ${String(value)}`,
      ),
    ];
    return sql`SELECT t.id FROM ${this.table} t WHERE ${sql.join(conditions, sql` AND `)}`;
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

  /**
   * Column values of one record: typed columns, the rest in `data`, the search column. A hidden column the
   * record does not give is left out, or, with `uniform`, given as DEFAULT (the rows of a multi-row INSERT
   * name the same columns).
   */
  private columnValues(record: Record<string, unknown>, uniform = false): [SQL, SQL][] {
    const pairs: [SQL, SQL][] = [];
    for (const c of this.def.columns) {
      if (c.hidden && record[c.field] === undefined) {
        if (uniform) pairs.push([ident(c.column), DEFAULT]);
        continue;
      }
      const value = toDbValue(c.type, record[c.field]);
      // A missing list takes the column's default (an empty list).
      const jsonb = value === null ? DEFAULT : sql`${value}::jsonb`;
      pairs.push([ident(c.column), c.type === 'jsonb' ? jsonb : sql`${value}`]);
    }
    if (this.def.dataColumn) {
      const extra = Object.fromEntries(
        Object.entries(record).filter(
          ([key, value]) => !this.columnByField.has(key) && !RESERVED.has(key) && value !== undefined,
        ),
      );
      pairs.push([sql.raw('data'), sql`${JSON.stringify(extra)}::jsonb`]);
    }
    if (this.def.customFields) {
      pairs.push([sql.raw('custom_fields'), sql`${JSON.stringify(record.customFields ?? {})}::jsonb`]);
    }
    const search = this.def.searchFields.map((f) => normaliseSearchText(String(record[f] ?? ''))).join('|');
    pairs.push([sql.raw('search'), sql`${search}`]);
    return pairs;
  }

  /** Inserts a record of the caller's organisation; answers it as a read would (with its lookups). */
  async insert(ex: Executor, caller: Caller, record: Record<string, unknown>): Promise<Row> {
    noteWrite(ex, this.def.table);
    const pairs: [SQL, SQL][] = [
      [sql.raw('org_id'), sql`${caller.orgId}`],
      ...this.columnValues(record),
      [sql.raw('created_by'), sql`${caller.staffId}`],
      [sql.raw('updated_by'), sql`${caller.staffId}`],
    ];
    const columns = sql.join(
      pairs.map(([c]) => c),
      sql`, `,
    );
    const values = sql.join(
      pairs.map(([, v]) => v),
      sql`, `,
    );
    const [raw] = await this.guard(() =>
      queryRows<Record<string, unknown>>(
        ex,
        sql`INSERT INTO ${this.table} AS t (${columns}) VALUES (${values}) RETURNING ${this.selection}`,
      ),
    );
    if (!raw) throw new Error(`insert into ${this.def.table} returned nothing`);
    return this.toRow(raw);
  }

  /**
   * Inserts records of the caller's organisation with one statement (one per INSERT_PARAMETERS values),
   * not one per record: decision 0217 keeps a bulk save's transaction short. Answers them in the order
   * given, as a read would.
   */
  async insertMany(
    ex: Executor,
    caller: Caller,
    records: readonly Record<string, unknown>[],
  ): Promise<Row[]> {
    if (records.length === 0) return [];
    noteWrite(ex, this.def.table);
    const rowsOf = records.map((record) => [
      [sql.raw('org_id'), sql`${caller.orgId}`] as [SQL, SQL],
      ...this.columnValues(record, true),
      [sql.raw('created_by'), sql`${caller.staffId}`] as [SQL, SQL],
      [sql.raw('updated_by'), sql`${caller.staffId}`] as [SQL, SQL],
    ]);
    const columns = sql.join(
      (rowsOf[0] ?? []).map(([c]) => c),
      sql`, `,
    );
    // PostgreSQL takes at most 65,535 parameters in a statement.
    const perStatement = Math.max(1, Math.floor(INSERT_PARAMETERS / Math.max(1, rowsOf[0]?.length ?? 1)));
    const saved: Row[] = [];
    for (let start = 0; start < rowsOf.length; start += perStatement) {
      const values = sql.join(
        rowsOf.slice(start, start + perStatement).map(
          (pairs) =>
            sql`(${sql.join(
              pairs.map(([, v]) => v),
              sql`, `,
            )})`,
        ),
        sql`, `,
      );
      const raws = await this.guard(() =>
        queryRows<Record<string, unknown>>(
          ex,
          sql`INSERT INTO ${this.table} AS t (${columns}) VALUES ${values} RETURNING ${this.selection}`,
        ),
      );
      // The ids come from the table's sequence in the order of the VALUES rows.
      saved.push(...raws.map((raw) => this.toRow(raw)).sort((a, b) => a.id - b.id));
    }
    if (saved.length !== records.length) throw new Error(`insert into ${this.def.table} lost rows`);
    return saved;
  }

  /**
   * Writes whole records whose versions are still the ones given, with one statement (decision 0217);
   * answers, in the order given, each record as a read would, or undefined when its version was not
   * current. Records that would leave a column to its default, or a hidden one as it is, are written one
   * by one (a VALUES list has no DEFAULT).
   */
  async updateMany(
    ex: Executor,
    caller: Caller,
    updates: readonly { id: number; version: number; record: Record<string, unknown> }[],
  ): Promise<(Row | undefined)[]> {
    const valuesOf = updates.map((update) => this.columnValues(update.record, true));
    const first = valuesOf[0];
    // The same record twice would be written once by one statement, where one by one refuses the second.
    const uniform =
      updates.length > 1 &&
      new Set(updates.map((update) => update.id)).size === updates.length &&
      valuesOf.every((pairs) => pairs.every(([, value]) => value !== DEFAULT));
    if (!first || !uniform) {
      const rows: (Row | undefined)[] = [];
      for (const { id, version, record } of updates)
        rows.push(await this.update(ex, caller, id, version, record));
      return rows;
    }
    noteWrite(ex, this.def.table);
    const types = this.columnCasts();
    if (types.length !== first.length) throw new Error(`columns of ${this.def.table} miscounted`);
    const values = sql.join(
      updates.map(
        ({ id, version }, index) =>
          sql`(${id}::bigint, ${version}::int, ${sql.join(
            (valuesOf[index] ?? []).map(([, value], k) => sql`(${value})::${sql.raw(types[k] ?? 'text')}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const names = first.map((_, k) => sql.raw(`c${k}`));
    const sets = first.map(([column], k) => sql`${column} = v.${names[k] ?? sql``}`);
    sets.push(sql`version = t.version + 1`, sql`updated_by = ${caller.staffId}`, sql`updated_at = now()`);
    const raws = await this.guard(() =>
      queryRows<Record<string, unknown>>(
        ex,
        sql`UPDATE ${this.table} t SET ${sql.join(sets, sql`, `)}
            FROM (VALUES ${values}) AS v (id, version, ${sql.join(names, sql`, `)})
            WHERE t.id = v.id AND ${this.scope(caller)} AND t.version = v.version RETURNING ${this.selection}`,
      ),
    );
    const byId = new Map(raws.map((raw) => [Number(raw.id), this.toRow(raw)]));
    return updates.map(({ id }) => byId.get(id));
  }

  /** The SQL types of the columns columnValues gives when it leaves none out, in its order. */
  private columnCasts(): string[] {
    return [
      ...this.def.columns.map((c) => CAST[c.type]),
      ...(this.def.dataColumn ? ['jsonb'] : []),
      ...(this.def.customFields ? ['jsonb'] : []),
      'text',
    ];
  }

  /** Writes the whole record when its version is still `version`; answers it as a read would, or undefined. */
  async update(
    ex: Executor,
    caller: Caller,
    id: number,
    version: number,
    record: Record<string, unknown>,
  ): Promise<Row | undefined> {
    noteWrite(ex, this.def.table);
    const sets = this.columnValues(record).map(([c, v]) => sql`${c} = ${v}`);
    sets.push(sql`version = t.version + 1`, sql`updated_by = ${caller.staffId}`, sql`updated_at = now()`);
    const [raw] = await this.guard(() =>
      queryRows<Record<string, unknown>>(
        ex,
        sql`UPDATE ${this.table} t SET ${sql.join(sets, sql`, `)}
            WHERE t.id = ${id} AND ${this.scope(caller)} AND t.version = ${version} RETURNING ${this.selection}`,
      ),
    );
    return raw ? this.toRow(raw) : undefined;
  }

  /** Deletes the record; false when the caller's organisation has no such record. */
  async remove(ex: Executor, caller: Caller, id: number): Promise<boolean> {
    noteWrite(ex, this.def.table);
    const rows = await this.guard(() =>
      queryRows<{ id: number }>(
        ex,
        sql`DELETE FROM ${this.table} t WHERE t.id = ${id} AND ${this.scope(caller)} RETURNING t.id`,
      ),
    );
    return rows.length > 0;
  }

  /** Turns constraint violations into the codes a user understands. */
  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const failure = databaseFailure(error);
      if (failure?.code === SQLSTATE.UNIQUE_VIOLATION) {
        throw new AppError(this.def.uniqueCodes[failure.constraint ?? ''] ?? RESPONSE_CODES.DUPLICATE);
      }
      if (failure?.code === SQLSTATE.FOREIGN_KEY_VIOLATION) throw new AppError(RESPONSE_CODES.IN_USE);
      // A field the module field config hides but the table needs (an item's code or name): spec §8 4404.
      if (failure?.code === SQLSTATE.NOT_NULL_VIOLATION)
        throw new AppError(RESPONSE_CODES.PARAMETER_NOT_FOUND);
      // A value the catalogue allows but its column cannot keep (the date 0000-01-01: there is no year 0).
      if (
        failure?.code === SQLSTATE.DATETIME_FIELD_OVERFLOW ||
        failure?.code === SQLSTATE.NUMERIC_VALUE_OUT_OF_RANGE
      )
        throw new AppError(RESPONSE_CODES.VALIDATION_FAILED);
      throw error;
    }
  }
}
