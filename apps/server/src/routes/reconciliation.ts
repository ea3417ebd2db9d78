import { parseWith } from '../core/parse.ts';
import { countWorkbook, uploadCounts } from '../stock/count-excel.ts';
import type { DocumentService } from '../documents/service.ts';
import type { FileStore } from '../files.ts';
import { ok } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseId } from '../resources/parse.ts';
import { XLSX_TYPE } from '../stock/sheet.ts';
import { idParams } from './list-query.ts';
import { receiveSheet } from './sheet-upload.ts';

/**
 * Issue 18's count sheet calls beside the engine's (decision 1010), under the sheet's access:
 * `countSheet/{id}` downloads it as Excel to fill in; `uploadCounts/{id}` (multipart, part 'file', Excel or
 * CSV) saves the counts filled in on the draft, or refuses the sheet row by row and saves nothing.
 */
export function registerReconciliationRoutes(
  router: ApiRouter,
  documents: DocumentService,
  files: FileStore,
): void {
  const sheets = documents.documents.get('stockCount');
  if (!sheets) throw new Error('DOCUMENTS has no stockCount');
  const path = sheets.apiPath;
  router.file(
    'GET',
    `${path}/countSheet/:id`,
    { kind: 'read', aclNames: sheets.aclNames },
    async (request, session) => {
      const id = parseId(parseWith(idParams, request.params).id);
      const sheet = await documents.get(sheets, session.caller, id);
      const name = String(sheet.number ?? `draft-${id}`).replace(/\//g, '-');
      return {
        contentType: XLSX_TYPE,
        fileName: `count-sheet-${name}.xlsx`,
        body: await countWorkbook(documents, session.caller, sheet),
      };
    },
  );
  router.route(
    'POST',
    `${path}/uploadCounts/:id`,
    { kind: 'write', aclNames: sheets.aclNames },
    async (request, session) => {
      const id = parseId(parseWith(idParams, request.params).id);
      const { rows } = await receiveSheet(request, files, 'bodyData');
      return ok(await uploadCounts(documents, sheets, session.caller, id, rows), 'Counts saved');
    },
  );
}
