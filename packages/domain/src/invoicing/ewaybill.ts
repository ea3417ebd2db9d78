import { computeTaxes, fromPaise, toPaise } from '../documents/gst.ts';
import { formatDate } from '../format/date.ts';
import type { EInvoiceLine, EInvoiceParty } from './einvoice.ts';
import { isServiceCode } from './eway.ts';
import { vehicleNumberOf } from './vehicles.ts';

/**
 * The bulk generation tool's version the file declares (decisions 1365, 1970): `1.0.0621`, the version the
 * portal's current offline tool writes, as India Compliance's `gst_india/utils/e_waybill.py` writes it.
 */
export const EWAY_BILL_FILE_VERSION = '1.0.0621';

/** The portal's sub-supply types this ERP moves goods under. */
const SUB_SUPPLY = { supply: 1, jobWork: 4, jobWorkReturn: 6, salesReturn: 7 } as const;
const TRANSPORT_MODE = { road: 1, rail: 2, air: 3, ship: 4 } as const;

/** How the goods travel. */
export interface EwayTransport {
  mode: keyof typeof TRANSPORT_MODE;
  /** The approximate distance in km (0 lets the portal work it out from the PIN codes). */
  distanceKm: number;
  transporterName?: string;
  /** The transporter's GSTIN or enrolment number. */
  transporterId?: string;
  /** The LR, RR or airway bill number, and its date ('yyyy-MM-dd'). */
  documentNumber?: string;
  documentDate?: string;
  vehicleNumber?: string;
  /** An over-dimensional cargo. */
  overDimensional?: boolean;
}

/** One consignment: a tax invoice or a delivery challan with where it goes and how. */
export interface EwayBillInput {
  document: 'invoice' | 'challan';
  movement: keyof typeof SUB_SUPPLY;
  number: string;
  /** 'yyyy-MM-dd'. */
  date: string;
  seller: EInvoiceParty;
  /** Where the goods leave from, when not the seller's address. */
  dispatchFrom?: EInvoiceParty;
  buyer: EInvoiceParty;
  /** Where the goods go, when not the buyer's address. */
  shipTo?: EInvoiceParty;
  lines: readonly EInvoiceLine[];
  freight?: number | null;
  transport: EwayTransport;
}

const half = (rate: number): number => rate / 2;

/** Bill to–ship to is 2, bill from–dispatch from 3, both 4 (the portal's transaction types). */
const transactionType = (input: EwayBillInput): number =>
  1 + (input.shipTo ? 1 : 0) + (input.dispatchFrom ? 2 : 0);

/**
 * Issue 20: the e-way bill "JSON for the portal's bulk upload, several invoices in one file". One bill of
 * the file: issue 16's taxes on the goods' lines; freight with its tax and the round-off go in the other
 * value, since an e-way bill lists goods only (decision 1365), as do a service's lines (decision 1480).
 */
export function ewayBillEntry(input: EwayBillInput) {
  const from = input.dispatchFrom ?? input.seller;
  const to = input.shipTo ?? input.buyer;
  const taxes = computeTaxes({
    supplierState: input.seller.stateCode,
    placeOfSupply: input.buyer.stateCode,
    lines: input.lines,
    freight: input.freight,
  });
  // A service's line (freight, job charges: a SAC code) is no goods: its value goes in the other value.
  const goods = taxes.lines
    .map((lineTaxes, i) => ({ taxes: lineTaxes, line: input.lines[i] as EInvoiceLine }))
    .filter(({ line }) => !isServiceCode(line.hsn));
  const sumOf = (head: 'taxableValue' | 'cgst' | 'sgst' | 'igst') =>
    fromPaise(goods.reduce((sum, { taxes: line }) => sum + toPaise(line[head]), 0));
  const goodsTotal = goods.reduce((sum, { taxes: line }) => sum + toPaise(line.total), 0);
  // The main HSN is the line's of the highest taxable value (a stable sort keeps the first of equals).
  const [main] = [...goods].sort((a, b) => b.taxes.taxableValue - a.taxes.taxableValue);
  const { transport } = input;
  return {
    userGstin: input.seller.gstin,
    supplyType: 'O',
    subSupplyType: SUB_SUPPLY[input.movement],
    docType: input.document === 'invoice' ? 'INV' : 'CHL',
    docNo: input.number,
    docDate: formatDate(input.date, 'dd/MM/yyyy'),
    transType: transactionType(input),
    fromGstin: input.seller.gstin,
    fromTrdName: input.seller.legalName,
    fromAddr1: from.address1,
    fromAddr2: from.address2 ?? '',
    fromPlace: from.location,
    fromPincode: Number(from.pincode),
    fromStateCode: Number(input.seller.stateCode),
    actualFromStateCode: Number(from.stateCode),
    toGstin: input.buyer.gstin || 'URP',
    toTrdName: input.buyer.legalName,
    toAddr1: to.address1,
    toAddr2: to.address2 ?? '',
    toPlace: to.location,
    toPincode: Number(to.pincode),
    toStateCode: Number(input.buyer.stateCode),
    actualToStateCode: Number(to.stateCode),
    totalValue: sumOf('taxableValue'),
    cgstValue: sumOf('cgst'),
    sgstValue: sumOf('sgst'),
    igstValue: sumOf('igst'),
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: fromPaise(toPaise(taxes.grandTotal) - goodsTotal),
    totInvValue: taxes.grandTotal,
    transMode: TRANSPORT_MODE[transport.mode],
    transDistance: Math.round(transport.distanceKm),
    transporterName: transport.transporterName ?? '',
    transporterId: transport.transporterId ?? '',
    transDocNo: transport.documentNumber ?? '',
    transDocDate: transport.documentDate ? formatDate(transport.documentDate, 'dd/MM/yyyy') : '',
    vehicleNo: vehicleNumberOf(transport.vehicleNumber ?? ''),
    vehicleType: transport.overDimensional ? 'O' : 'R',
    mainHsnCode: main ? main.line.hsn : '',
    itemList: goods.map(({ line, taxes: lineTaxes }, i) => ({
      itemNo: i + 1,
      productName: line.description,
      productDesc: line.description,
      hsnCode: line.hsn,
      quantity: line.quantity,
      qtyUnit: line.unit,
      taxableAmount: lineTaxes.taxableValue,
      cgstRate: taxes.interState ? 0 : half(line.gstRate),
      sgstRate: taxes.interState ? 0 : half(line.gstRate),
      igstRate: taxes.interState ? line.gstRate : 0,
      cessRate: 0,
      cessNonAdvol: 0,
    })),
  };
}

/** One bill of the bulk upload file. */
export type EwayBillEntry = ReturnType<typeof ewayBillEntry>;

/** The bulk upload file: several consignments in one. */
export function ewayBillFile(consignments: readonly EwayBillInput[]) {
  return { version: EWAY_BILL_FILE_VERSION, billLists: consignments.map(ewayBillEntry) };
}
