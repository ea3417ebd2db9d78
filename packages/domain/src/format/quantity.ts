import { formatQuantity } from './amount.ts';
import { MAX_QUANTITY_DECIMALS, decimalPlaces, quantityDecimals, type UomDecimals } from './decimals.ts';

/** A unit of measure as a quantity is shown in it: its name ('BAG') and its decimals (BAG 0, KG 3). */
export interface QuantityUnit extends UomDecimals {
  name?: string | null;
}

/**
 * Every quantity a user reads, in its unit's decimals and with its name (issue 42): 500 in BAG (0 decimals)
 * is '500 BAG', never '500.0 BAG'; 25.5 in KG '25.500 KG'. A unit without recorded decimals, or no unit,
 * shows the 3 a quantity is kept with (decision 0607); no name, the number alone. Not a number: ''. A value
 * finer than its unit (7,500.5 BAG asked) shows its own decimals, up to 3: a figure is never rounded to fit.
 */
export function formatUnitQuantity(value: number, unit: QuantityUnit | null | undefined): string {
  const own = Math.min(decimalPlaces(value), MAX_QUANTITY_DECIMALS);
  const shown = formatQuantity(value, Math.max(quantityDecimals(unit), own));
  const name = unit?.name?.trim();
  return shown !== '' && name ? `${shown} ${name}` : shown;
}

/** A quantity total of one unit: what the rows in that unit sum to. */
export interface UnitTotal {
  quantity: number;
  uom: QuantityUnit | null;
}

/**
 * Totals of quantities of several units, each in its own (a total never adds different units, issue 42):
 * '510 BAG · 25.500 KG'; none, '0'.
 */
export function formatUnitTotals(totals: readonly UnitTotal[]): string {
  if (totals.length === 0) return formatQuantity(0, 0);
  return totals.map((total) => formatUnitQuantity(total.quantity, total.uom)).join(' · ');
}

/** Sums read per unit (one row per unit: its name, decimals and a sum per key), as each key's totals. */
export function totalsPerUnit<K extends string>(
  rows: readonly (Readonly<Record<NoInfer<K>, number>> & {
    uomName: string | null;
    decimals: number | null;
  })[],
  keys: readonly K[],
): Record<K, UnitTotal[]> {
  const uomOf = (row: (typeof rows)[number]) =>
    row.uomName === null ? null : { name: row.uomName, decimals: row.decimals };
  const totals = {} as Record<K, UnitTotal[]>;
  for (const key of keys) totals[key] = rows.map((row) => ({ quantity: Number(row[key]), uom: uomOf(row) }));
  return totals;
}
