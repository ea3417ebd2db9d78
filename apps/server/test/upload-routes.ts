import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENTS } from '@erp/domain';
import { OPENING_STOCK_UPLOAD_PATH } from '../src/routes/opening-stock.ts';

// The routes that take an uploaded file (issue 39): the tests that send them bombs and hostile forms read
// them from here, and a scan of the route sources fails when a new one is missing.

/** Every route that reads an uploaded sheet (`receiveSheet`, `receiveImport`), with the first id its path names. */
export const SHEET_ROUTES: readonly string[] = [
  OPENING_STOCK_UPLOAD_PATH,
  'crm/digitalPlatform/import/columns',
  'crm/digitalPlatform/import/1',
  `${DOCUMENTS.stockCount.apiPath}/uploadCounts/1`,
  // Every master's sheet check and import (decision 2100): one route stands for them.
  'chemical/item/import/check',
];

/**
 * The other routes that receive files (`files.receive`), each with its file and text parts: a master's save
 * and update (every master: found among the app's routes by `updateWithFile`), its files attached, the lab's
 * report, an approver's decision. `sheet` stands for SHEET_ROUTES.
 */
export const FORM_ROUTES = [
  { route: 'sheet', file: 'file', text: 'bodyData' },
  { route: 'master', file: 'file', text: 'entityDTOString' },
  { route: 'attach', file: 'uploadingFiles', text: 'bodyData' },
  { route: `${DOCUMENTS.labTest.apiPath}/report/1`, file: 'file', text: 'bodyData' },
  { route: 'approvalEntityStatus/approveRequest', file: 'file', text: 'data' },
] as const;

/** How many times `pattern` occurs in the route sources (apps/server/src/**), `except` the file defining it. */
export function callsInRoutes(pattern: RegExp, except: string): number {
  const source = fileURLToPath(new URL('../src/', import.meta.url));
  const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith(except),
  );
  return files.reduce(
    (count, file) => count + (readFileSync(join(source, file), 'utf8').match(pattern) ?? []).length,
    0,
  );
}
