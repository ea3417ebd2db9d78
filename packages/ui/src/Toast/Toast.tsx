import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { PHONE_MEDIA } from '../internal/phone.ts';
import { usePhoneWindow } from '../internal/usePhoneWindow.ts';
import { useUiText } from '../text/UiText.tsx';

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface ToastData {
  id: string;
  variant: ToastVariant;
  /** Spec §8 titles: Success, Error, ERROR, Access Denied … */
  title: string;
  message?: string;
  /** What the message names and where it opens (decision 2054: an accepted quotation's new sales order). */
  opens?: { name: string; href: string };
}

export interface ToastProps extends Omit<ToastData, 'id'> {
  onDismiss?: () => void;
}

const STATUS_OF = { success: 'success', error: 'danger', warning: 'warning', info: 'info' } as const;

const slideIn = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

const Card = styled.div<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  width: 360px;
  max-width: calc(100vw - 32px);
  pointer-events: auto;
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
  /* Compact on a phone (issue 56): the screen's width, closer set, a smaller message. */
  @media ${PHONE_MEDIA} {
    width: auto;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
    & p + p {
      font-size: ${({ theme }) => theme.font.size.xs};
    }
  }
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

const Opens = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.accentText};
`;

/**
 * One message: success, error, warning or info, with title and message. Screen readers announce it:
 * errors and warnings as alerts, success and info as status messages; the title names it.
 */
export function Toast({ variant, title, message, opens, onDismiss }: ToastProps) {
  const urgent = variant === 'error' || variant === 'warning';
  const t = useUiText();
  const titleId = useId();
  return (
    <Card $variant={variant} role={urgent ? 'alert' : 'status'} aria-labelledby={titleId}>
      <Glyph $variant={variant}>
        <Icon name={variant} size={20} />
      </Glyph>
      <div>
        <Title $variant={variant} id={titleId}>
          {title}
        </Title>
        {message ? <Message>{message}</Message> : null}
        {opens ? (
          <Opens href={opens.href} onClick={onDismiss}>
            {t('Open {{name}}', { name: opens.name })}
          </Opens>
        ) : null}
      </div>
      {onDismiss ? (
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          icon="close"
          aria-label={t('Dismiss')}
          onClick={onDismiss}
        />
      ) : null}
    </Card>
  );
}

export interface ToasterProps {
  toasts: readonly ToastData[];
  onDismiss: (id: string) => void;
  /**
   * Each toast goes after this long; 0 keeps them until dismissed, as one that opens something always is.
   * Hovering a toast pauses it.
   */
  duration?: number;
  /**
   * At most this many show, the newest (on a phone's window at most `PHONE_TOASTS`); an older one is dismissed
   * when a newer pushes it out.
   */
  max?: number;
  /** Stacked in its container instead of the window's bottom right corner. */
  contained?: boolean;
}

/**
 * Decision 0512: the window's bottom right corner, above the footer, so that no toast hides the top bar
 * (the user menu, the page title); the stack lets clicks through between its toasts. It stays in the page
 * when empty, so that assistive technology hears what is added to it.
 */
/**
 * The CSS variable (on the document) holding the room the window's toasts take from its bottom edge,
 * `0px` without any: a page's scroll container pads its end and its scroll padding by it, so that its last
 * buttons can always be scrolled clear of the toasts, and a focused field or button is kept clear of them.
 */
export const TOASTER_ROOM = '--toaster-room';

/** Publishes the stack's room (`TOASTER_ROOM`) and keeps the focused element clear of the stack. */
function useToasterRoom(stack: RefObject<HTMLElement | null>, active: boolean, shown: string): void {
  // Before paint, each time the toasts shown change: the page's padding follows in the same frame.
  useLayoutEffect(() => {
    const element = stack.current;
    if (!active || !element) return;
    const { top, height } = element.getBoundingClientRect();
    document.documentElement.style.setProperty(
      TOASTER_ROOM,
      `${height > 0 ? Math.ceil(window.innerHeight - top) + 8 : 0}px`,
    );
    const focused = document.activeElement;
    if (height > 0 && focused instanceof HTMLElement && focused !== document.body) {
      focused.scrollIntoView({ block: 'nearest' });
    }
  }, [stack, active, shown]);
  useEffect(() => {
    if (!active) return undefined;
    return () => {
      document.documentElement.style.removeProperty(TOASTER_ROOM);
    };
  }, [active]);
}

const Stack = styled.section<{ $contained: boolean }>`
  position: ${({ $contained }) => ($contained ? 'static' : 'fixed')};
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(16)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
  @media ${PHONE_MEDIA} {
    left: ${({ theme }) => theme.space(2)};
    right: ${({ theme }) => theme.space(2)};
    gap: ${({ theme }) => theme.space(1)};
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
    // A toast with a way on stays until it is followed or dismissed, so that it can be reached in time.
    if (duration <= 0 || paused || toast.opens) return undefined;
    const timer = setTimeout(() => dismiss.current(toast.id), duration);
    return () => clearTimeout(timer);
  }, [duration, paused, toast.id, toast.opens]);
  return (
    <div onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <Toast {...toast} onDismiss={() => onDismiss(toast.id)} />
    </div>
  );
}

/** The most toasts a phone's window shows at once. */
export const PHONE_TOASTS = 2;

/** The list of toasts, newest last (nearest the corner), each dismissed by its X or after `duration`. */
export function Toaster({ toasts, onDismiss, duration = 5000, max = 3, contained = false }: ToasterProps) {
  const t = useUiText();
  const stack = useRef<HTMLElement>(null);
  // A phone keeps the most of its screen for the work (issue 56: three toasts covered a quarter of it).
  const most = usePhoneWindow() ? Math.min(max, PHONE_TOASTS) : max;
  const shown = toasts.slice(-most);
  useToasterRoom(stack, !contained, shown.map((toast) => toast.id).join('\n'));
  const overflow = toasts.slice(0, -most).map((toast) => toast.id);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  // After every render: those pushed out by newer ones go (a second call for one id is harmless).
  useEffect(() => overflow.forEach((id) => dismiss.current(id)));
  return (
    <Stack ref={stack} $contained={contained} aria-label={t('Notifications')}>
      {shown.map((toast) => (
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
