import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { findIn } from './helpers.ts';
import { useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 57 (decision 2270): a material request line names only the plan that raised it. A line's plan given
// by hand is refused in words, so no request can squat on another's plan and block its Raise Material Request.

const PLAN = 'chemical/planning';
const MR = 'chemical/requestApproval';
const s = useStockDocuments();
let bag = 0;

/** An open plan short of its sacks' fabric (no stock covers 7,500 sacks). */
async function openPlan(planName: string): Promise<Doc> {
  const draft = await s.ok(`${PLAN}/save`, {
    planName,
    date: '2026-11-24',
    lines: [{ itemId: bag, quantity: 7_500, byDate: '2026-12-01' }],
  });
  return (await s.submit(PLAN, draft)).body.data as Doc;
}

const raise = (plan: Doc) =>
  s.call(`${PLAN}/raiseMaterialRequest`, { id: plan.id, departmentId: s.ids.stores });

/** The plans the stored request lines of `request` name. */
const storedPlans = async (request: number) =>
  (
    await queryRows<{ plan: number | null }>(
      s.app().server.database.db,
      sql`SELECT planning_id AS plan FROM material_request_lines WHERE material_request_id = ${request} ORDER BY id`,
    )
  ).map((row) => row.plan);

const handMade = (lines: readonly Record<string, unknown>[], token = s.app().storekeeper) =>
  s.call(
    `${MR}/save`,
    {
      date: '2026-11-24',
      departmentId: s.ids.stores,
      requiredBy: '2026-11-30',
      purpose: 'PRODUCTION',
      lines,
    },
    token,
  );

beforeAll(async () => {
  bag = (await findIn<{ id: number }>(s.app(), 'chemical/item', 'code', 'FG-SK-050')).id;
});

describe('a material request line names only the plan that raised it', () => {
  it("refuses a line naming a plan by hand, in words, and stores nothing; the plan's raise goes through", async () => {
    const plan = await openPlan('Squatted week');
    const before = await s.app().call('GET', `${MR}/getAllByPartner?size=500`, s.app().admin);
    const squat = await handMade([{ itemId: s.ids.granules, quantity: 5, planningId: plan.id }]);
    expect(squat.status).toBe(400);
    expect(s.issuesOf(squat)).toEqual([
      expect.objectContaining({
        field: 'lines.0.planningId',
        message: 'Row 1: Plan is set by the server, never by hand: leave it out',
      }),
    ]);
    const after = await s.app().call('GET', `${MR}/getAllByPartner?size=500`, s.app().admin);
    expect(after.body.dataList?.length).toBe(before.body.dataList?.length);
    const raised = await raise(plan);
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const request = raised.body.data as Doc;
    expect(new Set(await storedPlans(request.id))).toEqual(new Set([plan.id]));
  });

  it("is not blocked by another plan's draft or a draft made by hand", async () => {
    const first = await openPlan('Week one');
    const second = await openPlan('Week two');
    await handMade([{ itemId: s.ids.granules, quantity: 5 }]);
    const one = await raise(first);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const two = await raise(second);
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    expect(new Set(await storedPlans((two.body.data as Doc).id))).toEqual(new Set([second.id]));
    // The plan's own standing request still refuses a second raise (decision 1160).
    expect((await raise(first)).status).toBe(409);
  });

  it('keeps a raised line its plan when the draft is saved again, as read or without it; a line moved to another plan or a new line naming one is refused', async () => {
    const mine = await openPlan('Kept week');
    const other = await openPlan('Other week');
    const request = (await raise(mine)).body.data as Doc;
    const save = (lines: readonly Record<string, unknown>[], version: number) =>
      s.call(`${MR}/save`, { ...request, version, lines });
    const asRead = await save(request.lines, request.version);
    expect(asRead.status, JSON.stringify(asRead.body)).toBe(200);
    const saved = asRead.body.data as Doc;
    const without = saved.lines.map(({ planningId: _plan, ...line }) => line);
    const kept = await save(without, saved.version);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(new Set(await storedPlans(request.id))).toEqual(new Set([mine.id]));
    const version = (kept.body.data as Doc).version;
    const moved = await save([{ ...without[0], planningId: other.id }], version);
    expect(moved.status).toBe(400);
    expect(s.issuesOf(moved)).toEqual([expect.objectContaining({ field: 'lines.0.planningId' })]);
    const added = await save(
      [...without, { itemId: s.ids.granules, quantity: 1, planningId: mine.id }],
      version,
    );
    expect(added.status).toBe(400);
    expect(s.issuesOf(added)).toEqual([
      expect.objectContaining({ field: `lines.${without.length}.planningId` }),
    ]);
    expect(new Set(await storedPlans(request.id))).toEqual(new Set([mine.id]));
    expect((await raise(other)).status).toBe(200);
  });
});
