import { useMemo } from 'react';
import type { FieldDef } from '@erp/domain';
import { stockFiltersChanged, type ChosenPlace, type StockViewParams } from '@erp/api';
import type { StockPlaceFilter } from '@erp/ui';
import { useAppDispatch } from '../../app/store.ts';
import { useLookupOptions } from '../../entity/lookups.ts';

type Place = 'branch' | 'location' | 'stockArea';

const placeLookup = (key: Place, filter?: Record<string, number>): FieldDef => ({
  key: `${key}Id`,
  label: key,
  type: 'lookup',
  lookup: { module: key, displayKey: 'name', ...(filter ? { filter } : {}) },
});

/**
 * The view's branch, location and stock area filters, each searching its master on the server (decision
 * 0612); a location is looked for in the branch chosen, a stock area in the location chosen.
 */
export function usePlaceFilters(params: StockViewParams): Record<Place, StockPlaceFilter> {
  const dispatch = useAppDispatch();
  const branchId = params.branch?.id;
  const locationId = params.location?.id;
  const module = useMemo(
    () => ({
      fields: [
        placeLookup('branch'),
        placeLookup('location', branchId === undefined ? undefined : { branchId }),
        placeLookup('stockArea', locationId === undefined ? undefined : { locationId }),
      ],
    }),
    [branchId, locationId],
  );
  const choices = useLookupOptions(module);
  const filterOf = (key: Place): StockPlaceFilter => {
    const chosen = params[key];
    return {
      value: chosen ? String(chosen.id) : null,
      valueLabel: chosen?.name,
      options: choices.options[key] ?? [],
      onChange: (option) => {
        const place: ChosenPlace | null = option ? { id: Number(option.value), name: option.label } : null;
        dispatch(stockFiltersChanged({ [key]: place }));
      },
      onSearch: choices.search[key],
      paging: choices.paging[key],
    };
  };
  return { branch: filterOf('branch'), location: filterOf('location'), stockArea: filterOf('stockArea') };
}
