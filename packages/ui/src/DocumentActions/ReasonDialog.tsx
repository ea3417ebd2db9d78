import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Actions, Content, CornerClose, Message, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';
import { useUiText } from '../text/UiText.tsx';

/** The actions of a document form that need a reason. */
export type ReasonAction = 'close' | 'cancel';
/** … and an approver's reject, whose reason is the remarks (issue 16: required). */
export type ReasonDialogAction = ReasonAction | 'reject';

export interface ReasonDialogProps<A extends ReasonDialogAction = ReasonAction> {
  /** The action asking for a reason; null when the dialog is shut. */
  action: A | null;
  /** The reason as typed: kept by the caller, so that nothing typed is lost when the dialog shuts. */
  reason: string;
  onReasonChange: (reason: string) => void;
  /** The reason was given (trimmed, never empty). */
  onConfirm: (action: A, reason: string) => void;
  /** Back, the X, Escape or a click outside. */
  onDismiss: () => void;
}

const Field = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** Close, cancel and reject ask for a reason (the domain refuses each without one) before they are done. */
export function ReasonDialog<A extends ReasonDialogAction = ReasonAction>({
  action,
  reason,
  onReasonChange,
  onConfirm,
  onDismiss,
}: ReasonDialogProps<A>) {
  const t = useUiText();
  const [tried, setTried] = useState(false);
  const texts = {
    cancel: {
      title: t('Cancel this document?'),
      message: t('It keeps its number and can no longer be used. Give the reason.'),
      confirm: t('Cancel document'),
      label: t('Reason'),
      required: t('A reason is required'),
    },
    close: {
      title: t('Close this document?'),
      message: t('Nothing more will be done against it. Give the reason.'),
      confirm: t('Close document'),
      label: t('Reason'),
      required: t('A reason is required'),
    },
    reject: {
      title: t('Reject this document?'),
      message: t('It returns to Draft with its number, to be edited and submitted again. Give your remarks.'),
      confirm: t('Reject'),
      label: t('Remarks'),
      required: t('Remarks are required'),
    },
  }[action ?? 'close'];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = reason.trim();
    setTried(given === '');
    if (action && given !== '') onConfirm(action, given);
  };
  const shut = () => {
    setTried(false);
    onDismiss();
  };
  return (
    <Dialog.Root open={action !== null} onOpenChange={(open) => (open ? undefined : shut())}>
      <Dialog.Portal>
        <Overlay />
        <Content>
          <form onSubmit={submit} noValidate>
            <Title>{texts.title}</Title>
            <Message>{texts.message}</Message>
            <Field>
              <TextareaField
                label={texts.label}
                name="reason"
                required
                value={reason}
                onChange={onReasonChange}
                error={reason.trim() === '' ? texts.required : undefined}
                submitted={tried}
              />
            </Field>
            <Actions>
              <Button type="button" onClick={shut}>
                {t('Back')}
              </Button>
              <Button type="submit" variant={action === 'close' ? 'primary' : 'danger'}>
                {texts.confirm}
              </Button>
            </Actions>
          </form>
          <CornerClose />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
