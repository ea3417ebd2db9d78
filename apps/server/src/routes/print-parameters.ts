import { z } from 'zod';
import { parseWith } from '../core/parse.ts';
import { MAX_COPIES, MAX_REMARKS, type PrintParameters } from '../documents/print-parameters.ts';
import { okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseId } from '../resources/parse.ts';
import { whole } from './list-query.ts';

/** At most this many documents' choices in one `saveAll`. */
const MAX_ROWS = 100;

/** A document type's name as the calls take it: a `DOCUMENTS` key the server registered. */
const moduleNameOf = (keys: readonly string[]) =>
  z.string({ error: 'Module name must be a document type' }).refine((name) => keys.includes(name), {
    error: (issue) => `There is no document type '${String(issue.input)}' to print`,
  });

const copies = z
  .number({ error: 'Copies must be a number' })
  .int({ error: 'Copies must be a whole number' })
  .min(1, { error: 'Print at least 1 copy' })
  .max(MAX_COPIES, { error: `Print at most ${MAX_COPIES} copies` });

const extraRemarks = z
  .string({ error: 'Extra remarks must be text' })
  .trim()
  .max(MAX_REMARKS, { error: `Extra remarks must be at most ${MAX_REMARKS} characters` });

/**
 * `GET {document}/print/{id}?copies=3&extraRemarks=…`: the print dialog's choices for this print, each in
 * place of the saved one (decision 1720); left out, the saved choice.
 */
export const printQuery = z
  .object({ copies: whole('Copies', 1, MAX_COPIES), extraRemarks: extraRemarks.optional() })
  .transform(({ copies: count, extraRemarks: remarks }) => ({
    ...(count === undefined ? {} : { copies: count }),
    ...(remarks === undefined ? {} : { extraRemarks: remarks }),
  }));

const entityId = z
  .number({ error: 'Choose the document to print' })
  .int({ error: 'Choose the document to print' })
  .positive({ error: 'Choose the document to print' });

/**
 * Issue 22's print parameters (spec §7, decision 1720): `POST chemical/printParameter/saveAll` keeps each
 * listed document's print choices, `GET chemical/printParameter/getByModuleNameAndEntityId/{moduleName}/{id}`
 * reads them back (a list of none or one). A caller who may read a document type may keep its choices.
 */
export function registerPrintParameterRoutes(
  router: ApiRouter,
  parameters: PrintParameters,
  documents: ReadonlyMap<string, { aclNames: readonly string[] }>,
): void {
  const keys = [...documents.keys()];
  const moduleName = moduleNameOf(keys);
  const saveBody = z
    .array(
      z.object({
        moduleName,
        entityId,
        copies,
        extraRemarks: extraRemarks.default(''),
      }),
      { error: 'Send a list of print parameters' },
    )
    .min(1, { error: 'Send at least one document’s print parameters' })
    .max(MAX_ROWS, { error: `Send at most ${MAX_ROWS} documents’ print parameters at a time` });
  const getParams = z.object({ moduleName, id: z.string() });
  // Every document's names are read with the session, so the handler judges the type the call names.
  const read = { kind: 'read', aclNames: [...documents.values()].flatMap((doc) => doc.aclNames) } as const;

  router.route('POST', 'chemical/printParameter/saveAll', read, async (request, session) => {
    const rows = parseWith(saveBody, request.body);
    return okList(await parameters.saveAll(session, rows));
  });
  router.route(
    'GET',
    'chemical/printParameter/getByModuleNameAndEntityId/:moduleName/:id',
    read,
    async (request, session) => {
      const params = parseWith(getParams, request.params);
      return okList(await parameters.get(session, params.moduleName, parseId(params.id)));
    },
  );
}
