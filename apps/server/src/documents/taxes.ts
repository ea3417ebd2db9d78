import {
  PHRASES,
  RESPONSE_CODES,
  isStateCode,
  lineWithDefaults,
  prospectPlaces,
  purchaseOrderPlaces,
  salesOrderPlaces,
  say,
  type AddressLike,
  type DocumentDef,
  type DocumentTaxes,
  type ItemLineDefaults,
  type Places,
} from '@erp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { branch, item, organisation, party } from '../db/schema.ts';

type Line = Record<string, unknown>;

export const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
export const isRecord = (value: unknown): value is Line =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** An item as a line reads it: whether it is active, and what the line takes from it (the domain's rule). */
interface ItemDefaults extends ItemLineDefaults {
  active: boolean;
}

/** The items of the caller's organisation the lines name (another organisation's are not found later). */
export async function itemsOf(
  ex: Executor,
  caller: Caller,
  def: DocumentDef,
  lines: readonly Line[],
): Promise<Map<number, ItemDefaults>> {
  const ids = [...new Set(lines.map((line) => line.itemId).filter(isId))];
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select({
      id: item.id,
      active: item.active,
      uomId: item.uomId,
      hsnCode: item.hsnCode,
      gstRate: def.itemDefaults.gstRate ? item[def.itemDefaults.gstRate] : sql<null>`NULL`,
      rate: def.itemDefaults.rate ? item[def.itemDefaults.rate] : sql<null>`NULL`,
    })
    .from(item)
    .where(and(eq(item.orgId, caller.orgId), inArray(item.id, ids)));
  return new Map(rows.map(({ id, active, ...rest }) => [id, { ...rest, active: active !== false }]));
}

/**
 * The lines with what their origin lines (`origins`, by index: decision 1840) and their items give where the
 * body gives nothing (issue 16: "from the item"; issue 38: the price from the origin, the item's only without).
 */
export const withLineDefaults = (
  lines: readonly unknown[],
  items: ReadonlyMap<number, ItemDefaults>,
  origins: readonly (Line | undefined)[],
): unknown[] =>
  lines.map((line, index) => {
    if (!isRecord(line)) return line;
    const found = isId(line.itemId) ? items.get(line.itemId) : undefined;
    return lineWithDefaults(line, found, origins[index]);
  });

/** An inactive item cannot be put on a document: "lines.<index>.itemId". */
export function checkActiveItems(lines: readonly Line[], items: ReadonlyMap<number, ItemDefaults>): void {
  const issues = lines.flatMap((line, index) =>
    isId(line.itemId) && items.get(line.itemId)?.active === false
      ? [
          {
            field: `lines.${index}.itemId`,
            code: RESPONSE_CODES.VALIDATION_FAILED,
            message: say(PHRASES.notFoundOnRowChoose, { label: 'Item', row: index + 1 }),
          },
        ]
      : [],
  );
  if (issues.length > 0) throw new ValidationFailure(issues);
}

/**
 * Where the document's GST is due (decision 0802): the supplier's state and the place of supply from the
 * party, the branch (and on a sales order the organisation); a place of supply the body chose wins. A
 * document for a `prospect` (a funnel entry without a party, decision 1840) is due in the prospect's state,
 * else the branch's.
 */
export async function placesOf(
  ex: Executor,
  caller: Caller,
  def: DocumentDef,
  header: Record<string, unknown>,
  prospect?: { state: unknown },
): Promise<{ places: Places; partyName: string }> {
  const [partyRow] = isId(header.partyId)
    ? await ex
        .select({
          name: party.companyName,
          gstin: party.gstin,
          gstRegistrationType: party.gstRegistrationType,
          addresses: party.addresses,
        })
        .from(party)
        .where(and(eq(party.orgId, caller.orgId), eq(party.id, header.partyId)))
    : [];
  const [branchRow] = isId(header.branchId)
    ? await ex
        .select({ gstin: branch.gstin, state: branch.state })
        .from(branch)
        .where(and(eq(branch.orgId, caller.orgId), eq(branch.id, header.branchId)))
    : [];
  const [org] =
    def.partyRole === 'supplier'
      ? []
      : await ex
          .select({ gstin: organisation.gstin, state: organisation.state })
          .from(organisation)
          .where(eq(organisation.id, caller.orgId));
  return {
    places: placesFrom(def, header, { party: partyRow, branch: branchRow, organisation: org }, prospect),
    partyName: partyRow?.name ?? '',
  };
}

/** The masters' rows `placesFrom` reads: the party's GSTIN and addresses, the branch's and organisation's state. */
export interface PlaceRows {
  party: { gstin: string | null; gstRegistrationType?: string | null; addresses: unknown } | undefined;
  branch: { gstin: string | null; state: string | null } | undefined;
  organisation: { gstin: string | null; state: string | null } | undefined;
}

/** `placesOf` over masters' rows already read (the submit's kept facts read them in one statement). */
export function placesFrom(
  def: DocumentDef,
  header: Record<string, unknown>,
  rows: PlaceRows,
  prospect?: { state: unknown },
): Places {
  const partyLike = {
    gstin: rows.party?.gstin ?? null,
    gstRegistrationType: rows.party?.gstRegistrationType ?? null,
    addresses: (rows.party?.addresses ?? []) as AddressLike[],
  };
  const chosen = isStateCode(header.placeOfSupply) ? header.placeOfSupply : undefined;
  const places =
    def.partyRole === 'supplier'
      ? purchaseOrderPlaces(partyLike, rows.branch)
      : prospect && !rows.party
        ? prospectPlaces(prospect.state, rows.branch, rows.organisation)
        : salesOrderPlaces(partyLike, rows.branch, rows.organisation);
  return { ...places, placeOfSupply: chosen ?? places.placeOfSupply };
}

/** The header's computed totals, as its columns hold them. */
export const headerTotals = (taxes: DocumentTaxes): Record<string, number> => ({
  taxableTotal: taxes.taxableTotal,
  cgstTotal: taxes.cgstTotal,
  sgstTotal: taxes.sgstTotal,
  igstTotal: taxes.igstTotal,
  roundOff: taxes.roundOff,
  grandTotal: taxes.grandTotal,
});

/** Each line with its computed taxable value, taxes and total. */
export const linesWithTaxes = (lines: readonly Line[], taxes: DocumentTaxes): Line[] =>
  lines.map((line, index) => {
    const computed = taxes.lines[index];
    return {
      ...line,
      taxableValue: computed?.taxableValue ?? 0,
      cgstAmount: computed?.cgst ?? 0,
      sgstAmount: computed?.sgst ?? 0,
      igstAmount: computed?.igst ?? 0,
      lineTotal: computed?.total ?? 0,
    };
  });
