// A woven roll's weaving entry (decisions 1220, 2343): what the desk's weaving automation and the floor's roll
// entry both make, a weaving entry of the tape bobbins in and the roll out, saved and submitted by the engine.
import { PHRASES, RESPONSE_CODES, loomRoll, rollGsm, type FieldNotice } from '@erp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { item, machine, stockArea } from '../db/schema.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { transitionIn } from '../documents/transitions.ts';
import { configValues } from '../stores/sys-config.ts';
import type { Row } from '../stores/types.ts';

export const TAPE_BOBBIN_KEY = 'DEFAULT_TAPEBOBINE_MATERIAL';

/** A loom as its rolls are made: its department and own stock area, its width and kind. */
export interface Loom {
  id: number;
  name: string | null;
  machineKind: string | null;
  departmentId: number | null;
  loomWidth: string | number | null;
  stockAreaId: number | null;
}

/** The organisation's looms among `ids`. */
export async function loomsOf(tx: Executor, caller: Caller, ids: readonly number[]): Promise<Loom[]> {
  return tx
    .select({
      id: machine.id,
      name: machine.name,
      machineKind: machine.machineKind,
      departmentId: machine.departmentId,
      loomWidth: machine.loomWidth,
      stockAreaId: machine.stockAreaId,
    })
    .from(machine)
    .where(and(eq(machine.orgId, caller.orgId), inArray(machine.id, [...ids]), eq(machine.isLoom, true)));
}

/** The first active stock area of each department (by id): where its loom draws tape and puts its rolls. */
export async function departmentAreas(
  tx: Executor,
  caller: Caller,
  departmentIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: stockArea.id, departmentId: stockArea.departmentId })
    .from(stockArea)
    .where(
      and(
        eq(stockArea.orgId, caller.orgId),
        inArray(stockArea.departmentId, [...departmentIds]),
        sql`${stockArea.active} IS NOT FALSE`,
      ),
    )
    .orderBy(asc(stockArea.id));
  const first = new Map<number, number>();
  for (const row of rows)
    if (row.departmentId !== null && !first.has(row.departmentId)) first.set(row.departmentId, row.id);
  return first;
}

/**
 * Where a loom's roll goes and its tape comes from (decision 1312): tape is drawn where its department keeps
 * it, the roll enters the loom's own area if it has one; null when neither has a stock area.
 */
export function loomPlaces(
  loom: Loom,
  departmentArea: number | undefined,
): { rollArea: number; tapeArea: number } | null {
  const rollArea = loom.stockAreaId ?? departmentArea;
  const tapeArea = departmentArea ?? loom.stockAreaId;
  return rollArea === undefined || tapeArea === null ? null : { rollArea, tapeArea };
}

/** The tape bobbins a roll is woven of (system config), refused on `field` in words when none is set. */
export async function tapeBobbins(tx: Executor, caller: Caller, field: string): Promise<number> {
  const tape = Number((await configValues(tx, caller, [TAPE_BOBBIN_KEY])).get(TAPE_BOBBIN_KEY) ?? 0);
  if (tape > 0) return tape;
  throw new ValidationFailure([
    {
      field,
      code: RESPONSE_CODES.VALIDATION_FAILED,
      message: PHRASES.weavingNoTape,
    },
  ]);
}

/** The fabrics' widths by id, of the organisation's items. */
export async function fabricWidths(
  tx: Executor,
  caller: Caller,
  itemIds: readonly number[],
): Promise<{ id: number; width: string | number | null }[]> {
  return tx
    .select({ id: item.id, width: item.width })
    .from(item)
    .where(and(eq(item.orgId, caller.orgId), inArray(item.id, [...itemIds])));
}

/** One woven roll: the loom, its fabric and figures, its number, and where its tape and roll lie. */
export interface WovenRoll {
  date: unknown;
  loom: Loom;
  shift: string;
  itemId: number;
  fabricWidth: unknown;
  rollNumber: string;
  metres: number;
  kg: number;
  tape: number;
  places: { rollArea: number; tapeArea: number };
  remarks: string;
  /** The entry's own fields besides (its operator, what made it). */
  header: Record<string, unknown>;
  /** The roll's own fields besides (its mesh). */
  roll: Record<string, unknown>;
}

/**
 * The roll's weaving entry saved and submitted through the engine in `tx` (decision 1220): the tape bobbins
 * (the roll's kg) out, the roll (its fabric, metres, kg, width; its roll and lot number) in, so its GSM check,
 * roll checks, ledger and audit are the weaving entry's own. Answers the entry, what its submit let through
 * with a warning, and the roll's GSM.
 */
export async function weaveRoll(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  woven: DocumentResource,
  roll: WovenRoll,
): Promise<{ row: Row; notices: FieldNotice[]; gsm: number | null }> {
  const measure = loomRoll(roll.loom, roll.fabricWidth);
  const gsm = rollGsm({ kg: roll.kg, metres: roll.metres, ...measure });
  const body = {
    date: roll.date,
    machineId: roll.loom.id,
    shift: roll.shift,
    tubular: measure.tubular,
    remarks: roll.remarks,
    ...roll.header,
    lines: [
      { lineRole: 'INPUT', itemId: roll.tape, stockAreaId: roll.places.tapeArea, quantity: roll.kg },
      {
        lineRole: 'OUTPUT',
        itemId: roll.itemId,
        stockAreaId: roll.places.rollArea,
        rollNumber: roll.rollNumber,
        lotNumber: roll.rollNumber,
        quantity: roll.metres,
        weightKg: roll.kg,
        metres: roll.metres,
        widthInches: measure.widthInches,
        ...roll.roll,
      },
    ],
  };
  const draft = await service.create(woven, caller, body, tx);
  const row = await transitionIn(tx, service, woven, caller, {
    action: 'submit',
    id: draft.id,
    version: Number(draft.version),
    reason: '',
  });
  return { row, notices: (row.notices ?? []) as FieldNotice[], gsm };
}
