// The lint rule of the server's layers (eslint.config.js, decision 0741) refuses an import against the arrows.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundaries errors of a file at `path` (under apps/server/src) that imports `target`. */
async function arrowErrors(path: string, target: string): Promise<string[]> {
  const code = `import * as probe from '${target}';\nexport { probe };\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('the arrows of the server', () => {
  it('refuses an import upward: core, stores and db may not import http, routes or services', async () => {
    expect(await arrowErrors('core/probe.ts', '../http/router.ts')).toEqual([
      expect.stringContaining('from elements of type "core" to elements of type "http"'),
    ]);
    expect(await arrowErrors('stores/probe.ts', '../routes/entities.ts')).toHaveLength(1);
    expect(await arrowErrors('db/probe.ts', '../resources/service.ts')).toHaveLength(1);
  });

  it('lets a route use a service and core, and a service use core and db', async () => {
    expect(await arrowErrors('routes/probe.ts', '../resources/service.ts')).toEqual([]);
    expect(await arrowErrors('stores/probe.ts', '../db/client.ts')).toEqual([]);
    expect(await arrowErrors('resources/probe.ts', '../core/errors.ts')).toEqual([]);
  });
});
