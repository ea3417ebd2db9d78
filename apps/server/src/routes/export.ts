import {
  DOCUMENT_SYSTEM_FIELDS,
  formatDate,
  listColumnsOf,
  moduleByKey,
  statusLabel,
  type FieldDef,
  type ListColumn,
} from '@erp/domain';
import { printLanguageOf, sayIn, type Say } from '../print/words.ts';
import type { Caller } from '../core/caller.ts';
import type { Database } from '../db/client.ts';
import { organisationName } from '../export/organisation.ts';
import type { DocumentService } from '../documents/service.ts';
import { EXPORT_FORMATS, exportList, type ListExport } from '../export/export.ts';
import type { PageReader } from '../export/pages.ts';
import type { Access } from '../http/access.ts';
import type { ApiRouter } from '../http/router.ts';
import { writeRulesFor, type RulesCache } from '../resources/rules.ts';
import type { ResourceService } from '../resources/service.ts';
import type { ListQuery } from '../stores/types.ts';
import { documentQuery } from './documents.ts';
import { moduleListQuery } from './entities.ts';

/** A filter value of the body as text ('' when absent). */
const valueOf = (body: unknown, key: string): string => {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

/**
 * The filter in words for the PDF's heading ('Search: asha · Status: Open · From 01-04-2026'): the search,
 * a document's status, the dates, and the fields a master's list was filtered by ('Filtered by Stage'), said
 * in the language of the user who asks (decision 2141). The body was checked by the list's own parse.
 */
function filterText(body: unknown, say: Say, filteredBy: readonly FieldDef[] = []): string {
  const [q, status, from, to] = ['q', 'status', 'from', 'to'].map((key) => valueOf(body, key));
  const filtered = filteredBy.filter((field) => valueOf(body, `filter.${field.key}`) !== '');
  return [
    q ? say('Search: {q}', { q }) : '',
    status ? `${say('Status')}: ${say(statusLabel(Number(status)))}` : '',
    filtered.length > 0
      ? say('Filtered by {fields}', { fields: filtered.map((field) => say(field.label)).join(', ') })
      : '',
    from ? say('From {date}', { date: formatDate(from) }) : '',
    to ? say('To {date}', { date: formatDate(to) }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Issue 16's export calls (decision 0840): `POST {apiPath}/export/excel` and `/pdf` of every document list
 * (`chemical/salesOrder/export/excel` → `Sales Order.xlsx`) and every master list, the body the list's own
 * filter (a document's q, status, from, to; a master's q, sort and `filter.` fields), with the list's read
 * access. The rows, order and columns are the list's; the reply streams.
 */
export function registerExportRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
  masters: ResourceService,
  rules: RulesCache | undefined,
): void {
  const register = (
    path: string,
    access: Access,
    describe: (body: unknown, caller: Caller, say: Say) => Promise<Omit<ListExport, 'organisation'>>,
  ): void => {
    for (const format of EXPORT_FORMATS) {
      router.file('POST', `${path}/export/${format}`, access, async (request, session) => {
        const body: unknown = request.body ?? {};
        const language = printLanguageOf(request.headers['accept-language']);
        const [list, organisation] = await Promise.all([
          describe(body, session.caller, sayIn(language)),
          organisationName(database.db, session.caller),
        ]);
        return exportList({ ...list, organisation, language }, format);
      });
    }
  };
  const reader =
    (query: ListQuery, list: (page: ListQuery) => ReturnType<PageReader>): PageReader =>
    (page, size, counted) =>
      list({ ...query, page, size, ...(counted ? { counted } : {}) });

  for (const resource of documents.documents.values()) {
    const { def } = resource;
    const columns: ListColumn[] = listColumnsOf({
      fields: [...DOCUMENT_SYSTEM_FIELDS, ...def.fields],
      listColumns: def.listColumns,
    });
    register(resource.apiPath, { kind: 'read', aclNames: resource.aclNames }, async (body, caller, say) => {
      const query = documentQuery(body);
      return {
        title: def.label,
        columns,
        filter: filterText(body, say),
        read: reader(query, (page) => documents.list(resource, caller, page)),
      };
    });
  }

  for (const resource of masters.resources.values()) {
    const module = moduleByKey(resource.key);
    if (!module || resource.hooks.singleton) continue;
    const access: Access = resource.hooks.openRead
      ? { kind: 'session' }
      : { kind: 'read', aclNames: resource.aclNames };
    register(resource.apiPath, access, async (body, caller, say) => {
      const query = moduleListQuery(resource, body);
      const { config } = await writeRulesFor(database.db, caller, module.key, rules);
      return {
        title: module.label,
        columns: listColumnsOf(module, config),
        filter: filterText(body, say, module.fields),
        read: reader(query, (page) => masters.list(resource, caller, page)),
      };
    });
  }
}
