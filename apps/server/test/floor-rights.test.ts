import { FLOOR_ACTIONS, pickerReaders, type FloorActionKey } from '@erp/domain';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { useFloor } from './floor-fixture.ts';
import { roleUser } from './helpers.ts';
import { stockUp } from './idempotency-support.ts';
import type { Doc } from './stock-documents.ts';

// Issue 58 item 5 (decision 2340): every floor action keeps the desk's rights and reads its body in words (a
// table over the actions), and random floor writes keep a lot whole (a property), on PGlite and PostgreSQL.

const { app, ids, state, floor, world, racks, lotAt, lotOnRack, granules } = useFloor();

/** A body of each action the table below sends, valid as a body (what it names may not be there). */
const BODIES = (): Record<FloorActionKey, Record<string, unknown>> => ({
  move: granules('F-RIGHTS', { toStockAreaId: ids.weaving }),
  issue: granules('F-RIGHTS', { departmentId: world.stores, quantity: 1 }),
  count: granules('F-RIGHTS', { quantity: 1 }),
  hold: granules('F-RIGHTS', { reason: 'x' }),
  release: granules('F-RIGHTS'),
  pack: { toStockAreaId: state.fg, lots: [granules('F-RIGHTS')] },
  load: { dispatchId: 1, parcelNumbers: ['P-1'] },
  rollEntry: { machineId: world.loom, rollNumber: 'R-1', metres: 1, weightKg: 1 },
  breakdownStart: { machineId: world.loom, reason: 'x' },
  breakdownEnd: { machineId: world.loom },
});
const BUILT = Object.keys(FLOOR_ACTIONS) as FloorActionKey[];

describe("every floor action keeps the desk's rights and reads its body in words", () => {
  it.each(BUILT)('%s: a role that may not write its desk module is refused 403 in words', async (key) => {
    const names = FLOOR_ACTIONS[key].writes.map((write) => write.aclName);
    const { token } = await roleUser(app(), `floor-no-${key}`, { allRecords: true, except: names, view: 1 });
    const reply = await floor(key, BODIES()[key], token);
    expect(reply.status).toBe(403);
    expect(reply.body.responseMessage).toMatch(/^[A-Z][^{}]+$/);
  });

  it.each(BUILT.filter((key) => FLOOR_ACTIONS[key].writes.some((write) => write.rights.length > 0)))(
    '%s: a role whose create right is taken away is refused 403 in words',
    async (key) => {
      const names = FLOOR_ACTIONS[key].writes.map((write) => write.aclName);
      const { token, roleId } = await roleUser(app(), `floor-nocreate-${key}`, { allRecords: true });
      const entries = await app().call<Doc>('GET', `acl/getbyroleid/${roleId}`, app().admin);
      for (const entry of entries.body.dataList?.filter((row) => names.includes(String(row.moduleAPI))) ??
        []) {
        const taken = await app().call('POST', 'acl/update', app().admin, { ...entry, canCreate: false });
        expect(taken.status).toBe(200);
      }
      const reply = await floor(key, BODIES()[key], token);
      expect(reply.status, JSON.stringify(reply.body)).toBe(403);
      expect(reply.body.responseMessage).toMatch(/^Your role may not create an? /);
    },
  );

  it.each(BUILT)(
    '%s: a body that is no record, or lacks what it needs, is refused 400 in words',
    async (key) => {
      for (const body of [[], {}]) {
        const reply = await floor(key, body);
        expect(reply.status).toBe(400);
        expect(reply.body.responseMessage).toMatch(/^[A-Z][^{}]+$/);
      }
    },
  );
});

