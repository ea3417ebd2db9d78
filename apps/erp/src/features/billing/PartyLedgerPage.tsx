import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { AGEING_BUCKETS, documentByKey, formatAmount, type AgeingBucket, type FieldDef } from '@erp/domain';
import {
  partyLedgerExportRequested,
  partyLedgerFiltered,
  partyLedgerOpened,
  partyLedgerPaged,
  partyLedgerRequested,
  selectPartyLedger,
  type AgedDocumentRow,
  type PartyLedgerRow,
  downloadKeys,
} from '@erp/api';
import {
  Button,
  DataTable,
  DateRangeFilter,
  LookupField,
  PageHeader,
  PaginationBar,
  ReportTotals,
  dateRangeErrors,
  type DataTableColumn,
  type DateRange,
  type Translate,
} from '@erp/ui';
import { useDownloadBusy } from '../../app/busy.ts';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { useLookupOptions } from '../../entity/lookups.ts';
import { formPath } from '../../entity/paths.ts';
import { listTableHeight } from '../../entity/pagination.ts';
import { OwnDocumentsNote } from '../../components/OwnDocumentsNote.tsx';
import { PageStack } from '../../components/PageStack.tsx';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  & > div:first-child {
    width: 320px;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The party picker: every party, customers and suppliers, searched and paged on the server. */
const PARTY: FieldDef = {
  key: 'partyId',
  label: 'Party',
  type: 'lookup',
  lookup: { module: 'party', displayKey: 'companyName' },
};
const PICKERS = { fields: [PARTY] };

/** The ageing's buckets in the user's words. */
const bucketLabels = (t: (text: string) => string): Readonly<Record<AgeingBucket, string>> => ({
  notDue: t('Not Yet Due'),
  days0to30: t('0–30 Days'),
  days31to60: t('31–60 Days'),
  days61to90: t('61–90 Days'),
  over90: t('Over 90 Days'),
});

const documentLabel = (key: string, t: (text: string) => string) => t(documentByKey(key)?.label ?? key);

/** What of a ledger row is on account now, in words (decision 1835): an advance received or paid. */
const onAccountLabel = (row: PartyLedgerRow, t: Translate) =>
  Math.abs(row.onAccount) > 0.005
    ? ` · ${t('On account {{amount}}', { amount: `₹${formatAmount(Math.abs(row.onAccount))}` })}`
    : '';

/**
 * The ledger's columns: the document (its type and number, a link to it, and what of it is on account), date,
 * debit, credit, balance.
 */
export const ledgerColumns = (t: Translate): DataTableColumn<PartyLedgerRow>[] => [
  // Oldest first, the one order: the running balance reads down the page (decision 2232).
  { key: 'date', header: t('Date'), type: 'date', width: 120, sortable: false },
  {
    key: 'number',
    header: t('Document'),
    sortable: false,
    cell: (row) => `${documentLabel(row.key, t)} ${row.number}${onAccountLabel(row, t)}`,
  },
  { key: 'debit', header: t('Debit'), type: 'amount', sortable: false },
  { key: 'credit', header: t('Credit'), type: 'amount', sortable: false },
  { key: 'balance', header: t('Balance'), type: 'amount', sortable: false },
];

/** The ageing's columns: each document still unpaid, its days past due and bucket. */
export const ageingColumns = (t: (text: string) => string): DataTableColumn<AgedDocumentRow>[] =>
  [
    { key: 'date', header: t('Date'), type: 'date' as const, width: 120 },
    {
      key: 'number',
      header: t('Document'),
      cell: (row: AgedDocumentRow) => `${documentLabel(row.key, t)} ${row.number}`,
    },
    { key: 'amount', header: t('Amount'), type: 'amount' as const },
    { key: 'unpaid', header: t('Unpaid'), type: 'amount' as const },
    {
      key: 'daysPastDue',
      header: t('Days Past Due'),
      // A document not yet due says so, as the receipt's picker does, not "-45" (issue 38's walk).
      cell: (row: AgedDocumentRow) => (row.daysPastDue > 0 ? String(row.daysPastDue) : t('Not Yet Due')),
    },
    {
      key: 'bucket',
      header: t('Ageing'),
      cell: (row: AgedDocumentRow) => bucketLabels(t)[row.bucket],
    },
  ].map((column) => ({ ...column, sortable: false }));

/**
 * Issue 20's party ledger (/module/party-ledger, decision 1451): a party chosen from a server-paged picker,
 * its documents from the date range oldest first with the opening, running and closing balance (the balance
 * reads down the page, decision 2232), a page at a time from the server, and the ageing of what it has unpaid.
 * A document's row opens it.
 */
export function PartyLedgerPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const theme = useTheme();
  const state = useAppSelector(selectPartyLedger);
  const pageSize = useAppSelector((root) => root.entities.pageSize);
  const pickers = useLookupOptions(PICKERS);
  const columns = useMemo(() => ledgerColumns(t), [t]);
  const aged = useMemo(() => ageingColumns(t), [t]);
  const { params, ledger, ageing } = state;
  const [range, setRange] = useState<DateRange>({ from: params.from, to: params.to });

  useEffect(() => {
    dispatch(partyLedgerOpened({ pageSize }));
  }, [dispatch, pageSize]);

  // A range is asked when each end given is a day, in order; an empty end is no bound.
  const changeRange = (next: DateRange) => {
    setRange(next);
    if (Object.keys(dateRangeErrors(next)).length === 0)
      dispatch(partyLedgerFiltered({ from: next.from, to: next.to }));
  };
  const open = (row: { key: string; id: number }) => {
    const def = documentByKey(row.key);
    if (def) void navigate(formPath(def.route, row.id));
  };
  const rows = ledger?.rows ?? [];
  const title = t('Party Ledger');
  const exporting = useDownloadBusy(downloadKeys.partyLedger(params.partyId ?? 0));
  return (
    <PageStack>
      <PageHeader title={title} onRefresh={() => dispatch(partyLedgerRequested())} onNavigate={navigate} />
      <Filters>
        <LookupField
          label={t('Party')}
          value={params.partyId === null ? null : String(params.partyId)}
          onChange={(chosen) =>
            dispatch(partyLedgerFiltered({ partyId: chosen === null ? null : Number(chosen) }))
          }
          options={pickers.options.party ?? []}
          onQueryChange={pickers.search.party}
          hasMore={pickers.paging.party?.hasMore}
          onMore={pickers.paging.party?.onMore}
          loading={pickers.paging.party?.loading}
        />
        <DateRangeFilter value={range} onChange={changeRange} />
        {/* Exactly the ledger of the range shown, as Excel (decision 1472). */}
        <Button
          type="button"
          disabled={params.partyId === null}
          busy={exporting}
          onClick={() =>
            dispatch(
              partyLedgerExportRequested({
                fileName: `Party Ledger ${ageing?.partyName ?? ''}.xlsx`.replace(' .', '.'),
              }),
            )
          }
        >
          {t('Export Excel')}
        </Button>
      </Filters>
      <OwnDocumentsNote shown={ledger?.ownDocumentsOnly === true} />
      {ledger ? (
        <ReportTotals
          totals={[
            { label: t('Opening balance'), value: formatAmount(ledger.opening) },
            { label: t('Closing balance'), value: formatAmount(ledger.closing) },
          ]}
        />
      ) : null}
      <DataTable
        label={title}
        rows={rows}
        columns={columns}
        totalCount={ledger?.total ?? 0}
        hideCount
        rowLabel={(row) => `${documentLabel(row.key, t)} ${row.number}`}
        onEdit={open}
        loading={state.status === 'loading'}
        height={listTableHeight(rows.length, theme.size.tableRow)}
      />
      <PaginationBar
        state={{ page: params.page, pageSize: params.size, total: ledger?.total ?? 0 }}
        onChange={(next) => dispatch(partyLedgerPaged({ page: next.page, size: next.pageSize }))}
      />
      {ageing ? (
        <>
          <Heading>{t('Ageing')}</Heading>
          <ReportTotals
            totals={[
              ...AGEING_BUCKETS.map((bucket) => ({
                label: bucketLabels(t)[bucket],
                value: formatAmount(ageing.totals[bucket]),
              })),
              { label: t('On Account'), value: formatAmount(ageing.totals.onAccount) },
              { label: t('Balance'), value: formatAmount(ageing.totals.total) },
            ]}
          />
          <DataTable
            label={t('Ageing')}
            rows={ageing.documents}
            columns={aged}
            totalCount={ageing.documents.length}
            hideCount
            rowLabel={(row) => `${documentLabel(row.key, t)} ${row.number}`}
            onEdit={open}
            height={listTableHeight(ageing.documents.length, theme.size.tableRow)}
          />
        </>
      ) : null}
    </PageStack>
  );
}
