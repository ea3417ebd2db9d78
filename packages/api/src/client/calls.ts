import { map, type Observable } from 'rxjs';
import type { ApiClient, ApiRequest, DownloadProgress } from './client.ts';
import { unwrapData, unwrapList, unwrapOptional, unwrapPage, unwrapSorted, type Page } from './envelope.ts';

/** The typed result of one call, read out of its envelope. */
export const dataOf = <T>(client: ApiClient, call: ApiRequest): Observable<T> =>
  client.request<T>(call).pipe(map(unwrapData<T>));

export const optionalOf = <T>(client: ApiClient, call: ApiRequest): Observable<T | null> =>
  client.request<T>(call).pipe(map(unwrapOptional<T>));

export const listOf = <T>(client: ApiClient, call: ApiRequest): Observable<T[]> =>
  client.request<T>(call).pipe(map(unwrapList<T>));

export const pageOf = <T>(client: ApiClient, call: ApiRequest): Observable<Page<T>> =>
  client.request<T>(call).pipe(map(unwrapPage<T>));

export const sortedOf = <T>(client: ApiClient, call: ApiRequest, key: string): Observable<T[]> =>
  client.request<T>(call).pipe(map(unwrapSorted<T>(key)));

/** Saves a downloaded file (the browser: an object URL and a link click; tests: a spy). */
export type SaveFile = (blob: Blob, fileName: string) => void;

/** A file downloaded and saved as `fileName`; gives the name saved. `onProgress` hears its bytes (issue 40). */
export const savedFileOf = (
  client: ApiClient,
  saveFile: SaveFile,
  call: ApiRequest,
  fileName: string,
  onProgress?: DownloadProgress,
): Observable<string> =>
  client.download(call, onProgress).pipe(
    map((blob) => {
      saveFile(blob, fileName);
      return fileName;
    }),
  );

/** A call whose reply carries nothing the caller needs beyond success. */
export const doneOf = (client: ApiClient, call: ApiRequest): Observable<void> =>
  client.request<unknown>(call).pipe(map(() => undefined));
