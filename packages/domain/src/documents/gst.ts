import { totalInWords } from '../format/words.ts';
import { isInterState, type Places } from './places.ts';

/**
 * Issue 16's GST of a document (decision 0801). Money is worked in integers: paise for amounts, thousandths
 * for quantities, hundredths of a percent for discounts and GST rates; products are BigInt, so no float
 * drift. Amounts come back in rupees (a number of whole paise / 100).
 */

/** Rupees to whole paise, rounded half away from zero on the decimal value (like `formatAmount`). */
export const toPaise = (rupees: number): number => scaled(rupees, 2);

/** Whole paise to rupees. */
export const fromPaise = (paise: number): number => paise / 100;

/**
 * `value` in units of 10^-decimals, rounded half away from zero on its decimal text; not a number yet: 0.
 * A value within a millionth of a whole unit (far below 2^53 units) is that unit, as its text would round
 * it: the multiplication is off by far less than the half unit where the text decides. Only the others read
 * their text, which is slow (a month's GSTR-1 turns some hundred thousand amounts into paise).
 */
export function scaled(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const magnitude = Math.abs(value) * factor;
  const nearest = Math.round(magnitude);
  const units =
    magnitude < 1e12 && Math.abs(magnitude - nearest) < 1e-6
      ? nearest
      : Math.round(Math.abs(Number(value.toFixed(decimals))) * factor);
  return value < 0 ? -units : units;
}

/** n / d rounded half away from zero ("half-up" on amounts), for d > 0. */
function roundedDivision(n: bigint, d: bigint): bigint {
  const magnitude = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -magnitude : magnitude;
}

const QUANTITY_DECIMALS = 3;
const PERCENT_DECIMALS = 2;
const HUNDRED_PERCENT = 100n * 10n ** BigInt(PERCENT_DECIMALS);

/** One line as the taxes read it. */
export interface TaxLineInput {
  quantity: number;
  rate: number;
  /** Discount % (0 to 100), none when empty. */
  discountPercent?: number | null;
  /** The item's GST rate, % (18 for 18%). */
  gstRate: number;
}

export interface TaxInput extends Places {
  lines: readonly TaxLineInput[];
  /** Header charges: taxable at the rate of the line with the highest taxable value (composite supply). */
  freight?: number | null;
  otherCharges?: number | null;
}

/** The tax of one line or charge, in rupees. */
export interface LineTaxes {
  taxableValue: number;
  gstRate: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Taxable value plus its taxes. */
  total: number;
}

/** One row of the tax summary printed on Indian orders and invoices: everything taxed at one rate. */
export interface TaxSummaryRow {
  gstRate: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  totalTax: number;
}

export interface DocumentTaxes {
  interState: boolean;
  lines: LineTaxes[];
  freight: LineTaxes;
  otherCharges: LineTaxes;
  /** The rate the header charges are taxed at: the line with the highest taxable value's (0 without lines). */
  chargesGstRate: number;
  summary: TaxSummaryRow[];
  taxableTotal: number;
  cgstTotal: number;
  sgstTotal: number;
  igstTotal: number;
  /** The grand total rounded to the rupee, less the exact sum: between -0.49 and 0.50. */
  roundOff: number;
  grandTotal: number;
  /** The grand total in words; empty when it cannot be written (below zero or too large). */
  amountInWords: string;
}

interface PaiseTaxes {
  taxable: bigint;
  gstRate: number;
  cgst: bigint;
  sgst: bigint;
  igst: bigint;
}

/** The taxes of a taxable value: each half for CGST and SGST, else IGST, each rounded to paise. */
function taxesOf(taxable: bigint, gstRate: number, interState: boolean): PaiseTaxes {
  const rate = BigInt(scaled(gstRate, PERCENT_DECIMALS));
  const half = interState ? 0n : roundedDivision(taxable * rate, 2n * HUNDRED_PERCENT);
  const igst = interState ? roundedDivision(taxable * rate, HUNDRED_PERCENT) : 0n;
  return { taxable, gstRate, cgst: half, sgst: half, igst };
}

