import * as Dialog from '@radix-ui/react-dialog';
import { Content, CornerClose, Message, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { DialogButtons, DialogFields as Fields, DialogRefusal as Refusal } from '../internal/dialogParts.tsx';
import { FileField } from '../FileField/FileField.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { useUiText } from '../text/UiText.tsx';

/** One answer the portal gave, as the dialog asks it. */
export interface PortalAnswerField {
  key: string;
  label: string;
  /** A long value (the signed QR code, the vehicles one a line). */
  multiline?: boolean;
  hint?: string;
}

export interface PortalAnswerDialogProps {
  open: boolean;
  /** 'IRN of INV/26-27/00001'. */
  title: string;
  description?: string;
  fields: readonly PortalAnswerField[];
  values: Readonly<Record<string, string>>;
  /** The call is out: Save is busy and nothing can be changed. */
  saving?: boolean;
  /** The server's refusal of the last save, the field named in words. */
  error?: string | null;
  onChange: (key: string, value: string) => void;
  /** Takes the portal's response file instead of typing (the e-invoice's JSON answer). */
  onImport?: (file: File) => void;
  onSave: () => void;
  onClose: () => void;
}

/**
 * The portals' answers typed back onto a document (issue 20, decisions 1420–1422): the IRN with its
 * acknowledgement and signed QR (or the portal's response file), the e-way bill's number and validity, the
 * vehicles a consignment is split across. The server checks them and its refusal shows here.
 */
export function PortalAnswerDialog(props: PortalAnswerDialogProps) {
  const { open, title, description, fields, values, saving = false, error } = props;
  const t = useUiText();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Content aria-describedby={undefined}>
          <Title>{title}</Title>
          {description ? <Message>{description}</Message> : null}
          <Fields>
            {fields.map((field) =>
              field.multiline ? (
                <TextareaField
                  key={field.key}
                  label={field.label}
                  value={values[field.key] ?? ''}
                  onChange={(value) => props.onChange(field.key, value)}
                  disabled={saving}
                  rows={4}
                  {...(field.hint ? { hint: field.hint } : {})}
                />
              ) : (
                <TextField
                  key={field.key}
                  label={field.label}
                  value={values[field.key] ?? ''}
                  onChange={(value) => props.onChange(field.key, value)}
                  disabled={saving}
                  {...(field.hint ? { hint: field.hint } : {})}
                />
              ),
            )}
            {props.onImport ? (
              <FileField
                label={t("Portal's response file")}
                value={[]}
                accept=".json,application/json"
                disabled={saving}
                onChange={([file]) => (file ? props.onImport?.(file) : undefined)}
              />
            ) : null}
            {error ? <Refusal role="alert">{error}</Refusal> : null}
          </Fields>
          <DialogButtons action={t('Save')} onAction={props.onSave} onCancel={props.onClose} busy={saving} />
          <CornerClose />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
