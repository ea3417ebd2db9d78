import { useSyncExternalStore } from 'react';
import type { Brand } from '@erp/domain';

/** Where the build writes a brand's web manifest (apps/erp/pwa/brandAssets.ts), from the app's root. */
export const manifestPath = (brand: Pick<Brand, 'keyword'>): string =>
  `assets/brands/${brand.keyword}/manifest.webmanifest`;

/**
 * Links the brand's web manifest and theme colour from the page (issue 58): the brand is found in the
 * address in the browser (decision 0501), so the page the server sends links none of its own.
 */
export function linkManifest(document: Document, brand: Brand): void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = manifestPath(brand);
  const theme = document.createElement('meta');
  theme.name = 'theme-color';
  theme.content = brand.theme.accent;
  document.head.append(link, theme);
}

/** What the app needs of the service worker's window side (workbox-window's `Workbox`). */
export interface WorkerRegistration {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
  register(): Promise<unknown>;
}

/** Whether a new version waits, and how to take it. */
export interface AppUpdate {
  ready(): boolean;
  subscribe(onChange: () => void): () => void;
  /** Lets the waiting version take over, then reloads every screen on it. */
  reload(): void;
  /** Registers the worker and listens to it; without it there is never a new version. */
  attach(worker: WorkerRegistration, reloadPage: () => void): void;
}

/**
 * Tells when a new version of the app has been installed: it waits (decision 2303) until the user chooses
 * Reload, so that no screen runs a mix of the old version's code and the new one's.
 */
export function appUpdate(): AppUpdate {
  let ready = false;
  let take = (): void => undefined;
  const listeners = new Set<() => void>();
  return {
    ready: () => ready,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    reload: () => take(),
    attach(worker, reloadPage) {
      worker.addEventListener('waiting', () => {
        ready = true;
        for (const listener of listeners) listener();
      });
      take = () => {
        worker.addEventListener('controlling', reloadPage);
        worker.messageSkipWaiting();
      };
      void worker.register().catch(() => undefined);
    },
  };
}

/** The app's one: main.tsx attaches the worker, the top bar shows it. */
export const APP_UPDATE = appUpdate();

/** The built app's worker (`sw.js` at the app's root, beside index.html); none on the dev server. */
export async function startWorker(window: Window): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in window.navigator)) return;
  const { Workbox } = await import('workbox-window');
  APP_UPDATE.attach(new Workbox(new URL('sw.js', window.document.baseURI).href), () =>
    window.location.reload(),
  );
}

/** A new version is ready (for the top bar's "A new version is ready: Reload") and how to take it. */
export function useAppUpdate(update: AppUpdate = APP_UPDATE): { newVersion: boolean; reload: () => void } {
  const newVersion = useSyncExternalStore(update.subscribe, update.ready);
  return { newVersion, reload: update.reload };
}
