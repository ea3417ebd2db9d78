import { DOCUMENT_STATUS as S, RESPONSE_CODES, labelAddress } from '@erp/domain';
import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { QR_OPTIONS } from '../src/labels/labels.ts';
import { LABEL_TYPES, labelSizeOf } from '../src/labels/sizes.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';

// Issue 17's QR labels (decision 0941): a received inward's rolls and lots as a PDF sheet and as QR codes
// whose text opens the item's stock card.

let suite: Suite;
type Line = Record<string, unknown> & { id: number; itemId: number };
type Doc = Record<string, unknown> & {
  id: number;
  version: number;
  status: number;
  number: string;
  lines: Line[];
};
interface LabelQr {
  content: string;
  image: string;
  itemId: number;
  itemCode: string;
  lotNumber: string;
  rollNumber: string;
  lineId: number;
  quantity: number;
}

const PO = 'chemical/purchaseOrder';
const INWARD = 'chemical/inward';
const ids = { supplier: 0, branch: 0, granules: 0, tape: 0, store: 0 };
const idOf = async (path: string, key: string, value: string) =>
  (await findIn<{ id: number }>(suite, path, key, value)).id;

const post = async (path: string, body: unknown): Promise<Doc> => {
  const reply = await suite.call<Doc>('POST', path, suite.admin, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Doc;
};
const submit = (path: string, doc: Doc) => post(`${path}/submit`, { id: doc.id, version: doc.version });
const get = <T>(path: string, token: string | null = suite.admin) => suite.call<T>('GET', path, token);
const sheet = (id: number, token = suite.admin, language?: string) =>
  suite.raw({
    method: 'GET',
    url: `/api/v1/chemical/label/inward/${id}`,
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
  });
const config = (key: string, value: string) =>
  suite.server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value) SELECT org_id, ${key}, ${value} FROM item WHERE id = ${ids.granules}
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );

/** A draft inward against a new order of granules and tape: granules in two rolls of one lot, tape in a lot. */
async function inwardDraft(): Promise<Doc> {
  const order = await submit(
    PO,
    await post(`${PO}/save`, {
      partyId: ids.supplier,
      date: '2026-11-20',
      branchId: ids.branch,
      lines: [
        { itemId: ids.granules, quantity: 100, rate: 104.5 },
        { itemId: ids.tape, quantity: 50, rate: 200 },
      ],
    }),
  );
  const [granules, tape] = order.lines;
  const line = (orderLine: Line | undefined, quantity: number, lotNumber: string, rollNumber = '') => ({
    purchaseOrderLineId: orderLine?.id,
    itemId: orderLine?.itemId,
    quantity,
    acceptedQuantity: quantity,
    stockAreaId: ids.store,
    lotNumber,
    rollNumber,
  });
  return post(`${INWARD}/save`, {
    partyId: ids.supplier,
    date: '2026-11-23',
    branchId: ids.branch,
    purchaseOrderId: order.id,
    lines: [
      line(granules, 60, 'L/26 A', 'R-1'),
      line(granules, 40, 'L/26 A', 'R-2'),
      line(tape, 50, `T-${order.id}`),
    ],
  });
}

/** The rectangles the PDF's content streams draw (`x y w h re`) as [width, height] in mm: cut lines and QR modules. */
function rectanglesOf(pdf: Buffer): [number, number][] {
  const source = pdf.toString('latin1');
  const toMm = (points: string) => Math.round((Math.abs(Number(points)) * 25.4) / 72);
  return [...source.matchAll(/\/Length (\d+)[^>]*\/FlateDecode[^]*?stream\n/g)].flatMap((match) => {
    const begin = (match.index ?? 0) + match[0].length;
    const text = inflateSync(pdf.subarray(begin, begin + Number(match[1]))).toString('latin1');
    return [...text.matchAll(/\S+ \S+ (\S+) (\S+) re\n/g)].map(
      ([, w = '', h = '']) => [toMm(w), toMm(h)] as [number, number],
    );
  });
}

/** The labels' cut lines: the rectangles of a label's size. */
const cutLines = (pdf: Buffer, width: number, height: number) =>
  rectanglesOf(pdf).filter(([w, h]) => w === width && h === height).length;

/** The dark modules of the QR code of `content`, as the labels draw it. */
const darkModules = (content: string): number =>
  QRCode.create(content, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel }).modules.data.reduce(
    (sum, module) => sum + module,
    0,
  );

let draft: Doc;
let received: Doc;

beforeAll(async () => {
  suite = await createSuite();
  ids.supplier = await idOf('party', 'companyName', 'Shree Ganesh Polymers');
  ids.branch = await idOf('erp/branch', 'name', 'Head Office');
  ids.granules = await idOf('chemical/item', 'code', 'RM-PP-001');
  const [item] = await queryRows<{ orgId: number }>(
    suite.server.database.db,
    sql`SELECT org_id AS "orgId" FROM item WHERE id = ${ids.granules}`,
  );
  orgId = Number(item?.orgId);
  ids.tape = await idOf('chemical/item', 'code', 'SF-TP-800');
  ids.store = await idOf('chemical/stockArea', 'name', 'Raw Material Store');
  await config('LABEL_SUPPORT', 'YES');
  draft = await inwardDraft();
  received = await submit(INWARD, await inwardDraft());
  expect(received.status).toBe(S.COMPLETED);
});
afterAll(() => suite.server.close());

