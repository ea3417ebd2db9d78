import { readdirSync } from 'node:fs';
import { DOCUMENTS, REPORTS, guessLeadMapping, type ReportDef, type ReportFilterDef } from '@erp/domain';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../src/stock/sheet.ts';
import { tokenFor } from '../src/testing.ts';
import { HOSTILE_NUMBERS, anyJson, hostileText } from './fuzz-values.ts';
import { bodyOf, lookupIds } from './document-bodies.ts';
import { createSuite, findIn, routesOf, type Suite } from './helpers.ts';
import { FORM_ROUTES, SHEET_ROUTES, callsInRoutes } from './upload-routes.ts';

/**
 * Issue 39: "The suite's fuzz test (decision 0211) grows to cover … every report's filters and every upload
 * route." Each report's rows call and files are sent bodies drawn from its declared filters, fitting or
 * hostile; each route that receives files is sent generated multipart forms (sheets with hostile cells,
 * random bytes, wrong parts, cut-off forms). Every answer is < 500 in the envelope (or a file downloaded),
 * no received file is left behind, and the server answers after. Fixed seed (FUZZ_SEED), FUZZ_FORM_RUNS runs.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 1414);
const RUNS = Number(process.env['FUZZ_FORM_RUNS'] ?? 4);

/** What the user's browser could send for a day, and what a hostile client could. */
const DAYS = [
  '2026-11-01',
  '2026-11-30',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-13-01',
  '01-11-2026',
  '',
];
const day = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...DAYS) },
  { weight: 1, arbitrary: fc.oneof(hostileText, anyJson) },
);
const hostileOr = <T>(fitting: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: fitting },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), hostileText, anyJson) },
  );

/** One filter's body fields, each left out, fitting, or hostile. */
function filterFields(filter: ReportFilterDef): Record<string, fc.Arbitrary<unknown>> {
  switch (filter.kind) {
    case 'dateRange':
      return { [filter.keys[0]]: day, [filter.keys[1]]: day };
    case 'lookup':
      return { [filter.key]: hostileOr(fc.integer({ min: 1, max: 60 })) };
    case 'text':
    case 'search':
      return { [filter.key]: hostileOr(fc.string({ maxLength: filter.maxLength + 2 })) };
    case 'choice':
      return {
        [filter.key]: hostileOr(fc.constantFrom('', ...filter.options.map((option) => option.value))),
      };
    case 'flag':
      return { [filter.key]: hostileOr(fc.boolean()) };
  }
}

/** A report's body: its filters, the page, the size and the sort. */
const reportBody = (report: ReportDef): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(
    {
      ...Object.fromEntries(report.filters.flatMap((filter) => Object.entries(filterFields(filter)))),
      page: hostileOr(fc.integer({ min: 1, max: 3 })),
      size: hostileOr(fc.constantFrom(10, 50, 500)),
      sort: hostileOr(fc.constantFrom(...report.columns.flatMap((column) => [column.key, `-${column.key}`]))),
    },
    { requiredKeys: [] },
  );

/** Less than 500 in the envelope, or a file downloaded: what went wrong otherwise. */
function problemOf(reply: LightMyRequestResponse): string | undefined {
  // A file is told by its attachment, whatever its type (a JSON return too), as the client tells it.
  if (String(reply.headers['content-disposition'] ?? '').startsWith('attachment'))
    return reply.statusCode === 200 ? undefined : `a file answered ${reply.statusCode}`;
  if (!String(reply.headers['content-type'] ?? '').includes('json'))
    return `a ${reply.statusCode} that is no envelope`;
  const body = reply.json<{ responseCode?: unknown; responseMessage?: unknown }>();
  if (reply.statusCode >= 500) return `${reply.statusCode}: ${String(body.responseMessage).slice(0, 200)}`;
  return typeof body.responseCode === 'number' && typeof body.responseMessage === 'string'
    ? undefined
    : 'no envelope';
}

/** A part of a multipart form as it goes on the wire. */
interface Part {
  name: string;
  fileName?: string;
  type?: string;
  content: Buffer;
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

/** The form's bytes; `cut`: it ends before its closing boundary, as a dropped upload would. */
function formOf(parts: readonly Part[], cut: boolean): Buffer {
  const pieces = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${
        part.fileName === undefined ? '' : `; filename="${part.fileName}"`
      }\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...pieces, Buffer.from(cut ? '' : `--${BOUNDARY}--\r\n`)]);
}

/** A sheet's headers: those the opening stock, a lead file and a count sheet read. */
const HEADERS = [
  'Item Code',
  'Quantity',
  'Rate',
  'Lot',
  'Stock Area',
  'Name',
  'Phone',
  'Email',
  'Counted Quantity',
];

