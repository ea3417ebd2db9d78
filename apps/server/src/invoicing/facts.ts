import {
  billingAddressOf,
  isStateCode,
  partyState,
  salesSupplierState,
  type AddressLike,
  type EInvoiceLine,
  type EInvoiceParty,
} from '@erp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { branch, item, organisation, party, uom } from '../db/schema.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { isId } from '../documents/taxes.ts';
import type { Row } from '../stores/types.ts';

/** What the portals' files are written from: the document, its seller and buyer, and its lines of goods. */
export interface DocumentFacts {
  row: Row;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  placeOfSupply: string | undefined;
  lines: EInvoiceLine[];
  /** The decimals of the first line's unit, for the messages that name a quantity. */
  quantityDecimals: number | undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const number = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));

/** Only what is there: the schema refuses an empty optional field where it would take a missing one. */
const optional = (key: 'address2' | 'phone' | 'email', value: unknown) =>
  text(value) === '' ? {} : { [key]: text(value) };

/** The branch that bills, under the organisation's legal name (the print's rule, decision 0810). */
async function sellerOf(ex: Executor, caller: Caller, branchId: unknown): Promise<EInvoiceParty> {
  const [[org], [own]] = await Promise.all([
    ex
      .select({
        name: organisation.name,
        legalName: organisation.legalName,
        gstin: organisation.gstin,
        address: organisation.address,
        city: organisation.city,
        state: organisation.state,
        pincode: organisation.pincode,
        phone: organisation.phone,
        email: organisation.email,
      })
      .from(organisation)
      .where(eq(organisation.id, caller.orgId)),
    isId(branchId)
      ? ex
          .select({
            gstin: branch.gstin,
            address: branch.address,
            city: branch.city,
            state: branch.state,
            pincode: branch.pincode,
            phone: branch.phone,
            email: branch.email,
          })
          .from(branch)
          .where(and(eq(branch.orgId, caller.orgId), eq(branch.id, branchId)))
      : [],
  ]);
  const premises = own && text(own.address) !== '' ? own : org;
  const [address1 = '', ...rest] = text(premises?.address).split(/\r?\n/).map(text);
  return {
    gstin: text(own?.gstin) || text(org?.gstin),
    legalName: text(org?.legalName) || text(org?.name),
    address1,
    ...optional('address2', rest.join(', ')),
    location: text(premises?.city),
    pincode: text(premises?.pincode),
    stateCode: salesSupplierState(own, org) ?? '',
    ...optional('phone', premises?.phone),
    ...optional('email', premises?.email),
  };
}

/** The customer at its billing address (decision 0515). */
async function buyerOf(ex: Executor, caller: Caller, partyId: unknown): Promise<EInvoiceParty> {
  const [row] = isId(partyId)
    ? await ex
        .select({
          companyName: party.companyName,
          gstin: party.gstin,
          phone: party.phone,
          email: party.email,
          addresses: party.addresses,
        })
        .from(party)
        .where(and(eq(party.orgId, caller.orgId), eq(party.id, partyId)))
    : [];
  const addresses = (row?.addresses ?? []) as (AddressLike & Record<string, unknown>)[];
  const address = billingAddressOf({ addresses });
  return {
    gstin: text(row?.gstin),
    legalName: text(row?.companyName),
    address1: text(address?.line1),
    ...optional('address2', address?.line2),
    location: text(address?.city),
    pincode: text(address?.pincode),
    stateCode: partyState({ gstin: row?.gstin ?? null, addresses }) ?? '',
    ...optional('phone', row?.phone),
    ...optional('email', row?.email),
  };
}

/** Each line as the portals list goods: the item's name, the line's (else the item's) HSN, the unit's UQC. */
async function linesOf(
  ex: Executor,
  caller: Caller,
  lines: readonly Row[],
): Promise<{ goods: EInvoiceLine[]; decimals: number | undefined }> {
  const ids = [...new Set(lines.map((line) => line.itemId).filter(isId))];
  const items = ids.length
    ? await ex
        .select({
          id: item.id,
          name: item.name,
          hsnCode: item.hsnCode,
          uqc: uom.uqc,
          unit: uom.name,
          decimals: uom.decimals,
        })
        .from(item)
        .leftJoin(uom, and(eq(uom.orgId, item.orgId), eq(uom.id, item.uomId)))
        .where(and(eq(item.orgId, caller.orgId), inArray(item.id, ids)))
    : [];
  const byId = new Map(items.map((found) => [found.id, found]));
  const [first] = lines;
  const decimals = isId(first?.itemId) ? (byId.get(first.itemId)?.decimals ?? undefined) : undefined;
  const goods = lines.map((line) => {
    const found = isId(line.itemId) ? byId.get(line.itemId) : undefined;
    return {
      description: text(line.description) || text(found?.name),
      hsn: text(line.hsnCode) || text(found?.hsnCode),
      quantity: number(line.quantity),
      unit: (text(found?.uqc) || text(found?.unit)).toUpperCase(),
      rate: number(line.rate),
      discountPercent: typeof line.discountPercent === 'number' ? line.discountPercent : null,
      gstRate: number(line.gstRate),
    };
  });
  return { goods, decimals };
}

/** The document of the caller's organisation (another's is not found) with what its files are made of. */
export async function documentFacts(
  ex: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  id: number,
): Promise<DocumentFacts> {
  const row = await service.get(resource, caller, id, ex);
  const lines = Array.isArray(row.lines) ? (row.lines as Row[]) : [];
  const [seller, buyer, { goods, decimals }] = await Promise.all([
    sellerOf(ex, caller, row.branchId),
    buyerOf(ex, caller, row.partyId),
    linesOf(ex, caller, lines),
  ]);
  const placeOfSupply = isStateCode(row.placeOfSupply) ? row.placeOfSupply : undefined;
  return { row, seller, buyer, placeOfSupply, lines: goods, quantityDecimals: decimals };
}
