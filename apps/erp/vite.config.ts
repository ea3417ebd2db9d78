import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { brandAssets } from './pwa/brandAssets.ts';

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
  plugins: [
    react(),
    versionFile(),
    brandAssets(resolve(import.meta.dirname, 'public')),
    // The service worker (issue 58, decision 2303): every file of the build kept, a new version offered.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The scanner's decoder (decision 2330) is kept too: a phone offline still reads labels.
        globPatterns: ['**/*.{html,js,css,json,svg,png,woff2,webmanifest,wasm}'],
        globIgnores: ['.vite/**'],
        // Every chunk of a version, the largest included: a screen opened offline finds its code.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
  ],
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