/** Workbooks whose cells a reader of sheets must survive: huge, non-finite and non-decimal numbers, formulas, errors. */
async function hostileWorkbooks(): Promise<Buffer[]> {
  const make = async (fill: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> => {
    const workbook = new ExcelJS.Workbook();
    fill(workbook);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const CELLS: ExcelJS.CellValue[] = [
    1e308,
    -1e308,
    1e21,
    2 ** 53 + 1,
    -0,
    '0x10',
    '1e400',
    'NaN',
    '2026-02-30',
    new Date(Date.UTC(1900, 0, 1)),
    { formula: '1/0', result: { error: '#DIV/0!' } },
    { error: '#N/A' },
    { richText: [{ text: 'RM-PP-' }, { text: '001' }] },
    { text: 'link', hyperlink: 'javascript:alert(1)' },
    true,
    '=cmd|" /C calc"!A0',
    'x'.repeat(32_000),
    '\u0000\ud800',
  ];
  return Promise.all([
    make((workbook) => {
      const sheet = workbook.addWorksheet('Sheet1');
      sheet.addRow(HEADERS);
      for (let row = 0; row < CELLS.length; row += 1)
        sheet.addRow(HEADERS.map((_, column) => CELLS[(row + column) % CELLS.length] ?? null));
    }),
    make((workbook) => {
      const sheet = workbook.addWorksheet('Merged');
      sheet.addRow(HEADERS);
      sheet.addRow(['RM-PP-001', 5]);
      sheet.mergeCells('A1:C3');
      workbook.addWorksheet('Second').addRow([1e308]);
    }),
    make((workbook) => {
      workbook.addWorksheet('Headers only').addRow(HEADERS);
    }),
    make(() => undefined),
  ]);
}

const csvCell = hostileText.map((text) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text));
const csv = fc
  .array(fc.array(fc.oneof(csvCell, fc.constantFrom(...HOSTILE_NUMBERS.map(String))), { maxLength: 5 }), {
    maxLength: 6,
  })
  .map((rows) => Buffer.from(rows.map((cells) => cells.join(',')).join('\r\n')));

/** Bytes that start as a file of the type says and go on at random: what the type check lets through. */
const startingWith = (magic: string) =>
  fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.concat([Buffer.from(magic, 'latin1'), bytes]));

/**
 * A generated form for a route taking files in part `file` and text in part `text`. Most file parts are what
 * a browser sends (a name, type and content that agree), so that the sheet, image and PDF readers get hostile
 * content past the type check; the rest disagree, or are named or typed at random.
 */
