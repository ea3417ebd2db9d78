import { RESPONSE_CODES } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import type { DocumentService } from '../documents/service.ts';
import { recordFiles, type FileStore } from '../files.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseId } from '../resources/parse.ts';
import { LAB_TEST, LAB_REPORT, labTestResult } from '../stock/lab-test.ts';
import { idParams, listQuerySchema } from './list-query.ts';

/**
 * Issue 19's lab test calls beside the engine's (decision 1162), with the lab test's read access:
 * `chemical/labTest/result/{id}` (its verdict, its report files and what of its lot is held now), spec §7's
 * select list `chemical/newLabTest/getAllByPartner` (the submitted lab tests by report number), and with its
 * write access `chemical/labTest/report/{id}` (the laboratory's report file, multipart part `file`).
 */
export function registerLabTestRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
  files: FileStore,
): void {
  const tests = documents.documents.get(LAB_TEST);
  if (!tests) throw new Error(`DOCUMENTS has no ${LAB_TEST}`);
  const read = { kind: 'read', aclNames: tests.aclNames } as const;
  router.route('GET', `${tests.apiPath}/result/:id`, read, async (request, session) => {
    const id = parseId(parseWith(idParams, request.params).id, 'Lab test');
    return ok(await labTestResult(database.db, documents, session.caller, id));
  });
  router.route('GET', 'chemical/newLabTest/getAllByPartner', read, async (request, session) => {
    const { page, size, q } = parseWith(listQuerySchema, request.query);
    const { rows, total } = await documents.list(tests, session.caller, {
      page: page ?? 1,
      size: size ?? 500,
      ...(q ? { q } : {}),
      sort: 'reportId',
      conditions: [sql`t.number IS NOT NULL`],
    });
    return okList(rows, total);
  });
  router.route(
    'POST',
    `${tests.apiPath}/report/:id`,
    { kind: 'write', aclNames: tests.aclNames },
    async (request, session) => {
      const id = parseId(parseWith(idParams, request.params).id, 'Lab test');
      if (!request.isMultipart())
        throw new AppError(
          RESPONSE_CODES.VALIDATION_FAILED,
          'Send the report as a multipart form (part "file").',
        );
      const form = await files.receive(request, 'file', 'bodyData');
      try {
        if (form.files.length !== 1)
          throw new AppError(RESPONSE_CODES.FILE_REJECTED, 'Choose one report file to upload.');
        const saved = await database.transaction(async (tx) => {
          // Locked: the report is attached to a lab test of the caller's organisation that stays there.
          await documents.current(tx, tests, session.caller, id);
          const recorded = await recordFiles(tx, session.caller, LAB_REPORT, id, form.files);
          await files.keep(form.files);
          return recorded;
        });
        return okList(saved);
      } catch (error) {
        await files.discard(form.files);
        throw error;
      }
    },
  );
}
