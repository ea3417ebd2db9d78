import type { Action } from 'redux';
import { StateObservable } from 'redux-observable';
import { NEVER, Observable, Subject } from 'rxjs';
import type { EntityRecord } from '@erp/domain';
import type { Device } from '../../src/outbox/device.ts';
import type { FloorStorage, KeptList } from '../../src/outbox/outboxStorage.ts';
import { rootReducer, type RootState } from '../../src/store/rootReducer.ts';
import type { OutboxEntry } from '../../src/store/outbox/outboxSlice.ts';
import type { AppEpic, EpicDependencies } from '../../src/store/types.ts';

/** A promise already settled that calls back at once, so that a marble test's virtual time holds it. */
const now = <T>(value: T): Promise<T> =>
  ({
    then: (resolve?: (value: T) => unknown) => now(resolve ? resolve(value) : value),
  }) as unknown as Promise<T>;

/** The phone's storage as a marble test needs it: in memory, each call answered at once; `seen` lists the calls. */
export function instantStorage(
  entries: (OutboxEntry & { owner: string })[] = [],
  lists: Record<string, KeptList> = {},
): FloorStorage & { seen: string[] } {
  const kept = new Map(entries.map((entry) => [entry.key, entry]));
  const seen: string[] = [];
  return {
    seen,
    entries: (owner) =>
      now(
        [...kept.values()]
          .filter((entry) => entry.owner === owner)
          .sort((a, b) => a.seq - b.seq)
          .map(({ owner: _owner, ...entry }) => entry),
      ),
    putEntry: (owner, entry) => {
      seen.push(`put ${owner} ${entry.key} ${entry.status}`);
      kept.set(entry.key, { ...entry, owner });
      return now(undefined);
    },
    removeEntry: (key) => {
      seen.push(`remove ${key}`);
      kept.delete(key);
      return now(undefined);
    },
    keepList: (owner, name, list) => {
      seen.push(`keep ${owner} ${name} ${list.rows.length}`);
      lists[`${owner} ${name}`] = list;
      return now(undefined);
    },
    keptList: (owner, name) => now(lists[`${owner} ${name}`]),
  };
}

export const device = (storage: FloorStorage, online$: Observable<boolean> = NEVER): Device => ({
  online$,
  storage,
});

/** A session token as the server signs it: its claims name the organisation (`org`). */
export const tokenOf = (org: number, sub: number): string =>
  `h.${btoa(JSON.stringify({ sub, org })).replace(/=+$/, '')}.s`;

export const userOf = (id: number) => ({
  id,
  username: `u${id}`,
  firstname: 'Store',
  lastname: 'Keeper',
  role: { roleid: 3 },
});

export type Row = EntityRecord;

/**
 * Runs an epic as the store would: the state follows every action, those given and those the epic emits
 * (which it also hears), so that an epic that reads the state as it goes (the outbox's sending) can be
 * marble-tested. `before` are the actions the state has seen first.
 */
export function inStore(
  epic: AppEpic,
  input$: Observable<Action>,
  dependencies: EpicDependencies,
  before: Action[] = [],
): Observable<Action> {
  return new Observable<Action>((subscriber) => {
    let state = before.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));
    const states = new Subject<RootState>();
    const actions = new Subject<Action>();
    const state$ = new StateObservable<RootState>(states, state);
    const dispatch = (action: Action, emitted: boolean): void => {
      if (emitted) subscriber.next(action);
      state = rootReducer(state, action);
      states.next(state);
      actions.next(action);
    };
    const output = epic(actions, state$, dependencies).subscribe((action) => dispatch(action, true));
    const given = input$.subscribe((action) => dispatch(action, false));
    return () => {
      given.unsubscribe();
      output.unsubscribe();
    };
  });
}
