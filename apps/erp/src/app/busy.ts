import { useEffect, useState } from 'react';
import { selectDownload } from '@erp/api';
import type { ButtonBusy } from '@erp/ui';
import { useAppSelector } from './store.ts';

/** Whole seconds since `startedAt` (epoch ms), counted afresh each second while it is set (issue 40). */
export function useSecondsSince(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}

/**
 * The busy state of the button whose file is under way under `key` (`downloadKeys` of @erp/api), as the
 * Button takes it: false when none is, else its seconds and bytes (decision 1910).
 */
export function useDownloadBusy(key: string): ButtonBusy | false {
  const download = useAppSelector((state) => selectDownload(state, key));
  const seconds = useSecondsSince(download?.startedAt ?? null);
  if (!download) return false;
  return download.total === undefined
    ? { seconds, loaded: download.loaded }
    : { seconds, loaded: download.loaded, total: download.total };
}
