import { useCallback, useMemo } from 'react';
import type { Toast } from '@erp/api';
import { Toaster, type ToastData } from '@erp/ui';
import { useDispatchView, useStoreView, useTranslateText } from './ServicesContext.tsx';

const NO_TOASTS: Toast[] = [];

/** The store's toast queue (spec §8 messages) and how one is dismissed. */
export function useToasts(): { toasts: readonly Toast[]; dismiss: (id: number) => void } {
  const toasts = useStoreView('toasts', NO_TOASTS);
  const dispatch = useDispatchView();
  const dismiss = useCallback((id: number) => dispatch((actions) => actions.toastDismissed(id)), [dispatch]);
  return { toasts, dismiss };
}

/** The toasts, shown in the corner; each goes after a while or by its X (decision 0512). */
export function ToastList({ toasts, dismiss }: ReturnType<typeof useToasts>) {
  // The store's texts are the spec's messages (keys) or the server's words (shown as they are).
  const translate = useTranslateText();
  const shown = useMemo(
    () =>
      toasts.map((toast): ToastData => ({
        id: String(toast.id),
        variant: toast.kind,
        title: translate(toast.title),
        message: translate(toast.message),
        // What the toast names opens at its address under the hash router (decision 2054).
        ...(toast.opens ? { opens: { name: translate(toast.opens.name), href: `#${toast.opens.to}` } } : {}),
      })),
    [toasts, translate],
  );
  return <Toaster toasts={shown} onDismiss={(id) => dismiss(Number(id))} />;
}

/** The document title of a screen: its title, then the brand's (spec §2). */
export const documentTitle = (title: string, brandTitle: string): string =>
  title ? `${title} | ${brandTitle}` : brandTitle;
