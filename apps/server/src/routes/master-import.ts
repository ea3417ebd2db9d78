import { readFile, rm } from 'node:fs/promises';
import {
  RESPONSE_CODES,
  TALLY_IMPORTS,
  documentImports,
  formatCount,
  type ImportColumn,
  type ImportReport,
  type ModuleDef,
} from '@erp/domain';
import { AppError } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../files.ts';
import { ok } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { DocumentImports, documentColumns } from '../imports/document-import.ts';
import {
  MasterImports,
  columnsOf,
  masterOf,
  type ImportAsked,
  type ImportParams,
} from '../imports/master-import.ts';
import { readImportInput } from '../imports/import-input.ts';
import { importTemplate } from '../imports/master-template.ts';
import { tallyImport } from '../imports/tally-masters.ts';
import { viewOf } from '../jobs/job.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { parseId } from '../resources/parse.ts';
import type { Resource } from '../resources/resource.ts';
import type { ResourceService } from '../resources/service.ts';
import { XLSX_TYPE } from '../stock/sheet.ts';
import { documentAccess } from './documents.ts';
import { idParams } from './list-query.ts';
import { receiveImport } from './sheet-upload.ts';

const YES = /^(true|yes|1)$/i;

/** What a sheet is imported into: a master, or a document a sheet makes (an opening balance), and its columns. */
interface Importable {
  resource: Resource;
  module: ModuleDef;
  columns: ImportColumn[];
  document?: DocumentResource;
}

/**
 * Decision 2100: every master's sheet, one shape for each: `GET {apiPath}/import/template`, `POST
 * {apiPath}/import/check` and `POST {apiPath}/import` (multipart, `update=true` to update by key), each
 * answering a job (decision 2040) whose progress and report `GET import/status/{id}` reads. The party and
 * item masters' two POSTs also take a Tally export of masters (decision 2125), `categoryId` or `category`
 * (the query) naming the items' category (decision 2151). The documents a sheet makes, the opening
 * balances, have the same calls under their API paths (decision 2152).
 */
export function registerMasterImportRoutes(
  router: ApiRouter,
  database: Database,
  service: ResourceService,
  documents: DocumentService,
  files: FileStore,
  runner: JobRunner,
): void {
  const imports = new MasterImports(database, service);
  const openings = new DocumentImports(database, service, documents);
  const importables: Importable[] = [
    ...[...service.resources.values()].flatMap((resource) => {
      const module = masterOf(resource);
      return module ? [{ resource, module, columns: columnsOf(module) }] : [];
    }),
    ...[...documents.documents.values()]
      .filter((document) => documentImports(document.def))
      .map((document) => ({
        resource: document,
        module: document.module,
        columns: documentColumns(document),
        document,
      })),
  ];
  const byKey = new Map(importables.map((importable) => [importable.resource.key, importable]));

  // What an import writes is undone by its table's store when it does not end (decision 2261).
  const stores = new Map(importables.map(({ resource }) => [resource.store.def.table, resource.store]));
  runner.register(
    'import',
    async ({ caller, params, input, ...job }) => {
      const asked = params as ImportAsked;
      const master = byKey.get(asked.module);
      if (!master)
        throw new AppError(RESPONSE_CODES.NOT_FOUND, `There is no master ${asked.module} to import.`);
      // The sheet's rows wait in the job's input file, not its row (decision 2261).
      const given: ImportParams = { ...asked, ...(await readImportInput(input ?? '')) };
      const report = master.document
        ? await openings.run(master.document, caller, given, job)
        : await imports.run(master.resource, master.module, caller, given, job);
      return {
        contentType: 'application/json',
        fileName: `${master.module.label} ${given.check ? 'check' : 'import'}.json`,
        body: Buffer.from(JSON.stringify(report)),
      };
    },
    (table) => stores.get(table),
  );

  for (const importable of importables) registerImport(importable);

  function registerImport({ resource, module, columns, document }: Importable): void {
    // A document's as its own calls have them (its flow switched off refuses them too).
    const { read, write } = document
      ? documentAccess(document)
      : ({
          read: { kind: 'read', aclNames: resource.aclNames },
          write: { kind: 'write', aclNames: resource.aclNames },
        } as const);
    router.file('GET', `${resource.apiPath}/import/template`, read, async () => ({
      contentType: XLSX_TYPE,
      fileName: `${module.label} import template.xlsx`,
      body: await importTemplate(module, columns),
    }));
    for (const check of [true, false])
      router.route(
        'POST',
        `${resource.apiPath}/import${check ? '/check' : ''}`,
        write,
        async (request, session) => {
          const query = request.query as
            { update?: unknown; category?: unknown; categoryId?: unknown } | undefined;
          // A document a sheet makes is only made: its rows never update (decision 2152).
          const asksUpdate = (text: string | undefined): boolean => {
            const asked = text ?? query?.update;
            return !document && typeof asked === 'string' && YES.test(asked.trim());
          };
          const kind = TALLY_IMPORTS[module.key];
          // Decision 2125: the party and item masters also take a Tally export of masters (.xml).
          const tally = kind
            ? tallyImport(service, database, session.caller, module, kind, {
                category: query?.category,
                categoryId: query?.categoryId,
                asksUpdate,
              })
            : undefined;
          // The sheet's rows wait in the job's input file, written in the work pool (decisions 2261, 2268).
          const input = runner.inputFile();
          const sheet = await receiveImport(request, files, 'update', tally, input.path).catch(
            async (error: unknown) => {
              await rm(input.path, { force: true });
              throw error;
            },
          );
          const update = asksUpdate(sheet.text);
          const rows = sheet.rows - 1;
          const job = await runner.enqueue(session.caller, {
            kind: 'import',
            subject: `import:${module.key}`,
            title: `${module.label} ${check ? 'check' : 'import'}`,
            description: [
              sheet.name,
              `${formatCount(Math.max(rows, 0))} rows`,
              ...(update ? ['updating records whose code exists'] : []),
            ].join(' · '),
            params: { module: module.key, name: sheet.name, check, update } satisfies ImportAsked,
            inputName: input.name,
          });
          return ok(job, check ? 'The sheet is being checked.' : 'The sheet is being imported.');
        },
      );
  }

  router.route('GET', 'import/status/:id', { kind: 'session' }, async (request, { caller }) => {
    const row = await runner.own(caller, parseId(parseWith(idParams, request.params).id, 'Job id'));
    if (!row || row.kind !== 'import')
      throw new AppError(RESPONSE_CODES.NOT_FOUND, 'There is no such import of yours.');
    const path = runner.pathOf(row);
    // A report whose file is gone from the disk (a data folder restored without it) reads as none.
    const kept = row.state === 'done' && path ? await readFile(path, 'utf8').catch(() => null) : null;
    const report = kept === null ? null : (JSON.parse(kept) as ImportReport);
    return ok({ ...viewOf(row), report });
  });
}
