import { formatAmount, INDIAN_STATES } from '@erp/domain';
import type { Say } from './words.ts';

/** How figures read on a print (decision 0810): Indian grouping from the domain, the ₹ sign on totals. */

/** Rupees with the ₹ sign, a minus before it: '₹1,23,456.00', '-₹0.40'. */
export const rupees = (value: number): string => `${value < 0 ? '-' : ''}₹${formatAmount(Math.abs(value))}`;

/** A table figure: Indian grouping, two decimals, no sign (the column says ₹). */
export const amount = (value: number): string => formatAmount(value);

/** A percentage as entered: 18 → '18%', 2.5 → '2.5%'. */
export const percent = (value: number): string => `${Number(value.toFixed(2))}%`;

/** A GST state code with its name, said in the print's language: '27 Maharashtra'; an unknown code as itself. */
export function stateLabel(code: string | null | undefined, say: Say): string {
  if (!code) return '';
  const state = INDIAN_STATES.find((entry) => entry.code === code);
  return state ? `${state.code} ${say(state.name)}` : code;
}
