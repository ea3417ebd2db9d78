import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import type { Toast } from '@erp/api';

/**
 * How long before a move to another page a toast must have been shown to belong to the old page. A toast
 * that comes with the move itself (a save going back to its list, the guard's Access Denied, Session
 * Expired) arrives within a few milliseconds of it, and goes along to the new page.
 */
export const WITH_THE_MOVE_MS = 1000;

/**
 * Decision 0512: a message belongs to the page it was shown on. When the user goes to another page (its
 * path changes; a list's page or sort in the address do not count), the toasts shown before the move
 * began are dismissed, so that "Unit of measure not found." does not follow the user to the Item page.
 */
export function usePageBoundToasts(toasts: readonly Toast[], dismiss: (id: number) => void): void {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const arrivals = useRef(new Map<number, number>());
  const page = useRef(pathname);
  // When the move began: a move with loaders or a screen to fetch takes a while before the path changes.
  const moveStarted = useRef<number | null>(null);
  const dismissRef = useRef(dismiss);
  useEffect(() => {
    dismissRef.current = dismiss;
  });

  useEffect(() => {
    const now = performance.now();
    const ids = new Set(toasts.map((toast) => toast.id));
    for (const id of arrivals.current.keys()) if (!ids.has(id)) arrivals.current.delete(id);
    for (const id of ids) if (!arrivals.current.has(id)) arrivals.current.set(id, now);
  }, [toasts]);

  // Before the navigation effect below, which forgets the move's start once the router is idle again.
  useEffect(() => {
    if (pathname === page.current) return;
    page.current = pathname;
    const cutoff = (moveStarted.current ?? performance.now()) - WITH_THE_MOVE_MS;
    for (const [id, arrived] of arrivals.current) if (arrived < cutoff) dismissRef.current(id);
  }, [pathname]);

  useEffect(() => {
    if (navigation.state === 'idle') moveStarted.current = null;
    else moveStarted.current ??= performance.now();
  }, [navigation.state]);
}
