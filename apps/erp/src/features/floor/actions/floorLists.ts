import { useEffect } from 'react';
import type { FieldDef } from '@erp/domain';
import { floorListRequested } from '@erp/api';
import { useAppDispatch } from '../../../app/store.ts';
import { floorListName } from './fields.ts';

/**
 * The floor's lists the `lookups` pick from, asked of the server when they are shown (decision 2320): kept on
 * the phone, so that the pickers work offline from this sync.
 */
export function useFloorLists(lookups: readonly FieldDef[]): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    for (const def of lookups) {
      const filter = def.lookup?.filter;
      dispatch(
        floorListRequested({
          name: floorListName(def),
          module: def.lookup?.module ?? def.key,
          ...(filter ? { filter } : {}),
        }),
      );
    }
  }, [dispatch, lookups]);
}
