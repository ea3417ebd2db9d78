import { formatQuantity } from './amount.ts';
import { decimalPlaces } from './decimals.ts';

/**
 * Every percentage the app shows, the sign right after the number as Indian documents print it: '18%',
 * '93.75%'. Given `decimals`, exactly that many ('90.00%' in the DP log's two-decimal columns); without,
 * as many as the value has ('0.25%'). Not a number: empty.
 */
export function formatPercent(value: number, decimals: number = decimalPlaces(value)): string {
  return Number.isFinite(value) ? `${formatQuantity(value, decimals)}%` : '';
}

/**
 * A reading with its unit as written after it: a percentage's sign right after the number ('0.8%'), any
 * other unit after a space ('7.2 pH', '12 kg'); no unit, the number alone.
 */
export function withUnit(value: number | string, unit: string | null | undefined): string {
  const written = unit?.trim() ?? '';
  if (written === '') return String(value);
  return written === '%' ? `${value}%` : `${value} ${written}`;
}
