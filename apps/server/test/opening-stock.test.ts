import { RESPONSE_CODES } from '@erp/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { OPENING_STOCK_UPLOAD_PATH } from '../src/routes/opening-stock.ts';
import { parseCsv } from '../src/stock/sheet.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

let suite: Suite;
type Row = Record<string, unknown> & { id: number; version: number };

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Issue {
  field: string;
  code: number;
  message: string;
}
interface Posted {
  documentNo: string;
  fileName: string;
  totalValue: number;
  rows: { row: number; itemCode: string; stockArea: string; quantity: number; rate: number; value: number }[];
}

/** Uploads a sheet through the app as the browser's FormData sends it (part 'file'). */
async function upload(token: string | null, bytes: Buffer, filename: string, type = CSV) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), filename);
  const encoded = new Response(form);
  const reply = await suite.raw({
    method: 'POST',
    url: `/api/v1/${OPENING_STOCK_UPLOAD_PATH}`,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  const body = reply.json<{ responseCode: number; responseMessage: string; data?: unknown }>();
  return { status: reply.statusCode, body };
}

const csv = (...lines: string[]): Buffer => Buffer.from(`${lines.join('\r\n')}\r\n`);
const HEADER = 'Item Code,Stock Area,Quantity,Rate';

async function xlsx(rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Opening Stock');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const balanceOf = async (itemId: number, stockAreaId: number): Promise<number | undefined> => {
  const [row] = await queryRows<{ quantity: number }>(
    suite.server.database.db,
    sql`SELECT sum(b.quantity)::float8 AS quantity FROM stock_balance b JOIN stock_material m ON m.id = b.material_id
        WHERE m.item_id = ${itemId} AND b.stock_area_id = ${stockAreaId}`,
  );
  return row?.quantity ?? undefined;
};
const ledgerCount = async (): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    suite.server.database.db,
    sql`SELECT count(*)::int AS n FROM stock_ledger`,
  );
  return row?.n ?? 0;
};

let granules: Row;
let masterbatch: Row;
let tape: Row;
let rawStore: Row;
let wip: Row;

beforeAll(async () => {
  suite = await createSuite();
  granules = await findIn<Row>(suite, 'chemical/item', 'code', 'RM-PP-001');
  masterbatch = await findIn<Row>(suite, 'chemical/item', 'code', 'RM-MB-001');
  tape = await findIn<Row>(suite, 'chemical/item', 'code', 'SF-TP-800');
  rawStore = await findIn<Row>(suite, 'chemical/stockArea', 'name', 'Raw Material Store');
  wip = await findIn<Row>(suite, 'chemical/stockArea', 'name', 'Weaving WIP');
});
afterAll(() => suite.server.close());

describe('opening stock upload (issue 8): a good sheet is posted in one transaction', () => {
  it('posts a CSV sheet into the ledger and the balances; areas by name or code, codes in any case', async () => {
    const reply = await upload(
      suite.admin,
      csv(HEADER, 'rm-pp-001,Raw Material Store,"2,500.5",98.50', 'RM-MB-001,RMS,120,210', ',,,'),
      'opening.csv',
    );
    expect(reply.status, reply.body.responseMessage).toBe(200);
    expect(reply.body.responseMessage).toBe('Opening stock posted: 2 rows');
    const data = reply.body.data as Posted;
    expect(data.documentNo).toMatch(/^OS-\d{8}-\d{6}-[0-9A-F]{2}$/);
    expect(data.fileName).toBe('opening.csv');
    expect(data.rows).toEqual([
      expect.objectContaining({
        row: 2,
        itemCode: 'RM-PP-001',
        stockArea: 'Raw Material Store',
        quantity: 2500.5,
        uom: { name: 'KG', decimals: 3 },
        rate: 98.5,
        value: 246299.25,
      }),
      expect.objectContaining({
        row: 3,
        itemCode: 'RM-MB-001',
        stockArea: 'Raw Material Store',
        quantity: 120,
        rate: 210,
        value: 25200,
      }),
    ]);
    expect(data.totalValue).toBe(271499.25);
    expect(await balanceOf(granules.id, rawStore.id)).toBe(2500.5);
    expect(await balanceOf(masterbatch.id, rawStore.id)).toBe(120);
    const ledger = await queryRows<{
      movement: string;
      quantity: number;
      balanceAfter: number;
      documentNo: string;
    }>(
      suite.server.database.db,
      sql`SELECT l.movement, l.document_type AS "documentType", l.quantity, l.value,
                 l.balance_after AS "balanceAfter", l.document_no AS "documentNo"
          FROM stock_ledger l JOIN stock_material m ON m.id = l.material_id
          WHERE m.item_id = ${granules.id} AND l.stock_area_id = ${rawStore.id}`,
    );
    expect(ledger).toEqual([
      {
        movement: 'OPENING',
        documentType: 'openingStock',
        quantity: 2500.5,
        value: 246299.25,
        balanceAfter: 2500.5,
        documentNo: data.documentNo,
      },
    ]);
  });

  it('posts an Excel sheet (its first worksheet; formulas count by their result)', async () => {
    const bytes = await xlsx([
      ['Item Code', 'Stock Area', 'Quantity', 'Rate'],
      ['SF-TP-800', 'Weaving WIP', 40, 120],
      ['SF-TP-800', 'Raw Material Store', { formula: 'B2*2', result: 80 }, 119.5],
    ]);
    const reply = await upload(suite.admin, bytes, 'opening.xlsx', XLSX);
    expect(reply.status, reply.body.responseMessage).toBe(200);
    expect(await balanceOf(tape.id, wip.id)).toBe(40);
    expect(await balanceOf(tape.id, rawStore.id)).toBe(80);
  });
});

