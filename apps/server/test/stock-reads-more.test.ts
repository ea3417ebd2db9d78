import { ACL_MODES, ACL_VIEW } from '@erp/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { addRole, addStaff } from '../src/seed/base.ts';
import { tokenFor } from '../src/testing.ts';
import { pdfPages } from './pdf-text.ts';
import { ids, move, orgId, post, refusal, stock, suite, useStockReads } from './stock-reads-fixture.ts';

// Issue 17's stock views over HTTP (decisions 0910–0912): the export, a process's areas and the item tuple,
// bad requests, and a long export.

useStockReads();

describe('the Inventory Stock export', () => {
  it('streams the filtered stock as Inventory Stock.xlsx and .pdf', async () => {
    for (const [format, type] of [
      ['excel', 'spreadsheetml'],
      ['pdf', 'application/pdf'],
    ] as const) {
      const reply = await suite.raw({
        method: 'POST',
        url: `/api/v1/chemical/itemStock/export/${format}`,
        headers: { authorization: `Bearer ${suite.admin}` },
        payload: { q: 'granules' },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain(type);
      expect(String(reply.headers['content-disposition'])).toContain('Inventory Stock');
      expect(reply.rawPayload.length).toBeGreaterThan(500);
    }
  });
});

describe('a process’s stock areas and the item tuple', () => {
  it('getProcessAndStockAreas/{processName}: the stock areas of the process’s department', async () => {
    const reply = await suite.call<Record<string, unknown>>(
      'GET',
      `chemical/process/getProcessAndStockAreas/${encodeURIComponent('circular weaving')}`,
      suite.admin,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      process: { name: 'Circular Weaving' },
      department: { name: 'Weaving' },
      fromStockAreas: [{ id: ids.wip, name: 'Weaving WIP' }],
      toStockAreas: [{ id: ids.wip, name: 'Weaving WIP' }],
    });
    const missing = await suite.call('GET', 'chemical/process/getProcessAndStockAreas/Nothing', suite.admin);
    expect(missing.status).toBe(404);
    expect(missing.body.responseMessage).toBe('There is no process named "Nothing".');
  });

  it('getItemTupleId: the identity’s id, made on first use, the same after', async () => {
    const path = 'chemical/itemTuple/getItemTupleId';
    const first = await suite.call<{ id: number }>('POST', path, suite.admin, {
      itemId: ids.tape,
      lotNumber: 'X9',
    });
    expect(first.status, first.body.responseMessage).toBe(200);
    const again = await suite.call<{ id: number }>('POST', path, suite.admin, {
      itemId: ids.tape,
      lotNumber: 'X9',
    });
    expect(again.body.data?.id).toBe(first.body.data?.id);
    const roll = await suite.call<{ id: number }>('POST', path, suite.admin, {
      itemId: ids.tape,
      lotNumber: 'X9',
      rollNumber: 'R1',
    });
    expect(roll.body.data?.id).not.toBe(first.body.data?.id);
    const other = await suite.call('POST', path, suite.orgB, { itemId: ids.tape });
    expect(other.status).toBe(404);
    expect(other.body.responseMessage).toBe('There is no such item.');
    // Another organisation's packing type is not found either (never a foreign key failure).
    const [foreign] = await queryRows<{ id: number }>(
      suite.server.database.db,
      sql`INSERT INTO packing (org_id, packing_type, search)
          SELECT org_id, 'Org B Bag', 'orgbbag' FROM staff WHERE username = 'orgb.admin' RETURNING id`,
    );
    const packing = await suite.call('POST', path, suite.admin, {
      itemId: ids.tape,
      packingTypeId: foreign?.id,
    });
    expect(packing.status).toBe(404);
    expect(packing.body.responseMessage).toBe('There is no such packing type.');
  });
});

describe('bad requests and other organisations', () => {
  it('refuses bad bodies with 400 in words', async () => {
    const path = 'chemical/itemStock/getStock/v2';
    expect(await refusal(path, { itemId: 'x' })).toBe("Item must be a record's id");
    expect(await refusal(path, { held: 'yes' })).toBe('Held must be true or false');
    expect(await refusal(path, { sort: 'secret' })).toMatch(/^The stock cannot be sorted by "secret"/);
    expect(await refusal(path, { size: 501 })).toBe('Page size must be at most 500');
    expect(await refusal('chemical/itemStock/getStockListWithGroupBy/v2', { groupBy: 'colour' })).toBe(
      'Group by must be one of item, itemAndStockArea, itemAndLot',
    );
    expect(
      await refusal('chemical/itemStock/getStockListWithGroupBy/v2', { groupBy: 'item', sort: 'lotNumber' }),
    ).toMatch(/cannot be sorted by "lotNumber"/);
    expect(await refusal('chemical/itemStock/stockCard', {})).toBe("Item must be a record's id");
    expect(await refusal('chemical/itemStock/getStockForSalesOrder/v2', { salesOrderId: -1 })).toBe(
      "Sales order must be a record's id",
    );
    expect(await refusal('chemical/itemTuple/getItemTupleId', { itemId: ids.tape, lotNumber: 5 })).toBe(
      'Lot number must be text',
    );
  });

  it('another organisation sees none of this stock, whatever ids it sends; no session, no stock', async () => {
    const other = await stock({ itemId: ids.granules, stockAreaId: ids.rms }, undefined, suite.orgB);
    expect(other).toMatchObject({ dataList: [], totalCount: 0, totalValue: 0 });
    expect((await stock({}, 'chemical/packingItemStock/getStock', suite.orgB)).totalCount).toBe(0);
    const anonymous = await suite.call('POST', 'chemical/itemStock/getStock/v2', null, {});
    expect(anonymous.status).toBe(401);
  });

  it('the storekeeper, who may view Inventory Stock, reads it; a role without the stock names may not', async () => {
    expect((await stock({}, undefined, suite.storekeeper)).totalCount).toBe(4);
    await suite.server.database.transaction(async (tx) => {
      const roleId = await addRole(tx, orgId, { name: 'No Stock', description: 'No Stock' }, (name) => ({
        view: name.startsWith('chemical/itemStock') ? ACL_VIEW.DENIED : ACL_VIEW.ALLOWED,
        mode: ACL_MODES.WRITE,
      }));
      await addStaff(tx, {
        orgId,
        username: 'nostock',
        firstname: 'No',
        lastname: 'Stock',
        roleId,
        passwordHash: 'x',
      });
    });
    const token = await tokenFor(suite.server, 'nostock');
    for (const path of [
      'chemical/itemStock/getStock/v2',
      'chemical/itemStock/stockCard',
      'chemical/itemTuple/getItemTupleId',
    ]) {
      const reply = await suite.call('POST', path, token, { itemId: ids.granules });
      expect(reply.status, path).toBe(403);
    }
  });
});

describe('a long export (run last: it adds stock)', () => {
  it('reads every page of the filtered list into the sheet, counted once', async () => {
    const lots = Array.from({ length: 520 }, (_, index) =>
      move(ids.tape, ids.wip, 1, { rate: 10, lotNumber: `E${index + 1}` }),
    );
    await post(lots);
    const reply = await suite.raw({
      method: 'POST',
      url: '/api/v1/chemical/itemStock/export/excel',
      headers: { authorization: `Bearer ${suite.admin}` },
      payload: { itemId: ids.tape },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(reply.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Inventory Stock');
    // The header row and one row per place: 520 lots of the tape.
    expect(sheet?.rowCount).toBe(521);
    const lotsExported = new Set(
      Array.from({ length: 520 }, (_, index) => String(sheet?.getRow(index + 2).getCell(7).value)),
    );
    expect(lotsExported.size).toBe(520);
    // 520 postings and a 520-row sheet: a second here, past 30 s on a loaded CI machine's PostgreSQL.
  }, 120_000);

  it('exports the roll number, packing type and expiry date too, in the sheet and the PDF', async () => {
    const [packing] = await queryRows<{ name: string }>(
      suite.server.database.db,
      sql`SELECT packing_type AS name FROM packing WHERE id = ${ids.packing}`,
    );
    const identity = {
      material: { itemId: ids.granules },
      lotNumber: 'X9',
      rollNumber: 'R-77',
      packingTypeId: ids.packing,
      expiresOn: '2027-03-31',
    };
    await post([{ ...move(ids.granules, ids.rms, 5, { rate: 100 }), identity }]);
    const exported = async (format: 'excel' | 'pdf') =>
      (
        await suite.raw({
          method: 'POST',
          url: `/api/v1/chemical/itemStock/export/${format}`,
          headers: { authorization: `Bearer ${suite.admin}` },
          payload: { itemId: ids.granules, lotNumber: 'X9' },
        })
      ).rawPayload;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await exported('excel')).buffer);
    const sheet = workbook.worksheets[0];
    const cells = (row: number) => (sheet?.getRow(row).values as unknown[]).slice(7, 11).map(String);
    expect(cells(1)).toEqual(['Lot No.', 'Roll No.', 'Packing Type', 'Expiry Date']);
    expect(cells(2).slice(0, 3)).toEqual(['X9', 'R-77', packing?.name]);
    // Wrapped cells come as a text per line: the words joined by single spaces.
    const text = pdfPages(await exported('pdf'))
      .flat()
      .join(' ')
      .replace(/\s+/g, ' ');
    for (const expected of [
      'Roll No.',
      'Packing Type',
      'Expiry Date',
      'R-77',
      packing?.name ?? '',
      '31-03-2027',
    ])
      expect(text).toContain(expected);
  });
});
