import type { Observable } from 'rxjs';
import { documentByKey, moduleByKey, type EntityRecord, type ModuleDef } from '@erp/domain';
import { dataOf, doneOf, listOf, pageOf, savedFileOf, type SaveFile } from '../client/calls.ts';
import { request, type ApiClient, type DownloadProgress } from '../client/client.ts';
import type { Page } from '../client/envelope.ts';

/** The catalogue module of a key; an unknown key is a programming error. */
export function catalogueModule(moduleKey: string): ModuleDef {
  const module = moduleByKey(moduleKey);
  if (!module) throw new Error(`No catalogue module '${moduleKey}'`);
  return module;
}

/** The API path a picker pages: a catalogue master's, or a document's (an inward's purchase order). */
export function lookupApiPath(moduleKey: string): string {
  const path = moduleByKey(moduleKey)?.apiPath ?? documentByKey(moduleKey)?.apiPath;
  if (!path) throw new Error(`No catalogue module or document '${moduleKey}'`);
  return path;
}

/** Spec §7: the generic calls come in a plain form and /v2, /v3 forms. */
export type CallVersion = 'v1' | 'v2' | 'v3';

/** Issue 5: optional server-side paging of getAllByPartner. Without it the whole list comes back. */
export interface ListQuery {
  /** 1-based page number. */
  page?: number;
  size?: number;
  /** Search text, normalised on the server as the domain does (spec §5). */
  q?: string;
  /** A field name, `-` in front for descending. */
  sort?: string;
  /** A lookup's filter (`appliesTo: 'ITEM'`), sent as `filter.appliesTo=ITEM` (decision 0612). */
  filter?: Readonly<Record<string, string>>;
  /** A master's date range on its list date (decision 1602), `yyyy-MM-dd`. */
  from?: string;
  to?: string;
}

/** Spec §3/§7: "bodyData (wrapper with foreinKey and moduleName)" of the file uploads. */
export interface FileUploadBody {
  foreinKey: number;
  moduleName: string;
}

/** A file attached to a record; it downloads from file/get/{id} (spec §9). */
export interface StoredFile {
  id: number;
  originalName?: string;
  contentType?: string;
  sizeBytes?: number;
  /** Where it downloads from, relative to the API root. */
  url?: string;
  [field: string]: unknown;
}

export interface EntityCalls {
  /** POST {module}/save, /save/v2, /save/v3. */
  save<T extends EntityRecord = EntityRecord>(
    module: string,
    entity: EntityRecord,
    version?: CallVersion,
  ): Observable<T>;
  /** POST {module}/update, /update/v2, /update/v3. */
  update<T extends EntityRecord = EntityRecord>(
    module: string,
    entity: EntityRecord,
    version?: CallVersion,
  ): Observable<T>;
  /** POST {module}/delete, /delete/v2 with the entity as body. */
  delete(module: string, entity: EntityRecord, version?: Exclude<CallVersion, 'v3'>): Observable<void>;
  /** Multipart save: repeated 'file' parts and the text part 'entityDTOString'. */
  saveWithFiles<T extends EntityRecord = EntityRecord>(
    module: string,
    entity: EntityRecord,
    files: readonly File[],
    version?: CallVersion,
  ): Observable<T>;
  /** Multipart update: repeated 'file' parts and the text part 'entityDTOString'. */
  updateWithFiles<T extends EntityRecord = EntityRecord>(
    module: string,
    entity: EntityRecord,
    files: readonly File[],
    version?: CallVersion,
  ): Observable<T>;
  /** POST {module}/updateWithFile: parts 'uploadingFiles' and 'bodyData'. Emits the stored files. */
  updateWithFile(module: string, files: readonly File[], body: FileUploadBody): Observable<StoredFile[]>;
  /** POST filesData/saveWithFile: parts 'uploadingFiles' and 'bodyData'. Emits the stored files. */
  saveFilesData(files: readonly File[], body: FileUploadBody): Observable<StoredFile[]>;
  /** POST {module}/saveOrUpdate. */
  saveOrUpdate<T extends EntityRecord = EntityRecord>(module: string, entity: EntityRecord): Observable<T>;
  /** POST {module}/saveOrUpdateAll: all or nothing. */
  saveOrUpdateAll<T extends EntityRecord = EntityRecord>(
    module: string,
    entities: readonly EntityRecord[],
  ): Observable<T[]>;
  /** GET {module}/{id}, {module}/v2/{id}, {module}/v3/{id}. */
  getById<T extends EntityRecord = EntityRecord>(
    module: string,
    id: number,
    version?: CallVersion,
  ): Observable<T>;
  /** GET {module}/getAllByPartner (or another list call of the module: `list`), whole or paged. */
  getAllByPartner<T extends EntityRecord = EntityRecord>(
    module: string,
    query?: ListQuery,
    list?: string,
  ): Observable<Page<T>>;
  /** GET file/get/{id} (spec §9): a stored file's bytes, e.g. to show an item's picture. */
  getFile(id: number): Observable<Blob>;
  /** GET file/get/{id} saved as `fileName` (a file the user asked for); gives the name saved. */
  saveStoredFile(id: number, fileName: string, onProgress?: DownloadProgress): Observable<string>;
}

