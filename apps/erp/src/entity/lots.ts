import { useMemo } from 'react';
import { formatQuantity } from '@erp/domain';
import { lotMoreRequested, lotSearchRequested, selectLotSearch } from '@erp/api';
import type { LotChoices } from '@erp/ui';
import { useAppDispatch, useAppSelector } from '../app/store.ts';

/**
 * The lots in stock a lot field picks from (decision 2086): the server's lots of the line's item (and area),
 * each with how much of it is there in its unit ("120.000 KG"); stock kept under no lot is no lot to pick.
 */
export function useLotChoices(): LotChoices {
  const dispatch = useAppDispatch();
  const lots = useAppSelector(selectLotSearch);
  return useMemo(
    () => ({
      options: lots.rows.flatMap(({ lotNumber, quantity, uom }) =>
        lotNumber
          ? [
              {
                value: lotNumber,
                label: lotNumber,
                description:
                  `${formatQuantity(quantity, uom?.decimals ?? undefined)} ${uom?.name ?? ''}`.trim(),
              },
            ]
          : [],
      ),
      search: (filter, query) => dispatch(lotSearchRequested({ filter, query })),
      paging: {
        hasMore: lots.rows.length < lots.total,
        loading: lots.status === 'loading',
        onMore: () => dispatch(lotMoreRequested()),
      },
    }),
    [dispatch, lots],
  );
}
