export interface AmountOptions {
  currencyFlag?: number;
  decimals?: number;
}

/** Spec §9: currency flag 1 is Indian grouping with two decimals; otherwise 0..decimals decimals. */
export function formatAmount(value: number, { currencyFlag = 1, decimals = 2 }: AmountOptions = {}): string {
  if (currencyFlag === 1) {
    return new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      value,
    );
  }
  return new Intl.NumberFormat('en-US', {
    minimumIntegerDigits: 1,
    minimumFractionDigits: 0,
    maximumFractionDigits: decimals,
  }).format(value);
}
