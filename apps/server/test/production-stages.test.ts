import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 19's stages of the woven bag line over HTTP (decisions 1104, 1105): tape extrusion on the new
// production batch, a woven roll slit into two and made into bags counted in pieces with wastage in kg,
// and the lot-wise batch of moulded goods from a mould and a granule lot.

const NPB = 'chemical/newproductionbatch';
const WV = 'chemical/weavingProcess';
const SL = 'chemical/slittingProcess';
const BM = 'chemical/bagMakingProcess';
const LPB = 'chemical/lotwiseproductionbatch';
const PB = 'chemical/productionbatch';
const {
  app,
  ids,
  call,
  ok,
  submit,
  issuesOf,
  read,
  stockOf,
  completed,
  valueOf,
  openOrder,
  inwardOf,
  expectConsistent,
} = useStockDocuments();
const db = () => app().server.database.db;
const place = { fabric: 0, bags: 0, waste: 0, loom: 0, lot: '' };

const idOf = async (query: ReturnType<typeof sql>): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(db(), query);
  if (!row) throw new Error('no row');
  return row.id;
};
const get = <T>(path: string) => app().call<T[]>('GET', path, app().admin);
beforeAll(async () => {
  const order = await openOrder();
  await submit(INWARD, await inwardOf(order, [100, 50]));
  place.lot = `L-${order.id}-0`;
  place.fabric = await idOf(sql`SELECT id::int FROM item WHERE code = 'SF-WF-090'`);
  place.bags = await idOf(sql`SELECT id::int FROM item WHERE code = 'FG-SK-050'`);
  place.waste = await idOf(sql`SELECT id::int FROM item WHERE code = 'RM-MB-001'`);
  place.loom = await idOf(sql`SELECT id::int FROM machine WHERE code = 'LOOM-01'`);
});
afterEach(expectConsistent);

const line = (lineRole: string, itemId: number, quantity: number, extra: Record<string, unknown> = {}) => ({
  lineRole,
  itemId,
  stockAreaId: ids.weaving,
  quantity,
  ...extra,
});

