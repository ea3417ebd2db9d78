import eInvoiceSchema from './einvoice.schema.json' with { type: 'json' };
import ewayBillSchema from './ewaybill.schema.json' with { type: 'json' };
import multiVehicleSchema from './multivehicle.schema.json' with { type: 'json' };

/** The published e-invoice schema (INV-01, version 1.1) as kept in the repo (decision 1364). */
export const E_INVOICE_SCHEMA: Readonly<Record<string, unknown>> = eInvoiceSchema;
/** The e-way bill bulk generation tool's schema (decision 1365). */
export const EWAY_BILL_SCHEMA: Readonly<Record<string, unknown>> = ewayBillSchema;
/** The e-way bill system's multi-vehicle requests, initiation and vehicles added (decision 1805). */
export const MULTI_VEHICLE_SCHEMA: Readonly<Record<string, unknown>> = multiVehicleSchema;

/** One refusal of a JSON-schema validator (ajv's shape, `verbose` giving the value as `data`). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  data?: unknown;
}

/** A field the portal refused, named in words, and why. */
export interface SchemaProblem {
  /** The path in words: "Buyer GSTIN", "Line 2 HSN code". */
  field: string;
  message: string;
}

/** The portals' field names as the invoice form and its masters call them (decision 1420). */
const WORDS: Readonly<Record<string, string>> = {
  TranDtls: 'Transaction',
  DocDtls: 'Document',
  SellerDtls: 'Seller',
  BuyerDtls: 'Buyer',
  ShipDtls: 'Ship to',
  ItemList: 'Line',
  itemList: 'Line',
  ValDtls: 'Totals',
  billLists: 'E-way bill',
  MULTIVEHMOVINT: 'Multi-vehicle movement',
  MULTIVEHADD: 'Vehicle',
  ewbNo: 'e-way bill number',
  reasonRem: 'reason',
  fromState: 'dispatch state',
  toState: 'delivery state',
  totalQuantity: 'total quantity',
  unitCode: 'unit',
  No: 'number',
  docNo: 'document number',
  Dt: 'date',
  docDate: 'document date',
  Gstin: 'GSTIN',
  fromGstin: 'seller GSTIN',
  toGstin: 'buyer GSTIN',
  userGstin: 'our GSTIN',
  LglNm: 'legal name',
  fromTrdName: 'seller name',
  toTrdName: 'buyer name',
  Addr1: 'address',
  Addr2: 'address line 2',
  fromAddr1: 'dispatch address',
  toAddr1: 'delivery address',
  Loc: 'place',
  fromPlace: 'dispatch place',
  toPlace: 'delivery place',
  Pin: 'PIN code',
  fromPincode: 'dispatch PIN code',
  toPincode: 'delivery PIN code',
  Stcd: 'state code',
  fromStateCode: 'seller state code',
  toStateCode: 'buyer state code',
  Ph: 'phone',
  Em: 'e-mail',
  Pos: 'place of supply',
  PrdDesc: 'description',
  productName: 'item',
  HsnCd: 'HSN code',
  hsnCode: 'HSN code',
  mainHsnCode: 'main HSN code',
  Qty: 'quantity',
  quantity: 'quantity',
  Unit: 'unit',
  qtyUnit: 'unit',
  UnitPrice: 'rate',
  GstRt: 'GST rate',
  TotInvVal: 'invoice value',
  totInvValue: 'invoice value',
  vehicleNo: 'vehicle number',
  transDistance: 'distance (km)',
  transporterId: 'transporter ID',
  transDocNo: 'LR number',
};

/** "/BuyerDtls/Gstin" → "Buyer GSTIN"; "/ItemList/1/HsnCd" → "Line 2 HSN code". */
export function schemaFieldName(path: string): string {
  const words = path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : (WORDS[part] ?? part)));
  return words.length === 0 ? 'The file' : words.join(' ');
}

const limit = (error: SchemaError): string => String(error.params.limit);

/** Why the value was refused, in words, by the schema's keyword. */
function reason(error: SchemaError): string {
  if (error.data === '' || error.keyword === 'required') return 'is missing';
  switch (error.keyword) {
    case 'pattern':
    case 'format':
      return 'is not in the form the portal takes';
    case 'maxLength':
      return `is longer than ${limit(error)} characters`;
    case 'minLength':
      return `is shorter than ${limit(error)} characters`;
    case 'minimum':
      return `must be at least ${limit(error)}`;
    case 'exclusiveMinimum':
      return `must be more than ${limit(error)}`;
    case 'maximum':
      return `must be at most ${limit(error)}`;
    case 'enum':
      return 'is not one of the values the portal takes';
    case 'maxItems':
      return `has more than ${limit(error)} entries`;
    case 'minItems':
      return `has fewer than ${limit(error)} entries`;
    default:
      return error.message ?? 'is not valid';
  }
}

/**
 * Issue 20's bad input: "e-invoice JSON that fails the schema (the screen names the field)". Each refusal
 * as the field in words and why ("Buyer GSTIN is missing"), once; a missing property is named under its
 * parent.
 */
export function schemaProblems(errors: readonly SchemaError[]): SchemaProblem[] {
  const problems = new Map<string, SchemaProblem>();
  for (const error of errors) {
    const missing = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
    const field = schemaFieldName(`${error.instancePath}${missing}`);
    const message = `${field} ${reason(error)}`;
    problems.set(message, { field, message });
  }
  return [...problems.values()];
}
