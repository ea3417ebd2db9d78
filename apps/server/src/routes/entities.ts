import type { Envelope } from '@erp/domain';
import {
  RESPONSE_CODES,
  moduleByApiPath,
  mayPick,
  moduleByKey,
  pickerReaders,
  sortByName,
} from '@erp/domain';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database, Executor } from '../db/client.ts';
import { filesColumn, recordFiles, type FileStore, type ReceivedFile } from '../files.ts';
import { allowsAccess, checkAccessTo, entriesOf, type Session } from '../auth/access.ts';
import type { Access } from '../http/access.ts';
import { AppError } from '../core/errors.ts';
import { ok, okList } from '../http/envelope.ts';
import { checkStorable } from '../http/input.ts';
import type { ApiRouter } from '../http/router.ts';
import { anId, parseWith } from '../core/parse.ts';
import { dateRangeConditions, idParams, listQuerySchema, lookupFilterOf } from './list-query.ts';
import { auditTrail } from '../resources/audit-trail.ts';
import { parseId, parseRecord } from '../resources/parse.ts';
import type { Resource } from '../resources/resource.ts';
import type { ResourceService } from '../resources/service.ts';
import { prerendered } from '../stores/sql.ts';
import type { ListQuery, Row } from '../stores/types.ts';

/** The list query of getAllByPartner: page, size, q, sort and the `filter.` parameters. */
export function parseListQuery(query: unknown): ListQuery {
  const { filter, rest } = lookupFilterOf(query);
  const list: ListQuery = parseWith(listQuerySchema, rest);
  return filter ? { ...list, filter } : list;
}

/** A master's list query, with its module's date range when it has one (decision 1602): list and export. */
export function moduleListQuery(resource: Resource, query: unknown): ListQuery {
  const conditions = dateRangeConditions(resource.store, moduleByKey(resource.key)?.listDate, query);
  return { ...parseListQuery(query), ...(conditions.length > 0 ? { conditions } : {}) };
}

