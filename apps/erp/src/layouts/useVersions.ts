import { useEffect, useState } from 'react';
import type { VersionInfo } from '@erp/api';
import { useApi } from '../app/ServicesContext.tsx';

export interface Versions {
  /** Spec §2 sidebar foot: the version in the web app's static version file. */
  app: string;
  /** Spec §2 top bar tooltip: the server's version and date. */
  server: VersionInfo | null;
}

/** Reads both versions once; a failed read leaves that version out. */
export function useVersions(): Versions {
  const api = useApi();
  const [versions, setVersions] = useState<Versions>({ app: '', server: null });
  useEffect(() => {
    const app = api.config.getAppVersion().subscribe({
      next: ({ version }) => setVersions((v) => ({ ...v, app: version })),
      error: () => undefined,
    });
    const server = api.config.getVersion().subscribe({
      next: (info) => setVersions((v) => ({ ...v, server: info })),
      error: () => undefined,
    });
    return () => {
      app.unsubscribe();
      server.unsubscribe();
    };
  }, [api]);
  return versions;
}
