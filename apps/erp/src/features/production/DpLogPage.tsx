import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import {
  DAILY_PRODUCTION_DOCUMENTS,
  EFFICIENCY_PROBLEMS,
  SHIFTS,
  STOPPAGE_REASONS,
  formatPercent,
  type DpLogRow,
  type DpLogTotals,
} from '@erp/domain';
import { dpLogFiltered, dpLogOpened, dpLogPaged, dpLogRequested, dpLogSorted, selectDpLog } from '@erp/api';
import {
  DataTable,
  DateRangeFilter,
  Icon,
  LookupField,
  PageHeader,
  PaginationBar,
  dateRangeErrors,
  type DataTableColumn,
  type DateRange,
  ReportTotals,
} from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { userToday } from '../../app/today.ts';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { useLookupOptions } from '../../entity/lookups.ts';
import { formPath } from '../../entity/paths.ts';
import { listTableHeight, sortOf, sortingOf } from '../../entity/pagination.ts';
import { PageStack } from '../../components/PageStack.tsx';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  & > div:not(:first-child) {
    width: 260px;
  }
`;

const ENTRY = DAILY_PRODUCTION_DOCUMENTS.dailyProduction;
/**
 * The pickers are the entries' own fields, the server-paged searches: the machine-wise entry's machine and
 * the daily line's operator (decision 1320).
 */
const PICKERS = {
  fields: [
    ...DAILY_PRODUCTION_DOCUMENTS.dailyProductionMachineWise.fields.filter(
      (field) => field.key === 'machineId',
    ),
    ...ENTRY.lines.fields.filter((field) => field.key === 'operatorId'),
  ],
};
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;
/** A percentage, or the dash of a value not worked out (the row's reason is its title). */
const percent = (value: number | null): string => (value === null ? '—' : formatPercent(value, 2));

const Flagged = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.status.warning.text};
  font-weight: 600;
`;

/**
 * A row's performance or efficiency: beyond what the machine can make, flagged with the reason as its name
 * (issue 42); else with the reason a figure is not worked out as its title.
 */
const checked = (row: Pick<DpLogRow, 'problem'>, value: number | null, t: (text: string) => string) =>
  row.problem === EFFICIENCY_PROBLEMS.overRated ? (
    <Flagged title={t(row.problem)}>
      <Icon name="warning" title={t(row.problem)} />
      {percent(value)}
    </Flagged>
  ) : (
    <span title={row.problem === null ? undefined : t(row.problem)}>{percent(value)}</span>
  );

/** The columns: the server sorts by each key but the operators and the reasons (`DP_LOG_SORTS`). */
export const dpLogColumns = (t: (text: string) => string): DataTableColumn<DpLogRow>[] => [
  { key: 'date', header: t('Date'), type: 'date', width: 120 },
  { key: 'shift', header: t('Shift'), width: 130, cell: (row) => t(labelOf(SHIFTS, row.shift)) },
  { key: 'machineName', header: t('Machine'), width: 200, cell: (row) => row.machine.name },
  {
    key: 'operators',
    header: t('Operator'),
    width: 160,
    sortable: false,
    cell: (row) => row.operators.map((operator) => operator.name).join(', '),
  },
  { key: 'metres', header: t('Output (metres)'), type: 'number' },
  { key: 'kg', header: t('Output (kg)'), type: 'number' },
  { key: 'pieces', header: t('Output (pieces)'), type: 'number' },
  { key: 'runningHours', header: t('Running Hours'), type: 'number' },
  { key: 'stoppedHours', header: t('Stopped Hours'), type: 'number' },
  {
    key: 'stoppageReasons',
    header: t('Stoppage Reasons'),
    width: 200,
    sortable: false,
    // The server keeps the lines' codes, each shown in the user's language; then the recorded stops of the
    // shift as recorded, planned maintenance marked (decision 1790's addendum).
    cell: (row) =>
      [
        ...row.stoppageReasons.map((reason) => t(labelOf(STOPPAGE_REASONS, reason))),
        ...row.recordedStops.map((stop) =>
          stop.planned ? `${stop.reason} (${t('Planned Maintenance')})` : stop.reason,
        ),
      ].join(', '),
  },
  {
    key: 'availability',
    header: t('Availability'),
    type: 'number',
    cell: (row) => percent(row.availability),
  },
  {
    key: 'performance',
    header: t('Performance'),
    type: 'number',
    cell: (row) => checked(row, row.performance, t),
  },
  {
    key: 'efficiency',
    header: t('Efficiency'),
    type: 'number',
    cell: (row) => checked(row, row.efficiency, t),
  },
];

