import { useCallback, useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface ToastData {
  id: string;
  variant: ToastVariant;
  /** Spec §8 titles: Success, Error, ERROR, Access Denied … */
  title: string;
  message?: string;
}

export interface ToastProps extends Omit<ToastData, 'id'> {
  onDismiss?: () => void;
}

const STATUS_OF = { success: 'success', error: 'danger', warning: 'warning', info: 'info' } as const;

const slideIn = keyframes`from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; }`;

const Card = styled.div<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  width: 360px;
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => theme.space(3)};
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme, $variant }) => theme.color.status[STATUS_OF[$variant]].subtle};
  border: 1px solid ${({ theme, $variant }) => theme.color.status[STATUS_OF[$variant]].border};
  border-left: 4px solid ${({ theme, $variant }) => theme.color.status[STATUS_OF[$variant]].solid};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.elevation[2]};
  animation: ${slideIn} ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.enter};
`;

const Glyph = styled.span<{ $variant: ToastVariant }>`
  display: inline-flex;
  padding-top: 1px;
  color: ${({ theme, $variant }) => theme.color.status[STATUS_OF[$variant]].text};
`;

const Title = styled.p<{ $variant: ToastVariant }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme, $variant }) => theme.color.status[STATUS_OF[$variant]].text};
`;

const Message = styled.p`
  margin: ${({ theme }) => theme.space(0.5)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

/** One message: success, error, warning or info, with title and message. Errors and warnings are alerts. */
export function Toast({ variant, title, message, onDismiss }: ToastProps) {
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <Card $variant={variant} role={urgent ? 'alert' : 'status'} aria-label={title}>
      <Glyph $variant={variant}>
        <Icon name={variant} size={20} />
      </Glyph>
      <div>
        <Title $variant={variant}>{title}</Title>
        {message ? <Message>{message}</Message> : null}
      </div>
      {onDismiss ? (
        <Button variant="ghost" size="sm" iconOnly icon="close" aria-label="Dismiss" onClick={onDismiss} />
      ) : null}
    </Card>
  );
}

export interface ToasterProps {
  toasts: readonly ToastData[];
  onDismiss: (id: string) => void;
  /** Each toast goes after this long; 0 keeps them until dismissed. Hovering a toast pauses it. */
  duration?: number;
  /** Stacked in its container instead of the window's top right corner. */
  contained?: boolean;
}

const Stack = styled.section<{ $contained: boolean }>`
  position: ${({ $contained }) => ($contained ? 'static' : 'fixed')};
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  &:empty {
    display: none;
  }
`;

function TimedToast({
  toast,
  duration,
  onDismiss,
}: {
  toast: ToastData;
  duration: number;
  onDismiss: (id: string) => void;
}) {
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (duration <= 0 || paused) return undefined;
    const timer = setTimeout(() => dismiss.current(toast.id), duration);
    return () => clearTimeout(timer);
  }, [duration, paused, toast.id]);
  return (
    <div onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <Toast {...toast} onDismiss={() => onDismiss(toast.id)} />
    </div>
  );
}

/** The list of toasts, newest last, each dismissed by its X or after `duration`. */
export function Toaster({ toasts, onDismiss, duration = 5000, contained = false }: ToasterProps) {
  return (
    <Stack $contained={contained} aria-label="Notifications">
      {toasts.map((toast) => (
        <TimedToast key={toast.id} toast={toast} duration={duration} onDismiss={onDismiss} />
      ))}
    </Stack>
  );
}

let counter = 0;

/** Toasts held in component state: `show` adds one (and returns its id), `dismiss` removes one. */
export function useToaster() {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const show = useCallback((toast: Omit<ToastData, 'id'> & { id?: string }) => {
    const id = toast.id ?? `toast-${++counter}`;
    setToasts((list) => [...list.filter((t) => t.id !== id), { ...toast, id }]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  return { toasts, show, dismiss };
}
