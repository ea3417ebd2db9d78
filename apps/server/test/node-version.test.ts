import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/** Decision 2230: the Node the project needs is said once, in package.json's engines, and held to it here. */

const root = join(import.meta.dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface NodeCheck {
  leastNode: (engines: string) => [number, number, number];
  nodeTooOld: (version: string, engines: string) => string | undefined;
  projectEngines: () => string;
}
// The check lives in scripts/ (plain JavaScript that runs before anything is installed).
const checkFile = join(root, 'scripts', 'node-version.mjs');
const { leastNode, nodeTooOld, projectEngines } = (await import(checkFile)) as NodeCheck;

const engines = projectEngines();
const least = leastNode(engines).join('.');

/** Every locked package that names the Node it runs on, with that range (pnpm-lock.yaml's `engines`). */
function lockedEngines(): { name: string; node: string }[] {
  const found: { name: string; node: string }[] = [];
  let name = '';
  for (const line of read('pnpm-lock.yaml').split('\n')) {
    const entry = /^ {2}'?([^\s'][^']*?)'?:$/.exec(line);
    if (entry) name = entry[1] ?? '';
    const node = /^ {4}engines: \{.*?\bnode: (?:'([^']*)'|([^,}]*))/.exec(line);
    if (node) found.push({ name, node: (node[1] ?? node[2] ?? '').trim() });
  }
  return found;
}

describe('the Node the project needs (decision 2230)', () => {
  it('npm start and npm test say in one sentence that an older Node will not do, and nothing to one that will', () => {
    const older = `${leastNode(engines)[0] - 1}.99.0`;
    const sentence = nodeTooOld(older, engines);
    expect(sentence).toBe(
      `This ERP needs Node.js ${least} or newer and this is Node.js ${older}: install a newer Node.js (https://nodejs.org) and run the command again.`,
    );
    expect(sentence?.match(/\. /g)).toBeNull();
    expect(nodeTooOld(least, engines)).toBeUndefined();
    expect(nodeTooOld(process.versions.node, engines)).toBeUndefined();
    for (const script of ['scripts/start.mjs', 'scripts/test.mjs'])
      expect(read(script).match(/^import .*$/m)?.[0], script).toBe("import './require-node.mjs';");
  });

  it('reads engines only as ">=MAJOR.MINOR", so no other form passes unchecked', () => {
    expect(leastNode('>=20.19')).toEqual([20, 19, 0]);
    expect(() => leastNode('^20.19 || >=22')).toThrow(
      "engines.node in package.json must read '>=MAJOR.MINOR'",
    );
  });

  it('the README says the same Node as engines', () => {
    const [, said] = /Node\.js \(([\d.]+) or newer\)/.exec(read('README.md')) ?? [];
    expect(said && leastNode(`>=${said}`)).toEqual(leastNode(engines));
  });

  it('every locked package runs on the least Node engines allows (no install warns of an engine)', () => {
    const locked = lockedEngines();
    expect(locked.length).toBeGreaterThan(100);
    expect(locked.filter(({ node }) => !semver.satisfies(least, node)).map(({ name }) => name)).toEqual([]);
  });
});
