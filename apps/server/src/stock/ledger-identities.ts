// The stock identities (decision 0902): a material under a lot, a roll and a packing type, made on first use.
import { RESPONSE_CODES } from '@erp/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { recordset } from '../db/recordset.ts';
import { SQLSTATE, databaseFailure } from '../db/errors.ts';
import { item, stockIdentity, stockMaterial } from '../db/schema.ts';
import { chunks, type IdentityRow, type StockIdentity } from './ledger-types.ts';

const IDENTITY_COLUMNS = {
  id: stockIdentity.id,
  materialId: stockIdentity.materialId,
  lotNumber: stockIdentity.lotNumber,
  rollNumber: stockIdentity.rollNumber,
  packingTypeId: stockIdentity.packingTypeId,
  manufacturedOn: stockIdentity.manufacturedOn,
  expiresOn: stockIdentity.expiresOn,
  secondaryFactor: stockIdentity.secondaryFactor,
};

export const identityKey = (
  materialId: number,
  identity: Pick<StockIdentity, 'lotNumber' | 'rollNumber' | 'packingTypeId'>,
): string =>
  `${materialId}:${identity.packingTypeId ?? 0}:${JSON.stringify([identity.lotNumber?.trim() ?? '', identity.rollNumber?.trim() ?? ''])}`;

export type WantedIdentity = { materialId: number; identity: StockIdentity };

/** An identity's key as a row of `recordset`'s `KEY_COLUMNS` (no packing type is 0). */
export const identityKeyRow = ({ materialId, identity }: WantedIdentity) => ({
  material_id: materialId,
  lot_number: identity.lotNumber?.trim() ?? '',
  roll_number: identity.rollNumber?.trim() ?? '',
  packing_type_id: identity.packingTypeId ?? 0,
});
const KEY_COLUMNS = 'material_id bigint, lot_number text, roll_number text, packing_type_id bigint';

/** The identity rows of `wanted` that exist, by `identityKey`. */
export async function existingIdentities(
  tx: Executor,
  caller: Caller,
  wanted: readonly WantedIdentity[],
): Promise<IdentityRow[]> {
  // Joined to the keys as a table (`recordset`): a missing packing type is 0.
  const keys = recordset(wanted.map(identityKeyRow), 'v', KEY_COLUMNS);
  return tx
    .select(IDENTITY_COLUMNS)
    .from(stockIdentity)
    .innerJoin(
      keys,
      sql`${stockIdentity.materialId} = v.material_id AND ${stockIdentity.lotNumber} = v.lot_number
        AND ${stockIdentity.rollNumber} = v.roll_number
        AND coalesce(${stockIdentity.packingTypeId}, 0) = v.packing_type_id`,
    )
    .where(eq(stockIdentity.orgId, caller.orgId));
}

/** The columns of an identity row `s` as a JSON object of `IdentityRow`. */
export const IDENTITY_OBJECT = sql.raw(`jsonb_build_object('id', s.id, 'materialId', s.material_id,
  'lotNumber', s.lot_number, 'rollNumber', s.roll_number, 'packingTypeId', s.packing_type_id,
  'manufacturedOn', s.manufactured_on, 'expiresOn', s.expires_on, 'secondaryFactor', s.secondary_factor)`);

/** Whether the identity row `t` is the wanted identity `v` (`KEY_COLUMNS`). */
export const sameIdentity = (t: string, v: string): SQL =>
  sql.raw(`${t}.material_id = ${v}.material_id AND ${t}.lot_number = ${v}.lot_number
    AND ${t}.roll_number = ${v}.roll_number AND coalesce(${t}.packing_type_id, 0) = ${v}.packing_type_id`);

/**
 * The WITH parts that find the identity rows of `wanted` and make those missing (decision 1350): `found`
 * and `made`, whose rows a statement answers. A twin another posting made meanwhile is in neither (the
 * statement's snapshot began before it): read it again (`existingIdentities`).
 */
