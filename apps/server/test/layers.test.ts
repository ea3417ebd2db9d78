import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULES } from '@erp/domain';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Every TypeScript file under `folder` of src, as its path from src. */
function filesUnder(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => relative(SRC, join(SRC, folder, name)));
}

const text = (file: string): string => readFileSync(join(SRC, file), 'utf8');

/** The src folders each import of `file` reaches (`../http/router.ts` from resources/x.ts → 'http'). */
function foldersImported(file: string): string[] {
  const imports = [...text(file).matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => match[1] ?? '');
  return imports.map((path) => relative(SRC, join(SRC, file, '..', path)).split('/')[0] ?? '');
}

/** Every folder of src below the HTTP layer: all but http/ and routes/ (a new service folder is checked too). */
const BELOW_HTTP = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'http' && entry.name !== 'routes')
  .map((entry) => entry.name);

describe("the server's layers (issue 15: routes → services → core/db)", () => {
  it('checks every service folder, the ones to come too', () => {
    expect(BELOW_HTTP).toEqual(
      expect.arrayContaining(['core', 'stores', 'documents', 'print', 'db', 'export']),
    );
  });

  it.each(BELOW_HTTP)(
    'nothing in %s/ imports http/ or routes/: errors and the caller live in core/',
    (folder) => {
      const upward = filesUnder(folder).flatMap((file) =>
        foldersImported(file)
          .filter((target) => target === 'http' || target === 'routes')
          .map((target) => `${file} → ${target}/`),
      );
      expect(upward).toEqual([]);
    },
  );

  it('core/ imports nothing of the server but db/', () => {
    const reached = filesUnder('core').flatMap((file) =>
      foldersImported(file).filter((target) => target !== 'core' && target !== 'db'),
    );
    expect(reached).toEqual([]);
  });

  it('the document engine imports no area: the areas register with it (decision 2130)', () => {
    // What every document shares, and what it stands on.
    const engine = ['documents', 'core', 'db', 'stores', 'resources', 'approvals', 'auth', 'print', 'work'];
    const reached = filesUnder('documents').flatMap((file) =>
      foldersImported(file)
        .filter((target) => !engine.includes(target))
        .map((target) => `${file} → ${target}/`),
    );
    expect(reached).toEqual([]);
  });

  it("every area's document hooks are in the list of areas, which the app imports (decision 2130)", () => {
    const declared = BELOW_HTTP.filter((folder) => filesUnder(folder).includes(`${folder}/document-area.ts`));
    const listed = foldersImported('areas.ts').filter((folder) => folder !== 'documents');
    expect(listed.sort()).toEqual(declared.sort());
    expect(text('app.ts')).toContain("import './areas.ts';");
  });

  it('shared resource and store code never names a catalogue module: its hooks do (decision 0710)', () => {
    const shared = [...filesUnder('resources'), ...filesUnder('stores'), ...filesUnder('core')].filter(
      (file) => !file.startsWith('resources/hooks/'),
    );
    const named = shared.flatMap((file) => {
      const source = text(file);
      return MODULES.filter((module) => new RegExp(`(['"])${module.key}\\1`).test(source)).map(
        (module) => `${file} names '${module.key}'`,
      );
    });
    expect(named).toEqual([]);
  });
});
