import {
  isStateCode,
  type EInvoiceLine,
  type EInvoiceParty,
  type EwayTransport,
  type GstRegistrationType,
  type KeptFacts,
  type KeptParty,
  type KeptSeller,
} from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { factsOf } from '../documents/kept.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import type { Row } from '../stores/types.ts';

/** What the portals' files are written from: the document, its seller and buyer, and its lines of goods. */
export interface DocumentFacts {
  row: Row;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  /** How the buyer was registered when the document was issued (an SEZ's supply type, issue 41). */
  buyerRegistration: GstRegistrationType | undefined;
  placeOfSupply: string | undefined;
  lines: EInvoiceLine[];
  /** The decimals of the first line's unit, for the messages that name a quantity. */
  quantityDecimals: number | undefined;
  /** The transporter Part B names instead of a vehicle when the lorry is not yet known (issue 41). */
  transporter: Pick<EwayTransport, 'transporterName' | 'transporterId'>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const number = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));

/** Only what is there: the schema refuses an empty optional field where it would take a missing one. */
const optional = (key: 'address2' | 'phone' | 'email', value: string | undefined) =>
  value === undefined || value === '' ? {} : { [key]: value };

/** Our side as the portals name it: the branch that bills, as the document kept it (decision 1820). */
function sellerOf(seller: KeptSeller): EInvoiceParty {
  const [address1 = '', ...rest] = seller.address;
  return {
    gstin: seller.gstin ?? '',
    legalName: seller.name,
    address1,
    ...optional('address2', rest.join(', ')),
    location: seller.city,
    pincode: seller.pincode,
    stateCode: seller.state ?? '',
    ...optional('phone', seller.phone),
    ...optional('email', seller.email),
  };
}

/** The customer at its billing address (decision 0515), as the document kept it. */
function buyerOf(party: KeptParty | null): EInvoiceParty {
  const address = party?.billing;
  return {
    gstin: party?.gstin ?? '',
    legalName: party?.name ?? '',
    address1: address?.line1 ?? '',
    ...optional('address2', address?.line2),
    location: address?.city ?? '',
    pincode: address?.pincode ?? '',
    stateCode: party?.state ?? '',
    ...optional('phone', party?.phone),
    ...optional('email', party?.email),
  };
}

/** Each line as the portals list goods: its item's name (else its description), HSN and the unit's UQC. */
const goodsOf = (lines: readonly Row[], kept: KeptFacts['lines']): EInvoiceLine[] =>
  lines.map((line) => {
    const item = kept[String(line.id)];
    return {
      description: text(line.description) || (item?.item ?? ''),
      hsn: item?.hsnCode ?? '',
      quantity: number(line.quantity),
      unit: (item?.uqc || item?.unit || '').toUpperCase(),
      rate: number(line.rate),
      discountPercent: typeof line.discountPercent === 'number' ? line.discountPercent : null,
      gstRate: number(line.gstRate),
    };
  });

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
  const facts = await factsOf(ex, caller, resource.def, row);
  const placeOfSupply = isStateCode(row.placeOfSupply) ? row.placeOfSupply : undefined;
  const [first] = lines;
  return {
    row,
    seller: sellerOf(facts.seller),
    buyer: buyerOf(facts.party),
    buyerRegistration: facts.party?.registration,
    placeOfSupply,
    lines: goodsOf(lines, facts.lines),
    quantityDecimals: (first && facts.lines[String(first.id)]?.decimals) ?? undefined,
    transporter: {
      ...(facts.transporter?.name ? { transporterName: facts.transporter.name } : {}),
      ...(facts.transporter?.id ? { transporterId: facts.transporter.id } : {}),
    },
  };
}
