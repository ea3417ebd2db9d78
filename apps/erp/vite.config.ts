import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const release = resolve(import.meta.dirname, '../../version.json');

/** The sidebar reads the static version file (spec §2); one release record serves app and server. */
function versionFile(): Plugin {
  return {
    name: 'erp-version-file',
    configureServer(server) {
      server.middlewares.use('/version.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(readFileSync(release));
      });
    },
    writeBundle(options) {
      mkdirSync(options.dir!, { recursive: true });
      copyFileSync(release, resolve(options.dir!, 'version.json'));
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile()],
  base: './',
  server: {
    port: 5173,
    proxy: { '/api': process.env.ERP_API ?? 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The module graph, for the bundle benchmark: what each screen needs.
    manifest: true,
  },
});
