import { useCallback } from 'react';
import type { EntityRecord, ModuleSpec } from '@erp/domain';
import { errorMessageOf, toast } from '@erp/api';
import { Button, type DataTableColumn } from '@erp/ui';
import { useApi, useTranslate } from '../app/ServicesContext.tsx';
import { useAppDispatch } from '../app/store.ts';

type EntityColumn = DataTableColumn<EntityRecord>;

/**
 * A master whose records the floor scans (issue 58, decision 2311: its `scanLabel`) prints each record's
 * label from its list: a Label column whose button saves the PDF the label calls make, a refusal (labels
 * not in use) as an error toast. Other masters' columns are as given.
 */
export function useLabelColumn(module: Pick<ModuleSpec, 'key' | 'scanLabel'>) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const t = useTranslate();
  const kind = module.scanLabel;
  return useCallback(
    (columns: EntityColumn[]): EntityColumn[] => {
      if (!kind) return columns;
      const print = (row: EntityRecord) =>
        api.labels.labels(kind, Number(row.id), String(row['code'] || row['name'] || row.id)).subscribe({
          error: (error: unknown) => dispatch(toast.error(errorMessageOf(error))),
        });
      const cell = (row: EntityRecord) => (
        <Button variant="secondary" onClick={() => print(row)}>
          {t('Label')}
        </Button>
      );
      return [...columns, { key: 'scanLabel', header: t('Label'), sortable: false, cell }];
    },
    [api, dispatch, t, kind],
  );
}