describe('issue 17: lots, rolls and racks; one opening per place and identity', () => {
  const WITH_PLACE = 'Item Code,Stock Area,Quantity,Rate,Lot Number,Roll Number,Rack';
  let plantRack: Row;

  beforeAll(async () => {
    const branch = await findIn<Row>(suite, 'erp/branch', 'name', 'Head Office');
    const plant = await findIn<Row>(suite, 'erp/location', 'name', 'Sanand Plant');
    const other = await suite.call<Row>('POST', 'erp/location/save', suite.admin, {
      name: 'Kadi Godown',
      code: 'KADI',
      branchId: branch.id,
    });
    expect(other.status, other.body.responseMessage).toBe(200);
    const racks = [
      { name: 'R1', locationId: plant.id },
      { name: 'K1', locationId: other.body.data?.id },
    ];
    for (const rack of racks) {
      const saved = await suite.call<Row>('POST', 'erp/rack/save', suite.admin, rack);
      expect(saved.status, saved.body.responseMessage).toBe(200);
    }
    plantRack = await findIn<Row>(suite, 'erp/rack', 'name', 'R1');
  });

  it('posts lots and rolls of one item in one stock area, each its own identity, the rack in its location', async () => {
    const reply = await upload(
      suite.admin,
      csv(WITH_PLACE, 'CH-SS-001,FGS,10,50,L1,,R1', 'CH-SS-001,FGS,5,60,L2,7,', 'CH-SS-001,FGS,2,70,,,'),
      'lots.csv',
    );
    expect(reply.status, reply.body.responseMessage).toBe(200);
    const rows = await queryRows<{ lot: string; roll: string; rackId: number | null; quantity: number }>(
      suite.server.database.db,
      sql`SELECT i.lot_number AS lot, i.roll_number AS roll, b.rack_id AS "rackId", b.quantity
          FROM stock_balance b JOIN stock_identity i ON i.id = b.identity_id
          JOIN stock_material m ON m.id = b.material_id JOIN item t ON t.id = m.item_id
          JOIN stock_area a ON a.id = b.stock_area_id
          WHERE t.code = 'CH-SS-001' AND a.code = 'FGS' ORDER BY b.quantity DESC`,
    );
    expect(rows).toEqual([
      { lot: 'L1', roll: '', rackId: plantRack.id, quantity: 10 },
      { lot: 'L2', roll: '7', rackId: null, quantity: 5 },
      { lot: '', roll: '', rackId: null, quantity: 2 },
    ]);
  });

  it('refuses the same place and identity twice, a rack of another location and an unknown rack, each on its row', async () => {
    const reply = await upload(
      suite.admin,
      csv(
        WITH_PLACE,
        'CH-SS-001,FGS,1,50,L1,,R1',
        'CH-SS-001,FGS,1,50,L9,,K1',
        'CH-SS-001,FGS,1,50,L9,,',
        'CH-SS-001,FGS,1,50,L9,,',
        'CH-SS-001,FGS,1,50,L9,,Z9',
      ),
      'again.csv',
    );
    expect(reply.status).toBe(400);
    expect((reply.body.data as { issues: Issue[] }).issues.map((i) => [i.field, i.message])).toEqual([
      [
        'rows.2',
        'The opening stock of CH-SS-001 in Finished Goods Store, lot L1, rack R1 was posted already',
      ],
      ['rows.3.rack', 'Rack K1 is in another location'],
      ['rows.5', 'CH-SS-001 in Finished Goods Store, lot L9 is also on row 4'],
      ['rows.6.rack', 'No rack is named Z9'],
    ]);
  });
});