export function identityParts(caller: Caller, wanted: readonly WantedIdentity[]): SQL {
  const org = sql`${caller.orgId}::bigint`;
  const values = recordset(
    wanted.map((w) => ({
      ...identityKeyRow(w),
      manufactured_on: w.identity.manufacturedOn ?? null,
      expires_on: w.identity.expiresOn ?? null,
      secondary_factor: w.identity.secondaryFactor ?? null,
    })),
    'v',
    `${KEY_COLUMNS}, manufactured_on date, expires_on date, secondary_factor numeric`,
  );
  // Without a factor of its own (a weighed roll's), a lot made takes its item's fixed factor (issue 17).
  return sql`v AS (SELECT * FROM ${values}),
    found AS (SELECT s.* FROM ${stockIdentity} s JOIN v ON ${sameIdentity('s', 'v')} WHERE s.org_id = ${org}),
    made AS (INSERT INTO ${stockIdentity} (org_id, material_id, lot_number, roll_number, packing_type_id,
                                           manufactured_on, expires_on, secondary_factor)
             SELECT ${org}, v.material_id, v.lot_number, v.roll_number, nullif(v.packing_type_id, 0),
                    v.manufactured_on, v.expires_on,
                    coalesce(v.secondary_factor,
                             (SELECT i.secondary_factor FROM ${stockMaterial} m
                                JOIN ${item} i ON i.org_id = m.org_id AND i.id = m.item_id
                               WHERE m.org_id = ${org} AND m.id = v.material_id
                                 AND i.secondary_conversion = 'FIXED'))
               FROM v WHERE NOT EXISTS (SELECT 1 FROM found WHERE ${sameIdentity('found', 'v')})
             ON CONFLICT DO NOTHING
             RETURNING *)`;
}

/** Runs a statement that makes identities, a packing type of another organisation refused in words. */
export async function makingIdentities<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (databaseFailure(error)?.code === SQLSTATE.FOREIGN_KEY_VIOLATION) {
      throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, 'The packing type was not found.');
    }
    throw error;
  }
}

/** The identity rows of `wanted` that exist, and those missing made, in one statement (`identityParts`). */
async function foundOrMade(
  tx: Executor,
  caller: Caller,
  wanted: readonly WantedIdentity[],
): Promise<IdentityRow[]> {
  const rows = await makingIdentities(() =>
    queryRows<{ identity: IdentityRow }>(
      tx,
      sql`WITH ${identityParts(caller, wanted)}
        SELECT ${IDENTITY_OBJECT} AS identity FROM found s
        UNION ALL
        SELECT ${IDENTITY_OBJECT} AS identity FROM made s`,
    ),
  );
  return rows.map((row) => row.identity);
}

/**
 * The identity rows of `wanted` (material id and identity), made on first use with the dates and factor
 * given then; by `identityKey`. A packing type of another organisation is refused. Read first: stock going
 * out (most movements) finds all its identities and writes none.
 */
export async function ensureIdentities(
  tx: Executor,
  caller: Caller,
  wanted: readonly WantedIdentity[],
): Promise<Map<string, IdentityRow>> {
  const distinct = [...new Map(wanted.map((w) => [identityKey(w.materialId, w.identity), w])).values()];
  const result = new Map<string, IdentityRow>();
  const keep = (rows: readonly IdentityRow[]) => {
    for (const row of rows) result.set(identityKey(row.materialId, row), row);
  };
  for (const part of chunks(distinct)) {
    keep(await foundOrMade(tx, caller, part));
    // Only a twin another posting made meanwhile is read again (decision 1250).
    const twins = part.filter((w) => !result.has(identityKey(w.materialId, w.identity)));
    if (twins.length > 0) keep(await existingIdentities(tx, caller, twins));
  }
  return result;
}

/** Identity rows by id (a reverse). */
export async function identitiesById(
  tx: Executor,
  caller: Caller,
  ids: readonly number[],
): Promise<Map<number, IdentityRow>> {
  const rows = await tx
    .select(IDENTITY_COLUMNS)
    .from(stockIdentity)
    .where(and(eq(stockIdentity.orgId, caller.orgId), inArray(stockIdentity.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}
