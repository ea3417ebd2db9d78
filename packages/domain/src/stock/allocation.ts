/** One lot (or roll) of an item at a place, as the store would pick from it. */
export interface LotStock {
  lotNumber: string;
  rollNumber: string;
  rackId: number | null;
  packingTypeId: number | null;
  /** 'yyyy-MM-dd'; null for a lot that does not expire. */
  expiresOn: string | null;
  quantity: number;
  /** Held for the lab or expired: only goods going back to the supplier take it, after what is available. */
  held?: boolean;
}

export interface LotAllocation<Lot extends LotStock = LotStock> {
  allocations: { lot: Lot; quantity: number }[];
  /** What the lots could not give (0 when they gave all). */
  short: number;
}

const round3 = (value: number): number => Number(value.toFixed(3));

/**
 * Which lots an issue that names none takes (issue 17: "allocation picks first-expiry-first-out"): the
 * lots that expire first go first, then those that do not expire in the order given (the oldest first);
 * a lot expired before `today` is not taken (it is held, not issued). Without a `today` (goods going
 * back to the supplier) expired lots go too, and held ones after every available one.
 */
export function allocateLots<Lot extends LotStock>(
  wanted: number,
  lots: readonly Lot[],
  today: string | null,
): LotAllocation<Lot> {
  const usable = lots
    .map((lot, index) => ({ lot, index }))
    .filter(
      ({ lot }) => lot.quantity > 0 && (today === null || lot.expiresOn === null || lot.expiresOn >= today),
    )
    .sort(
      (a, b) =>
        Number(a.lot.held === true) - Number(b.lot.held === true) ||
        (a.lot.expiresOn ?? '9999-12-31').localeCompare(b.lot.expiresOn ?? '9999-12-31') ||
        a.index - b.index,
    );
  const allocations: LotAllocation<Lot>['allocations'] = [];
  let left = round3(wanted);
  for (const { lot } of usable) {
    if (left <= 0) break;
    const quantity = round3(Math.min(left, lot.quantity));
    allocations.push({ lot, quantity });
    left = round3(left - quantity);
  }
  return { allocations, short: Math.max(0, left) };
}
