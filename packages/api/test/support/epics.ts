import type { Action } from 'redux';
import { StateObservable } from 'redux-observable';
import { isAnyOf } from '@reduxjs/toolkit';
import { Subject, filter, throwError } from 'rxjs';
import { TestScheduler, type RunHelpers } from 'rxjs/testing';
import { expect } from 'vitest';
import { createApi, type Api } from '../../src/api.ts';
import type { ApiClient } from '../../src/client/client.ts';
import { createMemoryStorage, type KeyValueStorage } from '../../src/client/storage.ts';
import { memoryDevice, type Device } from '../../src/outbox/device.ts';
import { rootReducer, type RootState } from '../../src/store/rootReducer.ts';
import {
  downloadEnded,
  downloadProgressed,
  downloadStarted,
} from '../../src/store/downloads/downloadsSlice.ts';
import type { AppEpic, EpicDependencies } from '../../src/store/types.ts';

const notStubbed = (what: string) => throwError(() => new Error(`not stubbed: ${what}`));

/** A client every call of which fails: a test stubs exactly the calls its epic should make. */
const failingClient: ApiClient = {
  request: (call) => notStubbed(call.url),
  download: (call) => notStubbed(call.url),
  asset: (path) => notStubbed(path),
  inFlight$: notStubbed('inFlight$'),
  unauthorised$: notStubbed('unauthorised$'),
};

type CallAreas = Omit<Api, 'inFlight$' | 'unauthorised$'>;
type ApiOverrides = { [K in keyof CallAreas]?: Partial<CallAreas[K]> } & Partial<
  Pick<Api, 'inFlight$' | 'unauthorised$'>
>;

/** The API with some calls replaced (by cold marbles, usually); the rest fail when called. */
export function stubApi(overrides: ApiOverrides = {}): Api {
  const base = createApi({ client: failingClient, saveFile: () => undefined });
  return {
    ...base,
    session: { ...base.session, ...overrides.session },
    config: { ...base.config, ...overrides.config },
    entity: { ...base.entity, ...overrides.entity },
    stock: { ...base.stock, ...overrides.stock },
    items: { ...base.items, ...overrides.items },
    lookups: { ...base.lookups, ...overrides.lookups },
    reports: { ...base.reports, ...overrides.reports },
    jobs: { ...base.jobs, ...overrides.jobs },
    imports: { ...base.imports, ...overrides.imports },
    approval: { ...base.approval, ...overrides.approval },
    documents: { ...base.documents, ...overrides.documents },
    exports: { ...base.exports, ...overrides.exports },
    printTemplates: { ...base.printTemplates, ...overrides.printTemplates },
    labels: { ...base.labels, ...overrides.labels },
    counts: { ...base.counts, ...overrides.counts },
    labResults: { ...base.labResults, ...overrides.labResults },
    jobWork: { ...base.jobWork, ...overrides.jobWork },
    shipping: { ...base.shipping, ...overrides.shipping },
    dpLog: { ...base.dpLog, ...overrides.dpLog },
    partyLedger: { ...base.partyLedger, ...overrides.partyLedger },
    funnelBoard: { ...base.funnelBoard, ...overrides.funnelBoard },
    gstReturns: { ...base.gstReturns, ...overrides.gstReturns },
    timeline: { ...base.timeline, ...overrides.timeline },
    planning: { ...base.planning, ...overrides.planning },
    portals: { ...base.portals, ...overrides.portals },
    crm: { ...base.crm, ...overrides.crm },
    messages: { ...base.messages, ...overrides.messages },
    leads: { ...base.leads, ...overrides.leads },
    maintenance: { ...base.maintenance, ...overrides.maintenance },
    outbox: { ...base.outbox, ...overrides.outbox },
    inFlight$: overrides.inFlight$ ?? base.inFlight$,
    unauthorised$: overrides.unauthorised$ ?? base.unauthorised$,
  };
}

export function dependencies(
  api: Api,
  storage: KeyValueStorage = createMemoryStorage(),
  device: Device = memoryDevice(),
): EpicDependencies {
  return { api, storage, device };
}

type DeepPartialState = { [K in keyof RootState]?: Partial<RootState[K]> };

/** The root state with some slices changed, as an epic's state$. */
export function stateOf(partial: DeepPartialState = {}): StateObservable<RootState> {
  const base = rootReducer(undefined, { type: '@@test/init' });
  const state = { ...base };
  for (const key of Object.keys(partial) as (keyof RootState)[]) {
    // Spread as plain objects: spread as the union of every slice, the type grows past the checker's limit.
    const slice: object = base[key];
    Object.assign(state, { [key]: { ...slice, ...partial[key] } });
  }
  return new StateObservable(new Subject<RootState>(), state);
}

/** Runs a marble test; actions compare deeply. */
export function marbles(run: (helpers: RunHelpers) => void): void {
  new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(run);
}

export type { Action };

/** The root state after these actions went through the reducers, as an epic's state$. */
export function stateAfter(...actions: Action[]): StateObservable<RootState> {
  const state = actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));
  return new StateObservable(new Subject<RootState>(), state);
}

const isDownloadState = isAnyOf(downloadStarted, downloadProgressed, downloadEnded);

/**
 * The epic without its buttons' download state (issue 40), for a test of what the download does: the
 * downloads' own test (store/downloads) checks that state for every download epic.
 */
export const withoutDownloadState =
  (epic: AppEpic): AppEpic =>
  (action$, state$, dependencies) =>
    epic(action$, state$, dependencies).pipe(filter((action) => !isDownloadState(action)));