const suffix = (version: CallVersion): string => (version === 'v1' ? '' : `/${version}`);

function multipart(fileField: string, files: readonly File[], textField: string, text: unknown): FormData {
  const form = new FormData();
  for (const file of files) form.append(fileField, file, file.name);
  form.append(textField, JSON.stringify(text));
  return form;
}

function listParams(query: ListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.page !== undefined) params.page = query.page;
  if (query.size !== undefined) params.size = query.size;
  if (query.q) params.q = query.q;
  if (query.sort) params.sort = query.sort;
  for (const [field, value] of Object.entries(query.filter ?? {})) params[`filter.${field}`] = value;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  return params;
}

export function createEntityCalls(client: ApiClient, saveFile: SaveFile): EntityCalls {
  return {
    save: (module, entity, version = 'v1') =>
      dataOf(client, request.post(`${module}/save${suffix(version)}`, entity)),
    update: (module, entity, version = 'v1') =>
      dataOf(client, request.post(`${module}/update${suffix(version)}`, entity)),
    delete: (module, entity, version = 'v1') =>
      doneOf(client, request.post(`${module}/delete${suffix(version)}`, entity)),
    saveWithFiles: (module, entity, files, version = 'v1') =>
      dataOf(
        client,
        request.post(`${module}/save${suffix(version)}`, multipart('file', files, 'entityDTOString', entity)),
      ),
    updateWithFiles: (module, entity, files, version = 'v1') =>
      dataOf(
        client,
        request.post(
          `${module}/update${suffix(version)}`,
          multipart('file', files, 'entityDTOString', entity),
        ),
      ),
    updateWithFile: (module, files, body) =>
      listOf(
        client,
        request.post(`${module}/updateWithFile`, multipart('uploadingFiles', files, 'bodyData', body)),
      ),
    saveFilesData: (files, body) =>
      listOf(
        client,
        request.post('filesData/saveWithFile', multipart('uploadingFiles', files, 'bodyData', body)),
      ),
    saveOrUpdate: (module, entity) => dataOf(client, request.post(`${module}/saveOrUpdate`, entity)),
    saveOrUpdateAll: (module, entities) =>
      listOf(client, request.post(`${module}/saveOrUpdateAll`, entities)),
    getById: (module, id, version = 'v1') =>
      dataOf(client, request.get(version === 'v1' ? `${module}/${id}` : `${module}/${version}/${id}`)),
    getAllByPartner: (module, query = {}, list = 'getAllByPartner') =>
      pageOf(client, request.get(`${module}/${list}`, listParams(query))),
    getFile: (id) => client.download(request.get(`file/get/${id}`)),
    saveStoredFile: (id, fileName, onProgress) =>
      savedFileOf(client, saveFile, request.get(`file/get/${id}`), fileName, onProgress),
  };
}
