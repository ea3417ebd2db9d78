import type { Action } from 'redux';
import type { Epic } from 'redux-observable';
import type { Api } from '../api.ts';
import type { KeyValueStorage } from '../client/storage.ts';
import type { Device } from '../outbox/device.ts';
import type { RootState } from './rootReducer.ts';

/** What every epic gets besides actions and state: the API, browser storage and the phone's network and store. */
export interface EpicDependencies {
  api: Api;
  storage: KeyValueStorage;
  device: Device;
}

export type AppEpic = Epic<Action, Action, RootState, EpicDependencies>;
