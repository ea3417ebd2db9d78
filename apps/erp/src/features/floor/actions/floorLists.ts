import { useEffect, useMemo } from 'react';
import type { FieldDef } from '@erp/domain';
import { floorListKey, floorListRequested, type FloorListAsk } from '@erp/api';
import type { FloorFormValues } from '@erp/ui';
import { useAppDispatch } from '../../../app/store.ts';
import { filterOf } from '../../../entity/lookups.ts';
import { floorListName } from './fields.ts';

/** What the server is asked for each lookup's list: its module's list call, filtered (none: not given). */
export const floorListAsks = (lookups: readonly FieldDef[], values: FloorFormValues): FloorListAsk[] =>
  lookups.map((def) => {
    // The desk's pickers' filter: the lookup's own and what it takes from the values entered (decision 1426).
    const filter = def.lookup ? filterOf(def.lookup, values) : undefined;
    const list = def.lookup?.list;
    const tied = Object.keys(def.lookup?.filterFrom ?? {});
    return {
      name: floorListName(def),
      module: def.lookup?.module ?? def.key,
      ...(filter ? { filter } : {}),
      ...(list ? { list } : {}),
      ...(tied.length > 0 ? { tied } : {}),
    };
  });

/** The key the lookup's list is shown and kept under, with the values entered (a rack's, its stock area's). */
export const floorListKeyOf = (def: FieldDef, values: FloorFormValues): string => {
  const [ask] = floorListAsks([def], values);
  return ask ? floorListKey(ask) : floorListName(def);
};

/** Each ask dispatched once for as long as what is asked stays the same. */
function useAsks(asks: readonly FloorListAsk[]): void {
  const dispatch = useAppDispatch();
  // Asked again when what is asked changes (a department chosen), not on every value typed elsewhere; the
  // same list of several actions once.
  const asked = JSON.stringify(
    [...new Set(asks.map((ask) => JSON.stringify(ask)))].map((ask) => JSON.parse(ask)),
  );
  useEffect(() => {
    for (const ask of JSON.parse(asked) as FloorListAsk[]) dispatch(floorListRequested(ask));
  }, [dispatch, asked]);
}

/**
 * The floor's lists the `lookups` pick from, asked of the server when they are shown (decision 2320), through
 * their list call and filtered there by what they are tied to (decision 2357): kept on the phone, so that the
 * pickers work offline from this sync.
 */
export function useFloorLists(lookups: readonly FieldDef[], values: FloorFormValues = {}): void {
  useAsks(useMemo(() => floorListAsks(lookups, values), [lookups, values]));
}
