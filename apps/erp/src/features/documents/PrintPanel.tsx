import {
  downloadKeys,
  printChoicesChanged,
  printDialogClosed,
  printDialogConfirmed,
  selectPrintDialog,
} from '@erp/api';
import { PrintDialog } from '@erp/ui';
import { useDownloadBusy } from '../../app/busy.ts';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

/**
 * A stored document's print (issue 22, decision 1720): the dialog the form's Print opens, prefilled with the
 * document's kept copies and remarks; "Remember for reprint" keeps the choices, then the PDF downloads.
 */
export function PrintPanel() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPrintDialog);
  const { subject } = state;
  // The PDF's progress on Print once it downloads; before, the choices being kept.
  const pdf = useDownloadBusy(subject ? downloadKeys.print(subject.document, subject.id) : '');
  if (!subject) return null;
  return (
    <PrintDialog
      open
      title={t('Print {{number}}', { number: subject.number ?? t('Draft') })}
      values={{ copies: state.copies, extraRemarks: state.extraRemarks, remember: state.remember }}
      loading={state.loading}
      printing={pdf || state.printing}
      error={state.error}
      onChange={(change) => dispatch(printChoicesChanged(change))}
      onPrint={() => dispatch(printDialogConfirmed())}
      onClose={() => dispatch(printDialogClosed())}
    />
  );
}
