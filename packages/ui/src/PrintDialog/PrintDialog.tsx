import * as Dialog from '@radix-ui/react-dialog';
import type { ButtonBusy } from '../Button/busy.ts';
import { CheckboxField } from '../CheckboxField/CheckboxField.tsx';
import { Content, CornerClose, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { DialogButtons, DialogFields as Fields, DialogRefusal as Refusal } from '../internal/dialogParts.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';
import { useUiText } from '../text/UiText.tsx';

/** The most copies and remarks' characters one print takes (decision 1720). */
export const PRINT_COPIES_MAX = 10;
export const PRINT_REMARKS_MAX = 500;

/** What the dialog's user chooses for this print. */
export interface PrintDialogValues {
  /** Null while the field is empty or not a number. */
  copies: number | null;
  extraRemarks: string;
  /** Keep these choices for the next print of the document. */
  remember: boolean;
}

export interface PrintDialogProps {
  open: boolean;
  /** 'Print PO/26-27/00001'. */
  title: string;
  values: PrintDialogValues;
  /** The document's kept choices are being read: the fields wait for them. */
  loading?: boolean;
  /** The call is out: Print is busy (with the PDF's progress when given) and nothing can be changed. */
  printing?: boolean | ButtonBusy;
  /** The server's refusal, in words. */
  error?: string | null;
  onChange: (values: Partial<PrintDialogValues>) => void;
  onPrint: () => void;
  onClose: () => void;
}

const validCopies = (copies: number | null): copies is number =>
  copies !== null && Number.isInteger(copies) && copies >= 1 && copies <= PRINT_COPIES_MAX;

/**
 * A document's print (issue 22, decision 1720): how many copies (Original, Duplicate, Triplicate…), extra
 * remarks printed above the terms, and whether to keep them for the next print; prefilled with the kept ones.
 */
export function PrintDialog(props: PrintDialogProps) {
  const { open, title, values, loading = false, printing = false, error } = props;
  const t = useUiText();
  const busy = loading || printing !== false;
  const copiesError = validCopies(values.copies)
    ? undefined
    : t('Print from 1 to {{max}} copies', { max: PRINT_COPIES_MAX });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Content aria-describedby={undefined}>
          <Title>{title}</Title>
          <Fields aria-busy={loading}>
            <NumberField
              label={t('Copies')}
              required
              decimals={0}
              value={values.copies}
              onChange={(copies) => props.onChange({ copies })}
              disabled={busy}
              hint={t('Original, Duplicate, Triplicate… each a full copy.')}
              {...(copiesError ? { error: copiesError, submitted: true } : {})}
            />
            <TextareaField
              label={t('Extra Remarks')}
              rows={4}
              maxLength={PRINT_REMARKS_MAX}
              value={values.extraRemarks}
              onChange={(extraRemarks) => props.onChange({ extraRemarks })}
              disabled={busy}
              hint={t('Printed above the terms, at most {{max}} characters.', { max: PRINT_REMARKS_MAX })}
            />
            <CheckboxField
              label={t('Remember for reprint')}
              value={values.remember}
              onChange={(remember) => props.onChange({ remember })}
              disabled={busy}
            />
            {error ? <Refusal role="alert">{error}</Refusal> : null}
          </Fields>
          <DialogButtons
            action={t('Print')}
            onAction={props.onPrint}
            onCancel={props.onClose}
            busy={printing}
            disabled={loading || copiesError !== undefined}
          />
          <CornerClose />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
