import { RESPONSE_CODES } from '@erp/domain';
import { checkAccessTo, type Session } from '../auth/access.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import type { DocumentPrinter } from '../documents/print.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import type { Database } from '../db/client.ts';
import type { Access } from '../http/access.ts';
import type { ApiRouter } from '../http/router.ts';
import type { ResourceService } from '../resources/service.ts';
import { parseRecord } from '../resources/parse.ts';
import { printLanguageOf } from '../print/words.ts';

/** Whether the session's role may read the document type; one that may not previews over the sample only. */
const readsDocument = (database: Database, session: Session, document: DocumentResource): Promise<boolean> =>
  checkAccessTo(database.db, session, 'read', document.aclNames).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === RESPONSE_CODES.FORBIDDEN) return false;
      throw error;
    },
  );

/**
 * Issue 16's preview on the print-templates screen (decision 0870): `POST templateConfig/preview` with the
 * template as the form holds it (unsaved edits included), checked as the master checks a save, answers the
 * PDF of its document type printed with it.
 */
export function registerPrintPreviewRoutes(
  router: ApiRouter,
  database: Database,
  resources: ResourceService,
  documents: DocumentService,
  printer: DocumentPrinter,
): void {
  const templates = resources.resource('printTemplate');
  const read: Access = { kind: 'read', aclNames: templates.aclNames };
  router.file('POST', `${templates.apiPath}/preview`, read, async (request, session) => {
    const record = await templates.validate(
      parseRecord(request.body),
      database.db,
      session.caller,
      undefined,
    );
    const document = documents.documents.get(String(record.moduleName));
    if (!document) {
      const names = [...documents.documents.values()].map((entry) => entry.def.label).join(', ');
      throw new ValidationFailure([
        {
          field: 'moduleName',
          code: RESPONSE_CODES.VALIDATION_FAILED,
          message: `A preview prints a document: choose one of ${names}`,
        },
      ]);
    }
    const template = {
      paperSize: typeof record.paperSize === 'string' ? record.paperSize : null,
      orientation: typeof record.orientation === 'string' ? record.orientation : null,
      content: typeof record.content === 'string' ? record.content : null,
    };
    const overStored = await readsDocument(database, session, document);
    const { fileName, pdf } = await printer.preview(
      document,
      session.caller,
      template,
      overStored,
      printLanguageOf(request.headers['accept-language']),
    );
    return { contentType: 'application/pdf', fileName, body: pdf };
  });
}