describe('random moves, issues and counts from the floor keep the lot whole (property)', () => {
  // Moves between departments, between two stock areas of one (the raw material and finished goods stores are
  // both the Stores department's) and onto racks (decisions 2355, 2356).
  it('never leave a balance negative, lose no quantity and refuse in words what there is not', async () => {
    const areas = [ids.store, state.fg, ids.weaving];
    const racksOf = new Map([
      [state.fg, [racks.fg1, racks.fg2]],
      [ids.weaving, [racks.wip]],
    ]);
    for (const stockAreaId of areas) {
      const sheet = await app().call('POST', 'chemical/storeManagement/reconcile/save', app().admin, {
        date: '2026-11-27',
        stockAreaId,
      });
      expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
    }
    let run = 0;
    const op = fc.record({
      kind: fc.constantFrom('move', 'issue', 'count'),
      from: fc.nat({ max: 2 }),
      to: fc.nat({ max: 2 }),
      rack: fc.option(fc.nat({ max: 1 })),
      quantity: fc.integer({ min: 1, max: 60 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        const lot = `F-PROP-${++run}`;
        await stockUp(app().server, ids.granules, ids.store, lot, 50);
        const model = new Map(areas.map((area) => [area, area === ids.store ? 50 : 0]));
        let issued = 0;
        for (const { kind, from: fromAt, to: toAt, rack: rackAt, quantity } of ops) {
          const [from, to] = [areas[fromAt] ?? ids.store, areas[toAt] ?? ids.store];
          const choices = racksOf.get(to) ?? [];
          const toRackId = rackAt === null ? null : (choices[rackAt % Math.max(choices.length, 1)] ?? null);
          const there = model.get(from) ?? 0;
          const lotThere = granules(lot, { stockAreaId: from });
          const reply =
            kind === 'move'
              ? await floor('move', { ...lotThere, toStockAreaId: to, toRackId, quantity })
              : kind === 'issue'
                ? await floor('issue', { ...lotThere, departmentId: world.stores, quantity })
                : await floor('count', { ...lotThere, quantity, reason: 'Counted on the floor' });
          const fits = there > 0 && (kind === 'count' || quantity <= there);
          const thereAlready = kind === 'move' && from === to && toRackId === null;
          expect(reply.status, JSON.stringify(reply.body)).toBe(!fits ? 409 : thereAlready ? 400 : 200);
          if (!fits) expect(reply.body.responseMessage).toMatch(/^Lot F-PROP-\d+ has /);
          if (fits && !thereAlready && kind !== 'count') {
            model.set(from, there - quantity);
            if (kind === 'move') model.set(to, (model.get(to) ?? 0) + quantity);
            else issued += quantity;
            // What a move brings onto a rack lies on it, whatever of the lot was there before.
            if (kind === 'move' && toRackId !== null)
              expect(await lotOnRack(lot, toRackId)).toBeGreaterThanOrEqual(quantity);
          }
          const held = await Promise.all(areas.map((area) => lotAt(lot, area)));
          expect(held).toEqual(areas.map((area) => model.get(area)));
          const [lowest] = await queryRows<{ q: number }>(
            app().server.database.db,
            sql`SELECT coalesce(min(b.quantity), 0)::float8 AS q FROM stock_balance b
                JOIN stock_identity i ON i.id = b.identity_id WHERE i.lot_number = ${lot}`,
          );
          expect(lowest?.q).toBeGreaterThanOrEqual(0);
          expect(held.reduce((sum, one) => sum + one, 0) + issued).toBe(50);
        }
      }),
      { numRuns: 6 },
    );
  }, 180_000);
});

describe("a place's page reads the place as the place's pickers do (decision 2374)", () => {
  const masters = ['chemical/stockArea', 'erp/rack'];
  const choosers = ['stockArea', 'rack'].flatMap((key) => pickerReaders(key).aclNames);
  const named = (module: string, id: number, token: string) =>
    app().call<Doc>('GET', `${module}/getAllByPartner?page=1&size=1&filter.id=${id}`, token);

  it("gives a role that moves stock without reading the masters the place's name and code, and no more", async () => {
    const { token } = await roleUser(app(), 'floor-place-picker', { allRecords: false, except: masters });
    expect((await app().call('GET', `erp/rack/${racks.fg1}`, token)).status).toBe(403);
    const rack = await named('erp/rack', racks.fg1, token);
    expect(rack.status, JSON.stringify(rack.body)).toBe(200);
    expect(rack.body.dataList).toEqual([
      { id: racks.fg1, name: 'FG-1', code: 'FG-1', stockAreaId: state.fg },
    ]);
    const area = await named('chemical/stockArea', ids.weaving, token);
    expect(area.body.dataList).toEqual([expect.objectContaining({ id: ids.weaving, name: 'Weaving WIP' })]);
    expect(Object.keys(area.body.dataList?.[0] ?? {})).not.toContain('departmentId');
    // An id of no place of this organisation is no row: the page says it does not exist.
    expect((await named('erp/rack', 999_999, token)).body.dataList).toEqual([]);
  });

  it('refuses in words a role that neither reads the masters nor writes a form choosing them', async () => {
    const { token } = await roleUser(app(), 'floor-place-none', {
      allRecords: true,
      except: [...masters, ...choosers],
    });
    const reply = await named('erp/rack', racks.fg1, token);
    expect(reply.status).toBe(403);
    expect(reply.body.responseMessage).toMatch(/^[A-Z][^{}]+$/);
  });
});
