import { useCallback } from 'react';
import {
  FEATURE_OFF,
  FEATURE_ON,
  isFeatureOn,
  sysConfigDescription,
  sysConfigLabel,
  sysConfigShowsSwitch,
  type EntityRecord,
} from '@erp/domain';
import { entitySaveRequested } from '@erp/api';
import { useTranslateText } from '../../app/ServicesContext.tsx';
import { useAppDispatch } from '../../app/store.ts';
import { SwitchCell } from '../../components/SwitchCell.tsx';
import { EntityListPage, type EntityColumn } from '../../entity/EntityListPage.tsx';

const MODULE = 'sysConfig';

/**
 * Spec §3 system configuration: every key and value, add, edit, delete. A switch (decision 0516: the
 * keys the domain types as switches, and an added key whose value reads yes or no) shows as a toggle that
 * is on only when the value is exactly YES (spec §3), named by what it does (issue 42), and switching saves
 * the key at once. Every key of spec §3 says what it changes when no description of the organisation's is
 * stored (decision 1806, issue 42).
 */
export function SysConfigListPage() {
  const dispatch = useAppDispatch();
  const translateText = useTranslateText();
  const valueCell = useCallback(
    (row: EntityRecord) => {
      const key = String(row.keyName ?? '');
      const value = String(row.value ?? '');
      if (!sysConfigShowsSwitch(key, value)) return value;
      return (
        <SwitchCell
          label={translateText(sysConfigLabel(key))}
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
    [dispatch, translateText],
  );
  const descriptionCell = useCallback(
    (row: EntityRecord) =>
      translateText(
        sysConfigDescription(
          String(row.keyName ?? ''),
          typeof row.description === 'string' ? row.description : null,
        ),
      ),
    [translateText],
  );
  const columns = useCallback(
    (columns: EntityColumn[]) =>
      columns.map((column) => {
        if (column.key === 'value') return { ...column, cell: valueCell };
        if (column.key === 'description') return { ...column, cell: descriptionCell };
        return column;
      }),
    [valueCell, descriptionCell],
  );
  return <EntityListPage module={MODULE} columns={columns} />;
}
