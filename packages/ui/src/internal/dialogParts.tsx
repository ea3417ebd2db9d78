import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import type { ButtonBusy } from '../Button/busy.ts';
import { Actions } from '../ConfirmDialog/ConfirmDialog.tsx';
import { useUiText } from '../text/UiText.tsx';

// What the dialogs that send, print or save one thing share: their fields one above the other, the
// server's refusal under them, and Cancel beside the one action.

export const DialogFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

/** The server's refusal under the fields, in words. */
export const DialogRefusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.status.danger.text};
`;

export interface DialogButtonsProps {
  /** The action's label, in the reader's words (`t('Send')`: the texts are found by their literal calls). */
  action: string;
  onAction: () => void;
  onCancel: () => void;
  /** The call is out: both buttons wait, the action says it is busy (with its progress when given). */
  busy: boolean | ButtonBusy;
  /** The action cannot be taken yet (a required choice missing). */
  disabled?: boolean;
}

export function DialogButtons({ action, onAction, onCancel, busy, disabled = false }: DialogButtonsProps) {
  const t = useUiText();
  return (
    <Actions>
      <Button onClick={onCancel} disabled={busy !== false}>
        {t('Cancel')}
      </Button>
      <Button variant="primary" onClick={onAction} disabled={disabled} busy={busy}>
        {action}
      </Button>
    </Actions>
  );
}
