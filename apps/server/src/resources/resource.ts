import type { LookupDef } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import type { TableStore } from '../stores/table-store.ts';
import type { Row } from '../stores/types.ts';
import type { ResourceHooks } from './hooks/index.ts';

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
