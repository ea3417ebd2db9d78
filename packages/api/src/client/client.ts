import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { BehaviorSubject, Observable, Subject, distinctUntilChanged } from 'rxjs';
import { API_ROOT, IDEMPOTENCY, RESPONSE_CODES, STORAGE_KEYS, type Envelope } from '@erp/domain';
import { ApiError, NO_REPLY_MESSAGE, isEnvelope, issuesOf } from './envelope.ts';
import type { KeyValueStorage } from './storage.ts';
import { createWriteKeys, randomKey, sentText } from './writeKeys.ts';

export interface ApiClientOptions {
  /** The API root (spec §7: all paths are relative to it). */
  baseURL?: string;
  /** Where the web app's own static files are (the version file, `assets/i18n/{lang}.json`). */
  assetsBaseURL?: string;
  /** Browser local storage, or `createMemoryStorage()`; the token is read from key `token`. */
  storage: KeyValueStorage;
  /**
   * The language the user reads ('hi'), sent as `Accept-Language` on every call (decision 2090): the server
   * prints in it. Read as each call is sent; without it the browser's own header goes.
   */
  language?: () => string;
  /** Makes a write's Idempotency-Key (tests give their own); by default 128 random bits. */
  newKey?: () => string;
}

/** One call, relative to the API root. `body` is JSON, or FormData for the multipart calls. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: Readonly<Record<string, string | number>>;
  body?: unknown;
  /** The token to send instead of the stored one (logout sends the token it ends, decision 0214). */
  token?: string;
  /**
   * The write's Idempotency-Key when its caller keeps one of its own (an entry kept on the phone, sent again
   * later); by default the client makes one per write and reuses it while the write is unanswered.
   */
  key?: string;
}

/** Hears a download's bytes received so far, and the whole length when the server said it. */
export type DownloadProgress = (loaded: number, total?: number) => void;

/**
 * The only door to the server. Every call is a cold Observable: subscribing sends the request,
 * unsubscribing (a superseded `switchMap`) aborts it.
 */
export interface ApiClient {
  /** The envelope of an OK reply; any other response code fails with an ApiError. */
  request<T>(request: ApiRequest): Observable<Envelope<T>>;
  /**
   * A binary reply (report downloads) as a Blob; `onProgress` hears the bytes received so far and the
   * whole length when the server said it (a streamed export does not).
   */
  download(request: ApiRequest, onProgress?: DownloadProgress): Observable<Blob>;
  /** A static file of the web app (not under the API root), parsed as JSON. */
  asset<T>(path: string): Observable<T>;
  /** How many requests are in flight now; the loading bar reads it. */
  readonly inFlight$: Observable<number>;
  /** Emits when a request that carried a token got 401: the session is over. */
  readonly unauthorised$: Observable<void>;
}

export const request = {
  get: (url: string, params?: ApiRequest['params']): ApiRequest =>
    params ? { method: 'GET', url, params } : { method: 'GET', url },
  post: (url: string, body?: unknown): ApiRequest => ({ method: 'POST', url, body }),
  put: (url: string, body?: unknown): ApiRequest => ({ method: 'PUT', url, body }),
};

/** The response code a reply without an envelope stands for, by its HTTP status. */
function codeForStatus(status: number): number {
  switch (status) {
    case 401:
      return RESPONSE_CODES.UNAUTHORISED;
    case 403:
      return RESPONSE_CODES.FORBIDDEN;
    case 404:
      return RESPONSE_CODES.NOT_FOUND;
    case 429:
      return RESPONSE_CODES.RATE_LIMITED;
    default:
      return RESPONSE_CODES.INTERNAL_SERVER_ERROR;
  }
}

function failedReply(response: AxiosResponse): ApiError {
  return new ApiError(codeForStatus(response.status), '', response.status);
}

function readEnvelope<T>(response: AxiosResponse): Envelope<T> {
  const body: unknown = response.data;
  if (!isEnvelope(body)) throw failedReply(response);
  if (body.responseCode !== RESPONSE_CODES.OK) {
    const { responseCode, responseMessage, data } = body;
    throw new ApiError(responseCode, responseMessage, response.status, undefined, issuesOf(data));
  }
  return body as Envelope<T>;
}

