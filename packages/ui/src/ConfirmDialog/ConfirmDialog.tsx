import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import { useUiText } from '../text/UiText.tsx';

/** How the dialog ended: OK is true, Cancel is false, the X (or Escape, or a click outside) is undefined. */
export type ConfirmResult = boolean | undefined;

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  okText?: string;
  cancelText?: string;
  /** The buttons' styles (spec §2: "configurable text and style"). */
  okVariant?: ButtonVariant;
  cancelVariant?: ButtonVariant;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  /** Called once when the dialog closes, with the result. */
  onClose: (result: ConfirmResult) => void;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); } to { opacity: 1; transform: translate(-50%, -50%) scale(1); }`;

export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.scrim};
  animation: ${fadeIn} ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.enter};
`;

export const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  width: min(440px, calc(100vw - 32px));
  transform: translate(-50%, -50%);
  padding: ${({ theme }) => theme.space(5)};
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.elevation[3]};
  animation: ${popIn} ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.enter};
  &:focus {
    outline: none;
  }
`;

export const Title = styled(Dialog.Title)`
  margin: 0 ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(2)} 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Message = styled(Dialog.Description)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Close = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
`;

/** A dialog's X in its top right corner: closes it with no result, as Escape does. */
export function CornerClose() {
  const t = useUiText();
  return (
    <Close>
      <Dialog.Close asChild>
        <Button variant="ghost" size="sm" iconOnly icon="close" aria-label={t('Close')} />
      </Dialog.Close>
    </Close>
  );
}

/**
 * The confirmation dialog of spec §2: title, message, OK and Cancel with configurable text and style.
 * Cancel closes with false, OK with true, the X (and Escape, and a click outside) with no result.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  message,
  okText,
  cancelText,
  okVariant = 'primary',
  cancelVariant = 'secondary',
}: ConfirmDialogProps) {
  const t = useUiText();
  // Radix reports only its own ways of closing (X, Escape, outside click): those have no result.
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose(undefined))}>
      <Dialog.Portal>
        <Overlay />
        <Content>
          <Title>{title}</Title>
          <Message>{message}</Message>
          <Actions>
            <Button variant={cancelVariant} onClick={() => onClose(false)}>
              {cancelText ?? t('Cancel')}
            </Button>
            <Button variant={okVariant} onClick={() => onClose(true)}>
              {okText ?? t('OK')}
            </Button>
          </Actions>
          <CornerClose />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * `confirm(options)` opens the dialog and resolves with its result; render `dialog` once.
 * For code that reads better awaiting an answer (delete a row, leave with unsaved changes).
 */
export function useConfirm(): {
  confirm: (options: ConfirmOptions) => Promise<ConfirmResult>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<{
    options: ConfirmOptions;
    resolve: (r: ConfirmResult) => void;
  } | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) => new Promise<ConfirmResult>((resolve) => setPending({ options, resolve })),
    [],
  );
  const dialog = pending ? (
    <ConfirmDialog
      {...pending.options}
      open
      onClose={(r) => {
        pending.resolve(r);
        setPending(null);
      }}
    />
  ) : null;
  return { confirm, dialog };
}
