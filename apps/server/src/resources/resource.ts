import type { LookupDef } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { OrgColumn } from '../core/scope.ts';
import type { Executor } from '../db/client.ts';
import type { TableStore } from '../stores/table-store.ts';
import type { ColumnDef, Row } from '../stores/types.ts';

/** A lookup field: it holds the id of a record of another resource (`uomId` → a unit of measure). */
export interface LookupField {
  field: string;
  label: string;
  /** The key of the resource looked up. */
  target: string;
  /** The field of the looked-up record shown to users; a read record carries `{ id, [displayKey] }`. */
  displayKey: string;
  /** Where the looked-up record is put in a read record (`uomId` → `uom`). */
  objectKey: string;
  /** The child table whose rows hold the field (BOM lines), when not the record itself. */
  child?: string;
  /** Only records with these values may be chosen (category types that apply to items; a list offers each of its values). */
  filter?: LookupDef['filter'];
  /** Fields of the looked-up record carried with it besides `displayKey` (a unit's decimals). */
  carries?: readonly string[];
}

/** A field of another resource that points at this one: a record still pointed at cannot be deleted. */
export interface Reference {
  resource: string;
  label: string;
  field: string;
  child?: string;
}

/** One kind of record the API serves with the generic calls of spec §7 (a catalogue module or a setting). */
export interface Resource {
  key: string;
  /** The API path prefix without /api/v1/, e.g. 'chemical/item'. */
  apiPath: string;
  label: string;
  /** The access-control names reads and writes are checked against. */
  aclNames: readonly string[];
  store: TableStore;
  notFoundCode: number;
  lookups: readonly LookupField[];
  referencedBy: readonly Reference[];
  /** What the module does beyond its catalogue entry (decision 0710). */
  hooks: ResourceHooks;
  /** Why a stored record may not be changed or deleted here: a document wrote it (decision 1785); else null. */
  writtenBy?(stored: Row): string | null;
  /**
   * Parses a whole record in the user's words: the body on create, the stored record merged with the
   * body on update (`current` is then the stored record).
   */
  validate(
    record: Record<string, unknown>,
    tx: Executor,
    caller: Caller,
    current: Row | undefined,
  ): Promise<Record<string, unknown>>;
}

/** What a hook runs in: the write's transaction, its caller, and every resource (to read another's records). */
export interface HookContext {
  tx: Executor;
  caller: Caller;
  resources: ReadonlyMap<string, Resource>;
}

/** A record just written: the stored record before it (undefined on create), what was written, the row now. */
export interface SavedRecord {
  current: Row | undefined;
  written: Record<string, unknown>;
  saved: Row;
}

/**
 * What one catalogue module does beyond what its catalogue entry declares (decision 0710): each module's
 * hooks live in a small file of `resources/hooks/`, and the registry there names them by module key, so
 * that shared code never branches on a module's name. Every member is optional: most modules have none.
 */
export interface ResourceHooks {
  /** The column naming the organisation: org_id unless the table is the organisation itself (id). */
  orgColumn?: OrgColumn;
  /** Columns written but never read back nor answered (a user's password hash). */
  neverReturned?: readonly Omit<ColumnDef, 'hidden'>[];
  /** Records are only read and updated through the API (the caller's own organisation), never created or deleted. */
  singleton?: boolean;
  /** Read by every logged-in user, whatever their role (the session's start-up reads, issue 5). */
  openRead?: boolean;
  /** The records go with those they look up (ON DELETE CASCADE): they never keep one in use. */
  goWithLookedUp?: boolean;
  /** Served by calls of its own instead of the generic ones (no generic table nor routes). */
  ownCalls?: boolean;
  /**
   * Checks beyond the catalogue's, on the record the catalogue's checks gave: answers it (normalised where
   * the module wants it so) or throws a ValidationFailure in the user's words.
   */
  validate?(record: Record<string, unknown>, context: HookContext): Promise<Record<string, unknown>>;
  /** Last changes before the record is written, outside any transaction (a password hashed). */
  beforeSave?(record: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** What else a save changes, in its transaction (a user's other sessions end, decision 0214). */
  afterSave?(context: HookContext, record: SavedRecord): Promise<void>;
  /** What a reader sees of stored rows beyond the looked-up records (a user's role as spec §3 names it). */
  present?(rows: Row[]): Row[];
}
