import { formatAmount, formatDate, type PaginationState } from '@erp/domain';
import { Button } from '../Button/Button.tsx';
import { PickerFrame } from '../internal/PickerFrame.tsx';
import { PickerChosen } from '../internal/pickerDialog.ts';
import { PickerRows, type PickerColumn } from '../internal/PickerRows.tsx';
import { useUiText } from '../text/UiText.tsx';

/** One open document of the party: its type, number, dates, total and what is unpaid of it. */
export interface OpenDocumentPickerRow {
  /** Its type's key: with `id`, what names it. */
  key: string;
  /** Its type's label ("Sales Invoice"). */
  type: string;
  id: number;
  number: string;
  /** ISO dates. */
  date: string;
  dueDate: string;
  daysPastDue: number;
  amount: number;
  unpaid: number;
}

export interface OpenDocumentPickerProps {
  open: boolean;
  /** 'Open invoices of Ambuja Cement Works Ltd'. */
  title: string;
  rows: readonly OpenDocumentPickerRow[];
  pagination: PaginationState;
  onPageChange: (next: PaginationState) => void;
  /** The search text (the document's number), searched on the server. */
  query: string;
  onQueryChange: (query: string) => void;
  /**
   * Ticks: several documents are ticked (`chosen`, by `key/id`) and Settle Chosen settles them. Without,
   * each row's Choose picks it alone.
   */
  many?: {
    chosen: ReadonlySet<string>;
    onToggle: (row: OpenDocumentPickerRow) => void;
    onSettle: () => void;
  };
  /** A row's Choose (without `many`). */
  onChoose?: (row: OpenDocumentPickerRow) => void;
  onClose: () => void;
  loading?: boolean;
  /** The server's refusal of the last read, in words. */
  error?: string | null;
}

/** A row's name in `chosen`. */
export const openDocumentName = (row: Pick<OpenDocumentPickerRow, 'key' | 'id'>): string =>
  `${row.key}/${row.id}`;

/**
 * What a receipt or payment settles (issue 20, decision 1471): the party's open invoices or bills, oldest
 * first, searched and paged by the server, each with its due day, days past due and what is unpaid of it;
 * one is chosen for a line, or several ticked to settle at once.
 */
export function OpenDocumentPicker(props: OpenDocumentPickerProps) {
  const { open, rows, many, loading = false, error } = props;
  const t = useUiText();
  const overdue = (days: number) => (days > 0 ? t('{{days}} days', { days }) : t('Not Yet Due'));
  const column = (
    key: string,
    label: string,
    cell: (row: OpenDocumentPickerRow) => string,
    numeric = false,
  ): PickerColumn<OpenDocumentPickerRow> => ({ key, label, head: label, cell, numeric });
  const pick = many ? t('Settle') : t('Choose');
  const columns: readonly PickerColumn<OpenDocumentPickerRow>[] = [
    {
      key: 'pick',
      label: pick,
      head: pick,
      action: true,
      cell: (row) =>
        many ? (
          <input
            type="checkbox"
            checked={many.chosen.has(openDocumentName(row))}
            aria-label={t('Settle {{number}}', { number: row.number })}
            onChange={() => many.onToggle(row)}
          />
        ) : (
          <Button
            variant="secondary"
            aria-label={t('Choose {{number}}', { number: row.number })}
            onClick={() => props.onChoose?.(row)}
          >
            {t('Choose')}
          </Button>
        ),
    },
    column('type', t('Type'), (row) => t(row.type)),
    column('number', t('Number'), (row) => row.number),
    column('date', t('Date'), (row) => formatDate(row.date)),
    column('dueDate', t('Due Date'), (row) => formatDate(row.dueDate)),
    column('pastDue', t('Past Due'), (row) => overdue(row.daysPastDue), true),
    column('amount', t('Total'), (row) => formatAmount(row.amount), true),
    column('unpaid', t('Unpaid'), (row) => formatAmount(row.unpaid), true),
  ];
  return (
    <PickerFrame
      open={open}
      onClose={props.onClose}
      width={960}
      title={props.title}
      message={
        many
          ? t('Tick what this amount settles: each takes what is unpaid of it, while the amount lasts.')
          : t('Choose the document this line settles.')
      }
      query={props.query}
      onQueryChange={props.onQueryChange}
      searchPlaceholder={t('Number')}
      error={error}
      pagination={props.pagination}
      onPageChange={props.onPageChange}
      actions={
        <>
          {many ? (
            <PickerChosen aria-live="polite">
              {many.chosen.size === 0
                ? t('Nothing chosen')
                : t('Documents chosen: {{count}}', { count: many.chosen.size })}
            </PickerChosen>
          ) : null}
          <Button variant="secondary" onClick={props.onClose}>
            {t('Cancel')}
          </Button>
          {many ? (
            <Button variant="primary" disabled={many.chosen.size === 0} onClick={many.onSettle}>
              {t('Settle Chosen')}
            </Button>
          ) : null}
        </>
      }
    >
      <PickerRows
        label={t('Open documents')}
        columns={columns}
        rows={rows}
        rowKey={openDocumentName}
        titleKey="number"
        loading={loading}
        empty={t('Nothing of the party is left unpaid')}
      />
    </PickerFrame>
  );
}
