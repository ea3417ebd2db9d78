import type { DocumentDef } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import type { Row } from '../stores/types.ts';
import { isId } from './taxes.ts';

/** Whatever reads one record of a module by id (a master's resource, a document's). */
type Records = ReadonlyMap<
  string,
  { store: { get(ex: Executor, caller: Caller, id: number): Promise<Row | undefined> } }
>;

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * What a header's lookup `fills` (decision 2071) on the server as the form does, for a body that leaves them
 * blank (decision 2212: a sales order saved without credit days takes its customer's): each field the lookup
 * fills and the header leaves blank takes the chosen record's value, read in the caller's organisation. What
 * the body gives, or its origin gave (decision 1840), stays; a record not found fills nothing.
 */
export async function withLookupFills(
  tx: Executor,
  caller: Caller,
  def: DocumentDef,
  records: Records,
  header: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  let filled = header;
  for (const field of def.fields) {
    const id = header[field.key];
    const wanted = (field.lookup?.fills ?? []).filter((key) => blank(filled[key]));
    if (!field.lookup || wanted.length === 0 || !isId(id)) continue;
    const record = await records.get(field.lookup.module)?.store.get(tx, caller, id);
    if (!record) continue;
    const taken = wanted.filter((key) => !blank(record[key]));
    if (taken.length > 0)
      filled = { ...filled, ...Object.fromEntries(taken.map((key) => [key, record[key]])) };
  }
  return filled;
}
