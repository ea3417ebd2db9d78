// A write sent twice is done once (issue 58, decision 2291): each write goes with an Idempotency-Key, and a
// write sent again before its first sending was answered (a reply lost, a second click) goes with the same key.
import { RESPONSE_CODES } from '@erp/domain';

/** The keys of the writes sent and not answered yet, by what each sends. */
export interface WriteKeys {
  /** The key of the write `sent` (its method, address and body): the unanswered sending's, else a new one. */
  keyFor(sent: string): string;
  /**
   * Hears the reply to the write `sent` under `key`: an answer (done, or refused in words) ends the key, so
   * the same write made afresh later is a new one; no reply, a server fault or a key still under way keeps
   * it for the write sent again.
   */
  replied(sent: string, key: string, status: number, responseCode?: number): void;
}

/** How many unanswered writes are remembered: the oldest is forgotten past it. */
const KEPT = 200;

/** A new key: 128 random bits (getRandomValues works where randomUUID does not: a page served over http). */
export const randomKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** Whether a reply settles its write: the server answered it, done or refused, and keeps no work under way. */
const settles = (status: number, responseCode?: number): boolean =>
  status >= 200 && status < 500 && responseCode !== RESPONSE_CODES.KEY_IN_PROGRESS;

export function createWriteKeys(newKey: () => string = randomKey): WriteKeys {
  const unanswered = new Map<string, string>();
  return {
    keyFor(sent) {
      const kept = unanswered.get(sent);
      if (kept !== undefined) return kept;
      const key = newKey();
      unanswered.set(sent, key);
      if (unanswered.size > KEPT) unanswered.delete(unanswered.keys().next().value as string);
      return key;
    },
    replied(sent, key, status, responseCode) {
      if (settles(status, responseCode) && unanswered.get(sent) === key) unanswered.delete(sent);
    },
  };
}

/** What a part of a form of files is, for telling one form from another: a text, or a file's name, size and date. */
const partOf = (value: FormDataEntryValue): string =>
  typeof value === 'string' ? value : `${value.name}/${value.size}/${value.lastModified}`;

/** A write as the text that tells it from another: its method, address, parameters and body. */
export function sentText(method: string, url: string, params: unknown, body: unknown): string {
  const sent =
    typeof FormData !== 'undefined' && body instanceof FormData
      ? [...body.entries()].map(([name, value]) => [name, partOf(value)])
      : body;
  return JSON.stringify([method, url, params ?? null, sent ?? null]);
}
