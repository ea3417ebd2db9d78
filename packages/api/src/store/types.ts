import type { Action } from 'redux';
import type { Epic } from 'redux-observable';
import type { Api } from '../api.ts';
import type { KeyValueStorage } from '../client/storage.ts';
import type { RootState } from './rootReducer.ts';

/** What every epic gets besides actions and state: the API and browser storage. */
export interface EpicDependencies {
  api: Api;
  storage: KeyValueStorage;
}

export type AppEpic = Epic<Action, Action, RootState, EpicDependencies>;
