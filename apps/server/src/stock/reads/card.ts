import { RESPONSE_CODES } from '@erp/domain';
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../../core/caller.ts';
import { AppError } from '../../core/errors.ts';
import { ownRow } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import {
  rack,
  stockArea,
  stockBalance,
  stockIdentity,
  stockLedger,
  stockMaterial,
  uom,
} from '../../db/schema.ts';
import { MATERIAL_WORDS } from '../ledger-materials.ts';
import { MATERIAL_MASTERS, type MaterialKind } from './materials.ts';
import { metresFirstUnits, rateOfShown, unitOf, type StockUnit } from './metres.ts';
import { windowOf } from './view.ts';

/** Which stock card: a material (by its master's id), in one stock area or all, of one lot or all. */
export interface StockCardQuery {
  kind: MaterialKind;
  itemId: number;
  stockAreaId?: number | undefined;
  lotNumber?: string | undefined;
  /** The newest movement first (a lot's page of the floor, decision 2313); oldest first otherwise. */
  newestFirst?: boolean | undefined;
  page: number;
  size: number;
}

/** The card's heading: what it is of and what is there now. */
export interface StockCardHeader {
  item: { id: number; code: string | null; name: string | null };
  materialKind: MaterialKind;
  /** The unit of in, out, balance and closing: the primary one, or metres first (decision 0981). */
  uom: StockUnit | null;
  /** The unit of the secondary in and out; null for a material without one. */
  secondaryUom: StockUnit | null;
  stockAreaId: number | null;
  lotNumber: string | null;
  /** The quantity there now (in the stock area and lot when the card is of one). */
  closing: number;
  /** The same in the secondary unit; null without one. */
  secondaryClosing: number | null;
}

/** One movement on the card, oldest first (its balance reads down the page, decision 2232). */
export interface StockCardRow {
  id: number;
  date: string;
  movement: string;
  documentType: string;
  documentId: number | null;
  documentNo: string;
  stockAreaId: number;
  stockAreaName: string | null;
  lotNumber: string;
  rollNumber: string;
  rackName: string | null;
  held: boolean;
  in: number;
  out: number;
  /** In and out in the secondary unit (0 without one). */
  secondaryIn: number;
  secondaryOut: number;
  /** The quantity after the movement: of the lot when the card is of one, else of the area or organisation. */
  balance: number;
  rate: number;
  value: number;
}

const num = (expression: SQL): SQL<number> => sql<number>`${expression}`.mapWith(Number);
const secondaryUnit = alias(uom, 'secondary_uom');

/** The material and its heading, or "not found" for a master the caller's organisation does not have. */
async function header(ex: Executor, caller: Caller, query: StockCardQuery) {
  const master = MATERIAL_MASTERS[query.kind];
  const [found] = await ex
    .select({
      materialId: stockMaterial.id,
      materialQuantity: stockMaterial.quantity,
      code: master.code,
      name: master.name,
      uomId: sql<number | null>`${uom.id}`,
      uomName: sql<string | null>`${uom.name}`,
      uomDecimals: sql<number | null>`${uom.decimals}`,
      secondaryUomId: sql<number | null>`${secondaryUnit.id}`,
      secondaryUomName: sql<string | null>`${secondaryUnit.name}`,
      secondaryUomDecimals: sql<number | null>`${secondaryUnit.decimals}`,
    })
    .from(master.table)
    .leftJoin(stockMaterial, and(eq(stockMaterial.orgId, caller.orgId), master.on))
    .leftJoin(uom, sql`${uom.orgId} = ${caller.orgId} AND ${uom.id} = ${master.uomId}`)
    .leftJoin(
      secondaryUnit,
      sql`${secondaryUnit.orgId} = ${caller.orgId} AND ${secondaryUnit.id} = ${master.secondaryUomId}`,
    )
    .where(and(eq(master.orgId, caller.orgId), eq(master.id, query.itemId)));
  if (!found) throw new AppError(RESPONSE_CODES.NOT_FOUND, `There is no such ${MATERIAL_WORDS[query.kind]}.`);
  return found;
}

/**
 * The stock card (decision 0911): the material's ledger rows, oldest first as stock moved (decision 2232), a
 * page through the ledger's (organisation, material[, stock area], id) index (a page in the second half read
 * from the newest end), with their count, and the quantity there now: the material's own, or its balance rows' in the area or
 * lot. Every row carries its balance after it, so nothing sums the ledger.
 */
