export interface AmountOptions {
  /** Spec §9: the environment's currency flag; 1 (the default) is Indian rupee style. */
  currencyFlag?: number;
  /** Maximum decimal places when the currency flag is not 1 (spec default 2). */
  decimals?: number;
}

const indian = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

const quantity = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 4,
  signDisplay: 'negative',
});

/**
 * Spec §9: currency flag 1 is Indian digit grouping with two decimals (negatives with a minus sign);
 * otherwise standard grouping, minimum 1 integer digit and 0 up to `decimals` decimals.
 * A value that is not a finite number has nothing to show and gives ''.
 */
export function formatAmount(value: number, { currencyFlag = 1, decimals = 2 }: AmountOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  if (currencyFlag === 1) return indian.format(value);
  const places = Math.min(20, Math.max(0, Math.trunc(decimals)));
  return new Intl.NumberFormat('en-US', {
    minimumIntegerDigits: 1,
    minimumFractionDigits: 0,
    maximumFractionDigits: places,
    signDisplay: 'negative',
  }).format(value);
}

/** Indian-grouped formats with exactly 0, 1, 2 … decimals, made once each. */
const fixed = new Map<number, Intl.NumberFormat>();

function fixedFormat(decimals: number): Intl.NumberFormat {
  let format = fixed.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    fixed.set(decimals, format);
  }
  return format;
}

/**
 * Spec §9: "Another display shows 1 to 4 decimals" (quantities), Indian grouping. Given `decimals` (a
 * unit of measure's, `quantityDecimals`), exactly that many: 12 NOS shows '12', 12.5 KGS '12.500'.
 */
export function formatQuantity(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) return '';
  if (decimals === undefined) return quantity.format(value);
  return fixedFormat(Math.min(20, Math.max(0, Math.trunc(decimals)))).format(value);
}
