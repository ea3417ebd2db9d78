import { MODULES, RESPONSE_CODES, readScan, type PlaceKind } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';

// Issue 58 (decision 2311): "Stock areas, racks and machines print labels from their masters' lists through
// the same calls as a lot's (chemical/label/{type}/{id} for the PDF, /zpl, and chemical/qrCode/{type}/{id}
// for the codes as data), with a QR the scanner opens."

let suite: Suite;
type Row = Record<string, unknown> & { id: number };
interface PlaceQr {
  kind: PlaceKind;
  id: number;
  title: string;
  code: string;
  name: string;
  content: string;
  image: string;
}

// Decision 2080: the whole address, as the printing user reached the server (a test's requests reach it so).
const SITE = 'http://localhost:80/';
const get = <T>(path: string, token: string | null = suite.admin) => suite.call<T>('GET', path, token);
const file = (path: string, token = suite.admin) =>
  suite.raw({ method: 'GET', url: `/api/v1/${path}`, headers: { authorization: `Bearer ${token}` } });
const config = (value: string) =>
  suite.server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value) SELECT id, 'LABEL_SUPPORT', ${value} FROM organisation
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );

/** Every master whose records the floor scans, with one record of it (the first organisation's). */
const PLACES: { key: PlaceKind; path: string; find: [string, string]; code: string; name: string }[] = [
  {
    key: 'stockArea',
    path: 'chemical/stockArea',
    find: ['name', 'Raw Material Store'],
    code: '',
    name: 'Raw Material Store',
  },
  { key: 'machine', path: 'chemical/machine', find: ['code', 'LOOM-01'], code: 'LOOM-01', name: '' },
  { key: 'rack', path: 'erp/rack', find: ['name', 'A-1'], code: 'RK-A1', name: 'A-1' },
];
const records = new Map<PlaceKind, Row>();

beforeAll(async () => {
  suite = await createSuite();
  await config('YES');
  const branch = await findIn<Row>(suite, 'erp/branch', 'name', 'Head Office');
  const location = await suite.call<Row>('POST', 'erp/location/save', suite.admin, {
    name: 'Label Yard',
    code: 'LBL-Y',
    branchId: branch.id,
  });
  const rack = await suite.call<Row>('POST', 'erp/rack/save', suite.admin, {
    name: 'A-1',
    code: 'RK-A1',
    locationId: location.body.data?.id,
  });
  expect(rack.status, rack.body.responseMessage).toBe(200);
  for (const place of PLACES) records.set(place.key, await findIn<Row>(suite, place.path, ...place.find));
});
afterAll(() => suite.server.close());

describe('a master the floor scans prints its labels (issue 58)', () => {
  it('covers every master that declares a label', () => {
    const declared = MODULES.filter((module) => module.scanLabel).map((module) => module.scanLabel);
    expect(new Set(declared)).toEqual(new Set(PLACES.map((place) => place.key)));
    expect(MODULES.filter((module) => module.scanLabel).every((m) => m.key === m.scanLabel)).toBe(true);
  });

  it.each(PLACES)('$key: its QR opens its page of the floor, which the scan reads back', async (place) => {
    const record = records.get(place.key) as Row;
    const reply = await get<PlaceQr>(`chemical/qrCode/${place.key}/${record.id}`);
    expect(reply.status, reply.body.responseMessage).toBe(200);
    const [qr] = reply.body.dataList ?? [];
    const segment = { stockArea: 'stock-area', machine: 'machine', rack: 'rack' }[place.key];
    expect(qr?.content).toMatch(new RegExp(`^${SITE}#/module/floor/${segment}/${record.id}\\?org=\\d+$`));
    expect(qr?.image).toMatch(/^data:image\/png;base64,/);
    const orgId = Number(/org=(\d+)/.exec(qr?.content ?? '')?.[1]);
    expect(readScan(qr?.content ?? '', { sites: [SITE], orgId })).toEqual({
      outcome: 'target',
      target: { kind: place.key, id: record.id },
    });
    expect(readScan(qr?.content ?? '', { sites: [SITE], orgId: orgId + 1 })).toMatchObject({
      reason: 'otherOrganisation',
    });
  });

  it.each(PLACES)('$key: the PDF sheet reads what it is, its code and its name', async (place) => {
    const record = records.get(place.key) as Row;
    const reply = await file(`chemical/label/${place.key}/${record.id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const text = pdfPages(reply.rawPayload).flat();
    const title = MODULES.find((module) => module.key === place.key)?.label ?? '';
    expect(text).toEqual([title, String(record['code'] ?? ''), String(record['name'] ?? '')].filter(Boolean));
    expect(text).toEqual(expect.arrayContaining([place.code || place.name]));
  });

  it.each(PLACES)('$key: the ZPL holds the same QR text', async (place) => {
    const record = records.get(place.key) as Row;
    const reply = await file(`chemical/label/${place.key}/${record.id}/zpl`);
    expect(reply.statusCode).toBe(200);
    const [qr] = (await get<PlaceQr>(`chemical/qrCode/${place.key}/${record.id}`)).body.dataList ?? [];
    expect(reply.body).toContain(`MA,${qr?.content}^FS`);
    expect(reply.body).toContain(`^FD${place.code || place.name}^FS`);
  });

  it.each(PLACES)("$key: an unknown record and another organisation's: 404", async (place) => {
    const record = records.get(place.key) as Row;
    expect((await get(`chemical/qrCode/${place.key}/99999999`)).status).toBe(404);
    const other = await file(`chemical/label/${place.key}/${record.id}`, suite.orgB);
    expect(other.statusCode).toBe(404);
    expect((await get(`chemical/qrCode/${place.key}/${record.id}`, suite.orgB)).status).toBe(404);
    expect((await get(`chemical/qrCode/${place.key}/x`)).status).toBe(400);
    expect((await get(`chemical/qrCode/${place.key}/${record.id}`, null)).status).toBe(401);
  });

  it('LABEL_SUPPORT not YES: 409 naming the switch', async () => {
    await config('NO');
    try {
      const reply = await get(`chemical/qrCode/rack/${(records.get('rack') as Row).id}`);
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({
        responseCode: RESPONSE_CODES.IN_USE,
        responseMessage: expect.stringContaining('LABEL_SUPPORT'),
      });
    } finally {
      await config('YES');
    }
  });
});
