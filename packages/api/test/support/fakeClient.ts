import type { Envelope } from '@erp/domain';
import { EMPTY, of, throwError, type Observable } from 'rxjs';
import type { ApiClient, ApiRequest } from '../../src/client/client.ts';
import { ApiError } from '../../src/client/envelope.ts';

export interface RecordingClient extends ApiClient {
  /** Every request made, in order, with downloads marked. */
  calls: (ApiRequest & { kind: 'request' | 'download' | 'asset' })[];
}

/**
 * A client that answers from a table instead of the network, for checking which path, method and
 * body each typed call sends. `reply` gives the envelope of a request (default: an empty OK).
 */
export function recordingClient(
  reply: (call: ApiRequest) => Envelope<unknown> = () => ({ responseCode: 200, responseMessage: 'OK' }),
): RecordingClient {
  const calls: RecordingClient['calls'] = [];
  return {
    calls,
    request: <T>(call: ApiRequest) => {
      calls.push({ ...call, kind: 'request' });
      const envelope = reply(call);
      if (envelope.responseCode !== 200) {
        return throwError(() => new ApiError(envelope.responseCode, envelope.responseMessage, 400));
      }
      return of(envelope as Envelope<T>);
    },
    download: (call) => {
      calls.push({ ...call, kind: 'download' });
      return of(new Blob(['report'], { type: 'application/octet-stream' }));
    },
    asset: <T>(path: string) => {
      calls.push({ method: 'GET', url: path, kind: 'asset' });
      return throwError(() => new ApiError(9404001, '', 404)) as Observable<T>;
    },
    inFlight$: of(0),
    unauthorised$: EMPTY,
  };
}

/** The last request a recording client saw. */
export function lastCall(client: RecordingClient): RecordingClient['calls'][number] {
  const call = client.calls.at(-1);
  if (!call) throw new Error('no call was made');
  return call;
}
