import { RESPONSE_CODES, findRoute, PHRASES, say } from '@erp/domain';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../files.ts';
import { AppError } from '../core/errors.ts';
import { ok } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { postOpeningStock } from '../stock/opening-stock.ts';
import { XLSX_TYPE, readSheet } from '../stock/sheet.ts';

/** The upload call of the Opening Stock Upload screen (decision 0601). */
export const OPENING_STOCK_UPLOAD_PATH = 'chemical/itemStock/openingStock/upload';

/** Spec §2: /module/openingstock is guarded by chemical/itemStock. */
const ACL_NAMES = findRoute('/module/openingstock')?.aclNames ?? ['chemical/itemStock'];

const SHEET_TYPES = new Set([XLSX_TYPE, 'text/csv', 'application/vnd.ms-excel']);

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
      if (!request.isMultipart()) {
        throw new AppError(
          RESPONSE_CODES.VALIDATION_FAILED,
          'Send the sheet as a multipart form (part "file").',
        );
      }
      const form = await files.receive(request, 'file', 'bodyData');
      try {
        const [sheet, ...more] = form.files;
        if (!sheet || more.length > 0) {
          throw new AppError(RESPONSE_CODES.FILE_REJECTED, 'Choose one sheet to upload.');
        }
        if (!SHEET_TYPES.has(sheet.contentType)) {
          throw new AppError(
            RESPONSE_CODES.FILE_REJECTED,
            `${sheet.originalName}: upload an Excel (.xlsx) or CSV sheet.`,
          );
        }
        const rows = await readSheet(sheet.tempPath, sheet.contentType, sheet.originalName);
        const result = await postOpeningStock(database, session.caller, rows, sheet.originalName);
        const count = result.rows.length;
        return ok(
          result,
          say(count === 1 ? PHRASES.openingPostedRow : PHRASES.openingPostedRows, { rows: count }),
        );
      } finally {
        await files.discard(form.files);
      }
    },
  );
}