/** Issue 16: "Line taxable value = quantity × rate less discount %", rounded to paise. */
function taxableValueOf(line: TaxLineInput): bigint {
  const quantity = BigInt(scaled(line.quantity, QUANTITY_DECIMALS));
  const rate = BigInt(toPaise(line.rate));
  const kept = HUNDRED_PERCENT - BigInt(scaled(line.discountPercent ?? 0, PERCENT_DECIMALS));
  return roundedDivision(quantity * rate * kept, 10n ** BigInt(QUANTITY_DECIMALS) * HUNDRED_PERCENT);
}

const totalOf = (taxes: PaiseTaxes): bigint => taxes.taxable + taxes.cgst + taxes.sgst + taxes.igst;
const rupees = (paise: bigint): number => fromPaise(Number(paise));

const inRupees = (taxes: PaiseTaxes): LineTaxes => ({
  taxableValue: rupees(taxes.taxable),
  gstRate: taxes.gstRate,
  cgst: rupees(taxes.cgst),
  sgst: rupees(taxes.sgst),
  igst: rupees(taxes.igst),
  total: rupees(totalOf(taxes)),
});

const sum = (values: readonly bigint[]): bigint => values.reduce((total, value) => total + value, 0n);

function summaryOf(all: readonly PaiseTaxes[]): TaxSummaryRow[] {
  const byRate = new Map<number, PaiseTaxes[]>();
  for (const taxes of all) byRate.set(taxes.gstRate, [...(byRate.get(taxes.gstRate) ?? []), taxes]);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([gstRate, group]) => {
      const cgst = sum(group.map((taxes) => taxes.cgst));
      const sgst = sum(group.map((taxes) => taxes.sgst));
      const igst = sum(group.map((taxes) => taxes.igst));
      return {
        gstRate,
        taxableValue: rupees(sum(group.map((taxes) => taxes.taxable))),
        cgst: rupees(cgst),
        sgst: rupees(sgst),
        igst: rupees(igst),
        totalTax: rupees(cgst + sgst + igst),
      };
    });
}

/**
 * Issue 16's `computeTaxes`: each line's taxable value and its CGST and SGST (half the rate each) when the
 * supplier's state is the place of supply, else IGST at the full rate, each rounded half-up to paise;
 * freight and other charges taxed at the rate of the line with the highest taxable value (the first of
 * equals); the totals, the grand total rounded to the rupee with the difference as `roundOff`, the tax
 * summary per rate (charges in their rate's row) and the grand total in words.
 */
export function computeTaxes(input: TaxInput): DocumentTaxes {
  const interState = isInterState(input);
  const lines = input.lines.map((line) => taxesOf(taxableValueOf(line), line.gstRate, interState));
  const highest = lines.reduce<PaiseTaxes | undefined>(
    (best, line) => (best === undefined || line.taxable > best.taxable ? line : best),
    undefined,
  );
  const chargesGstRate = highest?.gstRate ?? 0;
  const charge = (amount: number | null | undefined): PaiseTaxes =>
    taxesOf(BigInt(toPaise(amount ?? 0)), chargesGstRate, interState);
  const freight = charge(input.freight);
  const otherCharges = charge(input.otherCharges);
  const all = [...lines, ...[freight, otherCharges].filter((taxes) => taxes.taxable !== 0n)];

  const exact = sum(all.map(totalOf));
  const grand = roundedDivision(exact, 100n) * 100n;
  const grandTotal = rupees(grand);
  return {
    interState,
    lines: lines.map(inRupees),
    freight: inRupees(freight),
    otherCharges: inRupees(otherCharges),
    chargesGstRate,
    summary: summaryOf(all),
    taxableTotal: rupees(sum(all.map((taxes) => taxes.taxable))),
    cgstTotal: rupees(sum(all.map((taxes) => taxes.cgst))),
    sgstTotal: rupees(sum(all.map((taxes) => taxes.sgst))),
    igstTotal: rupees(sum(all.map((taxes) => taxes.igst))),
    roundOff: rupees(grand - exact),
    grandTotal,
    amountInWords: totalInWords(grandTotal),
  };
}
