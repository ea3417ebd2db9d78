import { DOCUMENT_STATUS as S, EWAY_BILL_SCHEMA } from '@erp/domain';
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { findIn } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 20: an e-way bill "for inter-state job work of any value" (decision 1481): a job work challan to a
// job worker in another state gets the bulk file as a delivery challan of job work, whatever its value;
// one within the state only over ₹50,000; its number and validity come back onto the challan.

const JWC = 'chemical/transfer-and-dispatch';
const { app, ids, call, ok, submit, inwardOf, openOrder } = useStockDocuments();
const validate = new Ajv({ allErrors: true, strict: false }).compile(EWAY_BILL_SCHEMA);
let process = 0;

beforeAll(async () => {
  process = (await findIn<{ id: number }>(app(), 'chemical/process', 'name', 'Lamination', app().admin)).id;
  await submit(INWARD, await inwardOf(await openOrder(), [100]));
});

const sent = async (partyId: number, line: Record<string, unknown> = {}): Promise<Doc> => {
  const draft = await ok(`${JWC}/save`, {
    partyId,
    date: '2026-11-24',
    branchId: ids.branch,
    processId: process,
    vehicleNumber: 'GJ 05 AB 1234',
    distanceKm: 520,
    lines: [{ itemId: ids.granules, stockAreaId: ids.store, quantity: 10, ...line }],
  });
  const reply = await submit(JWC, draft);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Doc;
};
const file = (idList: readonly number[]) =>
  app().raw({
    method: 'POST',
    url: `/api/v1/${JWC}/ewayBill`,
    headers: { authorization: `Bearer ${app().admin}` },
    payload: { ids: [...idList] },
  });

describe('the e-way bill of a job work challan (decision 1481)', () => {
  it("takes the item's purchase price as the line's rate when none is given", async () => {
    const challan = await sent(ids.other);
    expect(challan.status).toBe(S.OPEN);
    expect(challan.lines[0]?.rate).toBe(104.5);
  });

  it('writes an inter-state challan of a small value as Outward, Job Work, Delivery Challan', async () => {
    const challan = await sent(ids.other, { rate: 100 });
    const reply = await file([challan.id]);
    expect(reply.statusCode, reply.body).toBe(200);
    const json = reply.json();
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json.billLists[0]).toMatchObject({
      supplyType: 'O',
      subSupplyType: 4,
      docType: 'CHL',
      docNo: challan.number,
      toGstin: '27AABCR5678D1Z8',
      totInvValue: 1000,
      vehicleNo: 'GJ05AB1234',
      transDistance: 520,
    });
  });

  it('refuses a challan within the state below ₹50,000, in words, and a draft', async () => {
    const challan = await sent(ids.supplier, { rate: 100 });
    const reply = await file([challan.id]);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().responseMessage).toBe(
      `Job Work Challan ${challan.number} needs no e-way bill: job work within the state needs one only over ₹50,000, and its value ₹1,000.00 is not.`,
    );
    const draft = await ok(`${JWC}/save`, {
      partyId: ids.other,
      date: '2026-11-24',
      branchId: ids.branch,
      processId: process,
      lines: [{ itemId: ids.granules, stockAreaId: ids.store, quantity: 1 }],
    });
    expect((await file([draft.id])).statusCode).toBe(409);
    expect(
      (
        await call(`${JWC}/saveEwayBill/${draft.id}`, {
          ewayBillNumber: '331001234567',
          validUntil: '2026-11-26',
        })
      ).status,
    ).toBe(409);
  });

  it('writes a challan within the state over ₹50,000', async () => {
    const challan = await sent(ids.supplier, { rate: 6000 });
    const reply = await file([challan.id]);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().billLists[0]).toMatchObject({ subSupplyType: 4, totInvValue: 60_000 });
  });

  it('keeps the e-way bill number and validity, and prints the vehicles of a split', async () => {
    const challan = await sent(ids.other, { rate: 100 });
    const saved = await call(`${JWC}/saveEwayBill/${challan.id}`, {
      ewayBillNumber: '331001234567',
      validUntil: '2026-11-26 23:59:00',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      ewayBillNumber: '331001234567',
      ewayBillValidUntil: '2026-11-26 23:59:00',
    });
    const split = await call(`${JWC}/vehicles/${challan.id}`, [
      { vehicleNumber: 'GJ05AB1234', quantity: 6 },
      { vehicleNumber: 'MH12CD5678', quantity: 4 },
    ]);
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    const print = await app().raw({
      method: 'GET',
      url: `/api/v1/${JWC}/print/${challan.id}`,
      headers: { authorization: `Bearer ${app().admin}` },
    });
    expect(print.statusCode).toBe(200);
    const text = pdfPages(print.rawPayload).flat().join('\n');
    expect(text).toContain('VEHICLES');
    expect(text).toMatch(/1\. GJ05AB1234: 6\.000 KG/);
    expect(text).toMatch(/2\. MH12CD5678: 4\.000 KG/);
  });
});
