/** One card of the funnel board: an entry as its column shows it (decision 1660). */
export interface BoardCardView {
  id: number;
  /** The company name: the card's title and its name for screen readers. */
  title: string;
  contact?: string | null;
  /** The expected value in rupees. */
  value?: number | null;
  /** The expected closing date, 'yyyy-MM-dd'. */
  closing?: string | null;
  owner?: string | null;
}

/** One column of the board: a stage with its count and total expected value, and the cards read so far. */
export interface BoardColumnView {
  id: number;
  name: string;
  /** The stage's outcome (OPEN, WON, LOST): a move into a LOST column asks for a reason. */
  outcome: string;
  count: number;
  value: number;
  cards: readonly BoardCardView[];
  /** Its next cards are being read ("Show more"). */
  loadingMore?: boolean;
}

/** A move that waits for its Lost reason: the card and the lost column it goes to. */
export interface PendingLostMove {
  cardId: number;
  columnId: number;
}

/** What the Lost dialog gives back. */
export interface LostReasonAnswer {
  reason: string;
  remarks: string;
}
