import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Whether the browser has a network, from its own events: for the login screen, which shows before the store's
 * chunk is loaded (it loads when the browser is idle, which a busy phone may not be for seconds).
 */
export const useBrowserOnline = (): boolean => useSyncExternalStore(subscribe, () => window.navigator.onLine);
