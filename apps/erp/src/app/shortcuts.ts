import { useEffect } from 'react';
import { shortcutRoute } from '@erp/domain';

/** A field where Shift+Q must type a capital Q rather than open a screen, and a scan fills the field. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Spec §2 keyboard shortcuts anywhere: Ctrl or Cmd+Q opens the quotation add/update screen, Shift+Q the
 * quotation list. Shift+Q alone is left to the field being typed in (decision 0503).
 */
export function useShortcuts(open: (route: string) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const route = shortcutRoute(event);
      if (route === null) return;
      if (!event.ctrlKey && !event.metaKey && isTyping(event.target)) return;
      event.preventDefault();
      open(route);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
