// Bundles the server into one ES module; our workspace packages (@erp/*) are inlined, npm packages stay external.
import { build } from 'esbuild';

/** Leaves every bare import but our own packages to Node's resolution at run time. */
const npmExternal = {
  name: 'npm-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@erp/') ? undefined : { path: args.path, external: true },
    );
  },
};

// The server, and beside it the worker threads its embedded database (decision 0217) and its work pool
// (decision 1850) run in.
await build({
  entryPoints: {
    main: 'src/main.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    'work-worker': 'src/work/worker.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [npmExternal],
  sourcemap: true,
  logLevel: 'warning',
});
