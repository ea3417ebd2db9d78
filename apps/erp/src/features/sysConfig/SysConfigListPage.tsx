import { useCallback } from 'react';
import { FEATURE_OFF, FEATURE_ON, isFeatureOn, sysConfigShowsSwitch, type EntityRecord } from '@erp/domain';
import { entitySaveRequested } from '@erp/api';
import { useAppDispatch } from '../../app/store.ts';
import { SwitchCell } from '../../components/SwitchCell.tsx';
import { EntityListPage, type EntityColumn } from '../../entity/EntityListPage.tsx';

const MODULE = 'sysConfig';

/**
 * Spec §3 system configuration: every key and value, add, edit, delete. A switch (decision 0516: the
 * keys the domain types as switches, and an added key whose value reads yes or no) shows as a toggle that
 * is on only when the value is exactly YES (spec §3), and switching saves the key at once.
 */
export function SysConfigListPage() {
  const dispatch = useAppDispatch();
  const valueCell = useCallback(
    (row: EntityRecord) => {
      const key = String(row.keyName ?? '');
      const value = String(row.value ?? '');
      if (!sysConfigShowsSwitch(key, value)) return value;
      return (
        <SwitchCell
          label={key}
          text={value}
          checked={isFeatureOn({ [key]: value }, key)}
          onChange={(on) =>
            dispatch(
              entitySaveRequested({
                module: MODULE,
                record: { ...row, value: on ? FEATURE_ON : FEATURE_OFF },
              }),
            )
          }
        />
      );
    },
    [dispatch],
  );
  const columns = useCallback(
    (columns: EntityColumn[]) =>
      columns.map((column) => (column.key === 'value' ? { ...column, cell: valueCell } : column)),
    [valueCell],
  );
  return <EntityListPage module={MODULE} columns={columns} />;
}