// Decision 2080: the whole address, as the printing user reached the server (a test's requests reach it so).
const SITE = 'http://localhost:80/';
let orgId = 0;
// A lot's or roll's QR opens its page of the floor with the organisation (decision 2313).
const floorOf = (itemId: number, lotNumber: string, rollNumber = '') =>
  labelAddress(SITE, { kind: 'lot', itemId, lotNumber, rollNumber }, orgId);

describe('chemical/label/{type}/{id}: the label sheet', () => {
  it('downloads one label per received roll or lot with item code, lot, roll, quantity and number', async () => {
    const reply = await sheet(received.id);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const fileName = `Labels ${received.number.replace(/\//g, '_')}.pdf`;
    expect(reply.headers['content-disposition']).toContain(`filename="${fileName}"`);
    const pages = pdfPages(reply.rawPayload);
    // Three 100 × 50 mm labels fit on one A4 page (ten do).
    expect(pages).toHaveLength(1);
    const text = pages.flat();
    expect(text.filter((line) => line === 'RM-PP-001')).toHaveLength(2);
    expect(text.filter((line) => line === 'SF-TP-800')).toHaveLength(1);
    expect(text).toEqual(expect.arrayContaining(['Lot L/26 A · Roll R-1', 'Lot L/26 A · Roll R-2']));
    expect(text.filter((line) => line === received.number)).toHaveLength(3);
    // A label reads, top to bottom: code, name, lot and roll, quantity, place, date, number.
    expect(text.slice(-7)).toEqual([
      'SF-TP-800',
      'PP Tape 800 Denier Natural',
      expect.stringMatching(/^Lot T-\d+$/),
      '50.000 KG',
      'Raw Material Store',
      '23-11-2026',
      received.number,
    ]);
    expect(text).toContain('60.000 KG');
    // Each label: its cut line and the dark modules of its stock card's QR code, drawn as squares.
    const { dataList: qrs = [] } = (await get<{ content: string }>(`chemical/qrCode/inward/${received.id}`))
      .body;
    expect(qrs.map((qr) => qr.content)).toEqual([
      floorOf(ids.granules, 'L/26 A', 'R-1'),
      floorOf(ids.granules, 'L/26 A', 'R-2'),
      expect.stringMatching(
        new RegExp(`^http://localhost:80/#/module/floor/lot/${ids.tape}\\?lotNumber=T-\\d+&org=${orgId}$`),
      ),
    ]);
    expect(rectanglesOf(reply.rawPayload)).toHaveLength(
      qrs.reduce((sum, qr) => sum + 1 + darkModules(qr.content), 0),
    );
    expect(cutLines(reply.rawPayload, 100, 50)).toBe(3);
  });

  it('issue 42: printed by a user who reads Hindi, its words are Hindi and what was typed is as typed (decision 2090)', async () => {
    const text = pdfPages((await sheet(received.id, suite.admin, 'hi')).rawPayload).flat();
    expect(text).toEqual(expect.arrayContaining(['लॉट L/26 A · रोल R-1', 'PP Tape 800 Denier Natural']));
    expect(text.join(' ')).not.toMatch(/\b(Lot|Roll)\b/);
  });

  it('LABEL_TYPE_ID picks the size; empty or unknown: 100 × 50 mm', () => {
    expect(labelSizeOf('')).toEqual({ width: 100, height: 50 });
    expect(labelSizeOf('2')).toEqual(LABEL_TYPES[2]);
    expect(labelSizeOf('99')).toEqual({ width: 100, height: 50 });
  });

  it('prints the size LABEL_TYPE_ID names: 100 × 100 mm labels, four a page', async () => {
    await config('LABEL_TYPE_ID', '3');
    try {
      const reply = await sheet(received.id);
      expect(reply.statusCode).toBe(200);
      expect(pdfPages(reply.rawPayload)).toHaveLength(1);
      expect(cutLines(reply.rawPayload, 100, 100)).toBe(3);
      expect(cutLines(reply.rawPayload, 100, 50)).toBe(0);
    } finally {
      await config('LABEL_TYPE_ID', '');
    }
  });
});

