import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type FormEvent } from 'react';
import type { FieldOption } from '@erp/domain';
import { Button } from '../Button/Button.tsx';
import { Actions, Content, CornerClose, Message, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { SelectField } from '../SelectField/SelectField.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';
import { useUiText } from '../text/UiText.tsx';
import type { LostReasonAnswer } from './types.ts';

export interface LostReasonDialogProps {
  open: boolean;
  /** The entry's company, named in the question. */
  title: string;
  reasons: readonly FieldOption[];
  /** The reason that needs its text (Other). */
  otherReason: string;
  /** A refusal of the server for the move, shown in the dialog. */
  error?: string;
  onConfirm: (answer: LostReasonAnswer) => void;
  onCancel: () => void;
}

/**
 * Issue 21: "Moving to Lost asks for a reason (a fixed list plus text)". The reason is required, and Other
 * needs its text; both are checked here first and again by the server.
 */
export function LostReasonDialog({
  open,
  title,
  reasons,
  otherReason,
  error,
  onConfirm,
  onCancel,
}: LostReasonDialogProps) {
  const t = useUiText();
  const [reason, setReason] = useState('');
  const [remarks, setRemarks] = useState('');
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (!open) {
      setReason('');
      setRemarks('');
      setSubmitted(false);
    }
  }, [open]);
  const reasonError = reason === '' ? t('Lost Reason is required') : undefined;
  const remarksError =
    reason === otherReason && remarks.trim() === ''
      ? t('Lost Remarks are required when the reason is Other')
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!reasonError && !remarksError) onConfirm({ reason, remarks: remarks.trim() });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Dialog.Portal>
        <Overlay />
        <Content>
          <Title>{t('Why was it lost?')}</Title>
          <Message>{t('{{title}} moves to a lost stage. Choose the reason.', { title })}</Message>
          <form onSubmit={submit} noValidate>
            <SelectField
              label={t('Lost Reason')}
              required
              value={reason}
              onChange={setReason}
              options={reasons.map((option) => ({ value: String(option.value), label: t(option.label) }))}
              error={reasonError}
              submitted={submitted}
            />
            <TextareaField
              label={t('Lost Remarks')}
              required={reason === otherReason}
              value={remarks}
              onChange={setRemarks}
              maxLength={500}
              error={remarksError}
              submitted={submitted}
            />
            {error ? <p role="alert">{error}</p> : null}
            <Actions>
              <Button variant="secondary" onClick={onCancel}>
                {t('Cancel')}
              </Button>
              <Button variant="primary" type="submit">
                {t('Move to Lost')}
              </Button>
            </Actions>
          </form>
          <CornerClose />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