/** A JSON reply to a download that is not a file is a failure: its envelope says which. */
function downloadFailure(response: AxiosResponse<ArrayBuffer>): ApiError {
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(response.data));
    if (isEnvelope(body)) return new ApiError(body.responseCode, body.responseMessage, response.status);
  } catch {
    // Not JSON after all: the HTTP status is all there is.
  }
  return failedReply(response);
}

/**
 * A download's reply: the file when the server sent one (`Content-Disposition: attachment`, whatever its type:
 * GSTR-1 and the e-invoice are JSON files), else the failure its envelope or its status says.
 */
function readBlob(response: AxiosResponse<ArrayBuffer>): Blob {
  const type = String(response.headers['content-type'] ?? '');
  const file = String(response.headers['content-disposition'] ?? '').startsWith('attachment');
  if (type.includes('json') && !(file && response.status === 200)) throw downloadFailure(response);
  if (response.status !== 200) throw failedReply(response);
  return new Blob([response.data], { type });
}

function readAsset<T>(response: AxiosResponse): T {
  if (response.status !== 200) throw failedReply(response);
  return response.data as T;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(RESPONSE_CODES.INTERNAL_SERVER_ERROR, '', 0, NO_REPLY_MESSAGE);
}

/** Spec §7: one axios instance; bearer token from storage; the envelope checked on every reply. */
export function createApiClient({
  baseURL = API_ROOT,
  assetsBaseURL = '/',
  storage,
  language,
  newKey = randomKey,
}: ApiClientOptions): ApiClient {
  // Every status is a reply to read: the envelope, not the HTTP status, says what happened.
  const http = axios.create({ baseURL, validateStatus: () => true });
  const inFlight = new BehaviorSubject(0);
  const unauthorised = new Subject<void>();
  // Every write goes with a key, the same while it is unanswered: sent again, it is done once (decision 2291).
  const writeKeys = createWriteKeys(newKey);

  function send<R>(
    config: AxiosRequestConfig,
    read: (response: AxiosResponse) => R,
    given?: string,
    ownKey?: string,
  ): Observable<R> {
    return new Observable<R>((subscriber) => {
      const controller = new AbortController();
      const token = given ?? storage.getItem(STORAGE_KEYS.TOKEN);
      const sent =
        config.method === 'GET'
          ? undefined
          : sentText(String(config.method), String(config.url), config.params, config.data);
      const key = sent === undefined ? undefined : (ownKey ?? writeKeys.keyFor(sent));
      let settled = false;
      const settle = (): void => {
        if (!settled) inFlight.next(inFlight.value - 1);
        settled = true;
      };
      inFlight.next(inFlight.value + 1);
      http
        .request({
          ...config,
          headers: {
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
            ...(language ? { 'Accept-Language': language() } : {}),
            ...(key === undefined ? {} : { [IDEMPOTENCY.HEADER]: key }),
          },
          signal: controller.signal,
        })
        .then((response) => {
          settle();
          if (sent !== undefined && key !== undefined) {
            const body: unknown = response.data;
            writeKeys.replied(sent, key, response.status, isEnvelope(body) ? body.responseCode : undefined);
          }
          if (response.status === 401 && token) unauthorised.next();
          subscriber.next(read(response));
          subscriber.complete();
        })
        .catch((error: unknown) => {
          settle();
          subscriber.error(toApiError(error));
        });
      return () => {
        settle();
        controller.abort();
      };
    });
  }

  const toConfig = ({ method, url, params, body }: ApiRequest): AxiosRequestConfig => ({
    method,
    url,
    params,
    data: body,
  });

  return {
    request: <T>(call: ApiRequest) => send(toConfig(call), readEnvelope<T>, call.token, call.key),
    download: (call, onProgress) =>
      send(
        {
          ...toConfig(call),
          responseType: 'arraybuffer',
          ...(onProgress
            ? { onDownloadProgress: (event) => onProgress(event.loaded, event.total || undefined) }
            : {}),
        },
        readBlob,
      ),
    asset: <T>(path: string) => send({ method: 'GET', url: path, baseURL: assetsBaseURL }, readAsset<T>),
    inFlight$: inFlight.pipe(distinctUntilChanged()),
    unauthorised$: unauthorised.asObservable(),
  };
}
