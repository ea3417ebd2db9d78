import { needsOrigin, type DocumentDef } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import type { Resource } from '../resources/resource.ts';
import { configValues } from '../stores/sys-config.ts';
import type { Row } from '../stores/types.ts';
import { invalid } from './refusals.ts';
import { isId } from './taxes.ts';

/**
 * A document that starts from a master record (`DocumentDef.origin`, decision 1620: a quotation's funnel
 * entry): with its config not YES it must name one (400 on the field); the record's party, when it has one,
 * is the document's party. Without either a party or a record it is refused on the party. A record that is
 * not the caller's is left to the lookup check (400 on the field).
 */
export async function withOrigin(
  tx: Executor,
  caller: Caller,
  def: DocumentDef,
  masters: ReadonlyMap<string, Resource>,
  header: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { origin } = def;
  if (!origin) return header;
  const originId = header[origin.field];
  if (!isId(originId)) {
    const direct = (await configValues(tx, caller, [origin.config])).get(origin.config) === 'YES';
    if (!direct) throw invalid(origin.field, needsOrigin(origin.config));
    if (!isId(header.partyId)) throw invalid('partyId', 'Choose the customer.');
    return header;
  }
  const party = await originParty(tx, caller, def, masters, header);
  return party === undefined ? header : { ...header, partyId: party };
}

/**
 * The record a document starts from (a quotation's funnel entry, decision 1620), of the caller's organisation;
 * undefined when the document names none or it is not found.
 */
export async function originRecord(
  tx: Executor,
  caller: Caller,
  def: DocumentDef,
  masters: ReadonlyMap<string, Resource>,
  header: Record<string, unknown>,
): Promise<Row | undefined> {
  const { origin } = def;
  const originId = origin ? header[origin.field] : undefined;
  if (!origin || !isId(originId)) return undefined;
  const store = masters.get(origin.module)?.store;
  return store ? await store.get(tx, caller, originId) : undefined;
}

/**
 * The party of the record a document starts from (a quotation's funnel entry with a customer, decision
 * 1620), read before the lines are priced so that they take that customer's last rates (decision 1626), and
 * again at Accept, when the entry may have been converted to a customer since (decision 1841); undefined
 * when the document names no such record or the record has no party.
 */
export async function originParty(
  tx: Executor,
  caller: Caller,
  def: DocumentDef,
  masters: ReadonlyMap<string, Resource>,
  header: Record<string, unknown>,
): Promise<number | undefined> {
  return partyOf(def, await originRecord(tx, caller, def, masters, header));
}

/** The party of the record a document starts from, as read (`originRecord`); undefined without one. */
export function partyOf(def: DocumentDef, record: Row | undefined): number | undefined {
  const party = def.origin ? record?.[def.origin.partyField] : undefined;
  return isId(party) ? party : undefined;
}

/**
 * A document started from a prospect (a funnel entry without a party, decisions 1620 and 1840): the state
 * its GST is due in is the prospect's (`origin.stateField`), else the branch's; undefined otherwise.
 */
export const prospectOf = (def: DocumentDef, record: Row | undefined): { state: unknown } | undefined =>
  def.origin && record && !isId(record[def.origin.partyField])
    ? { state: record[def.origin.stateField] }
    : undefined;