describe('the woven bag line', () => {
  it('extrudes tape from granules with its denier, wastage apart', async () => {
    const tape = await stockOf(ids.tape, ids.weaving);
    const doc = await completed(NPB, {
      stage: 'TAPE_EXTRUSION',
      shift: 'A',
      lines: [
        line('INPUT', ids.granules, 20, { stockAreaId: ids.store }),
        line('OUTPUT', ids.tape, 19, { lotNumber: 'T-1', denier: 800 }),
        line('WASTAGE', place.waste, 1, { lotNumber: 'W-1' }),
      ],
    });
    expect(doc.number).toMatch(/^SB\/2026-27\/\d{5}$/);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape + 19);
    expect((await read(NPB, doc.id)).lines[1]).toMatchObject({ denier: 800 });
  });

  it('weaves a roll, slits it into two, makes bags of one counted in pieces, valued all along', async () => {
    const woven = await completed(WV, {
      machineId: place.loom,
      shift: 'B',
      tubular: true,
      lines: [
        line('INPUT', ids.tape, 19, { lotNumber: 'T-1' }),
        line('OUTPUT', place.fabric, 400, { rollNumber: 'S-1', weightKg: 40, metres: 400, widthInches: 22 }),
      ],
    });
    const rollValue = await valueOf(woven, 'weavingProcess', place.fabric);
    expect(rollValue).toBeGreaterThan(0);
    const slit = await completed(SL, {
      shift: 'B',
      lines: [
        line('INPUT', place.fabric, 400, { rollNumber: 'S-1', widthInches: 22 }),
        line('OUTPUT', place.fabric, 400, { rollNumber: 'S-1A', weightKg: 20, widthInches: 11 }),
        line('OUTPUT', place.fabric, 400, { rollNumber: 'S-1B', weightKg: 20, widthInches: 11 }),
      ],
    });
    expect(await valueOf(slit, 'slittingProcess', place.fabric)).toBeCloseTo(0, 1);
    const bags = await stockOf(place.bags, ids.weaving);
    const made = await completed(BM, {
      shift: 'C',
      cutting: true,
      stitching: true,
      lines: [
        line('INPUT', place.fabric, 400, { rollNumber: 'S-1A' }),
        line('OUTPUT', place.bags, 350, { lotNumber: 'BG-1', weightKg: 19 }),
        line('WASTAGE', place.waste, 1, { lotNumber: 'W-2' }),
      ],
    });
    expect(made.number).toMatch(/^BM\//);
    expect(await stockOf(place.bags, ids.weaving)).toBe(bags + 350);
    // Half the roll's value went into the bags; the waste has no scrap rate here, so all of it.
    expect(await valueOf(made, 'bagMakingProcess', place.bags)).toBeCloseTo(rollValue / 2, 0);
  });

  it("refuses a roll coming into an area not of the loom's department, naming both (decision 1356)", async () => {
    const reply = await call(`${WV}/save`, {
      date: '2026-11-24',
      machineId: place.loom,
      shift: 'A',
      lines: [
        line('INPUT', ids.tape, 1, { lotNumber: 'T-1' }),
        line('OUTPUT', place.fabric, 100, {
          rollNumber: 'S-AREA',
          weightKg: 5,
          metres: 100,
          widthInches: 22,
          stockAreaId: ids.store,
        }),
      ],
    });
    const refused = await submit(WV, reply.body.data as Doc);
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.1.stockAreaId',
        message:
          "Stock area Raw Material Store is not of Circular Loom 1's department Weaving: bring its rolls into an area of Weaving or the loom's own.",
      }),
    ]);
  });

  it('refuses a slit roll without its number', async () => {
    const reply = await call(`${SL}/save`, {
      date: '2026-11-24',
      shift: 'A',
      lines: [line('INPUT', place.fabric, 400, { rollNumber: 'S-1B' }), line('OUTPUT', place.fabric, 400)],
    });
    expect(reply.status).toBe(400);
    expect(issuesOf(reply)).toEqual([
      expect.objectContaining({ field: 'lines.1.rollNumber', message: 'Give each slit roll its number.' }),
    ]);
  });
});

