import { DOCUMENT_STATUS as S } from '@erp/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findIn } from './helpers.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 19's plan list (decision 1506): "the plan's LIST shows progress per plan (produced ÷ planned),
// server-computed in the list query (no per-row call), sortable": the mean of its lines' produced ÷ planned,
// each capped at 100%, as a whole percent.

const SO = 'chemical/salesOrder';
const PLAN = 'chemical/planning';
const s = useStockDocuments();
const ids = { customer: 0, bag: 0, soda: 0 };

interface Listed {
  id: number;
  planName: string;
  progress: number | null;
}
const list = async (query: string) =>
  (await s.app().call<Listed>('GET', `${PLAN}/getAllByPartner?${query}`, s.app().admin)).body.dataList ?? [];

beforeAll(async () => {
  const idOf = async (path: string, key: string, value: string) =>
    (await findIn<{ id: number }>(s.app(), path, key, value)).id;
  ids.customer = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
  ids.bag = await idOf('chemical/item', 'code', 'FG-SK-050');
  ids.soda = await idOf('chemical/item', 'code', 'CH-SS-001');
  const inward = await s.inwardOf(await s.openOrder(), [100, 50]);
  expect((await s.submit(INWARD, inward)).body.data).toMatchObject({ status: S.COMPLETED });
});
afterEach(() => s.expectConsistent());

describe('the plan list', () => {
  it('shows each plan’s progress from its lines, worked out in the list query, and sorts by it', async () => {
    const order = (
      await s.submit(
        SO,
        await s.ok(`${SO}/save`, {
          partyId: ids.customer,
          date: '2026-11-24',
          deliveryDate: '2026-12-05',
          branchId: s.ids.branch,
          lines: [{ itemId: ids.bag, quantity: 6_000, rate: 9.2 }],
        }),
      )
    ).body.data as Doc;
    const open = async (planName: string, lines: Record<string, unknown>[]) =>
      (await s.submit(PLAN, await s.ok(`${PLAN}/save`, { planName, date: '2026-11-24', lines }))).body
        .data as Doc;
    const sacks = { salesOrderId: order.id, itemId: ids.bag, quantity: 2_500, byDate: '2026-12-01' };
    const progress = await open('Progress Sacks', [sacks]);
    const mixed = await open('Progress Mixed', [
      { ...sacks, quantity: 1_000 },
      { itemId: ids.soda, quantity: 25, byDate: '2026-12-02' },
    ]);
    const idle = await open('Progress Idle', [{ itemId: ids.soda, quantity: 10, byDate: '2026-12-02' }]);
    const made = async (planningId: number, quantity: number) => {
      const draft = await s.ok('chemical/productionbatch/save', {
        date: '2026-11-24',
        salesOrderId: order.id,
        planningId,
        lines: [
          { lineRole: 'INPUT', itemId: s.ids.granules, stockAreaId: s.ids.store, quantity: 1 },
          { lineRole: 'OUTPUT', itemId: ids.bag, stockAreaId: s.ids.weaving, lotNumber: 'PG-1', quantity },
        ],
      });
      const reply = await s.submit('chemical/productionbatch', draft);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    };
    // 1,000 of 2,500 sacks: 40%. The mixed plan made 1,500 of its 1,000 sacks (100%, not more) and no soda
    // (0%): 50%, whatever the units. The idle plan: 0%.
    await made(progress.id, 1_000);
    await made(mixed.id, 1_500);

    const rows = await list('q=Progress&sort=-progress&page=1&size=10');
    expect(rows.map((row) => [row.planName, row.progress])).toEqual([
      ['Progress Mixed', 50],
      ['Progress Sacks', 40],
      ['Progress Idle', 0],
    ]);
    const ascending = await list('q=Progress&sort=progress&page=1&size=10');
    expect(ascending.map((row) => row.id)).toEqual([idle.id, progress.id, mixed.id]);
    // The form's read carries it too.
    expect(await s.read(PLAN, progress.id)).toMatchObject({ progress: 40 });
    // A draft has made nothing yet: 0%.
    const draft = await s.ok(`${PLAN}/save`, {
      planName: 'Progress Draft',
      date: '2026-11-24',
      lines: [{ itemId: ids.soda, quantity: 5, byDate: '2026-12-02' }],
    });
    expect(draft).toMatchObject({ progress: 0 });
  });
});
