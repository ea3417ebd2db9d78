import { findRoute, PHRASES, say } from '@erp/domain';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../files.ts';
import { ok } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { postOpeningStock } from '../stock/opening-stock.ts';
import { receiveSheet } from './sheet-upload.ts';

/** The upload call of the Opening Stock Upload screen (decision 0601). */
export const OPENING_STOCK_UPLOAD_PATH = 'chemical/itemStock/openingStock/upload';

/** Spec §2: /module/openingstock is guarded by chemical/itemStock. */
const ACL_NAMES = findRoute('/module/openingstock')?.aclNames ?? ['chemical/itemStock'];

/**
 * POST chemical/itemStock/openingStock/upload: a multipart form with one part 'file', an Excel (.xlsx)
 * or CSV sheet of item code, stock area, quantity and rate. Writing needs write access to the screen's
 * module. The received file is read and then removed: the ledger keeps what was posted.
 */
export function registerOpeningStockRoutes(router: ApiRouter, database: Database, files: FileStore): void {
  router.route(
    'POST',
    OPENING_STOCK_UPLOAD_PATH,
    { kind: 'write', aclNames: ACL_NAMES },
    async (request, session) => {
      const sheet = await receiveSheet(request, files, 'bodyData');
      const result = await postOpeningStock(database, session.caller, sheet.rows, sheet.name);
      const count = result.rows.length;
      return ok(
        result,
        say(count === 1 ? PHRASES.openingPostedRow : PHRASES.openingPostedRows, { rows: count }),
      );
    },
  );
}