function formFor(workbooks: readonly Buffer[], file: string, text: string): fc.Arbitrary<Buffer> {
  const agreeing = fc.oneof(
    fc.record({
      fileName: fc.constant('sheet.xlsx'),
      type: fc.constant(XLSX_TYPE),
      content: fc.constantFrom(...workbooks),
    }),
    fc.record({ fileName: fc.constant('list.csv'), type: fc.constant('text/csv'), content: csv }),
    fc.record({
      fileName: fc.constant('report.pdf'),
      type: fc.constant('application/pdf'),
      content: startingWith('%PDF-1.4\n'),
    }),
    fc.record({
      fileName: fc.constant('photo.png'),
      type: fc.constant('image/png'),
      content: startingWith('\x89PNG\r\n\x1a\n'),
    }),
  );
  const disagreeing = fc.record({
    fileName: fc.oneof(
      fc.constantFrom('sheet.xlsx', 'list.csv', 'report.pdf', 'photo.png', '../../etc/passwd', 'run.exe', ''),
      hostileText,
    ),
    type: fc.constantFrom(XLSX_TYPE, 'text/csv', 'application/pdf', 'image/png', 'application/octet-stream'),
    content: fc.oneof(fc.constantFrom(...workbooks), csv, startingWith('')),
  });
  const filePart = fc
    .record({
      name: fc.oneof({ weight: 6, arbitrary: fc.constant(file) }, { weight: 1, arbitrary: hostileText }),
      sent: fc.oneof({ weight: 4, arbitrary: agreeing }, { weight: 1, arbitrary: disagreeing }),
    })
    .map(({ name, sent }): Part => ({ name, ...sent }));
  const textPart = fc.record({
    name: fc.oneof({ weight: 6, arbitrary: fc.constant(text) }, { weight: 1, arbitrary: hostileText }),
    content: fc
      .oneof(
        { weight: 3, arbitrary: anyJson.map((value) => JSON.stringify(value) ?? 'null') },
        { weight: 1, arbitrary: hostileText },
      )
      .map((value) => Buffer.from(value)),
  });
  return fc
    .record({
      file: fc.array(filePart, { maxLength: 2 }),
      text: fc.option(textPart, { nil: undefined }),
      cut: fc.oneof(
        { weight: 5, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    })
    .map(({ file: files, text: sent, cut }) => formOf(sent ? [sent, ...files] : files, cut));
}

let suite: Suite;
let token = '';

beforeAll(async () => {
  suite = await createSuite();
  await suite.server.app.ready();
  token = await tokenFor(suite.server, 'admin');
});
afterAll(() => suite.server.close());

describe("issue 39: every report's filters, fuzzed, answer < 500 in the envelope", () => {
  it.each(Object.values(REPORTS).map((report) => [report.id, report] as const))(
    '%s: its rows call and its files',
    async (_id, report) => {
      const failures: string[] = [];
      for (const path of [report.path, ...report.exports.map((file) => file.path)]) {
        const property = fc.asyncProperty(reportBody(report), async (body) => {
          const reply = await suite.raw({
            method: 'POST',
            url: `/api/v1/${path}`,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          const problem = problemOf(reply);
          if (problem) failures.push(`${path} ${JSON.stringify(body).slice(0, 300)}: ${problem}`);
          return problem === undefined;
        });
        await fc.check(property, { seed: SEED, numRuns: RUNS });
      }
      expect(failures).toEqual([]);
    },
  );
});

describe('issue 39: every route that receives files, sent generated forms, answers < 500 and keeps nothing', () => {
  it('the table holds every place a form with files is received', () => {
    expect(callsInRoutes(/\.receive\(request/g, 'files.ts')).toBe(FORM_ROUTES.length);
  });

  it('each sheet route reads each hostile workbook and CSV file to an answer in words', async () => {
    const workbooks = await hostileWorkbooks();
    const csvFiles = fc.sample(csv, { seed: SEED, numRuns: 6 });
    const sheets: Part[] = [
      ...workbooks.map((content) => ({ name: 'file', fileName: 'sheet.xlsx', type: XLSX_TYPE, content })),
      ...[Buffer.from(`${HEADERS.join(',')}\r\n`), ...csvFiles].map((content, index) => ({
        name: 'file',
        fileName: 'list.csv',
        type: 'text/csv',
        content: index === 0 ? content : Buffer.concat([Buffer.from(`${HEADERS.join(',')}\r\n`), content]),
      })),
    ];
    // The lead import and the count upload read into a platform and a count sheet that exist.
    const count = await suite.call<{ id: number }>(
      'POST',
      `${DOCUMENTS.stockCount.apiPath}/save`,
      suite.admin,
      bodyOf(DOCUMENTS.stockCount, await lookupIds(suite), 0),
    );
    expect(count.status, count.body.responseMessage).toBe(200);
    const platform = await findIn<{ id: number }>(suite, 'crm/digitalPlatform', 'name', 'IndiaMART');
    const paths = SHEET_ROUTES.map((path) =>
      path.replace(/\/1$/, `/${path.includes('/import/') ? platform.id : (count.body.data?.id ?? 0)}`),
    );
    const failures: string[] = [];
    for (const path of paths)
      for (const sheet of sheets) {
        const text = path.includes('/import/') ? JSON.stringify(guessLeadMapping(HEADERS)) : '{}';
        const reply = await suite.raw({
          method: 'POST',
          url: `/api/v1/${path}`,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          },
          payload: formOf(
            [{ name: path.includes('/import/') ? 'mapping' : 'bodyData', content: Buffer.from(text) }, sheet],
            false,
          ),
        });
        const problem = problemOf(reply);
        if (problem) failures.push(`${path} ${sheet.fileName}: ${problem}`);
      }
    expect(failures).toEqual([]);
  });

  it('every master, the sheet routes, the lab report and a decision', async () => {
    const routes = routesOf(suite.server.app.printRoutes({ commonPrefix: false }));
    const masters = routes
      .filter((route) => route.url.endsWith('/updateWithFile'))
      .map((route) => route.url.replace(/^\/api\/v1\//, '').replace(/\/updateWithFile$/, ''));
    expect(masters.length).toBeGreaterThan(40);
    const targets = FORM_ROUTES.flatMap(({ route, file, text }) => {
      const of = (paths: readonly string[]) => paths.map((path) => ({ path, file, text }));
      if (route === 'sheet') return of(SHEET_ROUTES);
      if (route === 'master') return of(masters.map((path) => `${path}/update`));
      if (route === 'attach')
        return of([...masters.map((path) => `${path}/updateWithFile`), 'filesData/saveWithFile']);
      return of([route]);
    });
    const workbooks = await hostileWorkbooks();
    const failures: string[] = [];
    for (const [index, target] of targets.entries()) {
      const property = fc.asyncProperty(formFor(workbooks, target.file, target.text), async (payload) => {
        const reply = await suite.raw({
          method: 'POST',
          url: `/api/v1/${target.path}`,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          },
          payload,
        });
        const problem = problemOf(reply);
        if (problem) failures.push(`${target.path}: ${problem}`);
        return problem === undefined;
      });
      await fc.check(property, { seed: SEED + index, numRuns: RUNS });
    }
    expect(failures).toEqual([]);
    // A form refused or cut off leaves no received file behind.
    expect(readdirSync(suite.server.filesDir).filter((name) => name.startsWith('.upload-'))).toEqual([]);
    expect((await suite.call('GET', 'version', null)).status).toBe(200);
  }, 600_000);
});
