import type { StockPosting } from './postings.ts';

/* Issue 18's movements between places: the two legs of a transfer, and a validation's out of transit. */

/**
 * A transfer's two legs (decision 1001): each lot that leaves its place (after the lots are picked) comes
 * into the destination as the same identity and quantity, available, on its rack (none: on no rack, decision
 * 2356), at the moving average.
 */
export const transferLegs = (postings: readonly StockPosting[]): StockPosting[] =>
  postings.flatMap((posting) => {
    if (posting.toStockAreaId === null || posting.quantity >= 0) return [posting];
    const { toRackId, ...leaving } = posting;
    return [
      posting,
      {
        ...leaving,
        stockAreaId: posting.toStockAreaId,
        rackId: toRackId ?? null,
        held: false,
        rate: null,
        quantity: -posting.quantity,
        toStockAreaId: null,
      },
    ];
  });

/** A lot a transfer's line sent into transit: its identity and quantity (a ledger row of the transfer). */
export type SentLot = Pick<
  StockPosting,
  'lotNumber' | 'rollNumber' | 'packingTypeId' | 'manufacturedOn' | 'expiresOn'
> & {
  quantity: number;
};

/** A quantity to take out of a place's lots, as a movement, into another place (none: written off). */
export interface LotPart {
  movement: string;
  quantity: number;
  to: number | null;
  /** The rack of `to` it lands on (decision 2356). */
  toRack?: number | null;
}

/**
 * The movements taking `parts` out of `areaId`'s `lots` in order (each part from the lots the one before
 * left): each lot gives what the part still wants; a part with a destination comes in there at the moving
 * average (`transferLegs`). Lots run out before the parts: the rest is not taken here (the ledger refuses
 * it where it must).
 */
export function takeFromLots(
  base: Pick<StockPosting, 'lineIndex' | 'material' | 'materialId'>,
  lots: readonly SentLot[],
  areaId: number,
  parts: readonly LotPart[],
): StockPosting[] {
  const postings: StockPosting[] = [];
  const wanted = parts.map((part) => ({ ...part, left: part.quantity }));
  for (const lot of lots) {
    let lotLeft = lot.quantity;
    for (const part of wanted) {
      const quantity = Number(Math.min(part.left, lotLeft).toFixed(3));
      if (quantity <= 0) continue;
      part.left = Number((part.left - quantity).toFixed(3));
      lotLeft = Number((lotLeft - quantity).toFixed(3));
      postings.push({
        ...base,
        ...lot,
        movement: part.movement,
        stockAreaId: areaId,
        rackId: null,
        quantity: -quantity,
        toStockAreaId: part.to,
        ...(part.toRack ? { toRackId: part.toRack } : {}),
        rate: null,
        held: false,
      });
    }
  }
  return transferLegs(postings);
}

/**
 * A validation line's movements out of transit (decision 1002): the lots its transfer line sent, in the
 * order sent, give first the received quantity (out of transit and into the line's stock area, at the
 * moving average) and then the short one (out of transit, written off as SHORTAGE).
 */
export const transitPostings = (
  base: Pick<StockPosting, 'lineIndex' | 'material' | 'materialId'>,
  sent: readonly SentLot[],
  split: {
    transitAreaId: number;
    toStockAreaId: number;
    toRackId?: number | null;
    received: number;
    short: number;
  },
): StockPosting[] =>
  takeFromLots(base, sent, split.transitAreaId, [
    {
      movement: 'TRANSFER',
      quantity: split.received,
      to: split.toStockAreaId,
      toRack: split.toRackId ?? null,
    },
    { movement: 'SHORTAGE', quantity: split.short, to: null },
  ]);
