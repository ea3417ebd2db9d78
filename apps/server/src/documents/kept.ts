import {
  keptFactsOf,
  keptLine,
  keptParty,
  keptSeller,
  MATERIAL_FIELDS,
  type DocumentDef,
  type KeptFacts,
  type MaterialKind,
  type PartyAddress,
} from '@erp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { branch, item, organisation, packing, party, supportingMaterial, uom } from '../db/schema.ts';
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

/** What a line's goods are called, their HSN and unit, as their master holds them. */
interface Goods {
  id: number;
  name: string | null;
  hsnCode?: string | null;
  uomId?: number | null;
}

/**
 * The goods of each kind of material (decision 0901) of the caller's organisation by id: an item, a
 * supporting material (in its own unit) or a packing type (counted, no unit).
 */
const GOODS: Readonly<
  Record<MaterialKind, (ex: Executor, orgId: number, ids: number[]) => Promise<Goods[]>>
> = {
  item: (ex, orgId, ids) =>
    ex
      .select({ id: item.id, name: item.name, hsnCode: item.hsnCode, uomId: item.uomId })
      .from(item)
      .where(and(eq(item.orgId, orgId), inArray(item.id, ids))),
  supportingMaterial: (ex, orgId, ids) =>
    ex
      .select({ id: supportingMaterial.id, name: supportingMaterial.name, uomId: supportingMaterial.uomId })
      .from(supportingMaterial)
      .where(and(eq(supportingMaterial.orgId, orgId), inArray(supportingMaterial.id, ids))),
  packing: (ex, orgId, ids) =>
    ex
      .select({ id: packing.id, name: packing.packingType })
      .from(packing)
      .where(and(eq(packing.orgId, orgId), inArray(packing.id, ids))),
};
const KINDS = Object.keys(GOODS) as MaterialKind[];

/**
 * Each line's goods and unit by line id: the item it names, else the supporting material or packing type;
 * the line's unit, else the goods'.
 */
async function linesOf(
  ex: Executor,
  caller: Caller,
  lines: readonly Record<string, unknown>[],
): Promise<KeptFacts['lines']> {
  const found = new Map(
    await Promise.all(
      KINDS.map(async (kind) => {
        const ids = idsOf(lines.map((line) => line[MATERIAL_FIELDS[kind]]));
        const rows = ids.length ? await GOODS[kind](ex, caller.orgId, ids) : [];
        return [kind, new Map(rows.map((row) => [row.id, row]))] as const;
      }),
    ),
  );
  const goodsOf = (line: Record<string, unknown>): Goods | undefined =>
    KINDS.map((kind) => {
      const id = line[MATERIAL_FIELDS[kind]];
      return isId(id) ? found.get(kind)?.get(id) : undefined;
    }).find((goods) => goods !== undefined);
  const unitIds = idsOf([
    ...lines.map((line) => line.uomId),
    ...[...found.values()].flatMap((rows) => [...rows.values()].map((goods) => goods.uomId)),
  ]);
  const units = unitIds.length
    ? await ex
        .select({ id: uom.id, name: uom.name, uqc: uom.uqc, decimals: uom.decimals })
        .from(uom)
        .where(and(eq(uom.orgId, caller.orgId), inArray(uom.id, unitIds)))
    : [];
  const unitById = new Map(units.map((unit) => [unit.id, unit]));
  return Object.fromEntries(
    lines.flatMap((line) => {
      if (!isId(line.id)) return [];
      const goods = goodsOf(line);
      const unitId = isId(line.uomId) ? line.uomId : goods?.uomId;
      return [[String(line.id), keptLine(line, goods, isId(unitId) ? unitById.get(unitId) : undefined)]];
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
