import { NEVER, of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type ApiClient, type ApiClientOptions } from '@erp/api';
import { createServices } from './services.ts';

const made: ApiClientOptions[] = [];

/** The client the services are built on, answering every translation file at once (empty). */
vi.mock('@erp/api', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  createApiClient: (options: ApiClientOptions): ApiClient => {
    made.push(options);
    return {
      request: () => NEVER,
      download: () => NEVER,
      asset: <T>() => of({} as T),
      inFlight$: of(0),
      unauthorised$: NEVER,
    };
  },
}));

describe('the services (issue 42: a print follows the language of the user who prints it)', () => {
  it('every call says the language shown: English, then Hindi once the user reads it (decision 2090)', () => {
    const { translator } = createServices(createMemoryStorage());
    const language = made.at(-1)?.language;
    expect(language?.()).toBe('en');
    translator.setLanguage('hi');
    expect(translator.language).toBe('hi');
    expect(language?.()).toBe('hi');
  });
});
