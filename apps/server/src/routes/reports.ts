import {
  REPORTS,
  RESPONSE_CODES,
  calendarDay,
  findReport,
  reportAreas,
  reportFilterLine,
  reportMissingFilters,
  reportRangeProblem,
  reportSortKeys,
  reportSortOf,
  type ReportDef,
  type ReportExport,
  type ReportFilterDef,
  type ReportFilterValues,
} from '@erp/domain';
import { z } from 'zod';
import { printLanguageOf, sayIn, type PrintLanguage } from '../print/words.ts';
import { mayRead } from '../auth/access.ts';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import { organisationName } from '../export/organisation.ts';
import { exportList, type ListExport } from '../export/export.ts';
import { trackedReader } from '../export/pages.ts';
import { ok, okList, ownDocuments } from '../http/envelope.ts';
import type { ApiRouter, FileReply } from '../http/router.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { REPORT_READS } from '../reports/reads.ts';
import type { ReportQuery, ReportRead } from '../reports/report-read.ts';
import type { Row } from '../stores/types.ts';
import { whole } from './list-query.ts';
import { bodyId } from './stock-query.ts';

const day = (label: string) => calendarDay(label).nullish();

/** The body fields of one filter, by its kind. */
function filterFields(filter: ReportFilterDef): Record<string, z.ZodType> {
  switch (filter.kind) {
    case 'dateRange':
      return { [filter.keys[0]]: day('From'), [filter.keys[1]]: day('To') };
    case 'lookup':
      return { [filter.key]: bodyId(filter.label) };
    case 'text':
    case 'search':
      return {
        [filter.key]: z
          .string({ error: `${filter.label} must be text` })
          .trim()
          .max(filter.maxLength, { error: `${filter.label} is at most ${filter.maxLength} characters` })
          .nullish(),
      };
    case 'flag':
      return { [filter.key]: z.boolean({ error: `${filter.label} must be true or false` }).nullish() };
    case 'choice': {
      const values = filter.options.map((option) => option.value);
      return {
        [filter.key]: z
          .union([z.string(), z.number().transform(String)], { error: `${filter.label} must be text` })
          .refine((value) => value === '' || values.includes(value), {
            error: `${filter.label} is not one this report offers`,
          })
          .nullish(),
      };
    }
  }
}

/** The rows call's body of a report, from its declaration: its filters, page (default the first 10), sort. */
function bodyOf(report: ReportDef) {
  const sortable = reportSortKeys(report);
  const ranges = report.filters.flatMap((filter) => (filter.kind === 'dateRange' ? [filter] : []));
  const given = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return z
    .object({
      ...Object.fromEntries(report.filters.flatMap((filter) => Object.entries(filterFields(filter)))),
      page: whole('Page', 1, 1_000_000).nullish(),
      size: whole('Page size', 1, 500).nullish(),
      sort: z
        .string({ error: 'Sort must be text' })
        .refine((sort) => reportSortOf(report, sort) !== undefined, {
          error: `${report.title} sorts by ${sortable.join(', ') || 'nothing'} (a '-' in front for descending)`,
        })
        .nullish(),
    })
    .superRefine((body: Record<string, unknown>, context) => {
      for (const label of reportMissingFilters(report, body as ReportFilterValues))
        context.addIssue({ code: 'custom', message: `Choose the ${label} to run ${report.title}` });
      for (const range of ranges) {
        const [from, to] = range.keys;
        const problem = reportRangeProblem(range, given(body[from]), given(body[to]));
        if (problem) context.addIssue({ code: 'custom', path: [to], message: problem });
      }
    });
}

/** A parsed body as the report's read takes it: the filters given, the page, the sort. */
function queryOf(report: ReportDef, schema: z.ZodType, body: unknown): ReportQuery {
  const parsed = parseWith(schema, body ?? {}) as Record<string, unknown>;
  const filter = Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string | number | boolean] =>
        !['page', 'size', 'sort'].includes(entry[0]) && entry[1] !== null && entry[1] !== '',
    ),
  );
  const sort = typeof parsed.sort === 'string' ? reportSortOf(report, parsed.sort) : undefined;
  return {
    filter,
    page: typeof parsed.page === 'number' ? parsed.page : 1,
    size: typeof parsed.size === 'number' ? parsed.size : 10,
    ...(sort ? { sort } : {}),
  };
}

/** A report row as the export writes it: a report's rows are no records, so their id is their place. */
const asRow = (row: object, place: number): Row => ({ ...row, id: place, version: 0 });

/**
 * The export's page reader over a report: counted once, then page after page (decision 0840), each page
 * given the last row of the one before, so a read that pages by key need not skip rows (decision 1710).
 */
const pagesOf =
  (db: Database['db'], read: ReportRead, caller: Caller, query: ReportQuery): ListExport['read'] =>
  async (page, size, counted, after) => {
    const asked = { ...query, page, size, ...(after ? { after } : {}) };
    const total = counted?.total ?? (await read.count(db, caller, asked));
    const rows = await read.page(db, caller, asked);
    return {
      rows: rows.map((row, index) => asRow(row, (page - 1) * size + index + 1)),
      total,
      estimated: false,
    };
  };

const FORMAT_NAMES: Readonly<Record<ReportExport['format'], string>> = { excel: 'Excel', pdf: 'PDF' };

