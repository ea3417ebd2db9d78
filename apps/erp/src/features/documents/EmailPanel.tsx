import {
  emailDialogClosed,
  emailFieldChanged,
  emailSendRequested,
  emailTemplateChosen,
  emailTemplatesRequested,
  selectMessages,
} from '@erp/api';
import { EmailDialog } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

/**
 * A numbered document e-mailed with its PDF (issue 21, decision 1643): the dialog the form's E-Mail opens, its
 * To prefilled with the party's address, its templates searched on the server, the chosen one filled.
 */
export function EmailPanel() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectMessages);
  const { subject } = state;
  if (!subject) return null;
  return (
    <EmailDialog
      open
      title={t('E-Mail {{number}}', { number: subject.number })}
      values={state.values}
      templateId={state.templateId === null ? null : String(state.templateId)}
      templateLabel={state.templateLabel}
      templates={state.templates.map((row) => ({ value: String(row.id), label: row.name }))}
      templatesLoading={state.loadingTemplates}
      templatesHasMore={state.hasMoreTemplates}
      onTemplateQuery={(query) => dispatch(emailTemplatesRequested({ query, page: 1 }))}
      onMoreTemplates={() =>
        dispatch(emailTemplatesRequested({ query: state.templateQuery, page: state.templatePage + 1 }))
      }
      previewing={state.previewing}
      sending={state.sending}
      error={state.error}
      onChange={(field, value) => dispatch(emailFieldChanged({ field, value }))}
      onTemplateChange={(id) => {
        const row = state.templates.find((template) => String(template.id) === id);
        dispatch(emailTemplateChosen({ id: id === null ? null : Number(id), label: row?.name ?? '' }));
      }}
      onSend={() => dispatch(emailSendRequested())}
      onClose={() => dispatch(emailDialogClosed())}
    />
  );
}