describe('slitting and bag making on their machines (decisions 1231, 1232)', () => {
  const machineOf = (code: string) => idOf(sql`SELECT id::int FROM machine WHERE code = ${code}`);

  it("refuses slit rolls wider together than the roll slit, and slit widths without the roll's", async () => {
    const wide = await call(`${SL}/save`, {
      date: '2026-11-24',
      shift: 'A',
      lines: [
        line('INPUT', place.fabric, 400, { rollNumber: 'S-9', widthInches: 22 }),
        line('OUTPUT', place.fabric, 200, { rollNumber: 'S-9A', widthInches: 12 }),
        line('OUTPUT', place.fabric, 200, { rollNumber: 'S-9B', widthInches: 11 }),
      ],
    });
    expect(wide.status).toBe(400);
    expect(issuesOf(wide)).toEqual([
      expect.objectContaining({
        field: 'lines',
        message: "Line 3: the slit rolls' widths come to 23 inch, more than the 22 inch of the roll slit.",
      }),
    ]);
    const unmeasured = await call(`${SL}/save`, {
      date: '2026-11-24',
      shift: 'A',
      lines: [
        line('INPUT', place.fabric, 400, { rollNumber: 'S-9' }),
        line('OUTPUT', place.fabric, 400, { rollNumber: 'S-9A', widthInches: 11 }),
      ],
    });
    expect(issuesOf(unmeasured)).toEqual([
      expect.objectContaining({
        field: 'lines',
        message: "Give the width (inch) of the roll slit: the slit rolls' widths are checked against it.",
      }),
    ]);
  });

  it('offers and accepts only a slitting machine for slitting, a bag machine for bag making', async () => {
    const slitter = await machineOf('SLT-01');
    const bagger = await machineOf('BAG-01');
    const names = async (type: string) =>
      (
        await app().call<Doc>(
          'GET',
          `chemical/machine/getAllByPartner?filter.machineKind=${type}`,
          app().admin,
        )
      ).body.dataList?.map((machine) => machine.id);
    expect(await names('SLITTING')).toEqual([slitter]);
    expect(await names('BAG_CONVERSION')).toEqual([bagger]);
    const onLoom = await call(`${SL}/save`, {
      date: '2026-11-24',
      shift: 'A',
      machineId: place.loom,
      lines: [
        line('INPUT', place.fabric, 400, { rollNumber: 'S-9' }),
        line('OUTPUT', place.fabric, 400, { rollNumber: 'S-9A' }),
      ],
    });
    expect(onLoom.status).toBe(400);
    expect(issuesOf(onLoom).map((found) => found.field)).toEqual(['machineId']);
    const onSlitter = await call(`${SL}/save`, {
      date: '2026-11-24',
      shift: 'A',
      machineId: slitter,
      lines: [
        line('INPUT', place.fabric, 400, { rollNumber: 'S-9' }),
        line('OUTPUT', place.fabric, 400, { rollNumber: 'S-9A' }),
      ],
    });
    expect(onSlitter.status).toBe(200);
    const bagsOnSlitter = await call(`${BM}/save`, {
      date: '2026-11-24',
      shift: 'A',
      machineId: slitter,
      lines: [line('INPUT', place.fabric, 400, { rollNumber: 'S-9' }), line('OUTPUT', place.bags, 300)],
    });
    expect(issuesOf(bagsOnSlitter).map((found) => found.field)).toEqual(['machineId']);
  });
});