/** The JSON text part of a multipart form, parsed. */
function parseJsonPart(text: string | undefined, part: string): unknown {
  if (text === undefined)
    throw new AppError(RESPONSE_CODES.PARAMETER_NOT_FOUND, `The form needs its "${part}" part.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, `The "${part}" part is not valid JSON.`);
  }
  checkStorable(parsed, `The "${part}" part`);
  return parsed;
}

const fileBody = z.object({
  foreinKey: anId('Record id (foreinKey)'),
  moduleName: z.string({ error: 'Module name is required' }).min(1, { error: 'Module name is required' }),
});

export class EntityRoutes {
  /** Each resource's attached-files column, rendered once. */
  private readonly filesColumns = new Map<string, SQL>();

  constructor(
    private readonly router: ApiRouter,
    private readonly database: Database,
    private readonly service: ResourceService,
    private readonly files: FileStore,
  ) {}

  /** Runs a write with the files of a multipart form: rows and files together, or neither (decision 0204). */
  private async withFiles<T>(
    files: readonly ReceivedFile[],
    write: (tx: Executor) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.database.transaction(async (tx) => {
        const result = await write(tx);
        await this.files.keep(files);
        return result;
      });
    } catch (error) {
      await this.files.discard(files);
      throw error;
    }
  }

  /** Runs a check on a received form; a failure removes the received files before it is reported. */
  private async orDiscard<T>(files: readonly ReceivedFile[], check: () => T | Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      await this.files.discard(files);
      throw error;
    }
  }

  /** The single-record read: the record, its looked-up records and its attached files. */
  private async readOne(resource: Resource, session: Session, id: number): Promise<Row> {
    let files = this.filesColumns.get(resource.key);
    if (!files) {
      files = prerendered(filesColumn(resource.key, resource.store.orgOfRow()));
      this.filesColumns.set(resource.key, files);
    }
    return this.service.get(resource, session.caller, id, this.database.db, files);
  }

  /** save / update with a JSON body, or as a multipart form of 'file' parts and 'entityDTOString'. */
  private async write(
    resource: Resource,
    session: Session,
    request: FastifyRequest,
    mode: 'create' | 'update',
  ): Promise<Envelope> {
    if (!request.isMultipart()) {
      const row =
        mode === 'create'
          ? await this.service.create(resource, session.caller, request.body)
          : await this.service.update(resource, session.caller, request.body);
      return ok(row, mode === 'create' ? 'Saved' : 'Updated');
    }
    const form = await this.files.receive(request, 'file', 'entityDTOString');
    const body = await this.orDiscard(form.files, () =>
      parseRecord(parseJsonPart(form.text, 'entityDTOString')),
    );
    const row = await this.withFiles(form.files, async (tx) => {
      const saved =
        mode === 'create'
          ? await this.service.createIn(tx, resource, session.caller, body)
          : await this.service.updateIn(tx, resource, session.caller, body);
      await recordFiles(tx, session.caller, resource.key, saved.id, form.files);
      return saved;
    });
    return ok(await this.readOne(resource, session, row.id), mode === 'create' ? 'Saved' : 'Updated');
  }

  /** Attaches files to an existing record: parts 'uploadingFiles' and 'bodyData' ({ foreinKey, moduleName }). */
  private async attach(
    session: Session,
    request: FastifyRequest,
    fixed: Resource | undefined,
  ): Promise<Envelope> {
    if (!request.isMultipart()) {
      throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, 'Files must be sent as a multipart form.');
    }
    const form = await this.files.receive(request, 'uploadingFiles', 'bodyData');
    const { body, resource } = await this.orDiscard(form.files, async () => {
      const parsed = parseWith(fileBody, parseJsonPart(form.text, 'bodyData'));
      const target = fixed ?? this.resourceNamed(parsed.moduleName);
      await checkAccessTo(this.database.db, session, 'write', target.aclNames);
      if (form.files.length === 0)
        throw new AppError(RESPONSE_CODES.FILE_REJECTED, 'Choose at least one file to upload.');
      return { body: parsed, resource: target };
    });
    const saved = await this.withFiles(form.files, async (tx) => {
      const owner = await resource.store.get(tx, session.caller, body.foreinKey, { lock: true });
      if (!owner) throw new AppError(resource.notFoundCode);
      return recordFiles(tx, session.caller, resource.key, body.foreinKey, form.files);
    });
    return okList(saved);
  }

  /** A module named by key or by API path (the bodyData of filesData/saveWithFile). */
  private resourceNamed(name: string): Resource {
    const module = moduleByKey(name) ?? moduleByApiPath(name);
    const resource = module ? this.service.resources.get(module.key) : undefined;
    if (!resource) throw new AppError(RESPONSE_CODES.MODULE_NOT_FOUND, `There is no module "${name}".`);
    return resource;
  }

  /** A page of the list (or the whole list, sorted as the browser's select lists sort: spec §7). */
  private async list(resource: Resource, session: Session, query: ListQuery): Promise<Envelope> {
    const { rows, total, estimated } = await this.service.list(resource, session.caller, query);
    const sorted = query.page === undefined ? sortByName(rows, resource.store.def.sortField) : rows;
    return okList(sorted, total, estimated);
  }

  /**
   * A page of the list to a reader of the resource; to one who may use a module or document choosing from it
   * (`mayPick`), the page with the pickers' columns only (decisions 1357, 1868); else refused as reading is.
   */
  private async pickerList(resource: Resource, session: Session, query: ListQuery): Promise<Envelope> {
    const { db } = this.database;
    if (await allowsAccess(db, session, 'read', resource.aclNames))
      return this.list(resource, session, query);
    const readers = pickerReaders(resource.key);
    const entries = session.hasAcl
      ? await entriesOf(db, session, [...resource.aclNames, ...readers.aclNames])
      : [];
    if (!mayPick(entries, resource.aclNames, readers)) throw new AppError(RESPONSE_CODES.FORBIDDEN);
    const { rows, total, estimated } = await this.service.list(resource, session.caller, query);
    const shown = rows.map((row) =>
      Object.fromEntries(readers.columns.filter((key) => key in row).map((key) => [key, row[key]])),
    );
    return okList(shown, total, estimated);
  }

  /** The generic calls of spec §7 for one resource. */
  register(resource: Resource): void {
    const path = resource.apiPath;
    const read: Access = resource.hooks.openRead
      ? { kind: 'session' }
      : { kind: 'read', aclNames: resource.aclNames };
    const write: Access = { kind: 'write', aclNames: resource.aclNames };
    const r = this.router;
    // A master some field chooses from is listed to that field's writers too (decision 1357).
    const picked = !resource.hooks.openRead && pickerReaders(resource.key).aclNames.length > 0;
    const list = (session: Session, query: ListQuery) =>
      picked ? this.pickerList(resource, session, query) : this.list(resource, session, query);
    const listAccess: Access = picked ? { kind: 'session' } : read;

    const module = moduleByKey(resource.key);
    const listQuery = (query: unknown): ListQuery => moduleListQuery(resource, query);
    r.route('GET', `${path}/getAllByPartner`, listAccess, (request, session) =>
      list(session, listQuery(request.query)),
    );
    // The module's own list calls (the party's getSuppliers…): getAllByPartner of the rows they name.
    for (const named of module?.lists ?? []) {
      r.route('GET', `${path}/${named.path}`, listAccess, (request, session) =>
        list(session, { ...listQuery(request.query), where: named.where }),
      );
    }
    // Issue 16: the record's audit trail, to whoever may read the record.
    r.route('GET', `audit/${resource.key}/:id`, read, async (request, session) => {
      const id = parseId(parseWith(idParams, request.params).id);
      const { page, size } = parseWith(listQuerySchema, request.query);
      const { rows, total } = await auditTrail(this.database.db, resource, session.caller, id, {
        page,
        size,
      });
      return okList(rows, total);
    });
    for (const prefix of ['', 'v2/', 'v3/']) {
      r.route('GET', `${path}/${prefix}:id`, read, async (request, session) => {
        const id = parseId(parseWith(idParams, request.params).id);
        return ok(await this.readOne(resource, session, id));
      });
    }
    for (const suffix of ['', '/v2', '/v3']) {
      r.route('POST', `${path}/update${suffix}`, write, (request, session) =>
        this.write(resource, session, request, 'update'),
      );
    }
    if (resource.hooks.singleton) return;
    for (const suffix of ['', '/v2', '/v3']) {
      r.route('POST', `${path}/save${suffix}`, write, (request, session) =>
        this.write(resource, session, request, 'create'),
      );
    }
    for (const suffix of ['', '/v2']) {
      r.route('POST', `${path}/delete${suffix}`, write, async (request, session) =>
        ok(await this.service.remove(resource, session.caller, request.body), 'Deleted'),
      );
    }
    r.route('POST', `${path}/saveOrUpdate`, write, async (request, session) =>
      ok(await this.service.saveOrUpdate(resource, session.caller, request.body), 'Saved'),
    );
    r.route('POST', `${path}/saveOrUpdateAll`, write, async (request, session) =>
      okList(await this.service.saveOrUpdateAll(resource, session.caller, request.body)),
    );
    r.route('POST', `${path}/updateWithFile`, write, (request, session) =>
      this.attach(session, request, resource),
    );
  }

  /** filesData/saveWithFile: the module comes from bodyData, so its access is checked there. */
  registerFilesData(): void {
    this.router.route('POST', 'filesData/saveWithFile', { kind: 'session' }, (request, session) =>
      this.attach(session, request, undefined),
    );
  }
}
