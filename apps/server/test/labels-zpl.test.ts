import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 22's ZPL labels (decision 1721): `chemical/label/{type}/{id}/zpl`, the label sheet's labels for a
// 4-inch thermal printer, read back by a small ZPL parser.

let suite: Suite;
type Doc = Record<string, unknown> & { id: number; version: number; status: number; number: string };

/** One field of a label format: where it is drawn, whether it is a QR code, and its data (^FH decoded). */
interface ZplField {
  x: number;
  y: number;
  qr: boolean;
  data: string;
}

/** One ^XA…^XZ format: its commands and its fields. */
interface ZplLabel {
  commands: string[];
  fields: ZplField[];
}

/** ^FH's escapes (`\5E`) back to their characters. */
const unhex = (text: string) =>
  text.replace(/\\([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Reads ZPL: every caret command in order; a format starts at ^XA and ends at ^XZ, never nested and never
 * left open; a field runs from its ^FO through ^FD (its data) to ^FS.
 */
function parseZpl(source: string): ZplLabel[] {
  const labels: ZplLabel[] = [];
  let open: ZplLabel | null = null;
  let field: Partial<ZplField> = {};
  // A command is a caret and two characters; its parameters run to the next caret (^FD's data holds none: ^FH).
  for (const [, name = '', rest = ''] of source.matchAll(/\^([A-Z0-9@]{2})([^^]*)/g)) {
    const parameters = rest.trim();
    if (name === 'XA') {
      expect(open, '^XA inside an open format').toBeNull();
      open = { commands: [], fields: [] };
      continue;
    }
    expect(open, `^${name} outside ^XA…^XZ`).not.toBeNull();
    const label = open as ZplLabel;
    label.commands.push(`${name}${parameters}`);
    if (name === 'XZ') {
      labels.push(label);
      open = null;
    } else if (name === 'FO') {
      const [x = '', y = ''] = parameters.split(',');
      field = { x: Number(x), y: Number(y), qr: false };
    } else if (name === 'BQ') field.qr = true;
    else if (name === 'FD') field.data = unhex(rest);
    else if (name === 'FS') {
      label.fields.push(field as ZplField);
      field = {};
    }
  }
  expect(open, 'a format left open').toBeNull();
  return labels;
}

const post = async (path: string, body: unknown): Promise<Doc> => {
  const reply = await suite.call<Doc>('POST', path, suite.admin, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Doc;
};
const submit = (path: string, doc: Doc) => post(`${path}/submit`, { id: doc.id, version: doc.version });
const zpl = (id: number, token = suite.admin) =>
  suite.raw({
    method: 'GET',
    url: `/api/v1/chemical/label/inward/${id}/zpl`,
    headers: { authorization: `Bearer ${token}` },
  });

let received: Doc;

beforeAll(async () => {
  suite = await createSuite();
  const idOf = async (path: string, key: string, value: string) =>
    (await findIn<{ id: number }>(suite, path, key, value)).id;
  const party = await idOf('party', 'companyName', 'Shree Ganesh Polymers');
  const branchId = await idOf('erp/branch', 'name', 'Head Office');
  const itemId = await idOf('chemical/item', 'code', 'RM-PP-001');
  const stockAreaId = await idOf('chemical/stockArea', 'name', 'Raw Material Store');
  await suite.server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value) SELECT org_id, 'LABEL_SUPPORT', 'YES' FROM item WHERE id = ${itemId}
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );
  const order = await submit(
    'chemical/purchaseOrder',
    await post('chemical/purchaseOrder/save', {
      partyId: party,
      date: '2026-11-20',
      branchId,
      lines: [{ itemId, quantity: 100, rate: 104.5 }],
    }),
  );
  const line = (quantity: number, lotNumber: string, rollNumber: string) => ({
    purchaseOrderLineId: (order.lines as { id: number }[])[0]?.id,
    itemId,
    quantity,
    acceptedQuantity: quantity,
    stockAreaId,
    lotNumber,
    rollNumber,
  });
  received = await submit(
    'chemical/inward',
    await post('chemical/inward/save', {
      partyId: party,
      date: '2026-11-23',
      branchId,
      purchaseOrderId: order.id,
      // A caret and a tilde are ZPL's command characters: the lot prints them without breaking the label.
      lines: [line(60, 'L^26~A', 'R-1'), line(40, 'L^26~A', 'R-2')],
    }),
  );
  expect(received.status).toBe(S.COMPLETED);
});
afterAll(() => suite.server.close());

describe('chemical/label/{type}/{id}/zpl', () => {
  it('one ^XA…^XZ format per label of the PDF sheet, 100 × 50 mm at 203 dpi, the QR payload the same', async () => {
    const reply = await zpl(received.id);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zpl; charset=utf-8');
    expect(reply.headers['content-disposition']).toContain(
      `filename="Labels ${received.number.replace(/\//g, '_')}.zpl"`,
    );
    const labels = parseZpl(reply.body);
    const { dataList: qrs = [] } = (
      await suite.call<{ content: string; rollNumber: string }>(
        'GET',
        `chemical/qrCode/inward/${received.id}`,
        suite.admin,
      )
    ).body;
    expect(labels).toHaveLength(qrs.length);
    expect(labels).toHaveLength(2);
    labels.forEach((label, index) => {
      expect(label.commands).toEqual(expect.arrayContaining(['CI28', 'PW800', 'LL400', 'PQ1']));
      const codes = label.fields.filter((field) => field.qr);
      // ^BQ's data: the error correction (M, as the PDF's), automatic input, then the stock card's address.
      expect(codes.map((code) => code.data)).toEqual([`MA,${qrs[index]?.content}`]);
      const texts = label.fields.filter((field) => !field.qr).map((field) => field.data);
      expect(texts).toEqual([
        'RM-PP-001',
        expect.any(String),
        `Lot L^26~A · Roll ${qrs[index]?.rollNumber}`,
        index === 0 ? '60.000 KG' : '40.000 KG',
        'Raw Material Store',
        '23-11-2026',
        received.number,
      ]);
      for (const field of label.fields) {
        expect(field.x).toBeLessThan(800);
        expect(field.y).toBeLessThan(400);
      }
    });
    // The command characters travel as ^FH escapes, never raw.
    expect(reply.body).toContain('L\\5E26\\7EA');
  });

  it('LABEL_TYPE_ID 2 prints 100 × 75 mm labels', async () => {
    const set = (value: string) =>
      suite.server.database.db.execute(
        sql`INSERT INTO sys_config (org_id, key_name, value) SELECT org_id, 'LABEL_TYPE_ID', ${value} FROM item WHERE code = 'RM-PP-001'
            ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
      );
    await set('2');
    try {
      const [label] = parseZpl((await zpl(received.id)).body);
      expect(label?.commands).toEqual(expect.arrayContaining(['PW800', 'LL600']));
    } finally {
      await set('');
    }
  });

  it("another organisation's inward: 404 as the PDF's; no token: 401", async () => {
    const other = await zpl(received.id, suite.orgB);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('RM-PP-001');
    expect((await suite.call('GET', `chemical/label/inward/${received.id}/zpl`, null)).status).toBe(401);
  });
});
