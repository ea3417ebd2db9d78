import { computeTaxes, type LineTaxes } from '../documents/gst.ts';
import { igstWithinState, type GstRegistrationType } from '../documents/places.ts';
import { formatDate } from '../format/date.ts';
import { isServiceCode } from './eway.ts';
import { OTHER_COUNTRY } from './gstr1.ts';

/** A party of an e-invoice: the branch that sells, the customer, a place goods are shipped to. */
export interface EInvoiceParty {
  gstin: string;
  legalName: string;
  address1: string;
  address2?: string;
  location: string;
  pincode: string;
  /** The state's GST code ('24'). */
  stateCode: string;
  phone?: string;
  email?: string;
}

/** One line of goods (or a service) as the invoice has it. */
export interface EInvoiceLine {
  description: string;
  hsn: string;
  service?: boolean;
  quantity: number;
  /** The portal's unit quantity code (KGS, NOS, MTR, BAG …). */
  unit: string;
  rate: number;
  discountPercent?: number | null;
  gstRate: number;
}

/** What the e-invoice of a tax invoice, credit note or debit note is made from. */
export interface EInvoiceInput {
  kind: 'invoice' | 'credit' | 'debit';
  number: string;
  /** 'yyyy-MM-dd'. */
  date: string;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  /** The place of supply's state code; the buyer's state when not given. */
  placeOfSupply?: string;
  /** How the buyer is registered (as the document kept it): an SEZ's or a deemed export's supply type. */
  buyerRegistration?: GstRegistrationType;
  shipTo?: EInvoiceParty;
  reverseCharge?: boolean;
  lines: readonly EInvoiceLine[];
  /** Taxable freight, at the rate of the line with the highest taxable value (issue 16's rule). */
  freight?: number | null;
}

const DOCUMENT_TYPE = { invoice: 'INV', credit: 'CRN', debit: 'DBN' } as const;

/**
 * The freight line's services accounting code: road transport of goods (996511, in the CBIC scheme of
 * classification of services). Six digits: since 15 December 2023 the e-invoice system refuses an HSN or SAC
 * of fewer for a taxpayer of ₹5 crore turnover or more, and every e-invoicer is one (issue 41).
 */
const FREIGHT_SAC = '996511';

const yesNo = (flag: boolean | undefined): 'Y' | 'N' => (flag ? 'Y' : 'N');
/** A PIN code of six digits as the schema's number; none otherwise (a buyer's is optional, issue 41). */
const pinOf = (pincode: string): { Pin: number } | Record<string, never> =>
  /^\d{6}$/.test(pincode.trim()) ? { Pin: Number(pincode) } : {};
const money = (value: number): number => Math.round(value * 100) / 100;

/**
 * A phone as the portal takes it (INV-01 1.1: `Ph` matches `^[0-9]{6,12}$`): the digits of what the master
 * holds, without India's code (+91, 0091) before a ten-digit number; none when that leaves fewer than 6 or
 * more than 12 digits. `Ph` is optional: a file without a phone passes, a file with a wrong one is refused.
 */
export function portalPhone(typed: string): string | undefined {
  const digits = typed.replace(/\D/g, '').replace(/^(?:0091|91)(?=\d{10}$)/, '');
  return /^\d{6,12}$/.test(digits) ? digits : undefined;
}

/**
 * Text as the portal takes it: the schema refuses a double quote or a backslash in names, addresses and
 * descriptions (issue 41). A name keeps its sense with a single quote and a slash in their place; the
 * master keeps what was typed, and the print shows it.
 */
export const portalText = (text: string): string => text.replaceAll('"', "'").replaceAll('\\', '/');

/**
 * An export's buyer as the e-invoice system takes it (issue 41: an overseas customer was refused, "Buyer GSTIN
 * is missing"): GSTIN `URP` (unregistered person), state and place of supply 96 (other country), PIN 999999.
 */
const OVERSEAS_BUYER = { Gstin: 'URP', Stcd: OTHER_COUNTRY, Pos: OTHER_COUNTRY, Pin: 999999 } as const;

/**
 * The supply type (issue 41: it was always B2B): an export (place of supply 96) with IGST paid (`EXPWP`) or
 * under bond or LUT without payment (`EXPWOP`), as GSTR-1 tells them apart; to an SEZ likewise with payment
 * (`SEZWP`) or without (`SEZWOP`); a deemed export (`DEXP`); B2B otherwise. Whether tax is paid is read from
 * the invoice's IGST: a supply under LUT is entered at GST 0% (decision 2010).
 */
