// The Node the project needs, said once: `engines.node` of package.json (decision 2230). `npm start` and
// `npm test` import this first, so an older Node hears it in one sentence before anything is installed or run.
// Plain syntax and no dependency: it must run on any Node, before the workspace is installed.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageFile = join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json');

/** The least version `engines.node` allows, as numbers: '>=20.19' is [20, 19, 0]; another form is a mistake. */
export function leastNode(engines) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(String(engines).trim());
  if (!match) throw new Error(`engines.node in package.json must read '>=MAJOR.MINOR', not '${engines}'`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** The sentence an older Node is told (`version` as process.versions.node gives it); undefined when it will do. */
export function nodeTooOld(version, engines) {
  const least = leastNode(engines);
  const given = String(version).replace(/^v/, '').split('.').map(Number);
  for (let place = 0; place < 3; place += 1) {
    const [mine, needed] = [given[place] ?? 0, least[place]];
    if (mine > needed) return undefined;
    if (mine < needed)
      return `This ERP needs Node.js ${least.join('.')} or newer and this is Node.js ${given.join('.')}: install a newer Node.js (https://nodejs.org) and run the command again.`;
  }
  return undefined;
}

/** `engines.node` of the project's package.json. */
export const projectEngines = () => JSON.parse(readFileSync(packageFile, 'utf8')).engines.node;

/** Stops the command with the sentence when this Node is older than the project needs. */
export function requireNode() {
  const problem = nodeTooOld(process.versions.node, projectEngines());
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