function DpLogTotalsRow({ totals }: { totals: DpLogTotals }) {
  const t = useTranslate();
  const entries = [
    { label: t('Running Hours'), value: String(totals.runningHours) },
    { label: t('Stopped Hours'), value: String(totals.stoppedHours) },
    { label: t('Availability'), value: percent(totals.availability) },
    { label: t('Performance'), value: percent(totals.performance) },
    { label: t('Efficiency'), value: percent(totals.efficiency) },
  ];
  return <ReportTotals totals={entries} title={totals.problem === null ? undefined : t(totals.problem)} />;
}

/**
 * Issue 19's loom-wise DP log (/module/loom-vise-daily-production, decision 1123): per date, shift and
 * machine the output, running and stopped hours, operators, stoppages and the efficiency; filtered by date
 * range, machine and operator (decision 1320), paged and sorted on the server, with the totals of the whole
 * range. Add New enters a day's shift.
 */
export function DpLogPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const theme = useTheme();
  const log = useAppSelector(selectDpLog);
  const pageSize = useAppSelector((state) => state.entities.pageSize);
  const pickers = useLookupOptions(PICKERS);
  const columns = useMemo(() => dpLogColumns(t), [t]);
  const { params } = log;
  const [range, setRange] = useState<DateRange>({ from: params.fromDate, to: params.toDate });

  useEffect(() => {
    dispatch(dpLogOpened({ pageSize, today: userToday() }));
  }, [dispatch, pageSize]);
  useEffect(() => setRange({ from: params.fromDate, to: params.toDate }), [params.fromDate, params.toDate]);

  // The log needs both ends: a range is asked once both are days, in order.
  const changeRange = (next: DateRange) => {
    setRange(next);
    if (next.from !== '' && next.to !== '' && Object.keys(dateRangeErrors(next)).length === 0)
      dispatch(dpLogFiltered({ fromDate: next.from, toDate: next.to }));
  };
  const idOf = (value: string | null) => (value === null ? null : Number(value));
  const picker = (module: string, label: string, value: number | null, key: 'machineId' | 'operatorId') => (
    <LookupField
      label={t(label)}
      value={value === null ? null : String(value)}
      onChange={(chosen) => dispatch(dpLogFiltered({ [key]: idOf(chosen) }))}
      options={pickers.options[module] ?? []}
      onQueryChange={pickers.search[module]}
      hasMore={pickers.paging[module]?.hasMore}
      onMore={pickers.paging[module]?.onMore}
      loading={pickers.paging[module]?.loading}
    />
  );

  const title = t('DP Log');
  return (
    <PageStack>
      <PageHeader
        title={title}
        addNew={{ url: formPath(ENTRY.route) }}
        onRefresh={() => dispatch(dpLogRequested())}
        onNavigate={navigate}
      />
      <Filters>
        <DateRangeFilter value={range} onChange={changeRange} />
        {picker('machine', 'Machine', params.machineId, 'machineId')}
        {picker('staff', 'Operator', params.operatorId, 'operatorId')}
      </Filters>
      <DataTable
        label={title}
        keyColumns={['efficiency']}
        rows={log.rows}
        columns={columns}
        totalCount={log.totalCount}
        hideCount
        sorting={sortingOf(params.sort || null)}
        onSortingChange={(sorting) => dispatch(dpLogSorted(sortOf(sorting) ?? ''))}
        rowLabel={(row) => `${row.date} ${row.shift} ${row.machine.name}`}
        loading={log.status === 'loading'}
        height={listTableHeight(log.rows.length, theme.size.tableRow)}
      />
      {log.totals ? <DpLogTotalsRow totals={log.totals} /> : null}
      <PaginationBar
        state={{ page: params.page, pageSize: params.size, total: log.totalCount }}
        onChange={(next) => dispatch(dpLogPaged({ page: next.page, size: next.pageSize }))}
      />
    </PageStack>
  );
}
