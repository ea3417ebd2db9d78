import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Actions, Content, CornerClose, Message, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';
import { useUiText } from '../text/UiText.tsx';

export interface IntakeTokenDialogProps {
  /** The token just made; the dialog is open while there is one. */
  token: string | null;
  /** The address a website form posts its leads to. */
  url: string;
  /** The token was copied: the Copy button says so. */
  copied?: boolean;
  onCopy: (token: string) => void;
  onClose: () => void;
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Warning = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.status.warning.text};
  background: ${({ theme }) => theme.color.status.warning.subtle};
  border: 1px solid ${({ theme }) => theme.color.status.warning.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/**
 * Issue 21's new intake token of a digital platform (decision 1606), shown once: the token with Copy, the
 * address its website form posts to with the token in the `X-Intake-Token` header, and the warning that it
 * is not shown again.
 */
export function IntakeTokenDialog({ token, url, copied = false, onCopy, onClose }: IntakeTokenDialogProps) {
  const t = useUiText();
  return (
    <Dialog.Root open={token !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Content>
          <Title>{t('Intake token')}</Title>
          <Message>
            {t(
              'A website form posts its leads to the intake address with this token in the X-Intake-Token header.',
            )}
          </Message>
          <Fields>
            {/* Two lines each, so that a phone shows them whole rather than cut (issue 56). */}
            <TextareaField
              label={t('Token')}
              value={token ?? ''}
              onChange={() => undefined}
              readOnly
              rows={2}
            />
            <TextareaField
              label={t('Intake address')}
              value={url}
              onChange={() => undefined}
              readOnly
              rows={2}
            />
          </Fields>
          <Warning role="alert">
            {t('Copy the token now: it is not shown again. A new token replaces it; Revoke stops it.')}
          </Warning>
          <Actions>
            <Button onClick={() => (token === null ? undefined : onCopy(token))}>
              {copied ? t('Copied') : t('Copy')}
            </Button>
            <Button variant="primary" onClick={onClose}>
              {t('Done')}
            </Button>
          </Actions>
          <CornerClose />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
