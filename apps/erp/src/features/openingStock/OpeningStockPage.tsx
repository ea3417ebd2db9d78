import { useEffect, useMemo, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import {
  OPENING_STOCK_COLUMNS,
  findRoute,
  formatAmount,
  openingStockTemplate,
  type SheetIssue,
} from '@erp/domain';
import { openingStockReset, openingStockUploadRequested, selectOpeningStock } from '@erp/api';
import { Button, DataTable, FileField, PageHeader, type DataTableColumn } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { useUnsavedChanges } from '../../routing/leaveGuard.tsx';
import { postedColumns } from './postedColumns.ts';

const TITLE = findRoute('/module/openingstock')?.title ?? 'Opening Stock Upload';
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(openingStockTemplate())}`;
const MAX_TABLE_HEIGHT = 480;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  & a {
    color: ${({ theme }) => theme.color.accentText};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Outcome = styled.p<{ $kind: 'danger' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $kind }) => theme.color.status[$kind].text};
  background: ${({ theme, $kind }) => theme.color.status[$kind].subtle};
  border: 1px solid ${({ theme, $kind }) => theme.color.status[$kind].border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const COLUMN_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  OPENING_STOCK_COLUMNS.map((column) => [column.key, column.label]),
);

type ReportRow = SheetIssue & { id: number };

/**
 * Issue 8 Opening Stock Upload (/module/openingstock): an Excel or CSV sheet of item code, stock area,
 * quantity and rate, and optionally lot, roll and rack (issue 17). The server checks every row first: a
 * sheet with any bad row is refused whole and its problems are listed here row by row; a good sheet is
 * posted in one transaction and its rows shown.
 */
export function OpeningStockPage() {
  const dispatch = useAppDispatch();
  const t = useTranslate();
  const theme = useTheme();
  const upload = useAppSelector(selectOpeningStock);
  const [files, setFiles] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    dispatch(openingStockReset());
  }, [dispatch]);

  const height = (rows: number) =>
    Math.min(MAX_TABLE_HEIGHT, (Math.max(rows, 3) + 1) * theme.size.tableRow + 2);
  const reportColumns = useMemo<DataTableColumn<ReportRow>[]>(
    () => [
      { key: 'row', header: t('Row'), type: 'number', width: 80 },
      { key: 'column', header: t('Column'), width: 160, cell: (row) => t(COLUMN_LABELS[row.column] ?? '') },
      { key: 'message', header: t('Problem') },
    ],
    [t],
  );
  const posted = useMemo(() => postedColumns(t), [t]);
  const report = useMemo(
    () => upload.issues.map((issue, index) => ({ ...issue, id: index })),
    [upload.issues],
  );
  const uploading = upload.status === 'uploading';
  const [sheet] = files;
  // Decision 0510: a sheet chosen and not posted asks before the page is left.
  useUnsavedChanges(sheet !== undefined && upload.status !== 'posted');

  return (
    <>
      <PageHeader title={t(TITLE)} />
      <Panel aria-label={t('Upload a sheet')}>
        <p>
          {t(
            'Upload an Excel (.xlsx) or CSV sheet with the columns Item Code, Stock Area (its code or name), Quantity and Rate, and where the stock has them Lot Number, Roll Number and Rack (its code or name). Every row is checked first: a sheet with any problem is not posted at all.',
          )}
        </p>
        <FileField
          label={t('Sheet')}
          accept=".xlsx,.csv"
          required
          value={files}
          onChange={setFiles}
          submitted={submitted}
          error={sheet ? undefined : t('Choose a sheet to upload')}
          disabled={uploading}
        />
        <Actions>
          <Button
            variant="primary"
            icon="inward"
            disabled={uploading}
            onClick={() => {
              setSubmitted(true);
              if (sheet) dispatch(openingStockUploadRequested({ file: sheet }));
            }}
          >
            {uploading ? t('Posting…') : t('Upload and Post')}
          </Button>
          <a href={TEMPLATE_HREF} download="opening-stock-template.csv">
            {t('Download the template (CSV)')}
          </a>
        </Actions>
      </Panel>
      {upload.status === 'refused' || upload.status === 'failed' ? (
        <Panel aria-label={t('Sheet not posted')}>
          <Outcome role="alert" $kind="danger">
            {upload.message}
          </Outcome>
          {report.length > 0 ? (
            <DataTable
              label={t('Problems of the sheet')}
              rows={report}
              columns={reportColumns}
              height={height(report.length)}
            />
          ) : null}
        </Panel>
      ) : null}
      {upload.status === 'posted' && upload.result ? (
        <Panel aria-label={t('Sheet posted')}>
          <h3>
            {t('Posted as')} {upload.result.documentNo}
          </h3>
          <Outcome role="status" $kind="success">
            {t(
              upload.result.rows.length === 1
                ? '{{count}} row of {{file}} posted; total value ₹ {{value}}'
                : '{{count}} rows of {{file}} posted; total value ₹ {{value}}',
              {
                count: upload.result.rows.length,
                file: upload.result.fileName,
                value: formatAmount(upload.result.totalValue),
              },
            )}
          </Outcome>
          <DataTable
            label={t('Posted opening stock')}
            rows={upload.result.rows}
            columns={posted}
            getRowId={(row) => String(row.ledgerId)}
            height={height(upload.result.rows.length)}
          />
        </Panel>
      ) : null}
    </>
  );
}
