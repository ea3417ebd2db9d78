import { DOCUMENT_STATUS } from '@erp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { packaging, packagingLines } from '../db/schema.ts';

/** A parcel's weights in kg, its packing lines' together (decision 1140); null where none was entered. */
export interface ParcelWeight {
  gross: number | null;
  net: number | null;
}

/** A packaging line's header, joined. */
export const packagingOfLine = and(
  eq(packaging.orgId, packagingLines.orgId),
  eq(packaging.id, packagingLines.packagingId),
);

/** The lines of completed packagings naming these parcels: a cancelled packaging gives its numbers back. */
export const packedIn = (caller: Caller, parcels: readonly string[]) =>
  and(
    eq(packagingLines.orgId, caller.orgId),
    eq(packaging.status, DOCUMENT_STATUS.COMPLETED),
    inArray(packagingLines.parcelNumber, [...new Set(parcels)]),
  );

/**
 * The weights of these parcels as their completed packaging holds them (decision 1359): a dispatch's lines
 * name the parcels, the packaging's lines carry what each weighs.
 */
export async function parcelWeights(
  ex: Executor,
  caller: Caller,
  parcels: readonly string[],
): Promise<Map<string, ParcelWeight>> {
  if (parcels.length === 0) return new Map();
  const rows = await ex
    .select({
      parcel: packagingLines.parcelNumber,
      gross: sql<number | null>`sum(${packagingLines.grossWeight})::float8`,
      net: sql<number | null>`sum(${packagingLines.netWeight})::float8`,
    })
    .from(packagingLines)
    .innerJoin(packaging, packagingOfLine)
    .where(packedIn(caller, parcels))
    .groupBy(packagingLines.parcelNumber);
  return new Map(rows.map((row) => [row.parcel ?? '', { gross: row.gross, net: row.net }]));
}