describe('chemical/qrCode: the QR codes as data', () => {
  it('issue 42: a QR holds the whole address a phone opens: the server as the printing user reached it', async () => {
    const reply = await suite.raw({
      method: 'GET',
      url: `/api/v1/chemical/qrCode/inward/${received.id}`,
      headers: { authorization: `Bearer ${suite.admin}`, host: 'erp.kaveri.in:8080' },
    });
    const [first] = (reply.json() as { dataList: LabelQr[] }).dataList;
    expect(first?.content).toBe(
      `http://erp.kaveri.in:8080/#/module/floor/lot/${ids.granules}?lotNumber=L%2F26%20A&rollNumber=R-1&org=${orgId}`,
    );
  });

  it("each label's QR text is its lot's page of the floor, the image that text's QR code", async () => {
    const reply = await get<LabelQr>(`chemical/qrCode/inward/${received.id}`);
    expect(reply.status).toBe(200);
    const labels = reply.body.dataList ?? [];
    expect(
      labels.map(({ itemId, lotNumber, rollNumber, quantity }) => ({
        itemId,
        lotNumber,
        rollNumber,
        quantity,
      })),
    ).toEqual([
      { itemId: ids.granules, lotNumber: 'L/26 A', rollNumber: 'R-1', quantity: 60 },
      { itemId: ids.granules, lotNumber: 'L/26 A', rollNumber: 'R-2', quantity: 40 },
      { itemId: ids.tape, lotNumber: expect.stringMatching(/^T-/), rollNumber: '', quantity: 50 },
    ]);
    expect(labels.map((label) => label.lineId)).toEqual(received.lines.map((line) => line.id));
    for (const label of labels) {
      expect(label.content).toBe(floorOf(label.itemId, label.lotNumber, label.rollNumber));
      expect(label.image).toBe(await QRCode.toDataURL(label.content, QR_OPTIONS));
    }
    expect(labels[0]?.content).toBe(
      `${SITE}#/module/floor/lot/${ids.granules}?lotNumber=L%2F26%20A&rollNumber=R-1&org=${orgId}`,
    );
  });

  it('getQrByItem/{type}/{itemId}/{detailId}: the one label of that line', async () => {
    const line = received.lines[1] as Line;
    const reply = await get<LabelQr>(`chemical/qrCode/getQrByItem/inward/${ids.granules}/${line.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      lineId: line.id,
      rollNumber: 'R-2',
      content: floorOf(ids.granules, 'L/26 A', 'R-2'),
    });
    const wrongItem = await get(`chemical/qrCode/getQrByItem/inward/${ids.tape}/${line.id}`);
    expect(wrongItem.status).toBe(404);
    expect(wrongItem.body.responseMessage).toMatch(/has no received line \d+ of item \d+/);
    const noLine = await get(`chemical/qrCode/getQrByItem/inward/${ids.granules}/99999999`);
    expect(noLine).toMatchObject({
      status: 404,
      body: { responseMessage: 'There is no inward line 99999999.' },
    });
    expect((await get(`chemical/qrCode/getQrByItem/inward/${ids.granules}/x`)).status).toBe(400);
  });
});

describe('refusals', () => {
  it('a draft inward: 409 in words', async () => {
    for (const reply of [
      await get(`chemical/qrCode/inward/${draft.id}`),
      await get(`chemical/label/inward/${draft.id}`),
    ]) {
      expect(reply.status).toBe(409);
      expect(reply.body.responseMessage).toBe('Labels are printed for a received inward');
    }
  });

  it('an inward that accepted nothing: 409, nothing to label', async () => {
    const some = await inwardDraft();
    const rejected = await post(`${INWARD}/save`, {
      ...some,
      lines: some.lines.map((line) => ({ ...line, acceptedQuantity: 0, rejectedQuantity: line.quantity })),
    });
    const done = await submit(INWARD, rejected);
    expect(done.status).toBe(S.COMPLETED);
    const reply = await get(`chemical/qrCode/inward/${done.id}`);
    expect(reply.status).toBe(409);
    expect(reply.body.responseMessage).toBe(
      `Inward ${done.number} brought nothing into stock: there is nothing to label.`,
    );
  });

  it("an unknown inward and another organisation's: 404, nothing of it shown", async () => {
    expect((await sheet(99999999)).statusCode).toBe(404);
    const other = await sheet(received.id, suite.orgB);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('RM-PP-001');
    const qr = await get(`chemical/qrCode/inward/${received.id}`, suite.orgB);
    expect(qr.status).toBe(404);
    const line = received.lines[0] as Line;
    expect(
      (await get(`chemical/qrCode/getQrByItem/inward/${ids.granules}/${line.id}`, suite.orgB)).status,
    ).toBe(404);
  });

  it('LABEL_SUPPORT not YES: 409 naming the switch', async () => {
    await config('LABEL_SUPPORT', 'NO');
    try {
      const reply = await get(`chemical/qrCode/inward/${received.id}`);
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({
        responseCode: RESPONSE_CODES.IN_USE,
        responseMessage: expect.stringContaining('LABEL_SUPPORT'),
      });
      expect((await sheet(received.id)).statusCode).toBe(409);
    } finally {
      await config('LABEL_SUPPORT', 'YES');
    }
  });

  it("reading the inward is enough: the storekeeper's view-only role prints the sheet", async () => {
    expect((await sheet(received.id, suite.storekeeper)).statusCode).toBe(200);
  });

  it('no token: 401; a document type that brings nothing in has no labels', async () => {
    expect((await get(`chemical/label/inward/${received.id}`, null)).status).toBe(401);
    expect((await get(`chemical/qrCode/stockIssue/1`)).status).toBe(404);
  });
});
