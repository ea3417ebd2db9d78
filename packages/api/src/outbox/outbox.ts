import { map, type Observable } from 'rxjs';
import type { ApiClient } from '../client/client.ts';
import { unwrapOptional } from '../client/envelope.ts';
import type { OutboxEntry } from '../store/outbox/outboxSlice.ts';

export interface OutboxCalls {
  /** One kept floor write, with its `Idempotency-Key`; gives what the server answered (its `data`, or null). */
  send(entry: Pick<OutboxEntry, 'method' | 'url' | 'body' | 'sendKey'>): Observable<unknown>;
}

export function createOutboxCalls(client: ApiClient): OutboxCalls {
  return {
    send: ({ method, url, body, sendKey }) =>
      client.request<unknown>({ method, url, body, key: sendKey }).pipe(map(unwrapOptional)),
  };
}
