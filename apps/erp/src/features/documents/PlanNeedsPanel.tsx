import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTheme } from 'styled-components';
import styled from 'styled-components';
import { DOCUMENTS, documentModule, type MaterialNeedRow } from '@erp/domain';
import { planNeedsRequested, planRequestOpened, planRequestRaiseRequested, selectPlanNeeds } from '@erp/api';
import { ConfirmDialog, DataTable, DateField, isIsoDate, LookupField, type DataTableColumn } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { formPath } from '../../entity/paths.ts';
import { listTableHeight } from '../../entity/pagination.ts';
import { useLookupOptions } from '../../entity/lookups.ts';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Asked = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const REQUEST = DOCUMENTS.materialRequest;
// The request's own department field: the raise asks it as the request's form would.
const DEPARTMENT = { fields: documentModule(REQUEST).fields.filter((field) => field.key === 'departmentId') };

/** The needs' columns: per input material, in the order the plan's bills of material first name it. */
export const needsColumns = (t: (text: string) => string): DataTableColumn<MaterialNeedRow>[] => [
  { key: 'itemName', header: t('Material'), width: 240 },
  { key: 'itemCode', header: t('Code'), width: 140 },
  { key: 'uomName', header: t('Unit'), width: 90 },
  { key: 'needed', header: t('Needed'), type: 'quantity', unit: 'uom' },
  { key: 'available', header: t('Available'), type: 'quantity', unit: 'uom' },
  { key: 'shortfall', header: t('Shortfall'), type: 'quantity', unit: 'uom' },
];

export interface PlanNeedsPanelProps {
  planId: number;
  /** The plan's version: a saved change to its lines reads the needs again. */
  version: number;
  /** The plan's number: the request's title names it. */
  number: string | null;
  /** The plan's date (`yyyy-MM-dd`): the request's required-by date unless the user changes it. */
  date: string;
  /** The form's Raise Material Request was taken: the department is asked. */
  asking: boolean;
  onAskingDone: () => void;
}

/**
 * A plan's needs against stock under its form (decision 1163): needed, available and short per input
 * material by the bills of material of what it plans (`getMaterialNeeds/{id}`), and its Raise Material
 * Request asking the department and the required-by date (the plan's date unless changed, decision 1243),
 * then opening the draft request raised; a refusal is a toast.
 */
export function PlanNeedsPanel({ planId, version, number, date, asking, onAskingDone }: PlanNeedsPanelProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const theme = useTheme();
  const plan = useAppSelector(selectPlanNeeds);
  const departments = useLookupOptions(DEPARTMENT);
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  // Null until the user changes it: the plan's date.
  const [changedBy, setChangedBy] = useState<string | null>(null);
  const requiredBy = changedBy ?? date;
  const requiredByLabel = t('Required By');
  const requiredByError =
    requiredBy === ''
      ? t('{{label}} is required', { label: requiredByLabel })
      : isIsoDate(requiredBy)
        ? undefined
        : t('{{label}} must be a valid date', { label: requiredByLabel });
  // OK without a department keeps the dialog open with the field's error.
  const [tried, setTried] = useState(false);
  const columns = useMemo(() => needsColumns(t), [t]);
  const { raised } = plan;

  useEffect(() => {
    dispatch(planNeedsRequested({ planId }));
  }, [dispatch, planId, version]);
  useEffect(() => {
    if (raised?.planId !== planId) return;
    dispatch(planRequestOpened());
    navigate(formPath(REQUEST.route, raised.id));
  }, [dispatch, navigate, raised, planId]);

  const title = t('Material Needs');
  const shown = plan.planId === planId;
  const without = shown ? plan.withoutBom.map((item) => item.itemName ?? String(item.itemId)) : [];
  return (
    <Section aria-label={title}>
      <DataTable
        label={title}
        keyColumns={['shortfall']}
        rows={shown ? plan.needs : []}
        columns={columns}
        getRowId={(row) => String(row.itemId)}
        hideFilter
        hideCount
        loading={!shown || plan.status === 'loading'}
        emptyMessage={plan.error ?? t('Nothing is needed: no planned item has a bill of material.')}
        height={listTableHeight(shown ? plan.needs.length : 0, theme.size.tableRow)}
      />
      {without.length > 0 ? (
        <p>{t('No bill of material makes {{items}}.', { items: without.join(', ') })}</p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('Raise Material Request for {{number}}', { number: number ?? '' })}
        message={
          <Asked>
            <LookupField
              label={t('Department')}
              required
              value={departmentId}
              options={departments.options.department ?? []}
              onQueryChange={departments.search.department}
              hasMore={departments.paging.department?.hasMore}
              loading={departments.paging.department?.loading}
              onMore={departments.paging.department?.onMore}
              onChange={setDepartmentId}
              submitted={tried}
              error={departmentId === null ? t('Department is required') : undefined}
            />
            <DateField
              label={requiredByLabel}
              required
              value={requiredBy}
              onChange={setChangedBy}
              submitted={tried}
              error={requiredByError}
            />
          </Asked>
        }
        okText={t('Raise')}
        onClose={(ok) => {
          if (ok === true && (departmentId === null || requiredByError)) return setTried(true);
          setTried(false);
          setChangedBy(null);
          onAskingDone();
          if (ok === true && departmentId !== null)
            dispatch(
              planRequestRaiseRequested({ id: planId, departmentId: Number(departmentId), requiredBy }),
            );
        }}
      />
    </Section>
  );
}
