import type { SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { OrgColumn } from '../core/scope.ts';

export type ColumnType = 'text' | 'integer' | 'bigint' | 'numeric' | 'boolean' | 'jsonb' | 'date';

/** One typed column and the entity field it holds. */
export interface ColumnDef {
  field: string;
  column: string;
  type: ColumnType;
  /** Written but never read back (a password hash). */
  hidden?: boolean;
}

/** A searched field's stored values and the labels the user sees and types. */
export interface SearchChoices {
  field: string;
  options: readonly { value: string | number; label: string }[];
}

/** How one table stores a module's records. */
export interface StoreDef {
  table: string;
  /** The column naming the organisation: org_id, or id for the organisation table itself. */
  orgColumn?: OrgColumn;
  columns: readonly ColumnDef[];
  /** Whether a `data` jsonb column holds the validated fields that have no column of their own. */
  dataColumn: boolean;
  /** Whether the table has a `custom_fields` jsonb column (spec: custom field, module custom field). */
  customFields: boolean;
  /** Fields whose normalised text (spec §5) fills the indexed `search` column. */
  searchFields: readonly string[];
  /**
   * The choices of searched fields that store a value but show a label (a module custom field's module:
   * `party` shown as "Business Partner"): a search also finds the rows whose value's label matches.
   */
  searchChoices?: readonly SearchChoices[];
  /** The field lists are sorted by (the domain's select-list key). */
  sortField: string;
  /** Without a sort asked for, the list is `sortField` descending (newest first, decision 1680). */
  sortDescending?: boolean;
  /** Unique constraint or index name → the response code of its "already exists" case. */
  uniqueCodes: Readonly<Record<string, number>>;
  /**
   * A caller whose role lacks the all-records flag reads and changes only the rows it created (`created_by`;
   * decision 0830): the documents.
   */
  ownedRecords?: boolean;
  /**
   * The column naming each row's owner and the module's access name (decision 1601): a caller whose
   * `ownedOnly` names it reads and changes only the rows it owns.
   */
  owner?: { column: string; aclName: string };
  /**
   * A view of another master's table (decision 1044): only the rows whose columns hold these values, and
   * whose `filled` columns are set (decision 1604).
   */
  where?: readonly { column: string; value: string }[];
  /** Fields no column keeps, worked out in each read and list from the row under alias t (decision 1506). */
  computed?: readonly ComputedField[];
  filled?: readonly string[];
  /** Fields kept in `data` that the audit trail never shows (a password the record keeps). */
  secretFields?: readonly string[];
}

/** A field worked out in the read: a scalar SQL expression over the row under alias t (a plan's progress). */
export interface ComputedField {
  field: string;
  expression: SQL;
}

export type Row = Record<string, unknown> & { id: number; version: number };

/**
 * What a store's statements are built from (the lists of `list.ts`, the writes of `writes.ts` and
 * `updates.ts`, the trail of `audit.ts`): the table store answers it, and they need no more of it.
 */
export interface StoredTable {
  readonly def: StoreDef;
  readonly table: SQL;
  readonly columnByField: ReadonlyMap<string, ColumnDef>;
  /** What a read answers with: the row's fields and its joined lookups. */
  readonly selection: SQL;
  /** The caller's rows, under alias t. */
  scope(caller: Caller): SQL;
  /** A row as read: the fields kept in `data` beside those of their own columns. */
  toRow(raw: Record<string, unknown>): Row;
}

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
  /** Conditions on the rows under alias t that a caller of the store builds (a document's statuses and dates). */
  conditions?: readonly SQL[];
  /** The count an earlier page of the same query gave: not counted again (an export reads page after page). */
  counted?: { total: number; estimated: boolean };
}

export interface ListResult {
  rows: Row[];
  /** Matching rows: exact up to LIST_CAPS.EXACT_COUNT, an estimate above (decision 0610). */
  total: number;
  /** `total` is an estimate, which the reply marks as `totalCountEstimated`. */
  estimated: boolean;
}