describe('a sheet with any bad row is refused whole, with the row report', () => {
  it('reports every bad row and posts nothing, not even the good rows', async () => {
    const before = await ledgerCount();
    const reply = await upload(
      suite.admin,
      csv(
        HEADER,
        'RM-MB-002,Chemical Store,10,55',
        'NO-SUCH-ITEM,Chemical Store,5,10',
        'RM-MB-002,Nowhere,0,-2',
        'RM-MB-002,CHS,3,1.005',
        ',Chemical Store,1,1',
      ),
      'bad.csv',
    );
    expect(reply.status).toBe(400);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.VALIDATION_FAILED);
    expect(reply.body.responseMessage).toBe(
      'The sheet was not posted: 4 rows have problems. Correct them and upload the whole sheet again.',
    );
    expect((reply.body.data as { issues: Issue[] }).issues).toEqual([
      {
        field: 'rows.3.itemCode',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'No item has the code NO-SUCH-ITEM',
      },
      {
        field: 'rows.4.stockArea',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'No stock area is named Nowhere',
      },
      {
        field: 'rows.4.quantity',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'Quantity must be greater than zero',
      },
      { field: 'rows.4.rate', code: RESPONSE_CODES.VALIDATION_FAILED, message: 'Rate must not be negative' },
      {
        field: 'rows.5.rate',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'Rate may have at most 2 decimal places',
      },
      {
        field: 'rows.5',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'RM-MB-002 in Chemical Store is also on row 2',
      },
      { field: 'rows.6.itemCode', code: RESPONSE_CODES.VALIDATION_FAILED, message: 'Item Code is required' },
    ]);
    expect(await ledgerCount()).toBe(before);
  });

  it("issue 14: a quantity takes its item's unit of measure's decimals (NOS 0, KG 3), refused, not rounded", async () => {
    const before = await ledgerCount();
    const reply = await upload(
      suite.admin,
      csv(HEADER, 'PK-BW-001,FGS,2.5,4', 'PK-BW-001,RMS,3,4', 'RM-PP-001,WIP-WVG,1.125,98'),
      'units.csv',
    );
    expect(reply.status).toBe(400);
    expect((reply.body.data as { issues: Issue[] }).issues).toEqual([
      {
        field: 'rows.2.quantity',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'Quantity must be a whole number in NOS',
      },
    ]);
    expect(await ledgerCount()).toBe(before);
  });

  it('a sheet posted twice: the second is refused, the stock is not counted twice', async () => {
    const sheet = csv(HEADER, 'CH-SS-001,Chemical Store,500,32');
    expect((await upload(suite.admin, sheet, 'soda.csv')).status).toBe(200);
    const again = await upload(suite.admin, sheet, 'soda.csv');
    expect(again.status).toBe(400);
    expect((again.body.data as { issues: Issue[] }).issues).toEqual([
      {
        field: 'rows.2',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'The opening stock of CH-SS-001 in Chemical Store was posted already',
      },
    ]);
    const soda = await findIn<Row>(suite, 'chemical/item', 'code', 'CH-SS-001');
    const store = await findIn<Row>(suite, 'chemical/stockArea', 'name', 'Chemical Store');
    expect(await balanceOf(soda.id, store.id)).toBe(500);
  });

  it("another organisation's stock area (and item) is not found: the sheet is refused", async () => {
    const orgBArea = await suite.call<Row>('POST', 'chemical/stockArea/save', suite.orgB, {
      name: 'Org B Godown',
      code: 'OBG',
    });
    expect(orgBArea.status, orgBArea.body.responseMessage).toBe(200);
    const reply = await upload(
      suite.admin,
      csv(HEADER, 'RM-PP-001,Org B Godown,10,90', 'RM-PP-001,OBG,1,90'),
      'b.csv',
    );
    expect(reply.status).toBe(400);
    expect((reply.body.data as { issues: Issue[] }).issues.map((issue) => issue.message)).toEqual([
      'No stock area is named Org B Godown',
      'No stock area is named OBG',
    ]);
    const fromOrgB = await upload(suite.orgB, csv(HEADER, 'RM-PP-001,Org B Godown,10,90'), 'b.csv');
    expect(fromOrgB.status).toBe(400);
    expect((fromOrgB.body.data as { issues: Issue[] }).issues.map((issue) => issue.message)).toEqual([
      'No item has the code RM-PP-001',
    ]);
  });

  it.each([
    [
      'a header without the needed columns',
      csv('Item,Qty', 'RM-PP-001,5'),
      'The first row must name the columns Item Code, Stock Area, Quantity, Rate; missing: Stock Area, Rate',
    ],
    ['only a header', csv(HEADER), 'The sheet has no rows of stock under its header row.'],
    [
      'an empty file',
      Buffer.from('\r\n\r\n'),
      'The sheet is empty: fill in the template and upload it again.',
    ],
  ])('%s is refused', async (_case, bytes, message) => {
    const reply = await upload(suite.admin, bytes, 'sheet.csv');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      responseCode: RESPONSE_CODES.VALIDATION_FAILED,
      responseMessage: message,
    });
  });

  it('a file that is no sheet is rejected', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('picture')]);
    const reply = await upload(suite.admin, png, 'photo.png', 'image/png');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      responseCode: RESPONSE_CODES.FILE_REJECTED,
      responseMessage: 'photo.png: upload an Excel (.xlsx) or CSV sheet.',
    });
    const broken = await upload(
      suite.admin,
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      'broken.xlsx',
      XLSX,
    );
    expect(broken.status).toBe(400);
    expect(broken.body.responseCode).toBe(RESPONSE_CODES.FILE_REJECTED);
  });
});

