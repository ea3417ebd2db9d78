import type { ChildTableDef, FieldDef } from '../catalogue/fields.ts';
import { isFeatureOn, type SysConfig } from '../config/config.ts';
import { PLACE_OF_SUPPLY_OPTIONS } from '../catalogue/formats.ts';
import { MAX_QUANTITY_DECIMALS } from '../format/decimals.ts';
import { DOCUMENT_STATUS as S, DOCUMENT_STATUSES } from './statuses.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';

/* The field builders every document declaration uses, and the fields the server sets on each. */

/** The party a document is with: a supplier (their GSTIN is the supplier's state) or a customer. */
export type PartyRole = 'supplier' | 'customer';

export const field = (
  key: string,
  label: string,
  type: FieldDef['type'],
  extra: Partial<FieldDef> = {},
): FieldDef => ({
  key,
  label,
  type,
  ...extra,
});
export const amount = (key: string, label: string, extra: Partial<FieldDef> = {}): FieldDef =>
  field(key, label, 'amount', extra);
export const lookup = (key: string, label: string, module: string, extra: Partial<FieldDef> = {}): FieldDef =>
  field(key, label, 'lookup', { lookup: { module, displayKey: 'name' }, ...extra });
/**
 * A line's rack, one of the stock area its `area` field names (the line's own, else the header's): its picker offers
 * only that area's racks (decision 2366), as the ledger takes only them (decision 2356).
 */
export const rackLookup = (
  key: string,
  label: string,
  area: string,
  extra: Partial<FieldDef> = {},
): FieldDef =>
  lookup(key, label, 'rack', {
    ...extra,
    lookup: { module: 'rack', displayKey: 'name', filterFrom: { stockAreaId: area } },
  });
export const quantity = (key: string, label: string, extra: Partial<FieldDef> = {}): FieldDef =>
  field(key, label, 'number', { decimals: MAX_QUANTITY_DECIMALS, uomField: 'uomId', ...extra });

/** The header fields every document has that the server sets: number, revision, status and totals. */
export const DOCUMENT_SYSTEM_FIELDS: readonly FieldDef[] = [
  field('number', 'Number', 'text', { maxLength: 40 }),
  field('revision', 'Revision', 'number', { integer: true, min: 0, max: 999, defaultValue: 0 }),
  field('status', 'Status', 'select', {
    options: DOCUMENT_STATUSES.map((status) => ({ value: status.id, label: status.label })),
    defaultValue: S.DRAFT,
  }),
  field('statusReason', 'Reason', 'textarea', { maxLength: 500 }),
  amount('taxableTotal', 'Taxable Value'),
  amount('cgstTotal', 'CGST'),
  amount('sgstTotal', 'SGST'),
  amount('igstTotal', 'IGST'),
  amount('roundOff', 'Round Off'),
  amount('grandTotal', 'Grand Total'),
];

/**
 * The GST series a document declaring `gstSeries` was numbered in (decision 1825), set with its number:
 * its branch's GSTIN, or `branch <id>` for a branch without one. Its number is unique within it.
 */
export const GST_SERIES_FIELD: FieldDef = field('seriesKey', 'GST Series', 'text', { maxLength: 40 });

/** The line fields the server computes (`computeTaxes`), kept on the rows for reports. */
export const LINE_SYSTEM_FIELDS: readonly FieldDef[] = [
  amount('taxableValue', 'Taxable Value'),
  amount('cgstAmount', 'CGST'),
  amount('sgstAmount', 'SGST'),
  amount('igstAmount', 'IGST'),
  amount('lineTotal', 'Total'),
];

export const partyField = (role: PartyRole, label: string, fills: readonly string[] = []): FieldDef =>
  lookup('partyId', label, 'party', {
    required: true,
    lookup: {
      module: 'party',
      displayKey: 'companyName',
      filter: role === 'supplier' ? { isSupplier: true } : { isCustomer: true },
      ...(fills.length > 0 ? { carries: fills, fills } : {}),
    },
  });

/**
 * Issue 56: "a document's terms carry a number of days (from the party, editable on the order, carried to the
 * invoice) that the due date follows; free text stays as printed words" (decision 2212). The party's credit
 * days fill it when the party is chosen (`PARTY_TERMS`), an order's reach its invoice or bill along the chain.
 */
export const CREDIT_DAYS: FieldDef = field('creditDays', 'Credit Days', 'number', {
  integer: true,
  min: 0,
  max: 365,
  hint: "The invoice or bill is due this many days after its date: the party's credit days unless changed.",
});

/** What a party fills of a document's terms when it is chosen: its credit days (decision 2212). */
export const PARTY_TERMS: readonly string[] = ['creditDays'];

/** The free text of the terms: printed as written, read by nothing else. */
export const PAYMENT_TERMS: FieldDef = field('paymentTerms', 'Payment Terms', 'text', {
  maxLength: 200,
  hint: 'Printed as written; the due date follows the credit days.',
});

/** The day a billing document is due (decision 2212): its date and credit days, written by its save. */
export const DUE_DATE: FieldDef = field('dueDate', 'Due Date', 'date', { readOnly: true });

/** A line's unit: the item's, carrying its decimals for the quantities. */
export const uomLookup = (): FieldDef =>
  lookup('uomId', 'UOM', 'uom', {
    required: true,
    lookup: { module: 'uom', displayKey: 'name', carries: ['decimals'] },
  });

/**
 * A document as the organisation's switches show it (decision 1045): the field of a flow that is off (its
 * `feature` not YES) stays on the record but is not shown. Unchanged when it has no such field.
 */
export function withFeatures<D extends { fields: readonly FieldDef[]; lines: ChildTableDef }>(
  def: D,
  config: SysConfig | null | undefined,
): D {
  const off = (field: FieldDef) => field.feature !== undefined && !isFeatureOn(config, field.feature);
  if (![...def.fields, ...def.lines.fields].some(off)) return def;
  const shown = (field: FieldDef): FieldDef => (off(field) ? { ...field, hidden: true } : field);
  return {
    ...def,
    fields: def.fields.map(shown),
    lines: { ...def.lines, fields: def.lines.fields.map(shown) },
  };
}

/** The state goods are supplied to, which decides CGST and SGST against IGST (decision 0801). */
export const placeOfSupply = field('placeOfSupply', L.placeOfSupply, 'select', {
  required: true,
  options: PLACE_OF_SUPPLY_OPTIONS,
});

/** The lines of a document priced with GST (orders, invoices): item, quantity, rate, discount, HSN and rate. */
export const GST_LINE_FIELDS: readonly FieldDef[] = [
  lookup('itemId', 'Item', 'item', { required: true }),
  field('description', 'Description', 'text', { maxLength: 500 }),
  quantity('quantity', L.quantity, { required: true, positive: true }),
  uomLookup(),
  amount('rate', 'Rate', { required: true, min: 0 }),
  field('discountPercent', L.discountPercent, 'number', { min: 0, max: 100, decimals: 2 }),
  field('hsnCode', L.hsnCode, 'text', { maxLength: 8, format: 'hsn' }),
  field('gstRate', 'GST Rate %', 'number', { required: true, min: 0, max: 100, decimals: 2 }),
];

export const GST_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: GST_LINE_FIELDS,
  listColumns: ['itemId', 'quantity', 'uomId', 'rate', 'discountPercent', 'hsnCode', 'gstRate'],
};