export async function stockCard(
  ex: Executor,
  caller: Caller,
  query: StockCardQuery,
): Promise<{ header: StockCardHeader; rows: StockCardRow[]; total: number }> {
  const found = await header(ex, caller, query);
  const primary = unitOf(found.uomId, found.uomName, found.uomDecimals);
  const secondary = unitOf(found.secondaryUomId, found.secondaryUomName, found.secondaryUomDecimals);
  const metresFirst = secondary !== null && (await metresFirstUnits(ex, caller)).includes(secondary.id);
  const heading = {
    item: { id: query.itemId, code: found.code, name: found.name },
    materialKind: query.kind,
    uom: metresFirst ? secondary : primary,
    secondaryUom: metresFirst ? primary : secondary,
    stockAreaId: query.stockAreaId ?? null,
    lotNumber: query.lotNumber ?? null,
  };
  const empty = { closing: 0, secondaryClosing: secondary ? 0 : null };
  if (found.materialId === null) return { header: { ...heading, ...empty }, rows: [], total: 0 };
  const lot = query.lotNumber ? eq(stockIdentity.lotNumber, query.lotNumber) : undefined;
  const ledgerWhere = and(
    eq(stockLedger.orgId, caller.orgId),
    eq(stockLedger.materialId, found.materialId),
    query.stockAreaId === undefined ? undefined : eq(stockLedger.stockAreaId, query.stockAreaId),
    lot,
  );
  const identityOf = (identityId: typeof stockLedger.identityId) =>
    and(eq(stockIdentity.orgId, caller.orgId), eq(stockIdentity.id, identityId));
  // The balance after each row: of the lot when the card is of one (its moves summed up to the row: a lot has
  // few, read through the ledger's index; issue 38's walk saw the area's 586 beside a lot of 100), else of
  // the area or the organisation as the ledger row keeps it.
  const balance = query.lotNumber
    ? num(sql`(SELECT coalesce(sum(l.quantity), 0) FROM stock_ledger l
               JOIN stock_identity i ON i.org_id = l.org_id AND i.id = l.identity_id
               WHERE l.org_id = ${caller.orgId} AND l.material_id = ${found.materialId}
                 ${query.stockAreaId === undefined ? sql`` : sql`AND l.stock_area_id = ${query.stockAreaId}`}
                 AND i.lot_number = ${query.lotNumber} AND l.id <= ${stockLedger.id})`)
    : query.stockAreaId === undefined
      ? stockLedger.materialQuantityAfter
      : stockLedger.areaQuantityAfter;
  const counting = ex
    .select({ n: num(sql`count(*)`) })
    .from(stockLedger)
    .$dynamic();
  // The count walks the ledger's index alone unless a lot is asked (the lot is the identity's).
  const [counted] = await (
    lot ? counting.innerJoin(stockIdentity, identityOf(stockLedger.identityId)) : counting
  ).where(ledgerWhere);
  const there =
    query.stockAreaId === undefined && lot === undefined && secondary === null
      ? { quantity: found.materialQuantity ?? 0, secondary: 0 }
      : await closingOf(ex, caller, found.materialId, query.stockAreaId, lot);
  const total = counted?.n ?? 0;
  const asked = windowOf(query, total);
  // Newest first reads the same window from the other end of the index.
  const window =
    asked && query.newestFirst
      ? { ...asked, order: asked.order === 'reverse' ? ('forward' as const) : ('reverse' as const) }
      : asked;
  const reverse = window?.order === 'reverse';
  // The page's ids first, walking the index alone; only its rows are then joined (a page deep in a busy
  // card would otherwise join every row it skips: decision 0960).
  const ids = ex.select({ id: stockLedger.id }).from(stockLedger).$dynamic();
  const paged = window
    ? (lot ? ids.innerJoin(stockIdentity, identityOf(stockLedger.identityId)) : ids)
        .where(ledgerWhere)
        .orderBy(reverse ? desc(stockLedger.id) : asc(stockLedger.id))
        .limit(window.limit)
        .offset(window.offset)
        .as('paged')
    : undefined;
  const mine = ownRow('stock_ledger', caller);
  const rows = paged
    ? await ex
        .select({
          id: stockLedger.id,
          date: sql<string>`to_char(${stockLedger.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
          movement: stockLedger.movement,
          documentType: stockLedger.documentType,
          // Every move counts; its document is named only to whoever may see it (decisions 1863, 2369).
          documentId: sql<number | null>`CASE WHEN ${mine} THEN ${stockLedger.documentId} END`.mapWith(
            Number,
          ),
          documentNo: sql<string>`CASE WHEN ${mine} THEN ${stockLedger.documentNo} ELSE '' END`,
          stockAreaId: stockLedger.stockAreaId,
          stockAreaName: stockArea.name,
          lotNumber: stockIdentity.lotNumber,
          rollNumber: stockIdentity.rollNumber,
          rackName: rack.name,
          held: stockLedger.held,
          quantity: stockLedger.quantity,
          secondaryQuantity: stockLedger.secondaryQuantity,
          balance,
          rate: stockLedger.rate,
          value: stockLedger.value,
        })
        .from(paged)
        .innerJoin(stockLedger, and(eq(stockLedger.orgId, caller.orgId), eq(stockLedger.id, paged.id)))
        .innerJoin(stockIdentity, identityOf(stockLedger.identityId))
        .leftJoin(
          stockArea,
          and(eq(stockArea.orgId, caller.orgId), eq(stockArea.id, stockLedger.stockAreaId)),
        )
        .leftJoin(rack, and(eq(rack.orgId, caller.orgId), eq(rack.id, stockLedger.rackId)))
        .orderBy(reverse ? desc(stockLedger.id) : asc(stockLedger.id))
    : [];
  if (reverse !== Boolean(query.newestFirst)) rows.reverse();
  const metresAfter = metresFirst
    ? await metresBalances(ex, caller, found.materialId, query.stockAreaId, rows)
    : undefined;
  const inOut = (quantity: number) => ({
    in: quantity > 0 ? quantity : 0,
    out: quantity < 0 ? -quantity : 0,
  });
  return {
    header: {
      ...heading,
      closing: metresFirst ? there.secondary : there.quantity,
      secondaryClosing: secondary === null ? null : metresFirst ? there.quantity : there.secondary,
    },
    rows: rows.map(({ quantity, secondaryQuantity, ...row }) => {
      const [main, other] = metresFirst ? [secondaryQuantity, quantity] : [quantity, secondaryQuantity];
      const moved = inOut(main);
      const otherMoved = inOut(other);
      const value = Math.abs(row.value);
      return {
        ...row,
        ...moved,
        secondaryIn: otherMoved.in,
        secondaryOut: otherMoved.out,
        balance: metresAfter?.get(row.id) ?? row.balance,
        rate: metresFirst ? rateOfShown(value, moved.in + moved.out) : row.rate,
        value,
      };
    }),
    total,
  };
}

/**
 * Metres first (decision 0981): the metres after each row of the page, in the stock area or the organisation
 * as the balance column. The ledger keeps no secondary afters: the metres there now, less the rows newer
 * than each, summed over the rows from the page's oldest to the newest (an early page reads the rows after it).
 */
async function metresBalances(
  ex: Executor,
  caller: Caller,
  materialId: number,
  stockAreaId: number | undefined,
  rows: readonly { id: number }[],
): Promise<Map<number, number>> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return new Map();
  const now = (await closingOf(ex, caller, materialId, stockAreaId, undefined)).secondary;
  const newer = sql`sum(${stockLedger.secondaryQuantity}) OVER (ORDER BY ${stockLedger.id} DESC
    ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)`;
  const running = ex
    .select({ id: stockLedger.id, after: sql<number>`${now}::numeric - coalesce(${newer}, 0)`.as('after') })
    .from(stockLedger)
    .where(
      and(
        eq(stockLedger.orgId, caller.orgId),
        eq(stockLedger.materialId, materialId),
        stockAreaId === undefined ? undefined : eq(stockLedger.stockAreaId, stockAreaId),
        gte(stockLedger.id, Math.min(...ids)),
      ),
    )
    .as('running');
  const afters = await ex
    .select({ id: running.id, after: num(sql`${running.after}`) })
    .from(running)
    .where(inArray(running.id, ids));
  return new Map(afters.map((row) => [row.id, row.after]));
}

/** What is there now of the material (in the stock area, of the lot), in both units: its balance rows' sums. */
async function closingOf(
  ex: Executor,
  caller: Caller,
  materialId: number,
  stockAreaId: number | undefined,
  lot: SQL | undefined,
): Promise<{ quantity: number; secondary: number }> {
  const [row] = await ex
    .select({
      quantity: num(sql`coalesce(sum(${stockBalance.quantity}), 0)`),
      secondary: num(sql`coalesce(sum(${stockBalance.secondaryQuantity}), 0)`),
    })
    .from(stockBalance)
    .innerJoin(
      stockIdentity,
      and(eq(stockIdentity.orgId, caller.orgId), eq(stockIdentity.id, stockBalance.identityId)),
    )
    .where(
      and(
        eq(stockBalance.orgId, caller.orgId),
        eq(stockBalance.materialId, materialId),
        stockAreaId === undefined ? undefined : eq(stockBalance.stockAreaId, stockAreaId),
        lot,
      ),
    );
  return row ?? { quantity: 0, secondary: 0 };
}
