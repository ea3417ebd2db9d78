// A job's writes cut into short pieces (decision 2261): on PGlite a transaction holds the one connection, so
// each piece is sized to hold it about PIECE_MS, whatever the machine's speed or load, and every request
// that waited runs before the next piece.
import { setImmediate as turn } from 'node:timers/promises';

/** How long one piece should hold the database: a small part of the 300 ms another read may wait (issue 57). */
export const PIECE_MS = 50;

/** How long a job's work on the request loop runs before it lets what waited (a request, its reply) go first. */
export const TURN_MS = 20;

/**
 * The fewest and most rows of a piece. The first is the fewest: a row's cost is not known until one piece
 * has run, and an opening's row (a document made and submitted) costs a hundred of a master's, so that ten
 * of them held the database for seconds on a busy machine (decision 2264's bench).
 */
const LEAST = 1;
const MOST = 2_000;

/** The size of the next piece, from how long the last took: toward PIECE_MS, at most doubling at once. */
export class Pieces {
  size: number;

  constructor(first: number = LEAST) {
    this.size = first;
  }

  /** Runs one piece and sizes the next by its time. */
  async timed<T>(piece: () => Promise<T>): Promise<T> {
    const began = performance.now();
    const value = await piece();
    const took = Math.max(performance.now() - began, 1);
    this.size = Math.round(Math.min(MOST, Math.max(LEAST, this.size * Math.min(2, PIECE_MS / took))));
    return value;
  }

  /** Lets what waited meanwhile (a request's statements, its reply) go first. */
  yield(): Promise<void> {
    return turn();
  }
}

/**
 * `each` of `items` in turns of at most about TURN_MS of the request loop, yielding between turns: a sheet's
 * 20,000 rows read or checked at once held every other request for seconds (issue 57); a bulk save's
 * records checked from kept config and rules, about 0.3 ms each (decision 2381).
 */
export async function inTurns<T, R>(
  items: readonly T[],
  each: (item: T, index: number) => R | Promise<R>,
): Promise<R[]> {
  const answers: R[] = [];
  let since = performance.now();
  for (const [index, item] of items.entries()) {
    answers.push(await each(item, index));
    if (performance.now() - since >= TURN_MS) {
      await turn();
      since = performance.now();
    }
  }
  return answers;
}
