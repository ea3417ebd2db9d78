import {
  batchValuation,
  batchYield,
  bomYield,
  entryProcessLoss,
  lineRoleOf,
  lineWeight,
  lookupObjectKey,
  type BatchCost,
  type BatchOutput,
  type CostBasis,
} from '@erp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { bom, categoryType, costHead, item } from '../db/schema.ts';
import { configValues } from '../stores/sys-config.ts';
import { lockMaterials } from '../stock/ledger-materials.ts';
import { postMovements } from '../stock/ledger.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from '../documents/lines.ts';
import { claimedOrder, movementsFrom, pickedOf } from '../stock/postings.ts';
import { materialRef } from '../stock/ledger-materials.ts';
import { checkWovenRolls } from './weaving.ts';
import { fillProduced } from './order-produced.ts';
import { valueWrites } from './produced.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { Current, DocumentService } from '../documents/service.ts';
import { invalid } from '../documents/refusals.ts';

type Context = { service: DocumentService; resource: DocumentResource };

const ids = (values: readonly unknown[]): number[] => [
  ...new Set(values.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0)),
];

/** A batch whose header says it runs over days (decision 1221): issued on submit, closed by its complete. */
export const runsOverDays = (def: DocumentResource['def'], row: Row): boolean => {
  const field = def.posting?.produces?.overDays?.field;
  return field !== undefined && row[field] === true;
};

/** The cost heads the batch's COST lines charge, at the master's rate and basis. */
export async function costsOf(tx: Executor, caller: Caller, lines: readonly LineRow[]): Promise<BatchCost[]> {
  const charged = lines.filter((line) => lineRoleOf(line.lineRole) === 'COST');
  const wanted = ids(charged.map((line) => line.costHeadId));
  if (wanted.length === 0) return [];
  const heads = await tx
    .select({ id: costHead.id, rateBasis: costHead.rateBasis, rate: costHead.rate })
    .from(costHead)
    .where(and(eq(costHead.orgId, caller.orgId), inArray(costHead.id, wanted)));
  const byId = new Map(heads.map((head) => [head.id, head]));
  return charged.map((line) => {
    const head = byId.get(Number(line.costHeadId));
    return {
      basis: (head?.rateBasis === 'PER_BATCH' ? 'PER_BATCH' : 'PER_KG') satisfies CostBasis,
      rate: Number(head?.rate ?? 0),
      quantity: Number(line.quantity ?? 0),
    };
  });
}

/** The batch's yield against its bill of material (decision 1102): none without one. */
export async function bomYieldOf(
  tx: Executor,
  caller: Caller,
  row: Row,
  lines: readonly Readonly<Record<string, unknown>>[],
): Promise<number | null> {
  const id = Number(row.bomId ?? 0);
  if (!(id > 0)) return null;
  const [found] = await tx
    .select({ outputItemId: bom.outputItemId })
    .from(bom)
    .where(and(eq(bom.orgId, caller.orgId), eq(bom.id, id)));
  return bomYield(lines, found?.outputItemId, row.batchSize);
}

const WASTAGE_CATEGORY = 'wastageMaterialTypeId';

/** A yield the header's column (14 digits, 2 decimals) can keep; one beyond it (a gram in, tonnes out) is none. */
export const kept = (percent: number | null): number | null =>
  percent !== null && Math.abs(percent) < 1e9 ? percent : null;

/** A material coming in, whether as wastage, and the field a wastage not of the wastage category is refused on. */
export type Incoming = { materialId: number; wastage: boolean; field: string };

/** An item's scrap rate and category, by item id. */
type ItemScrap = { id: number; scrapRate: number | null; categoryId: number | null };

/**
 * The scrap rates of the items the outputs bring in, by item id; with system config
 * `wastageMaterialTypeId` set, a wastage's item must be of that category (wastage is its own
 * material), refused on its field. `known`: items read already (with the materials' lock, decision 1797).
 */
export async function scrapRates(
  tx: Executor,
  caller: Caller,
  outputs: readonly Incoming[],
  known: ReadonlyMap<number, ItemScrap> = new Map(),
): Promise<Map<number, number>> {
  const wanted = ids(outputs.map(({ materialId }) => materialId));
  if (wanted.length === 0) return new Map();
  const unknown = wanted.filter((id) => !known.has(id));
  const rows = [
    ...wanted.flatMap((id) => known.get(id) ?? []),
    ...(unknown.length === 0
      ? []
      : await tx
          .select({ id: item.id, scrapRate: item.scrapRate, categoryId: item.categoryId })
          .from(item)
          .where(and(eq(item.orgId, caller.orgId), inArray(item.id, unknown)))),
  ];
  const category = Number((await configValues(tx, caller, [WASTAGE_CATEGORY])).get(WASTAGE_CATEGORY) ?? 0);
  if (category > 0) {
    const [named] = await tx
      .select({ name: categoryType.name })
      .from(categoryType)
      .where(and(eq(categoryType.orgId, caller.orgId), eq(categoryType.id, category)));
    const byId = new Map(rows.map((row) => [row.id, row.categoryId]));
    const stray = outputs.find(({ materialId, wastage }) => wastage && byId.get(materialId) !== category);
    if (stray)
      throw invalid(
        stray.field,
        `Wastage is booked under ${named?.name ?? 'its own category'}: choose an item of it.`,
      );
  }
  return new Map(rows.map((row) => [row.id, Number(row.scrapRate ?? 0)]));
}

/** Where a production line's read carries its unit (`uomId` → `uom: { id, name, decimals, uqc }`). */
const UNIT = lookupObjectKey({ key: 'uomId' });