describe('the lot-wise production batch', () => {
  let mould = 0;
  let mouldName = 0;
  beforeAll(async () => {
    mouldName = (await ok('chemical/mouldName/save', { name: 'Crate 20 L' })).id;
    const mouldType = (await ok('chemical/mouldType/save', { name: 'Injection' })).id;
    mould = (
      await ok('chemical/mould/save', {
        name: 'M-CR-20',
        mouldNameId: mouldName,
        mouldTypeId: mouldType,
        itemId: place.bags,
        materialItemId: ids.granules,
        cavities: 2,
        shotWeightGrams: 500,
      })
    ).id;
  });

  it('lists the moulds of a name and the lots of their granules in stock', async () => {
    const moulds = await get<{ id: number; itemName: string; cavities: number }>(
      `chemical/mould/getMouldByMouldName/${mouldName}`,
    );
    expect(moulds.status).toBe(200);
    expect(moulds.body.dataList).toEqual([
      expect.objectContaining({ id: mould, itemName: 'PP Woven Sack 50 kg Cement', cavities: 2 }),
    ]);
    const lots = await get<{ lotNumber: string; stockAreaId: number; availableQuantity: number }>(
      `${PB}/getLotNumbersByMouldId/${mould}`,
    );
    expect(lots.body.dataList).toContainEqual(
      expect.objectContaining({
        lotNumber: place.lot,
        stockAreaId: ids.store,
        availableQuantity: expect.any(Number),
      }),
    );
  });

  it('fills the batch from the mould and the lot: shots × shot weight in, shots × cavities out', async () => {
    const reply = await call(`${PB}/getInputOutputDetailsByLotNumberAndMould`, {
      mouldId: mould,
      lotNumber: place.lot,
      shots: 30,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const details = reply.body.data as unknown as { lines: Record<string, unknown>[] };
    expect(details.lines).toEqual([
      { lineRole: 'INPUT', itemId: ids.granules, lotNumber: place.lot, stockAreaId: ids.store, quantity: 15 },
      { lineRole: 'OUTPUT', itemId: place.bags, quantity: 60 },
    ]);
    const doc = await completed(LPB, {
      mouldId: mould,
      granuleLot: place.lot,
      shots: 30,
      shift: 'A',
      lines: [details.lines[0], { ...details.lines[1], stockAreaId: ids.weaving, lotNumber: 'MC-1' }],
    });
    expect(doc.number).toMatch(/^LPB\//);
  });

  it('refuses a lot not in stock, a mould of nobody, and no shots', async () => {
    const body = { mouldId: mould, lotNumber: 'NO-SUCH', shots: 1 };
    const missing = await call(`${PB}/getInputOutputDetailsByLotNumberAndMould`, body);
    expect(issuesOf(missing)).toEqual([expect.objectContaining({ field: 'lotNumber' })]);
    const nobody = await call(`${PB}/getInputOutputDetailsByLotNumberAndMould`, {
      ...body,
      mouldId: 99999999,
    });
    expect(issuesOf(nobody)).toEqual([expect.objectContaining({ field: 'mouldId' })]);
    const none = await call(`${PB}/getInputOutputDetailsByLotNumberAndMould`, { ...body, shots: 0 });
    expect(issuesOf(none)).toEqual([
      expect.objectContaining({ field: 'shots', message: 'Shots must be more than 0' }),
    ]);
    expect((await get(`${PB}/getLotNumbersByMouldId/99999999`)).status).toBe(400);
  });

  it('offers and accepts a moulding machine of either type for the lot-wise batch, a stage machine for the new batch (decision 1340)', async () => {
    const machineOf = (code: string) => idOf(sql`SELECT id::int FROM machine WHERE code = ${code}`);
    const departmentId = await idOf(sql`SELECT id::int FROM department ORDER BY id LIMIT 1`);
    // A machine of a new type of the kind (decision 1740): the kind is the type's, carried by the machine.
    const machine = async (code: string, kind: string) => {
      const machineTypeId = (await ok('chemical/machineType/save', { name: `${code} type`, kind })).id;
      return (await ok('chemical/machine/save', { name: code, code, machineTypeId, departmentId })).id;
    };
    const injection = await machine('IMM-01', 'INJECTION_MOULDING');
    const blow = await machine('BMM-01', 'BLOW_MOULDING');
    const found = async (filter: string) => {
      const reply = await app().call<Doc>(
        'GET',
        `chemical/machine/getAllByPartner?page=1&size=20&sort=code&filter.machineKind=${filter}`,
        app().admin,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.dataList?.map((one) => one.id);
    };
    expect(await found('INJECTION_MOULDING,BLOW_MOULDING')).toEqual([blow, injection]);
    expect(await found('TAPE_EXTRUSION,LAMINATION,PRINTING,OTHER')).toEqual(
      await Promise.all(['LAM-01', 'PRN-01', 'TAPE-01'].map(machineOf)),
    );
    expect(await found(',')).toEqual([]);
    const moulded = (machineId: number) =>
      call(`${LPB}/save`, {
        date: '2026-11-24',
        shift: 'A',
        mouldId: mould,
        shots: 1,
        granuleLot: place.lot,
        machineId,
        lines: [line('INPUT', ids.granules, 1), line('OUTPUT', place.bags, 2)],
      });
    expect(issuesOf(await moulded(place.loom)).map((issue) => issue.field)).toEqual(['machineId']);
    expect((await moulded(blow)).status).toBe(200);
    const staged = (machineId: number) =>
      call(`${NPB}/save`, {
        date: '2026-11-24',
        stage: 'PRINTING',
        shift: 'A',
        machineId,
        lines: [line('INPUT', place.fabric, 10), line('OUTPUT', place.fabric, 10)],
      });
    expect(issuesOf(await staged(injection)).map((issue) => issue.field)).toEqual(['machineId']);
    expect((await staged(await machineOf('PRN-01'))).status).toBe(200);
  });
});
