import { useEffect, useState } from 'react';
import {
  documentOpenDocumentChosen,
  documentOpenDocumentsSettled,
  openDocumentFieldOf,
  openDocumentsRequested,
  openDocumentToggled,
  selectDocumentForm,
  selectOpenDocumentPicker,
  type OpenDocumentsQuery,
} from '@erp/api';
import { DOCUMENTS, type DocumentKey } from '@erp/domain';
import {
  Button,
  OpenDocumentPicker,
  openDocumentName,
  type LookupCell,
  type OpenDocumentPickerProps,
} from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

const PAGE_SIZE = 10;

/**
 * The picker of the draft's party's open documents (decision 1471), read on the server while `open`: what
 * the dialog shows, and the party (none chosen yet: nothing is asked).
 */
function useOpenDocuments(document: DocumentKey, open: boolean) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => selectDocumentForm(state, document).draft);
  const picker = useAppSelector(selectOpenDocumentPicker);
  const partyId = typeof draft?.partyId === 'number' ? draft.partyId : undefined;
  const kind = DOCUMENTS[document].billing?.kind ?? 'receipt';
  const ask = (query: Partial<OpenDocumentsQuery>) =>
    partyId === undefined
      ? undefined
      : dispatch(openDocumentsRequested({ document, query: { ...picker.query, ...query, partyId, kind } }));
  useEffect(() => {
    if (open && partyId !== undefined)
      dispatch(
        openDocumentsRequested({ document, query: { partyId, kind, q: '', page: 1, size: PAGE_SIZE } }),
      );
  }, [dispatch, document, open, partyId, kind]);
  const shown = picker.document === document;
  const party = (draft?.party as { companyName?: string } | undefined)?.companyName ?? '';
  const dialog: Omit<OpenDocumentPickerProps, 'onClose'> = {
    open: open && partyId !== undefined,
    title: t('Open documents of {{party}}', { party }),
    rows: shown ? picker.rows : [],
    pagination: { page: picker.query.page, pageSize: picker.query.size, total: shown ? picker.total : 0 },
    onPageChange: (next) => ask({ page: next.page, size: next.pageSize }),
    query: picker.query.q,
    onQueryChange: (q) => ask({ q, page: 1 }),
    loading: picker.status === 'loading',
    error: picker.error,
  };
  return { partyId, picker, dialog, shown };
}

/** Why the picker waits while the draft names no party. */
const partyFirst = (document: DocumentKey, t: (text: string) => string) =>
  DOCUMENTS[document].partyRole === 'supplier'
    ? t('Choose the supplier first')
    : t('Choose the customer first');

/**
 * A draft's Settle Open Documents (decision 1471), on a document whose lines declare `openDocument`: the
 * party's open documents ticked fill a line each, for what is unpaid of it within the amount.
 */
export function OpenDocumentChooser({ document }: { document: DocumentKey }) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const { partyId, picker, dialog, shown } = useOpenDocuments(document, open);
  const action = openDocumentFieldOf(document)?.openDocument.action ?? '';
  const chosen = shown ? picker.chosen : [];
  return (
    <>
      <Button
        type="button"
        disabled={partyId === undefined}
        title={partyId === undefined ? partyFirst(document, t) : undefined}
        onClick={() => setOpen(true)}
      >
        {t(action)}
      </Button>
      <OpenDocumentPicker
        {...dialog}
        many={{
          chosen: new Set(chosen.map(openDocumentName)),
          onToggle: (row) => dispatch(openDocumentToggled({ row })),
          onSettle: () => {
            if (partyId !== undefined)
              dispatch(documentOpenDocumentsSettled({ document, partyId, documents: chosen }));
            setOpen(false);
          },
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** A line's document (decision 1471): its number, and a picker of the party's open documents to change it. */
export function OpenDocumentCell({ document, cell }: { document: DocumentKey; cell: LookupCell }) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const { partyId, dialog } = useOpenDocuments(document, open);
  const { props, rowIndex } = cell;
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        aria-label={props.label}
        disabled={props.disabled || partyId === undefined}
        title={partyId === undefined ? partyFirst(document, t) : undefined}
        onClick={() => setOpen(true)}
      >
        {props.valueLabel ?? t('Choose…')}
      </Button>
      {props.error ? <span role="alert">{props.error}</span> : null}
      <OpenDocumentPicker
        {...dialog}
        onChoose={(chosen) => {
          dispatch(documentOpenDocumentChosen({ document, index: rowIndex, chosen }));
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
