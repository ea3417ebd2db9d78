import { useMemo } from 'react';
import { withRenamedOptions, type FieldDef } from '@erp/domain';
import { selectLabels } from '@erp/api';
import { useAppSelector } from '../app/store.ts';

/** The module with the choices the organisation renamed in Label Configuration by their new names (decision 2053). */
export function useRenamedOptions<M extends { fields: readonly FieldDef[] }>(module: M): M {
  const labels = useAppSelector(selectLabels);
  return useMemo(() => withRenamedOptions(module, labels), [module, labels]);
}
