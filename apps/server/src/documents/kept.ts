import {
  keptFactsOf,
  keptLine,
  keptParty,
  keptSeller,
  type DocumentDef,
  type KeptFacts,
  type PartyAddress,
} from '@erp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { branch, item, organisation, party, uom } from '../db/schema.ts';
import type { Row } from '../stores/types.ts';
import { isId, isRecord, placesOf } from './taxes.ts';

/**
 * What a document's prints, portal files and returns say of its masters (decision 1820): a submitted
 * document's kept facts, a draft's read from the masters now. The submit keeps what `readFacts` reads.
 */

/** The organisation's row as our side prints it. */
const ORGANISATION = {
  name: organisation.name,
  legalName: organisation.legalName,
  gstin: organisation.gstin,
  address: organisation.address,
  city: organisation.city,
  state: organisation.state,
  pincode: organisation.pincode,
  phone: organisation.phone,
  email: organisation.email,
};

/** A branch's row as our side prints it: the organisation's columns, but its registered name, and its bank. */
const BRANCH = {
  legalName: branch.legalName,
  gstin: branch.gstin,
  address: branch.address,
  city: branch.city,
  state: branch.state,
  pincode: branch.pincode,
  phone: branch.phone,
  email: branch.email,
  bankName: branch.bankName,
  bankAccountNumber: branch.bankAccountNumber,
  ifsc: branch.ifsc,
  bankBranch: branch.bankBranch,
};

const idsOf = (values: readonly unknown[]): number[] => [...new Set(values.filter(isId))];

/** Each line's item and unit by line id: the line's unit, else its item's. */
async function linesOf(
  ex: Executor,
  caller: Caller,
  lines: readonly Record<string, unknown>[],
): Promise<KeptFacts['lines']> {
  const itemIds = idsOf(lines.map((line) => line.itemId));
  const items = itemIds.length
    ? await ex
        .select({ id: item.id, name: item.name, hsnCode: item.hsnCode, uomId: item.uomId })
        .from(item)
        .where(and(eq(item.orgId, caller.orgId), inArray(item.id, itemIds)))
    : [];
  const itemById = new Map(items.map((found) => [found.id, found]));
  const unitIds = idsOf([...lines.map((line) => line.uomId), ...items.map((found) => found.uomId)]);
  const units = unitIds.length
    ? await ex
        .select({ id: uom.id, name: uom.name, uqc: uom.uqc, decimals: uom.decimals })
        .from(uom)
        .where(and(eq(uom.orgId, caller.orgId), inArray(uom.id, unitIds)))
    : [];
  const unitById = new Map(units.map((found) => [found.id, found]));
  return Object.fromEntries(
    lines.flatMap((line) => {
      if (!isId(line.id)) return [];
      const found = isId(line.itemId) ? itemById.get(line.itemId) : undefined;
      const unitId = isId(line.uomId) ? line.uomId : found?.uomId;
      return [[String(line.id), keptLine(line, found, isId(unitId) ? unitById.get(unitId) : undefined)]];
    }),
  );
}

/** The document's facts as its masters hold them now: the party, our side (its branch's), the states, the lines. */
export async function readFacts(
  ex: Executor,
  caller: Caller,
  def: DocumentDef,
  row: Record<string, unknown>,
): Promise<KeptFacts> {
  const lines = (Array.isArray(row.lines) ? (row.lines as unknown[]) : []).filter(isRecord);
  const [[org], [own], [partyRow], { places }, keptLines] = await Promise.all([
    ex.select(ORGANISATION).from(organisation).where(eq(organisation.id, caller.orgId)),
    isId(row.branchId)
      ? ex
          .select(BRANCH)
          .from(branch)
          .where(and(eq(branch.orgId, caller.orgId), eq(branch.id, row.branchId)))
      : [],
    def.partyRole && isId(row.partyId)
      ? ex
          .select({
            companyName: party.companyName,
            gstin: party.gstin,
            phone: party.phone,
            email: party.email,
            addresses: party.addresses,
          })
          .from(party)
          .where(and(eq(party.orgId, caller.orgId), eq(party.id, row.partyId)))
      : [],
    placesOf(ex, caller, def, row),
    linesOf(ex, caller, lines),
  ]);
  if (!org) throw new Error(`organisation ${caller.orgId} is missing`);
  return {
    party: partyRow
      ? keptParty({ ...partyRow, addresses: (partyRow.addresses ?? []) as PartyAddress[] })
      : null,
    seller: keptSeller(org, own),
    places: { supplierState: places.supplierState ?? null, placeOfSupply: places.placeOfSupply ?? null },
    lines: keptLines,
  };
}

/** What a stored document (with its lines) says of its masters: what it kept, else (a draft) the masters now. */
export async function factsOf(ex: Executor, caller: Caller, def: DocumentDef, row: Row): Promise<KeptFacts> {
  return keptFactsOf(row) ?? readFacts(ex, caller, def, row);
}
