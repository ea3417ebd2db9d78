import * as Dialog from '@radix-ui/react-dialog';
import { Content, CornerClose, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { DialogButtons, DialogFields as Fields, DialogRefusal as Refusal } from '../internal/dialogParts.tsx';
import type { FieldOption } from '../internal/options.ts';
import { LookupField } from '../LookupField/LookupField.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { useUiText } from '../text/UiText.tsx';

export interface SmsDialogProps {
  open: boolean;
  /** 'SMS QT/2026-27/00001'. */
  title: string;
  /** The mobile number, prefilled with the party's phone. */
  phone: string;
  /** The chosen SMS template's id, or null. */
  templateId: string | null;
  /** The chosen template's name, when the page of choices does not hold it. */
  templateLabel?: string;
  /** The SMS templates of this document type, a page of the server's search (decision 0612). */
  templates: readonly FieldOption[];
  templatesLoading?: boolean;
  templatesHasMore?: boolean;
  onTemplateQuery: (query: string) => void;
  onMoreTemplates?: () => void;
  /** The chosen template filled for the document: the text that is sent. */
  preview: string;
  /** The chosen template is being filled for the document: Send waits for it. */
  previewing?: boolean;
  /** The call is out: Send is busy and nothing can be changed. */
  sending?: boolean;
  /** The server's refusal of the last send, in words. */
  error?: string | null;
  onPhoneChange: (phone: string) => void;
  onTemplateChange: (id: string | null) => void;
  onSend: () => void;
  onClose: () => void;
}

/** One SMS: up to 160 characters; a longer text goes as several. */
const SMS_LENGTH = 160;

/**
 * A document sent by SMS (issue 21, decisions 1624, 1644): the mobile number (prefilled with the party's
 * phone), the SMS template (the server's page of this document type's), and the text the template makes for
 * the document, shown as it goes, with its length. The text is the template's: it is not edited here.
 */
export function SmsDialog(props: SmsDialogProps) {
  const { open, title, phone, preview, sending = false, previewing = false, error } = props;
  const t = useUiText();
  const parts = Math.max(1, Math.ceil(preview.length / SMS_LENGTH));
  const ready = phone.trim() !== '' && props.templateId !== null && !previewing;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Content aria-describedby={undefined}>
          <Title>{title}</Title>
          <Fields>
            <TextField
              label={t('Mobile Number')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              maxLength={16}
              hint={t('10 digits, or with the country code (+91…).')}
              value={phone}
              onChange={props.onPhoneChange}
              disabled={sending}
            />
            <LookupField
              label={t('Template')}
              required
              value={props.templateId}
              options={props.templates}
              onChange={props.onTemplateChange}
              onQueryChange={props.onTemplateQuery}
              disabled={sending}
              loading={props.templatesLoading ?? false}
              hasMore={props.templatesHasMore ?? false}
              {...(props.templateLabel ? { valueLabel: props.templateLabel } : {})}
              {...(props.onMoreTemplates ? { onMore: props.onMoreTemplates } : {})}
            />
            <TextareaField
              label={t('Preview')}
              rows={5}
              readOnly
              value={previewing ? t('Filling the template…') : preview}
              onChange={() => undefined}
              hint={
                props.templateId === null
                  ? t('Choose a template to see the message.')
                  : t('{{count}} characters, {{parts}} SMS', { count: preview.length, parts })
              }
            />
            {error ? <Refusal role="alert">{error}</Refusal> : null}
          </Fields>
          <DialogButtons
            action={t('Send')}
            onAction={props.onSend}
            onCancel={props.onClose}
            busy={sending}
            disabled={!ready}
          />
          <CornerClose />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