/** The GST unit code a looked-up unit carries, if any. */
const uqcOf = (unit: unknown): string | null => {
  const uqc = (unit as { uqc?: unknown } | null | undefined)?.uqc;
  return typeof uqc === 'string' ? uqc : null;
};

/**
 * What an entry made in one go lost in the process (decision 1802): its inputs' weight less its outputs' and
 * its wastage's (`entryProcessLoss`), a line without its kg weighed by its unit's GST unit code. The unit's
 * lookup carries it, read with the lines (decision 1797: no statement of its own; read now only where the
 * lines came without their lookups). None beyond what the column keeps.
 */
async function entryLoss(
  tx: Executor,
  caller: Caller,
  context: Context,
  subject: Current,
): Promise<number | null> {
  const { service, resource } = context;
  const shown = await service.shown(tx, resource, caller, subject);
  const table = resource.def.lines.key;
  const units = new Map(
    (Array.isArray(shown[table]) ? (shown[table] as Row[]) : []).map((line) => [Number(line.id), line[UNIT]]),
  );
  return kept(entryProcessLoss(subject.lines, (line) => uqcOf(units.get(Number(line.id)))));
}

/**
 * A production batch completing (decisions 1100, 1101), in the caller's transaction: the inputs leave
 * their places (lots picked, the batch's sales order's reservations taken first), then the outputs and
 * wastage come in at the valuation's rates, the rates are written on the lines. The sales order lines named
 * get their produced quantity first. The materials of both are locked first, in the ledger's order, so two
 * batches with crossed inputs and outputs take turns instead of deadlocking.
 */
export async function postProduction(
  tx: Executor,
  caller: Caller,
  context: Context,
  subject: { row: Row; lines: readonly LineRow[]; looked?: Current['looked'] },
): Promise<void> {
  const { row, lines } = subject;
  const { resource } = context;
  const roleField = resource.def.posting?.produces?.roleField ?? 'lineRole';
  await checkWovenRolls(tx, caller, resource, row, lines);
  // The order before the stock, like a cancel (stock-effects): the two lock in the same order.
  await fillProduced(tx, context.service, caller, { resource, row, lines }, 1);
  const picked = await pickedOf(tx, caller, context, row, lines);
  // Both sides' stock areas with the lock: the two postings find them in the transaction's cache; and the
  // items' scrap rates, which value the wastage.
  const locked = await lockMaterials(
    tx,
    caller,
    picked.map((posting) => materialRef(posting.material, posting.materialId)),
    picked.map((posting) => posting.stockAreaId),
  );
  const items = new Map(
    [...locked.values()].flatMap((material) =>
      material.kind === 'item'
        ? [
            [
              material.refId,
              { id: material.refId, scrapRate: material.scrapRate, categoryId: material.categoryId },
            ] as const,
          ]
        : [],
    ),
  );
  const inputs = picked.filter((posting) => posting.quantity < 0);
  const outputs = picked.filter((posting) => posting.quantity > 0);
  const orderId = claimedOrder(resource.def.posting, row);
  const taking = movementsFrom(
    inputs,
    { resource, row, lines },
    orderId === null ? undefined : { salesOrderId: orderId },
  );
  // A batch running over days is issued: its outputs come with its daily entries (decision 1221).
  if (runsOverDays(resource.def, row)) {
    await postMovements(tx, caller, taking);
    return;
  }
  const roled = outputs.map((posting) => ({
    posting,
    wastage: lineRoleOf(lines[posting.lineIndex]?.[roleField]) === 'WASTAGE',
  }));
  const scrap = await scrapRates(
    tx,
    caller,
    roled.map(({ posting, wastage }) => ({
      materialId: posting.materialId,
      wastage,
      field: `lines.${posting.lineIndex}.itemId`,
    })),
    items,
  );
  const valued: BatchOutput[] = roled.map(({ posting, wastage }) => {
    const line: Readonly<Record<string, unknown>> = lines[posting.lineIndex] ?? {};
    return {
      role: wastage ? 'WASTAGE' : 'OUTPUT',
      quantity: posting.quantity,
      weight: lineWeight(line),
      scrapRate: wastage ? (scrap.get(posting.materialId) ?? 0) : null,
    };
  });
  const costs = await costsOf(tx, caller, lines);
  const bomYieldPercent = kept(await bomYieldOf(tx, caller, row, lines));
  // Its process loss with its yields (decision 1802's addendum); a batch running over days writes its own as
  // it completes (decision 1300).
  const lossField = resource.def.posting?.produces?.lossField;
  const loss =
    lossField === undefined
      ? {}
      : { [lossField]: await entryLoss(tx, caller, context, { ...subject, lines: [...lines] }) };
  // The outputs come in at what the inputs took, in the inputs' posting, and their rates and the batch's
  // yields are written in its write statement (decision 2380).
  await postMovements(tx, caller, taking, {
    movements: movementsFrom(outputs, { resource, row, lines }),
    rates: (consumed) => {
      const inputValue = -consumed.reduce((sum, posted) => sum + posted.value, 0);
      return batchValuation(inputValue, costs, valued).rates;
    },
    alongside: (rates) =>
      valueWrites(
        caller,
        {
          target: resource.lines,
          fields: ['rate'],
          updates: outputs.flatMap((posting, index) => {
            const line = lines[posting.lineIndex];
            return line ? [{ id: line.id, values: { rate: rates[index] ?? 0 } }] : [];
          }),
        },
        {
          target: resource.store.def,
          fields: ['yieldPercent', 'bomYieldPercent', ...Object.keys(loss)],
          updates: [
            { id: row.id, values: { yieldPercent: kept(batchYield(lines)), bomYieldPercent, ...loss } },
          ],
        },
      ),
  });
}