const isNonEmpty = <T>(list: T[]): list is [T, ...T[]] => list.length > 0;

/** What a prepared report's job is given (decision 2040): the report, its body as asked, the file's format. */
interface PreparedReport {
  reportId: string;
  format: ReportExport['format'];
  body: unknown;
  /** The language of the user who asked for it (decision 2090); English for a job asked before it was kept. */
  language?: PrintLanguage;
}

/** One of a report's files of exactly what is filtered, as the screen's export and a prepared report make it. */
async function reportFile(
  db: Database['db'],
  caller: Caller,
  report: ReportDef,
  read: ReportRead,
  query: ReportQuery,
  file: ReportExport,
  language: PrintLanguage | undefined,
  track: (reader: ListExport['read']) => ListExport['read'] = (reader) => reader,
): Promise<FileReply> {
  const exported = await exportList(
    {
      title: report.title,
      columns: report.columns,
      filter: reportFilterLine(report, query.filter, sayIn(language ?? 'en')),
      organisation: await organisationName(db, caller),
      read: track(pagesOf(db, read, caller, query)),
      ownDocumentsOnly: report.ofDocuments === true && caller.ownRecordsOnly === true,
      language,
    },
    file.format,
  );
  return { ...exported, fileName: file.fileName };
}

/** The report and its read of an id, or a refusal in words (a report gone since the job was asked). */
function declared(reportId: string): { report: ReportDef; read: ReportRead } {
  const report = findReport(reportId);
  const read = REPORT_READS[reportId];
  if (!report || !read) throw new AppError(RESPONSE_CODES.NOT_FOUND, `There is no report ${reportId}`);
  return { report, read };
}

/**
 * Issue 22's report area over the declarations of `REPORTS` (decision 1210): per report its rows call
 * (paged, sorted by its sortable columns, with the totals it declares in `data`), its files, with the
 * columns and file names it declares, and `{path}/prepare`, which makes one of those files in the
 * background (decision 2040: a report too long to read on its screen); run by the roles its access names
 * allow; and `chemical/report/getReportModules`, the areas and reports the caller may run.
 */
export function registerReportRoutes(router: ApiRouter, database: Database, runner: JobRunner): void {
  const db = database.db;
  const reports = Object.values(REPORTS);

  const anyReport = { kind: 'read', aclNames: [...new Set(reports.flatMap((r) => r.aclNames))] } as const;
  router.route('GET', 'chemical/report/getReportModules', anyReport, async (_request, session) =>
    okList(reportAreas(reports, (report) => mayRead(session.hasAcl, session.acl, report.aclNames))),
  );

  const schemas = new Map(reports.map((report) => [report.id, bodyOf(report)]));
  runner.register('report', async ({ caller, params, progress, signal }) => {
    const { reportId, format, body, language } = params as PreparedReport;
    const { report, read } = declared(reportId);
    const file = report.exports.find((candidate) => candidate.format === format);
    const schema = schemas.get(reportId);
    if (!file || !schema)
      throw new AppError(RESPONSE_CODES.NOT_FOUND, `${report.title} has no ${format} file`);
    return reportFile(db, caller, report, read, queryOf(report, schema, body), file, language, (reader) =>
      trackedReader(reader, progress, signal),
    );
  });

  for (const report of reports) {
    const { read } = declared(report.id);
    const schema = bodyOf(report);
    const access = { kind: 'read', aclNames: report.aclNames } as const;
    router.route('POST', report.path, access, async (request, session) => {
      const query = queryOf(report, schema, request.body);
      const [rows, total, totals] = await Promise.all([
        read.page(db, session.caller, query),
        read.count(db, session.caller, query),
        read.totals?.(db, session.caller, query),
      ]);
      const reply = totals ? { ...okList([...rows], total), data: totals } : okList([...rows], total);
      return report.ofDocuments ? ownDocuments(session.caller, reply) : reply;
    });
    for (const file of report.exports)
      router.file('POST', file.path, access, async (request, session) =>
        reportFile(
          db,
          session.caller,
          report,
          read,
          queryOf(report, schema, request.body),
          file,
          printLanguageOf(request.headers['accept-language']),
        ),
      );
    const formats = report.exports.map((file) => file.format);
    if (!isNonEmpty(formats)) continue;
    const prepareBody = z.object({
      format: z
        .enum(formats, {
          error: `${report.title} is prepared as ${formats.map((format) => FORMAT_NAMES[format]).join(' or ')}`,
        })
        .nullish(),
    });
    router.route('POST', `${report.path}/prepare`, access, async (request, session) => {
      const format = parseWith(prepareBody, request.body ?? {}).format ?? formats[0];
      // What the job reads is what was asked, checked now and again when it runs; not the page.
      const {
        page: _page,
        size: _size,
        ...body
      } = parseWith(schema, request.body ?? {}) as Record<string, unknown>;
      const query = queryOf(report, schema, body);
      const language = printLanguageOf(request.headers['accept-language']);
      const params: PreparedReport = { reportId: report.id, format, body, language };
      return ok(
        await runner.enqueue(session.caller, {
          kind: 'report',
          subject: report.id,
          title: report.title,
          description: reportFilterLine(report, query.filter, sayIn(language)),
          params,
        }),
        'Preparing',
      );
    });
  }
}
