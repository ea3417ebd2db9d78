import {
  emailDialogClosed,
  emailFieldChanged,
  emailSendRequested,
  emailTemplateChosen,
  emailTemplatesRequested,
  selectMessages,
} from '@erp/api';
import { EmailDialog, SmsDialog } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

/**
 * A numbered document sent to its party (issue 21, decisions 1643, 1624): the dialog the form's E-Mail opens
 * (To prefilled with the party's address, the PDF attached) or its SMS opens (the party's phone, the SMS
 * template's text previewed); the templates of the channel searched on the server, the chosen one filled.
 */
export function MessagePanel() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectMessages);
  const { subject } = state;
  if (!subject) return null;
  const picker = {
    templateId: state.templateId === null ? null : String(state.templateId),
    templateLabel: state.templateLabel,
    templates: state.templates.map((row) => ({ value: String(row.id), label: row.name })),
    templatesLoading: state.loadingTemplates,
    templatesHasMore: state.hasMoreTemplates,
    onTemplateQuery: (query: string) => dispatch(emailTemplatesRequested({ query, page: 1 })),
    onMoreTemplates: () =>
      dispatch(emailTemplatesRequested({ query: state.templateQuery, page: state.templatePage + 1 })),
    onTemplateChange: (id: string | null) => {
      const row = state.templates.find((template) => String(template.id) === id);
      dispatch(emailTemplateChosen({ id: id === null ? null : Number(id), label: row?.name ?? '' }));
    },
    previewing: state.previewing,
    sending: state.sending,
    error: state.error,
    onSend: () => dispatch(emailSendRequested()),
    onClose: () => dispatch(emailDialogClosed()),
  };
  return state.channel === 'SMS' ? (
    <SmsDialog
      open
      title={t('SMS {{number}}', { number: subject.number })}
      phone={state.values.to}
      preview={state.templateId === null ? '' : state.values.message}
      onPhoneChange={(value) => dispatch(emailFieldChanged({ field: 'to', value }))}
      {...picker}
    />
  ) : (
    <EmailDialog
      open
      title={t('E-Mail {{number}}', { number: subject.number })}
      values={state.values}
      onChange={(field, value) => dispatch(emailFieldChanged({ field, value }))}
      {...picker}
    />
  );
}
