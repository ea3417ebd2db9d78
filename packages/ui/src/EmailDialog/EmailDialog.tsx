import * as Dialog from '@radix-ui/react-dialog';
import { Content, CornerClose, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { DialogButtons, DialogFields as Fields, DialogRefusal as Refusal } from '../internal/dialogParts.tsx';
import type { FieldOption } from '../internal/options.ts';
import { LookupField } from '../LookupField/LookupField.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { useUiText } from '../text/UiText.tsx';

/** What the sender types: the addresses (comma separated), and the subject and message as the template filled them. */
export type EmailDialogField = 'to' | 'cc' | 'subject' | 'message';

export interface EmailDialogProps {
  open: boolean;
  /** 'E-Mail PO/26-27/00001'. */
  title: string;
  values: Readonly<Record<EmailDialogField, string>>;
  /** The chosen template's id, or null. */
  templateId: string | null;
  /** The chosen template's name, when the page of choices does not hold it. */
  templateLabel?: string;
  /** The templates of this document and channel, a page of the server's search (decision 0612). */
  templates: readonly FieldOption[];
  templatesLoading?: boolean;
  templatesHasMore?: boolean;
  onTemplateQuery: (query: string) => void;
  onMoreTemplates?: () => void;
  /** The chosen template is being filled for the document: the subject and message wait for it. */
  previewing?: boolean;
  /** The call is out: Send is busy and nothing can be changed. */
  sending?: boolean;
  /** The server's refusal of the last send, in words. */
  error?: string | null;
  onChange: (field: EmailDialogField, value: string) => void;
  onTemplateChange: (id: string | null) => void;
  onSend: () => void;
  onClose: () => void;
}

/**
 * A printed document sent by e-mail (issue 21, decision 1643): to whom (prefilled with the party's address),
 * the template (the server's page of this document's e-mail templates), and the subject and message the
 * template filled for the document, which the sender may change before Send. The PDF goes attached.
 */
export function EmailDialog(props: EmailDialogProps) {
  const { open, title, values, sending = false, previewing = false, error } = props;
  const t = useUiText();
  const field = (key: EmailDialogField) => ({
    value: values[key],
    onChange: (value: string) => props.onChange(key, value),
    disabled: sending,
  });
  const ready = values.to.trim() !== '' && props.templateId !== null && !previewing;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Content aria-describedby={undefined}>
          <Title>{title}</Title>
          <Fields>
            <TextField
              label={t('Send To')}
              type="email"
              required
              hint={t('Separate several addresses with commas.')}
              {...field('to')}
            />
            <TextField label={t('Cc')} type="email" {...field('cc')} />
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
            <TextField label={t('Subject')} maxLength={200} readOnly={previewing} {...field('subject')} />
            <TextareaField label={t('Message')} rows={8} readOnly={previewing} {...field('message')} />
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
