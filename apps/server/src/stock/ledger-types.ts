// The stock ledger's public shapes (common-17 "the pinned design") and the rows its parts pass between them.
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** What holds stock: an item, a supporting material or a packing type (decision 0901). */
export type MaterialRef = { itemId: number } | { supportingMaterialId: number } | { packingId: number };

/** The "item tuple": a material under a lot, a roll and a packing type (decision 0902). */
export interface StockIdentity {
  material: MaterialRef;
  lotNumber?: string;
  rollNumber?: string;
  packingTypeId?: number | null;
  manufacturedOn?: string | null;
  expiresOn?: string | null;
  /** Secondary units per primary unit weighed for this roll or lot; kept from the identity's first use. */
  secondaryFactor?: number | null;
}

/** One movement of stock to post. */
export interface Movement {
  identity: StockIdentity;
  stockAreaId: number;
  rackId?: number | null;
  /** Held for a lab test or expired: not available to issue. */
  held?: boolean;
  /** Signed, in the material's primary unit: positive in, negative out. */
  quantity: number;
  /** Signed; omitted: the identity's factor times the quantity, or going out, the place's proportional share. */
  secondaryQuantity?: number | null;
  /** Coming in: its rate; omitted (transfers, returns), or going out: the material's current average. */
  rate?: number | null;
  movement: string;
  document: { type: string; id: number | null; number: string; lineId?: number | null };
  /** The document line it posts: a refusal names the field `lines.<lineIndex>.quantity`. */
  lineIndex?: number;
  /** Going out, the reservations it takes its quantity from first (decision 1004). */
  claims?: ReservationClaim;
  /** The line field a refusal of its quantity names instead (a count's counted quantity, decision 1010). */
  refusedOn?: string;
  /** The line field a refusal of its rack names (default `rackId`; a transfer's destination: `toRackId`). */
  rackField?: string;
  /** The moment it is of, when not now: an opening stock's go-live eve (decision 2123). */
  at?: Date;
}

/** Whose reservations a movement going out takes: a document's own (an allocation's issue), or a sales order's. */
export type ReservationClaim = { document: { type: string; id: number } } | { salesOrderId: number };

/** One reservation row of a locked balance. */
export interface ReservationRow {
  id: number;
  balanceId: number;
  documentType: string;
  documentId: number;
  salesOrderId: number | null;
  quantity: number;
}

export interface PostedMovement extends Movement {
  id: number;
  balanceAfter: number;
  /** The value moved, signed as the quantity. */
  value: number;
}

export type MaterialKind = 'item' | 'supportingMaterial' | 'packing';

/** A material row, locked, with what a refusal names. */
export interface MaterialRow {
  id: number;
  kind: MaterialKind;
  /** The item's, supporting material's or packing type's id. */
  refId: number;
  quantity: number;
  value: number;
  name: string;
  uom: string | null;
  decimals: number | null;
  /** The item's scrap rate and category, which value a batch's wastage (decision 1797); null for the others. */
  scrapRate: number | null;
  categoryId: number | null;
}

export interface IdentityRow {
  id: number;
  materialId: number;
  lotNumber: string;
  rollNumber: string;
  packingTypeId: number | null;
  manufacturedOn: string | null;
  expiresOn: string | null;
  secondaryFactor: number | null;
}

export interface AreaRow {
  id: number;
  name: string;
  locationId: number | null;
  branchId: number | null;
  branchName: string | null;
}

export interface RackRow {
  id: number;
  name: string;
  locationId: number | null;
  /** The stock area it stands in; none: one of its location's, whichever (decision 2356). */
  stockAreaId: number | null;
}

export interface BalanceRow {
  id: number;
  identityId: number;
  stockAreaId: number;
  rackId: number | null;
  held: boolean;
  quantity: number;
  secondaryQuantity: number;
  /** What reservations hold of the quantity (decision 1004). */
  reserved: number;
}

/** A row another write answers in a posting's write statement: its part, its row's id and what it stored. */
export interface AlongsideRow {
  part: number;
  id: number;
  stored: Record<string, unknown>;
}

/**
 * Writes of the posting's caller made in the posting's one write statement (decision 2380): its WITH parts
 * (named other than the write's own), a SELECT of the rows they answer as `AlongsideRow`s (`stored` jsonb),
 * and what keeps those rows in the transaction.
 */
export interface Alongside {
  ctes: SQL;
  rows: SQL;
  keep: (tx: Executor, rows: readonly AlongsideRow[]) => void;
}

/** A movement with its identity found: what the computing step takes. A reverse carries its original. */
export interface Resolved {
  movement: Movement;
  identity: IdentityRow;
  reverses?: { id: number; value: number };
}

/** The key of a balance row's place: identity, stock area, rack, held. */
export const placeKey = (
  identityId: number,
  stockAreaId: number,
  rackId: number | null | undefined,
  held: boolean | undefined,
): string => `${identityId}:${stockAreaId}:${rackId ?? 0}:${held === true ? 1 : 0}`;

/** Rows per statement: a fixed, small number of statements however many movements (STYLE: query counts). */
const CHUNK = 1000;

export const chunks = <T>(list: readonly T[]): T[][] => {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) result.push(list.slice(i, i + CHUNK));
  return result;
};