function supplyType(
  placeOfSupply: string,
  buyer: GstRegistrationType | undefined,
  igst: number,
): 'B2B' | 'EXPWP' | 'EXPWOP' | 'SEZWP' | 'SEZWOP' | 'DEXP' {
  if (placeOfSupply === OTHER_COUNTRY) return igst > 0 ? 'EXPWP' : 'EXPWOP';
  if (buyer === 'SEZ') return igst > 0 ? 'SEZWP' : 'SEZWOP';
  return buyer === 'DEEMED_EXPORT' ? 'DEXP' : 'B2B';
}

function party(of: EInvoiceParty) {
  const phone = of.phone ? portalPhone(of.phone) : undefined;
  return {
    Gstin: of.gstin,
    LglNm: portalText(of.legalName),
    Addr1: portalText(of.address1),
    ...(of.address2 ? { Addr2: portalText(of.address2) } : {}),
    Loc: portalText(of.location),
    ...pinOf(of.pincode),
    Stcd: of.stateCode,
    ...(phone ? { Ph: phone } : {}),
    ...(of.email ? { Em: of.email } : {}),
  };
}

/** The ship-to block has no telephone or e-mail. */
function shipTo(of: EInvoiceParty) {
  const { Ph: _phone, Em: _email, ...place } = party(of);
  return place;
}

function item(serial: number, line: EInvoiceLine, taxes: LineTaxes) {
  const gross = money(line.quantity * line.rate);
  return {
    SlNo: String(serial),
    PrdDesc: portalText(line.description),
    // A SAC (chapter 99) is a service whoever wrote the line (issue 41: SAC lines went as goods).
    IsServc: yesNo(line.service === true || isServiceCode(line.hsn)),
    HsnCd: line.hsn,
    Qty: line.quantity,
    Unit: line.unit,
    UnitPrice: line.rate,
    TotAmt: gross,
    Discount: money(gross - taxes.taxableValue),
    AssAmt: taxes.taxableValue,
    GstRt: taxes.gstRate,
    IgstAmt: taxes.igst,
    CgstAmt: taxes.cgst,
    SgstAmt: taxes.sgst,
    TotItemVal: taxes.total,
  };
}

/**
 * Issue 20: "the invoice's JSON in the published e-invoice schema (INV-01, version 1.1)" (decision 1364).
 * The taxes are issue 16's (`computeTaxes`) on the seller's state and the place of supply; taxable freight
 * goes as a service line (SAC 996511) since the schema's other charges are untaxed; the rupee round-off is
 * the invoice's. Dates are written dd/mm/yyyy as the schema asks.
 */
export function eInvoiceJson(input: EInvoiceInput) {
  const placeOfSupply = input.placeOfSupply ?? input.buyer.stateCode;
  // A supply to an SEZ is IGST within the seller's state too.
  const sez = igstWithinState(input.buyerRegistration);
  const taxes = computeTaxes({
    supplierState: input.seller.stateCode,
    placeOfSupply,
    igstOnIntra: sez,
    lines: input.lines,
    freight: input.freight,
  });
  const items = taxes.lines.map((lineTaxes, i) => item(i + 1, input.lines[i] as EInvoiceLine, lineTaxes));
  if (taxes.freight.taxableValue > 0) {
    const freight = { description: 'Freight', hsn: FREIGHT_SAC, service: true, quantity: 1, unit: 'OTH' };
    items.push(
      item(
        items.length + 1,
        { ...freight, rate: taxes.freight.taxableValue, gstRate: taxes.freight.gstRate },
        taxes.freight,
      ),
    );
  }
  return {
    Version: '1.1',
    TranDtls: {
      TaxSch: 'GST',
      SupTyp: supplyType(placeOfSupply, input.buyerRegistration, taxes.igstTotal),
      RegRev: yesNo(input.reverseCharge),
      IgstOnIntra: yesNo(sez && input.seller.stateCode === placeOfSupply),
    },
    DocDtls: {
      Typ: DOCUMENT_TYPE[input.kind],
      No: input.number,
      Dt: formatDate(input.date, 'dd/MM/yyyy'),
    },
    SellerDtls: party(input.seller),
    BuyerDtls:
      placeOfSupply === OTHER_COUNTRY
        ? { ...party(input.buyer), ...OVERSEAS_BUYER }
        : { ...party(input.buyer), Pos: placeOfSupply },
    ...(input.shipTo ? { ShipDtls: shipTo(input.shipTo) } : {}),
    ItemList: items,
    ValDtls: {
      AssVal: taxes.taxableTotal,
      CgstVal: taxes.cgstTotal,
      SgstVal: taxes.sgstTotal,
      IgstVal: taxes.igstTotal,
      RndOffAmt: taxes.roundOff,
      TotInvVal: taxes.grandTotal,
    },
  };
}

/** The e-invoice JSON of one document. */
export type EInvoiceJson = ReturnType<typeof eInvoiceJson>;
