import { MAX_DOCUMENT_LINES, type Envelope } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../src/stock/sheet.ts';
import { MAX_PRINTED_LINES } from '../src/work/renders.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';
import { bombXlsx, lyingBombXlsx, overRowsCsv, overRowsXlsx } from './sheet-bombs.ts';
import { SHEET_ROUTES, callsInRoutes } from './upload-routes.ts';

// Issue 39, "No request stalls the server" (decisions 1850-1852): uploads are read and prints rendered in
// the work pool, within caps checked before the work. Over real HTTP on a listening server, so that the
// replies' order is what a second user of the server would see.

let suite: Suite;
let url: string;
/** A purchase order of PRINT_LINES lines. */
let longOrder = 0;
/** The longest document there can be (decision 1856). */
const PRINT_LINES = MAX_DOCUMENT_LINES;
const PO = 'chemical/purchaseOrder';

interface Timed {
  status: number;
  body: Envelope<unknown>;
  /** performance.now() when the whole reply was read. */
  at: number;
}

async function timed(reply: Promise<Response>): Promise<Timed> {
  const answer = await reply;
  const bytes = Buffer.from(await answer.arrayBuffer());
  const json = answer.headers.get('content-type')?.startsWith('application/json');
  return {
    status: answer.status,
    body: (json ? JSON.parse(bytes.toString('utf8')) : {}) as Envelope<unknown>,
    at: performance.now(),
  };
}

const get = (path: string): Promise<Timed> =>
  timed(fetch(`${url}/api/v1/${path}`, { headers: { authorization: `Bearer ${suite.admin}` } }));

function upload(path: string, bytes: Buffer, name: string, type: string): Promise<Timed> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return timed(
    fetch(`${url}/api/v1/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${suite.admin}` },
      body: form,
    }),
  );
}

const HOSTILE = [
  {
    sheet: 'a zip bomb',
    file: bombXlsx(),
    name: 'bomb.xlsx',
    type: XLSX_TYPE,
    says: /unpacks to 64 MB: a sheet may unpack to at most 40 MB/,
  },
  {
    sheet: 'a bomb lying about its size',
    file: lyingBombXlsx(),
    name: 'lying.xlsx',
    type: XLSX_TYPE,
    says: /unpacks to more than it says it does: a sheet may unpack to at most 40 MB/,
  },
  {
    sheet: 'a workbook over the rows cap',
    file: overRowsXlsx(),
    name: 'rows.xlsx',
    type: XLSX_TYPE,
    says: /has more than 25,000 rows/,
  },
  {
    sheet: 'a CSV file over the rows cap',
    file: overRowsCsv(),
    name: 'rows.csv',
    type: 'text/csv',
    says: /has more than 25,000 rows/,
  },
];

beforeAll(async () => {
  suite = await createSuite();
  url = await suite.server.app.listen({ port: 0, host: '127.0.0.1' });
  const [supplier, branch, item] = await Promise.all([
    findIn<{ id: number }>(suite, 'party', 'companyName', 'Reliance Polymer Distributors Pvt Ltd'),
    findIn<{ id: number }>(suite, 'erp/branch', 'name', 'Head Office'),
    findIn<{ id: number }>(suite, 'chemical/item', 'code', 'RM-PP-001'),
  ]);
  const saved = await suite.call<{ id: number }>('POST', `${PO}/save`, suite.admin, {
    partyId: supplier.id,
    date: '2026-11-20',
    branchId: branch.id,
    lines: Array.from({ length: PRINT_LINES }, (_, i) => ({ itemId: item.id, quantity: 1 + i, rate: 10 })),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  longOrder = saved.body.data?.id ?? 0;
}, 300_000);
afterAll(() => suite.server.close());

describe('every upload route refuses a bomb and an over-cap sheet with 413 in words (decision 1851)', () => {
  it('the table holds every route that reads a sheet', () => {
    expect(callsInRoutes(/receive(Sheet|Import)\(/g, 'sheet-upload.ts')).toBe(SHEET_ROUTES.length);
  });

  it.each(SHEET_ROUTES.flatMap((route) => HOSTILE.map((hostile) => ({ route, ...hostile }))))(
    '$route: $sheet is refused, 413',
    async ({ route, file, name, type, says }) => {
      const reply = await upload(route, file, name, type);
      expect(reply.status, reply.body.responseMessage).toBe(413);
      // What the user sees: the file's name and the cap it passes.
      expect(reply.body.responseMessage).toContain(name);
      expect(reply.body.responseMessage).toMatch(says);
    },
  );
});

describe('no request stalls the server (issue 39)', () => {
  it('light calls answer while a bomb upload and a print of the longest document (2,000 lines) run', async () => {
    const print = get(`${PO}/print/${longOrder}?copies=1`);
    const bomb = upload('crm/digitalPlatform/import/columns', bombXlsx(), 'bomb.xlsx', XLSX_TYPE);
    const light: Timed[] = [];
    for (let i = 0; i < 5; i += 1) {
      light.push(await get('version'));
      light.push(await get('chemical/item/getAllByPartner?page=1&size=20'));
    }
    const [printed, refused] = await Promise.all([print, bomb]);
    expect(refused.status).toBe(413);
    expect(printed.status, printed.body.responseMessage).toBe(200);
    for (const reply of light) expect(reply.status).toBe(200);
    // The bomb is refused, and every light call answered, while the print is still being rendered.
    expect(refused.at).toBeLessThan(printed.at);
    expect(Math.max(...light.map((reply) => reply.at))).toBeLessThan(printed.at);
    // A loaded machine renders slowly: the order of the replies is what is checked, not their speed.
  }, 300_000);

  it(`a print of more than ${MAX_PRINTED_LINES.toLocaleString('en-IN')} lines (lines × copies) is refused, 413`, async () => {
    const reply = await get(`${PO}/print/${longOrder}?copies=10`);
    expect(reply.status).toBe(413);
    expect(reply.body.responseMessage).toBe(
      'This print would run to 20,000 lines (2,000 lines × 10 copies): a print may have at most 12,000. Print fewer copies at a time.',
    );
  });
});
