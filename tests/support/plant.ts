import type { Locator, Page } from '@playwright/test';
import { addNew } from './documents.ts';
import { choose, findByApi, saveByApi, submitted } from './masters.ts';
import { day } from './dates.ts';
import { fill, typeNewLot } from './stock.ts';

// The woven bag line's masters for one run (set up through the API, as the stock specs set up theirs):
// the tape, the fabric woven from it, the sack sewn from the fabric and its bill of material, a loom and
// the bag making floor, each named with the run's tag.

export interface BagPlant {
  tape: string;
  fabric: string;
  bag: string;
  loom: string;
  floor: string;
}

/** An item saved through the API, in its unit and category (by name), with the run's defaults. */
export async function item(page: Page, body: Record<string, unknown>, uom: string, category: string) {
  const unit = await findByApi(page, 'uom', 'name', uom);
  const group = await findByApi(page, 'partyTypeCategory', 'name', category);
  return saveByApi(page, 'chemical/item', {
    hsnCode: body.hsnCode ?? '5407',
    purchaseGstRate: 12,
    saleGstRate: 12,
    reorderLevel: 10,
    ...body,
    uomId: unit.id,
    categoryId: group.id,
  });
}

/**
 * The masters of the day: 800 denier tape (KG); 90 GSM fabric 22 inch wide (MTR); the cement sack (BAG),
 * whose bill of material takes 53 kg of tape per 1,000 sacks (the tape a 53 g sack is woven from); a
 * circular loom rated 1,500 m an hour; the bag making floor.
 */
export async function bagPlant(page: Page, tag: string): Promise<BagPlant> {
  const tape = await item(
    page,
    {
      code: `E2E-TP-${tag}`,
      name: `PP Tape 800 Denier ${tag}`,
      purchasePrice: 118,
      salePrice: 126,
      denier: 800,
    },
    'KG',
    'Semi Finished',
  );
  const fabric = await item(
    page,
    {
      code: `E2E-WF-${tag}`,
      name: `PP Woven Fabric 90 GSM ${tag}`,
      purchasePrice: 9.4,
      salePrice: 11.2,
      gsm: 90,
      width: 22,
    },
    'MTR',
    'Semi Finished',
  );
  const bag = await item(
    page,
    {
      code: `E2E-SK-${tag}`,
      name: `PP Woven Sack 50 kg ${tag}`,
      hsnCode: '6305',
      purchasePrice: 7.8,
      salePrice: 9.2,
    },
    'BAG',
    'Finished Goods',
  );
  const bags = await findByApi(page, 'uom', 'name', 'BAG');
  const kg = await findByApi(page, 'uom', 'name', 'KG');
  await saveByApi(page, 'chemical/bom', {
    name: `Cement Sack ${tag}`,
    code: `BOM-${tag}`,
    outputItemId: bag.id,
    outputQuantity: 1000,
    uomId: bags.id,
    isDefault: true,
    active: true,
    lines: [{ inputItemId: tape.id, quantity: 53, uomId: kg.id }],
  });
  const weaving = await findByApi(page, 'chemical/department', 'name', 'Weaving');
  const loomType = await findByApi(page, 'chemical/machineType', 'name', 'Loom');
  const loom = `Circular Loom ${tag}`;
  await saveByApi(page, 'chemical/machine', {
    name: loom,
    code: `LOOM-${tag}`,
    machineTypeId: loomType.id,
    departmentId: weaving.id,
    isLoom: true,
    shuttleCount: 6,
    loomWidth: 24,
    ratedOutputPerHour: 1500,
    ratedOutputUnit: 'METRES',
    active: true,
  });
  const bagMaking = await findByApi(page, 'chemical/department', 'name', 'Bag Making');
  const plant = await findByApi(page, 'erp/location', 'name', 'Sanand Plant');
  const floor = `Bag Making Floor ${tag}`;
  await saveByApi(page, 'chemical/stockArea', {
    name: floor,
    code: `BMF-${tag}`,
    departmentId: bagMaking.id,
    locationId: plant.id,
  });
  return { tape: String(tape.code), fabric: String(fabric.code), bag: String(bag.code), loom, floor };
}

/** One line of a production entry (decision 1100), filled cell by cell as the grid offers it. */
export interface BatchLine {
  /** Left out, the line keeps the Role the grid offers it with (Input). */
  role?: 'Input' | 'Output' | 'Wastage';
  item: string;
  area: string;
  quantity: string;
  lot?: string;
  roll?: string;
  kg?: string;
  metres?: string;
  width?: string;
}

export async function batchLine(form: Locator, index: number, line: BatchLine): Promise<void> {
  const cell = (name: string) => `${name}, line ${index}`;
  if (line.role)
    await form.getByRole('combobox', { name: cell('Role'), exact: true }).selectOption({ label: line.role });
  await choose(form, cell('Item'), line.item, new RegExp(line.item));
  await choose(form, cell('Stock Area'), line.area.slice(0, 12), line.area);
  // An input's lot is picked from the lots in stock; what comes into stock may be a new lot (decision 2086).
  if (line.lot && (line.role ?? 'Input') === 'Input')
    await choose(form, cell('Lot / Batch Number'), line.lot, line.lot);
  else if (line.lot) await typeNewLot(form, cell('Lot / Batch Number'), line.lot);
  if (line.roll) await fill(form, cell('Roll Number'), line.roll);
  await fill(form, cell('Quantity'), line.quantity);
  if (line.kg) await fill(form, cell('Weight (kg)'), line.kg);
  if (line.metres) await fill(form, cell('Metres'), line.metres);
  if (line.width) await fill(form, cell('Width (inch)'), line.width);
}

/** A machine's shift on Daily Production (one line, Shift A), as its operator enters it. */
export interface ShiftEntry {
  department: string;
  machine: string;
  operator: string;
  /** The item's code. */
  item: string;
  kg: string;
  metres?: string;
  running: string;
  stopped: string;
  stoppage: string;
}

/** Enters the shift on a new Daily Production and submits it. */
export async function shiftEntered(page: Page, entry: ShiftEntry): Promise<void> {
  const form = await addNew(page, 'Production & Dispatch', 'Daily Production', 'Daily Production');
  await fill(form, 'Date', day(0));
  await form.getByRole('combobox', { name: 'Shift', exact: true }).selectOption({ label: 'Shift A (8 h)' });
  await choose(form, 'Department', entry.department, entry.department);
  await choose(form, 'Machine, line 1', entry.machine, entry.machine);
  await choose(form, 'Operator, line 1', entry.operator, entry.operator);
  await choose(form, 'Item, line 1', entry.item, new RegExp(entry.item));
  if (entry.metres) await fill(form, 'Output (metres), line 1', entry.metres);
  await fill(form, 'Output (kg), line 1', entry.kg);
  await fill(form, 'Running Hours, line 1', entry.running);
  await fill(form, 'Stopped Hours, line 1', entry.stopped);
  await form
    .getByRole('combobox', { name: 'Stoppage Reason, line 1', exact: true })
    .selectOption({ label: entry.stoppage });
  await submitted(page, form, 'Daily Production', 'DP', 'Open');
}
