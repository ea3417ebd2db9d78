#!/usr/bin/env node
// Import circles in the packages and apps (issue 44, decision 2135): prints each circle madge finds and exits
// with 1 when there is any. A circle means neither side can be read, tested or changed alone.
import { join, sep } from 'node:path';
import madge from 'madge';
import { root } from './pnpm.mjs';

/** The source folders: each is searched alone, as the issue counted them. */
const FOLDERS = [
  'apps/server/src',
  'apps/erp/src',
  'packages/domain/src',
  'packages/api/src',
  'packages/ui/src',
  'tests',
];

const circlesOf = (n) => `${n} import circle${n === 1 ? '' : 's'}`;

let found = 0;
for (const folder of FOLDERS) {
  const dir = join(root, folder);
  const graph = await madge(dir, {
    fileExtensions: ['ts', 'tsx'],
    // A folder's own files only: the end-to-end tests import the packages' sources by path, whose circles
    // are their own folder's.
    dependencyFilter: (file) => file.startsWith(dir + sep),
  });
  const circles = graph.circular();
  console.log(`${folder}: ${circlesOf(circles.length)}`);
  for (const circle of circles) console.log(`  ${circle.join(' > ')}`);
  found += circles.length;
}
if (found > 0) {
  console.log(`${circlesOf(found)}: move what both sides share to a file that imports neither.`);
  process.exit(1);
}
