#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, then run the server on the embedded database.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { root } from './pnpm.mjs';

if (!build({ onlyStale: true })) process.exit(1);

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.mjs')], {
  stdio: 'inherit',
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