describe('access and the stock rules around the upload', () => {
  it('needs a token, and write access to Opening Stock Upload', async () => {
    const sheet = csv(HEADER, 'RM-PP-001,Weaving WIP,1,1');
    expect((await upload(null, sheet, 'a.csv')).status).toBe(401);
    const storekeeper = await upload(suite.storekeeper, sheet, 'a.csv');
    expect(storekeeper.status).toBe(403);
    expect(storekeeper.body.responseCode).toBe(RESPONSE_CODES.FORBIDDEN);
  });

  it('a JSON body is refused: the sheet comes as a multipart form', async () => {
    const reply = await suite.call('POST', OPENING_STOCK_UPLOAD_PATH, suite.admin, { rows: [] });
    expect(reply.status).toBe(400);
  });

  it('an item or a stock area with stock cannot be deleted (in use), nothing is lost', async () => {
    const item = await suite.call('POST', 'chemical/item/delete', suite.admin, { id: granules.id });
    expect(item.status).toBe(409);
    expect(item.body.responseCode).toBe(RESPONSE_CODES.IN_USE);
    const area = await suite.call('POST', 'chemical/stockArea/delete', suite.admin, { id: wip.id });
    expect(area.status).toBe(409);
    expect(area.body.responseCode).toBe(RESPONSE_CODES.IN_USE);
    expect(await balanceOf(granules.id, rawStore.id)).toBe(2500.5);
  });

  it('the ledger is append-only: a posted movement cannot be changed or removed', async () => {
    await expect(
      suite.server.database.db.execute(sql`UPDATE stock_ledger SET quantity = 1`),
    ).rejects.toThrow();
    await expect(suite.server.database.db.execute(sql`DELETE FROM stock_ledger`)).rejects.toThrow();
  });

  it('two uploads of the same opening at once: one is posted, the other refused, counted once', async () => {
    const sheet = csv(HEADER, 'CH-CS-098,Chemical Store,75,12');
    const replies = await Promise.all([
      upload(suite.admin, sheet, 'x.csv'),
      upload(suite.admin, sheet, 'y.csv'),
    ]);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const caustic = await findIn<Row>(suite, 'chemical/item', 'code', 'CH-CS-098');
    const store = await findIn<Row>(suite, 'chemical/stockArea', 'name', 'Chemical Store');
    expect(await balanceOf(caustic.id, store.id)).toBe(75);
  });
});

describe('parseCsv', () => {
  it('reads quoted cells, doubled quotes, line breaks in quotes, semicolons, a BOM and blank lines', () => {
    expect(parseCsv('\uFEFFa;b\n"x;1";"say ""hi"""\n\n"two\nlines";3')).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['x;1', 'say "hi"'] },
      { row: 4, cells: ['two\nlines', '3'] },
    ]);
  });
});
