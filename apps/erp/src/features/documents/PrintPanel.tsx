import { printChoicesChanged, printDialogClosed, printDialogConfirmed, selectPrintDialog } from '@erp/api';
import { PrintDialog } from '@erp/ui';
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
  if (!subject) return null;
  return (
    <PrintDialog
      open
      title={t('Print {{number}}', { number: subject.number ?? t('Draft') })}
      values={{ copies: state.copies, extraRemarks: state.extraRemarks, remember: state.remember }}
      loading={state.loading}
      printing={state.printing}
      error={state.error}
      onChange={(change) => dispatch(printChoicesChanged(change))}
      onPrint={() => dispatch(printDialogConfirmed())}
      onClose={() => dispatch(printDialogClosed())}
    />
  );
}
