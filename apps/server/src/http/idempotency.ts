// A write sent twice is done once (issue 58, decision 2290): a write sent with an Idempotency-Key is done
// under it, and the same key sent again is answered what the first sending answered, without doing it again.
import { createHash } from 'node:crypto';
import { IDEMPOTENCY, RESPONSE_CODES, httpStatusFor, type Envelope } from '@erp/domain';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { KeyTaken, underKey, type KeyedWrite } from '../core/idempotency.ts';
import type { Executor } from '../db/client.ts';
import {
  answerKey,
  keptKey,
  sweepKeys,
  takeKey,
  type KeptAnswer,
  type KeptKey,
  type WriteKey,
} from '../db/write-keys.ts';

/** A reply: its HTTP status and envelope, and whether it was given before, to an earlier sending. */
export interface Answer {
  status: number;
  envelope: Envelope;
  again?: true;
}

/** How often a second sending looks whether the first, under way in another process, has its answer. */
const LOOK_AGAIN_MS = 50;
/** How long it waits for that answer before it is told to send again later. */
const WAIT_FOR_FIRST_MS = 10_000;
/** How often the keys past their keeping are removed, by each server process. */
const SWEEP_EVERY_MS = 60 * 60_000;

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** The key a request was sent with, if any; one that is no key is refused in words. */
export function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY.HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key.length > IDEMPOTENCY.MAX_KEY_LENGTH || !VISIBLE_ASCII.test(key)) {
    throw new AppError(
      RESPONSE_CODES.VALIDATION_FAILED,
      `The ${IDEMPOTENCY.HEADER} header must be 1 to ${IDEMPOTENCY.MAX_KEY_LENGTH} letters, digits or signs, without spaces.`,
    );
  }
  return key;
}

/** JSON with every object's keys in order: the same body however its keys were ordered. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  ) ?? '';

/**
 * What a request sends, hashed: its method, address and body. A form of files (read by its handler as it
 * streams) is known by its length, which the same form sent again keeps.
 */
export function fingerprintOf(request: FastifyRequest): string {
  const body = request.isMultipart()
    ? `multipart ${request.headers['content-length'] ?? ''}`
    : canonical(request.body);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('base64url');
}

/** A handler's envelope as its reply: the status of its response code. */
export const answered = (envelope: Envelope): Answer => ({
  status: httpStatusFor(envelope.responseCode),
  envelope,
});

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The keys of one server process's writes: a write sent with a key runs under it (its transaction takes the
 * key, `keyedTransactions`) and keeps its answer; the same key sent again is answered from what was kept.
 */
export class WriteKeys {
  /** The sendings under way in this process, by user and key: a second waits for the first. */
  private readonly underWay = new Map<string, Promise<Answer>>();
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Executor,
    /** The answer a failure is given (the router's refusal in words). */
    private readonly refusal: (error: unknown) => Answer,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Answers `request` by `work`: once per key, the same answer to every sending of it. */
  async answer(request: FastifyRequest, caller: Caller, work: () => Promise<Envelope>): Promise<Answer> {
    const key = keyOf(request);
    if (key === undefined) {
      return answered(await work());
    }
    const write: WriteKey = {
      orgId: caller.orgId,
      staffId: caller.staffId,
      key,
      fingerprint: fingerprintOf(request),
      at: new Date(this.clock()),
    };
    const id = `${write.orgId}/${write.staffId}/${key}`;
    // Checked again after each wait: a third sending may have started meanwhile.
    for (let first = this.underWay.get(id); first; first = this.underWay.get(id)) {
      await first.catch(() => undefined);
    }
    const sending = this.once(write, work);
    this.underWay.set(id, sending);
    try {
      return await sending;
    } finally {
      if (this.underWay.get(id) === sending) this.underWay.delete(id);
      await this.sweep(write.at);
    }
  }

  private async once(write: WriteKey, work: () => Promise<Envelope>): Promise<Answer> {
    const before = await keptKey(this.db, write);
    if (before) return this.again(write, before);
    const keyed: KeyedWrite = { write, state: 'open' };
    let answer: Answer;
    try {
      answer = answered(await underKey(keyed, work));
    } catch (error) {
      const taken = keyed.state === 'taken';
      keyed.state = 'closed';
      if (taken) {
        await answerKey(this.db, write, kept(this.refusal(error)));
        throw error;
      }
      // Another sending, of another process, did it meanwhile: its answer is this one's.
      const meanwhile = await keptKey(this.db, write);
      if (meanwhile) return this.again(write, meanwhile);
      // Taken by a sending whose key has gone past its keeping since: it is to be sent again.
      throw error instanceof KeyTaken ? new AppError(RESPONSE_CODES.KEY_IN_PROGRESS) : error;
    }
    const taken = keyed.state === 'taken';
    keyed.state = 'closed';
    // A write of no transaction (a statement alone) keeps its key with its answer now.
    if (taken) await answerKey(this.db, write, kept(answer));
    else await takeKey(this.db, write, kept(answer));
    return answer;
  }

  /**
   * The answer kept for the key, to a sending of the same write; another write with the key is refused.
   * While the first sending, under way in another process, has no answer yet, it is waited for.
   */
  private async again(write: WriteKey, found: KeptKey): Promise<Answer> {
    let kept: KeptKey | undefined = found;
    for (let waited = 0; kept; waited += LOOK_AGAIN_MS) {
      if (kept.fingerprint !== write.fingerprint) throw new AppError(RESPONSE_CODES.KEY_REUSED);
      if (kept.answered) {
        const envelope = JSON.parse(kept.answered.answer) as Envelope;
        return { status: kept.answered.status, envelope, again: true };
      }
      if (waited >= WAIT_FOR_FIRST_MS) break;
      await pause(LOOK_AGAIN_MS);
      kept = await keptKey(this.db, write);
    }
    throw new AppError(RESPONSE_CODES.KEY_IN_PROGRESS);
  }

  /** Removes the keys past their keeping, once an hour; one that fails is tried again by the next write. */
  private async sweep(at: Date): Promise<void> {
    if (at.getTime() - this.sweptAt < SWEEP_EVERY_MS) return;
    const before = this.sweptAt;
    this.sweptAt = at.getTime();
    await sweepKeys(this.db, at).catch(() => {
      this.sweptAt = before;
    });
  }
}

/** An answer as kept: its status and envelope, as JSON text (the request id is each reply's own). */
const kept = ({ status, envelope }: Answer): KeptAnswer => ({ status, answer: JSON.stringify(envelope) });
