import { PHRASES, say } from '../errors/phrases.ts';
import {
  decimalPlaces,
  quantityDecimals,
  tooManyDecimalsMessage,
  type UomDecimals,
} from '../format/decimals.ts';

/**
 * The reorder list (issue 17, decision 0970): an item is short when what is available plus what is on
 * order is under its reorder level; the suggested quantity is the shortfall, rounded up to the decimals
 * its unit is entered with.
 */

/** What the reorder list knows of one item's stock. */
export interface ReorderStock {
  reorderLevel: number;
  /** Not held, over the organisation. */
  available: number;
  /** Ordered and not yet received on open or in-progress purchase orders. */
  onOrder: number;
}

/**
 * Whether a material is under its reorder level (Inventory Stock's "below reorder"): what can be issued (not
 * held, not reserved) is less than the level; a material without a level never is.
 */
export const belowReorder = (available: number, reorderLevel: number | null): boolean =>
  reorderLevel !== null && available < reorderLevel;

/** The quantity the item is short of its reorder level (0 when it is not short). */
export const reorderShortfall = ({ reorderLevel, available, onOrder }: ReorderStock): number =>
  Math.max(0, reorderLevel - available - onOrder);

/**
 * `quantity` rounded up to `decimals` places. The product is first cut to 6 places so that binary noise
 * (12.3 − 0.1 = 12.200000000000001) does not round a whole step up.
 */
export function roundUpTo(quantity: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.ceil(Number((quantity * factor).toFixed(6))) / factor;
}

/** The quantity the reorder list suggests ordering: the shortfall in the unit's decimals, rounded up. */
export const suggestedReorder = (stock: ReorderStock, uom: UomDecimals | null): number =>
  roundUpTo(reorderShortfall(stock), quantityDecimals(uom));

/** Why a quantity to order in this unit cannot be ordered, in words; null when it can. */
export function reorderQuantityProblem(quantity: number, uom: UomDecimals | null): string | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return say(PHRASES.positive, { label: 'Quantity' });
  const decimals = quantityDecimals(uom);
  return decimalPlaces(quantity) > decimals ? tooManyDecimalsMessage('Quantity', decimals) : null;
}

/** What the one step says it made: "2 draft purchase orders made: Supplier A, Supplier B". */
export function reorderDraftsMessage(suppliers: readonly string[]): string {
  const names = suppliers.join(', ');
  return suppliers.length === 1
    ? say(PHRASES.reorderDraftMade, { names })
    : say(PHRASES.reorderDraftsMade, { count: suppliers.length, names });
}
