import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  formatAmount,
  portalPlace,
  type Gstr1Amounts,
  type Gstr1DocumentKind,
  type Gstr1Section,
} from '@erp/domain';
import {
  gstFileRequested,
  gstReturnChosen,
  gstReturnsOpened,
  recentMonths,
  selectGstReturns,
  tallyRangeChanged,
  downloadKeys,
} from '@erp/api';
import { GstReturns, PageHeader, type GstReturnsRow } from '@erp/ui';
import { useDownloadBusy } from '../../app/busy.ts';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { userToday } from '../../app/today.ts';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { useLookupOptions } from '../../entity/lookups.ts';
import { OwnDocumentsNote } from '../../components/OwnDocumentsNote.tsx';
import { PageStack } from '../../components/PageStack.tsx';

/** The branch picker: the branches of the organisation, each filing under its own GSTIN. */
const BRANCH_FIELD = {
  fields: [
    {
      key: 'branchId',
      label: 'Branch',
      type: 'lookup' as const,
      lookup: { module: 'branch', displayKey: 'name' },
    },
  ],
};
/** GSTR-1's tables and table 13's natures as the screen names them. */
const labelsOf = (t: (text: string) => string) => ({
  sections: {
    b2b: t('B2B invoices (4A)'),
    b2cl: t('B2C large (5)'),
    b2cs: t('B2C small (7)'),
    exp: t('Exports (6A)'),
    cdnr: t('Credit/debit notes, registered (9B)'),
    cdnur: t('Credit/debit notes, unregistered (9B)'),
    nil: t('Nil-rated supplies (8)'),
  } satisfies Record<Gstr1Section, string>,
  natures: {
    invoice: t('Invoices for outward supply'),
    debit: t('Debit Note'),
    credit: t('Credit Note'),
  } satisfies Record<Gstr1DocumentKind, string>,
});
const MONTHS_OFFERED = 24;

/** A month ('2026-10') as the screen names it ('October 2026'). */
const monthLabel = (month: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const figures = (amounts: Gstr1Amounts & { value: number }) => ({
  taxableValue: formatAmount(amounts.taxableValue),
  igst: formatAmount(amounts.igst),
  cgst: formatAmount(amounts.cgst),
  sgst: formatAmount(amounts.sgst),
  value: formatAmount(amounts.value),
});

/**
 * Issue 20's GST Returns (/module/gst-returns, decisions 1430–1432): GSTR-1 of a month and branch, its
 * files, and Tally's vouchers of a range. State and calls are the store's `gstReturns` slice.
 */
export function GstReturnsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslate();
  const state = useAppSelector(selectGstReturns);
  const branches = useLookupOptions(BRANCH_FIELD);
  const searchBranches = branches.search.branch;

  useEffect(() => {
    dispatch(gstReturnsOpened({ today: userToday() }));
    searchBranches?.('');
  }, [dispatch, searchBranches]);

  const months = useMemo(
    () =>
      recentMonths(userToday(), MONTHS_OFFERED).map((month) => ({ value: month, label: monthLabel(month) })),
    [],
  );
  const { summary } = state;
  const labels = labelsOf(t);
  const rows = (summary?.sections ?? []).map((section): GstReturnsRow => ({
    key: section.section,
    label: labels.sections[section.section],
    documents: section.documents,
    ...figures(section),
  }));
  const total: GstReturnsRow | null = summary
    ? {
        key: 'total',
        label: t('Total'),
        documents: rows.reduce((sum, row) => sum + row.documents, 0),
        ...figures(summary.total),
      }
    : null;
  const amendments = (summary?.b2csa ?? []).map((row) => ({
    key: `${row.month}|${row.placeOfSupply}|${row.gstRate}`,
    month: monthLabel(row.month),
    place: portalPlace(row.placeOfSupply),
    rate: `${row.gstRate}%`,
    ...figures({ ...row, value: 0 }),
  }));
  const issued = summary
    ? (Object.keys(labels.natures) as Gstr1DocumentKind[]).flatMap((kind) =>
        summary.documentsIssued[kind].map((row) => ({ nature: labels.natures[kind], ...row })),
      )
    : [];

  const downloading = {
    json: useDownloadBusy(downloadKeys.gstFile('json')),
    excel: useDownloadBusy(downloadKeys.gstFile('excel')),
    tally: useDownloadBusy(downloadKeys.gstFile('tally')),
  };
  return (
    <PageStack>
      <PageHeader
        title={t('GST Returns')}
        onRefresh={() => dispatch(gstReturnChosen({}))}
        onNavigate={navigate}
      />
      <OwnDocumentsNote
        shown={summary?.ownDocumentsOnly === true}
        more={t('A return to file counts every document: its files need a role with All records.')}
      />
      <GstReturns
        month={state.month}
        months={months}
        onMonthChange={(month) => dispatch(gstReturnChosen({ month }))}
        branchId={state.branchId === null ? '' : String(state.branchId)}
        branches={[{ value: '', label: t('All branches') }, ...(branches.options.branch ?? [])]}
        onBranchChange={(id) => dispatch(gstReturnChosen({ branchId: id === '' ? null : Number(id) }))}
        gstin={summary?.gstin ?? ''}
        rows={rows}
        total={total}
        issued={issued}
        amendments={amendments}
        loading={state.status === 'loading'}
        tallyFrom={state.tallyFrom}
        tallyTo={state.tallyTo}
        onTallyRangeChange={(range) => dispatch(tallyRangeChanged(range))}
        onDownload={(file) => dispatch(gstFileRequested(file))}
        downloading={downloading}
      />
    </PageStack>
  );
}
