import { fieldSchema } from '../catalogue/fieldSchema.ts';
import { GST_LINE_FIELDS } from './documentFields.ts';
import type { DocumentDef } from './documentDef.ts';
import { computeTaxes, type DocumentTaxes, type LineTaxes, type TaxLineInput } from './gst.ts';
import type { Places } from './places.ts';
import { isBlank } from '../catalogue/blank.ts';

/** What a document line takes from its item (issue 16: "UOM (the item's) … HSN and GST rate (from the item)"). */
export interface ItemLineDefaults {
  uomId: number | null;
  hsnCode: string | null;
  gstRate: number | null;
  /** The item's purchase or sale price, as the document's `itemDefaults` names it. */
  rate: number | null;
}

const ITEM_DEFAULTED = ['uomId', 'hsnCode', 'gstRate', 'rate'] as const;

/** The line with its item's unit, HSN, GST rate and rate where the line gives none; what it gives stays. */
export function lineWithItemDefaults<L extends Record<string, unknown>>(line: L, item: ItemLineDefaults): L {
  const filled: Record<string, unknown> = { ...line };
  for (const key of ITEM_DEFAULTED) if (isBlank(filled[key]) && item[key] !== null) filled[key] = item[key];
  return filled as L;
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const hasHsn = (def: Pick<DocumentDef, 'lines'>): boolean =>
  def.lines.fields.some((field) => field.key === 'hsnCode');

/**
 * The item fields a line of `def` takes when its item is chosen (`itemLineDefaults`, and the unit's name the
 * form shows): what the document's item picker carries to one who may not read items (decision 1868).
 */
export const itemDefaultKeys = (def: Pick<DocumentDef, 'itemDefaults' | 'lines'>): string[] => [
  'uomId',
  'uom',
  ...(hasHsn(def) ? ['hsnCode'] : []),
  ...(def.itemDefaults.rate ? [def.itemDefaults.rate] : []),
  ...(def.itemDefaults.gstRate ? [def.itemDefaults.gstRate] : []),
];

/**
 * What a document's line takes from an item record: its unit, and the price, GST rate and HSN where the
 * document's lines have them (`itemDefaults` names the price and rate; a stock issue takes the unit only).
 */
export const itemLineDefaults = (
  def: Pick<DocumentDef, 'itemDefaults' | 'lines'>,
  item: Readonly<Record<string, unknown>>,
): ItemLineDefaults => {
  const { rate, gstRate } = def.itemDefaults;
  return {
    uomId: numberOrNull(item.uomId),
    hsnCode: hasHsn(def) && typeof item.hsnCode === 'string' && item.hsnCode !== '' ? item.hsnCode : null,
    gstRate: gstRate ? numberOrNull(item[gstRate]) : null,
    rate: rate ? numberOrNull(item[rate]) : null,
  };
};

/**
 * A line whose item was chosen again: the new item's unit, HSN, GST rate and rate replace the old item's
 * (quantity, discount and description stay); a field the new item lacks is left empty.
 */
export function lineForItem<L extends Record<string, unknown>>(line: L, item: ItemLineDefaults): L {
  const cleared: Record<string, unknown> = { ...line };
  for (const key of ITEM_DEFAULTED) cleared[key] = null;
  return lineWithItemDefaults(cleared, item) as L;
}

const amountOrZero = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** The figures a line's taxes are worked from, each checked by its field's own rules (GST_LINE_FIELDS). */
const TAX_FIGURES = GST_LINE_FIELDS.filter((field) =>
  ['quantity', 'rate', 'discountPercent', 'gstRate'].includes(field.key),
).map((field) => ({ key: field.key, schema: fieldSchema(field, false) }));

/** A line with a figure its field refuses ("abc", a rate below 0, a discount of 150%): not yet one to total. */
const isRefused = (line: Readonly<Record<string, unknown>>): boolean =>
  TAX_FIGURES.some(({ key, schema }) => !schema.safeParse(line[key]).success);

const taxLineOf = (line: Readonly<Record<string, unknown>>): TaxLineInput => ({
  quantity: amountOrZero(line.quantity),
  rate: amountOrZero(line.rate),
  discountPercent: typeof line.discountPercent === 'number' ? line.discountPercent : null,
  gstRate: amountOrZero(line.gstRate),
});

/** A line left out of the totals: nothing taxed. */
const NOTHING: LineTaxes = { taxableValue: 0, gstRate: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };

/** A document's taxes as entered, and the lines they leave out. */
export interface EnteredTaxes extends DocumentTaxes {
  /** The indexes of the lines left out of the totals (issue 42): a figure on each is refused by its field's rules. */
  leftOut: number[];
}

/**
 * The domain's taxes of a document's entered header and lines (never a body's figures): issue 16's GST.
 * A line with a figure its field refuses is left out, taxed as nothing (issue 42: "a negative rate or a 150%
 * discount shows negative totals"), and named in `leftOut`.
 */
export function documentTaxes(
  header: Readonly<Record<string, unknown>>,
  lines: readonly Readonly<Record<string, unknown>>[],
  places: Places,
): EnteredTaxes {
  const counted = lines.filter((line) => !isRefused(line));
  const taxes = computeTaxes({
    ...places,
    lines: counted.map(taxLineOf),
    freight: typeof header.freight === 'number' ? header.freight : null,
    otherCharges: typeof header.otherCharges === 'number' ? header.otherCharges : null,
  });
  return {
    ...taxes,
    lines: lines.map((line) => taxes.lines[counted.indexOf(line)] ?? NOTHING),
    leftOut: lines.flatMap((line, index) => (counted.includes(line) ? [] : [index])),
  };
}

/**
 * The taxes of a stored document as it was saved (an earlier revision read back, decision 1624): its lines
 * taxed again, IGST or CGST and SGST as its stored totals say (the party's GSTIN may have changed since).
 */
export function storedTaxes(
  header: Readonly<Record<string, unknown>>,
  lines: readonly Readonly<Record<string, unknown>>[],
): EnteredTaxes {
  const place = typeof header.placeOfSupply === 'string' ? header.placeOfSupply : '';
  const interState = amountOrZero(Number(header.igstTotal)) > 0;
  return documentTaxes(header, lines, {
    supplierState: interState ? undefined : place,
    placeOfSupply: place,
  });
}
