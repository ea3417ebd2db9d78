import { firstValueFrom, type Observable } from 'rxjs';
import { TEST_ADMIN_PASSWORD, startTestServer } from '../../../../apps/server/src/testing.ts';
import { createApi, type Api } from '../../src/api.ts';
import { createApiClient, type ApiClient } from '../../src/client/client.ts';
import { ApiError } from '../../src/client/envelope.ts';
import { createMemoryStorage, type KeyValueStorage } from '../../src/client/storage.ts';

export { TEST_ADMIN_PASSWORD };

/** The real server (PGlite, demo data) and a client logged in as admin. */
export interface Connected {
  origin: string;
  storage: KeyValueStorage;
  client: ApiClient;
  api: Api;
  saved: { blob: Blob; fileName: string }[];
  close(): Promise<void>;
}

export async function connect(): Promise<Connected> {
  const server = await startTestServer();
  const storage = createMemoryStorage({ token: server.adminToken });
  const client = createApiClient({
    baseURL: `${server.url}/api/v1/`,
    assetsBaseURL: `${server.url}/`,
    storage,
  });
  const saved: Connected['saved'] = [];
  const api = createApi({ client, saveFile: (blob, fileName) => saved.push({ blob, fileName }) });
  return { origin: server.url, storage, client, api, saved, close: server.close };
}

/** The value of a one-shot call. */
export const call = <T>(source: Observable<T>): Promise<T> => firstValueFrom(source);

/** The ApiError a call fails with (the test fails if it succeeds). */
export async function failure(source: Observable<unknown>): Promise<ApiError> {
  try {
    await firstValueFrom(source);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}
