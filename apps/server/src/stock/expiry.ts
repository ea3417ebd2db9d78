// Expired lots are held (issue 17, decision 0980): a sweep that moves every available balance of a lot whose
// expiry date is before today to held, through the one ledger function, at server start, daily after
// midnight (one process of several, decision 2115), and when a store manager asks
// (`chemical/itemStock/holdExpired`).
import { addDays, indiaDay } from '@erp/domain';
import { and, asc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { today } from '../core/today.ts';
import type { Database, Executor } from '../db/client.ts';
import { stockBalance, stockIdentity } from '../db/schema.ts';
import { newHolder, oncePerPeriod, type Once } from '../db/task-lease.ts';
import { HOLD } from './ledger-compute.ts';
import { lockMaterialsById } from './ledger-materials.ts';
import { postMovements, type Movement } from './ledger.ts';
import { materialRef } from './ledger-materials.ts';

/** The ledger's document type of a sweep's rows; its number is `EXP/<date>`. */
export const EXPIRY_DOCUMENT = 'expiry';

/** The staff id the sweeps at start and after midnight post as: the server, not a user. */
const SERVER_STAFF = 0;

/** Available balance rows with stock that `which` picks (of these materials when given). */
function availablePlaces(
  ex: Executor,
  orgId: number,
  which: SQL | undefined,
  materialIds?: readonly number[],
) {
  return ex
    .select({
      materialId: stockBalance.materialId,
      lotNumber: stockIdentity.lotNumber,
      rollNumber: stockIdentity.rollNumber,
      packingTypeId: stockIdentity.packingTypeId,
      stockAreaId: stockBalance.stockAreaId,
      rackId: stockBalance.rackId,
      quantity: stockBalance.quantity,
      secondaryQuantity: stockBalance.secondaryQuantity,
    })
    .from(stockBalance)
    .innerJoin(
      stockIdentity,
      and(eq(stockIdentity.orgId, stockBalance.orgId), eq(stockIdentity.id, stockBalance.identityId)),
    )
    .where(
      and(
        eq(stockBalance.orgId, orgId),
        eq(stockBalance.held, false),
        gt(stockBalance.quantity, 0),
        which,
        materialIds ? inArray(stockBalance.materialId, [...materialIds]) : undefined,
      ),
    )
    .orderBy(asc(stockBalance.id));
}

/**
 * Moves every available balance that `which` picks whole to held at the same place (movement HOLD, an out
 * and an in, under `document`), in the caller's transaction: the quality hold an expiry (decision 0980)
 * and a failed lab test (decision 1222) put on stock. The materials are locked first, as every posting
 * locks them (decision 0902), so the balances read after are exact; a second hold finds nothing to move.
 * Answers the balances moved and the quantity held.
 */
export async function holdAvailable(
  tx: Executor,
  caller: Caller,
  which: SQL,
  document: Movement['document'],
): Promise<{ places: number; quantity: number }> {
  const found = await availablePlaces(tx, caller.orgId, which);
  if (found.length === 0) return { places: 0, quantity: 0 };
  const materials = await lockMaterialsById(tx, caller, [...new Set(found.map((place) => place.materialId))]);
  const places = await availablePlaces(tx, caller.orgId, which, [...materials.keys()]);
  const movements = places.flatMap((place): Movement[] => {
    const material = materials.get(place.materialId);
    if (!material) throw new Error(`material ${place.materialId} was not locked`);
    const identity = {
      material: materialRef(material.kind, material.refId),
      lotNumber: place.lotNumber,
      rollNumber: place.rollNumber,
      packingTypeId: place.packingTypeId,
    };
    const at = { identity, stockAreaId: place.stockAreaId, rackId: place.rackId, movement: HOLD, document };
    return [
      { ...at, quantity: -place.quantity, secondaryQuantity: -place.secondaryQuantity },
      { ...at, held: true, quantity: place.quantity, secondaryQuantity: place.secondaryQuantity },
    ];
  });
  await postMovements(tx, caller, movements);
  return { places: places.length, quantity: places.reduce((sum, place) => sum + place.quantity, 0) };
}

/**
 * Holds the caller's organisation's expired lots in the caller's transaction: each available balance of a
 * lot that expired before `day` moves whole to held under `EXP/<day>`. Answers the balances moved.
 */
export async function holdExpiredLots(tx: Executor, caller: Caller, day: string = today()): Promise<number> {
  const document = { type: EXPIRY_DOCUMENT, id: null, number: `EXP/${day}` };
  return (await holdAvailable(tx, caller, lt(stockIdentity.expiresOn, day), document)).places;
}

/** The organisations that have expired lots available, read across organisations by the server's sweep. */
async function organisationsWithExpired(ex: Executor, day: string): Promise<number[]> {
  const rows = await ex
    .selectDistinct({ orgId: stockBalance.orgId })
    .from(stockBalance)
    .innerJoin(
      stockIdentity,
      and(eq(stockIdentity.orgId, stockBalance.orgId), eq(stockIdentity.id, stockBalance.identityId)),
    )
    .where(and(eq(stockBalance.held, false), gt(stockBalance.quantity, 0), lt(stockIdentity.expiresOn, day)))
    .orderBy(asc(stockBalance.orgId));
  return rows.map((row) => row.orgId);
}

/**
 * The server's sweep: every organisation's expired lots held, one transaction per organisation, so that a
 * refusal in one (told to `onError`) leaves the others held. Answers the balances moved in all.
 */
export async function sweepExpiredLots(
  database: Database,
  onError: (error: unknown, orgId: number) => void,
  day: string = today(),
): Promise<number> {
  let moved = 0;
  for (const orgId of await organisationsWithExpired(database.db, day)) {
    const caller: Caller = { staffId: SERVER_STAFF, orgId };
    try {
      moved += await database.transaction((tx) => holdExpiredLots(tx, caller, day));
    } catch (error) {
      onError(error, orgId);
    }
  }
  return moved;
}

/** The milliseconds from `now` to just after the next midnight in India, when lots of yesterday have expired. */
export function untilAfterMidnight(now: Date): number {
  return Date.parse(`${addDays(indiaDay(now), 1)}T00:00:01+05:30`) - now.getTime();
}

/** A daily job that can be stopped: the timer is cleared and a run under way is waited for. */
export interface DailyJob {
  stop(): Promise<void>;
}

/**
 * Runs `run` now and then just after every midnight in India, or sooner when a run answers the milliseconds
 * after which it is to be retried. The timer does not keep the process alive; `stop` clears it and waits
 * for a run under way (so a database is not closed under it).
 */
export function runDaily(run: () => Promise<number | void>, clock: () => Date = () => new Date()): DailyJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = (retryInMs: number | void): void => {
    if (stopped) return;
    timer = setTimeout(next, Math.min(untilAfterMidnight(clock()), retryInMs ?? Infinity));
    timer.unref();
  };
  // A run tells its own failures; the next one is scheduled whatever happened.
  const next = (): void => {
    running = run().then(schedule, () => schedule());
  };
  next();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The task lease of the expiry sweep (decision 2115): one process sweeps each day. */
export const EXPIRY_SWEEP_TASK = 'expiry sweep';

/**
 * Today's expiry sweep, unless another process has run it or is running it (then, when its run may be
 * taken over, should it stop unfinished). Answers whether this process swept, and the balances moved.
 */
export const sweepOncePerDay = (
  database: Database,
  holder: string,
  onError: (error: unknown, orgId: number) => void,
): Promise<Once<number>> => {
  const day = today();
  return oncePerPeriod(database.db, { task: EXPIRY_SWEEP_TASK, period: day, holder }, () =>
    sweepExpiredLots(database, onError, day),
  );
};

/** The server's expiry sweeps: at start and after every midnight (decision 0980), once across processes. */
export function scheduleExpirySweeps(
  database: Database,
  onError: (error: unknown, orgId: number) => void,
): DailyJob {
  const holder = newHolder();
  return runDaily(() =>
    sweepOncePerDay(database, holder, onError).then(
      (once) => (once.ran ? undefined : once.retryInMs),
      (error: unknown) => onError(error, 0),
    ),
  );
}
