import { PHRASES, RESPONSE_CODES, say, type DocumentDef, type FieldDef } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import type { Row } from '../stores/types.ts';
import { isId } from './taxes.ts';

/** Whatever reads one record of a module by id (a master's resource, a document's). */
type Records = ReadonlyMap<
  string,
  { store: { get(ex: Executor, caller: Caller, id: number): Promise<Row | undefined> } }
>;

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** A document's number as a refusal names it, else its id. */
const numberOf = (row: Row | undefined, id: unknown): string =>
  typeof row?.number === 'string' && row.number !== '' ? row.number : `#${String(id)}`;

/**
 * What a header's lookup `fills` (decision 2071) on the server as the form does, for a body that leaves them
 * blank (decision 2212: a sales order saved without credit days takes its customer's; issue 56: an inward's
 * gate entry its purchase order): each field the lookup fills and the header leaves blank takes the chosen
 * record's value, read in the caller's organisation. What the body gives, or its origin gave (decision 1840),
 * stays, save a lookup it fills naming another record: that is refused on the choosing field, in words naming
 * both. A record not found fills nothing (the lookup check refuses it).
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
    const fills = field.lookup?.fills ?? [];
    if (!field.lookup || fills.length === 0 || !isId(id)) continue;
    const record = await records.get(field.lookup.module)?.store.get(tx, caller, id);
    if (!record) continue;
    const taken = fills.filter((key) => blank(filled[key]) && !blank(record[key]));
    for (const key of fills.filter((name) => !blank(filled[name]) && !blank(record[name])))
      await checkSameRecord(tx, caller, def, records, {
        field,
        number: numberOf(record, id),
        key,
        theirs: record[key],
        given: filled[key],
      });
    if (taken.length > 0)
      filled = { ...filled, ...Object.fromEntries(taken.map((key) => [key, record[key]])) };
  }
  return filled;
}

/** A lookup filled by the chosen record must be the one it names (a gate entry's purchase order), else refused. */
async function checkSameRecord(
  tx: Executor,
  caller: Caller,
  def: DocumentDef,
  records: Records,
  chosen: { field: FieldDef; number: string; key: string; theirs: unknown; given: unknown },
): Promise<void> {
  const filledField = def.fields.find((candidate) => candidate.key === chosen.key);
  const named = records.get(filledField?.lookup?.module ?? '');
  if (!filledField || !named || !isId(chosen.theirs) || Number(chosen.given) === chosen.theirs) return;
  const theirs = await named.store.get(tx, caller, chosen.theirs);
  throw new ValidationFailure([
    {
      field: chosen.field.key,
      code: RESPONSE_CODES.VALIDATION_FAILED,
      message: say(PHRASES.ofAnother, {
        label: chosen.field.label,
        number: chosen.number,
        other: filledField.label,
        otherNumber: numberOf(theirs, chosen.theirs),
      }),
    },
  ]);
}
