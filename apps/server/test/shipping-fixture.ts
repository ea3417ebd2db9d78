import { expect, afterEach, beforeAll } from 'vitest';
import { findIn } from './helpers.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// The packaging and dispatch tests' world (decisions 1140–1143): a customer's sales order for 30 of the tape,
// its lot received, and the calls that pack and dispatch against it. Every test ends with the ledger consistent.

export const PK = 'chemical/packingProcess';
export const DC = 'chemical/dispatch';
export const SO = 'chemical/salesOrder';

export function useShipping() {
  const documents = useStockDocuments();
  const { app, ids, ok, submit, issuesOf, openOrder, inwardOf, expectConsistent } = documents;
  const state = { customer: 0, other: 0, fg: 0, lot: '', order: undefined as Doc | undefined };
  const get = <T = Record<string, unknown>>(path: string) => app().call<T>('GET', path, app().admin);
  const order = (): Doc => {
    if (!state.order) throw new Error('the order is made before the tests');
    return state.order;
  };
  const parcelNumber = async (): Promise<string> => {
    const reply = await get<{ parcelNumber: string }>(`${PK}/getUniqueParcelNumber`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data?.parcelNumber ?? '';
  };
  const packing = (lines: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    ok(`${PK}/save`, {
      date: '2026-11-24',
      salesOrderId: order().id,
      lines: lines.map((line) => ({
        itemId: ids.tape,
        stockAreaId: ids.store,
        lotNumber: state.lot,
        toStockAreaId: state.fg,
        grossWeight: 13,
        netWeight: 12,
        ...line,
      })),
      ...extra,
    });
  const dispatching = (lines: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    ok(`${DC}/save`, {
      partyId: state.customer,
      salesOrderId: order().id,
      date: '2026-11-25',
      vehicleNumber: 'gj01ab1234',
      driverName: 'Ramesh',
      lrNumber: 'LR-77',
      freight: 1500,
      lines: lines.map((line) => ({
        salesOrderLineId: order().lines[0]?.id,
        itemId: ids.tape,
        stockAreaId: state.fg,
        ...line,
      })),
      ...extra,
    });
  const posted = async (path: string, doc: Doc): Promise<Doc> => {
    const reply = await submit(path, doc);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as Doc;
  };
  const refused = async (path: string, doc: Doc) => {
    const reply = await submit(path, doc);
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    return issuesOf(reply);
  };

  beforeAll(async () => {
    state.customer = (
      await findIn<{ id: number }>(app(), 'party', 'companyName', 'Ambuja Cement Works Ltd')
    ).id;
    state.fg = (await findIn<{ id: number }>(app(), 'chemical/stockArea', 'name', 'Finished Goods Store')).id;
    const inward = await posted(INWARD, await inwardOf(await openOrder(), [10, 50]));
    state.lot = String(inward.lines[1]?.lotNumber);
    const draft = await ok(`${SO}/save`, {
      partyId: state.customer,
      date: '2026-11-24',
      branchId: ids.branch,
      placeOfSupply: '24',
      paymentTerms: '30 days',
      lines: [{ itemId: ids.tape, quantity: 30, rate: 250 }],
    });
    state.order = await posted(SO, draft);
  });

  afterEach(expectConsistent);

  return { ...documents, state, get, order, parcelNumber, packing, dispatching, posted, refused };
}
