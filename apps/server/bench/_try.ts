import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { busyYearDatabase } from './busy-year-seed.ts';
const t0 = performance.now();
const { database } = await busyYearDatabase(mkdtempSync(join(tmpdir(), 'by-')));
console.log('total', (performance.now() - t0) / 1000);
await database.close();
