import { DOCUMENT_STATUS, RESPONSE_CODES, type ValidationIssue } from '@erp/domain';
import { and, eq, getTableName, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { ownRow } from '../core/scope.ts';
import type { Executor } from '../db/client.ts';
import { dispatch, dispatchLines, packaging, packagingLines, salesOrder } from '../db/schema.ts';
import type { Row } from '../stores/types.ts';
import { checkDispatchable } from './dispatch-flow.ts';
import type { LineRow } from '../documents/lines.ts';
import { packagingOfLine, packedIn } from '../documents/parcel-weights.ts';
import type { DocumentResource } from '../documents/resource.ts';

/**
 * Issue 19's packaging and dispatch checks before they post (decisions 1140, 1142): a parcel is packed
 * once, dispatched once, and a dispatch waits its turn on its sales order.
 */

const refusal = (field: string, message: string): ValidationIssue => ({
  field,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});

/** The lines' parcels: the field naming them (where a refusal is shown), and each line's number. */
interface Parcels {
  field: string;
  numbers: readonly string[];
}

/** The parcel number of each line as it is stored (trimmed, upper case; blank: none, loose goods). */
const parcelsOf = (lines: readonly LineRow[], field: string): Parcels => ({
  field,
  numbers: lines.map((line) => (typeof line[field] === 'string' ? line[field].trim().toUpperCase() : '')),
});

/** The parcels the lines name: a line naming none takes loose goods (decision 2200), no parcel. */
const named = (parcels: Parcels): string[] => [...new Set(parcels.numbers.filter((parcel) => parcel !== ''))];

/**
 * A packaging's parcel numbers are new: none is on a completed packaging already (a cancelled one gives
 * its numbers back). Lines of one packaging naming one parcel are its contents. An advisory lock per
 * organisation makes two packagings of one number take turns.
 */
async function checkPacked(tx: Executor, caller: Caller, row: Row, parcels: Parcels): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${caller.orgId}:parcels`}))`);
  const taken = await tx
    .select({ parcel: packagingLines.parcelNumber, number: packaging.number })
    .from(packagingLines)
    .innerJoin(packaging, packagingOfLine)
    .where(and(packedIn(caller, parcels.numbers), ne(packaging.id, row.id)));
  const where = new Map(taken.map((found) => [found.parcel, found.number]));
  const issues = parcels.numbers.flatMap((parcel, index) => {
    const number = where.get(parcel);
    return number === undefined
      ? []
      : [
          refusal(
            `lines.${index}.${parcels.field}`,
            `Parcel ${parcel} is packed already, on ${number ?? 'another packaging'}: give this parcel a new number.`,
          ),
        ];
  });
  if (issues.length > 0) throw new ValidationFailure(issues);
}

/** A document's number, or none where a role without "All records" does not see it (decisions 1863, 2369). */
const seenOnly = (table: PgTable, number: PgColumn, caller: Caller) =>
  sql<string | null>`CASE WHEN ${ownRow(getTableName(table), caller)} THEN ${number} END`;

/**
 * A dispatch's parcels: each one on one line only, and on no completed dispatch already (a cancelled one
 * brought its parcels back into stock). What is not packed is refused by the ledger's lot picking; lines
 * naming no parcel are loose goods, checked by the ledger alone.
 */
async function checkDispatched(tx: Executor, caller: Caller, row: Row, parcels: Parcels): Promise<void> {
  if (named(parcels).length === 0) return;
  const gone = await tx
    .select({ parcel: dispatchLines.parcelNumber, number: seenOnly(dispatch, dispatch.number, caller) })
    .from(dispatchLines)
    .innerJoin(
      dispatch,
      and(eq(dispatch.orgId, dispatchLines.orgId), eq(dispatch.id, dispatchLines.dispatchId)),
    )
    .where(
      and(
        eq(dispatchLines.orgId, caller.orgId),
        eq(dispatch.status, DOCUMENT_STATUS.COMPLETED),
        ne(dispatch.id, row.id),
        inArray(dispatchLines.parcelNumber, named(parcels)),
      ),
    );
  const where = new Map(gone.map((found) => [found.parcel, found.number]));
  const issues = parcels.numbers.flatMap((parcel, index) => {
    if (parcel === '') return [];
    const field = `lines.${index}.${parcels.field}`;
    const number = where.get(parcel);
    if (number !== undefined)
      return [refusal(field, `Parcel ${parcel} was dispatched already, on ${number ?? 'another dispatch'}.`)];
    const first = parcels.numbers.indexOf(parcel);
    return first < index ? [refusal(field, `Parcel ${parcel} is on line ${first + 1} already.`)] : [];
  });
  if (issues.length > 0) throw new ValidationFailure(issues);
}

/**
 * A dispatch's parcels packed for a sales order go on that order only (a parcel packed for no order goes
 * on any): refused on the line in words.
 */
async function checkPackedFor(
  tx: Executor,
  caller: Caller,
  salesOrderId: number,
  parcels: Parcels,
): Promise<void> {
  if (named(parcels).length === 0) return;
  const packedFor = await tx
    .selectDistinct({
      parcel: packagingLines.parcelNumber,
      orderNumber: seenOnly(salesOrder, salesOrder.number, caller),
    })
    .from(packagingLines)
    .innerJoin(
      packaging,
      and(eq(packaging.orgId, packagingLines.orgId), eq(packaging.id, packagingLines.packagingId)),
    )
    .innerJoin(
      salesOrder,
      and(eq(salesOrder.orgId, packaging.orgId), eq(salesOrder.id, packaging.salesOrderId)),
    )
    .where(
      and(
        eq(packagingLines.orgId, caller.orgId),
        eq(packaging.status, DOCUMENT_STATUS.COMPLETED),
        ne(packaging.salesOrderId, salesOrderId),
        inArray(packagingLines.parcelNumber, named(parcels)),
      ),
    );
  const other = new Map(packedFor.map((found) => [found.parcel, found.orderNumber]));
  const issues = parcels.numbers.flatMap((parcel, index) => {
    const number = other.get(parcel);
    return number === undefined
      ? []
      : [
          refusal(
            `lines.${index}.${parcels.field}`,
            `Parcel ${parcel} was packed for ${number === null ? 'another sales order' : `Sales Order ${number}`}: dispatch it against that order.`,
          ),
        ];
  });
  if (issues.length > 0) throw new ValidationFailure(issues);
}

/**
 * The checks of a packaging or a dispatch as it is submitted, in its transaction: parcels packed once; a
 * dispatch locks its sales order first (so dispatches of one order take turns, and SO_CBL_FLOW_SUPPORT's
 * check of decision 1042 reads what is dispatched under the lock), then its parcels: dispatched once, and
 * on the order they were packed for.
 */
export async function checkShipping(
  tx: Executor,
  caller: Caller,
  resource: DocumentResource,
  row: Row,
  lines: readonly LineRow[],
): Promise<void> {
  const { posting } = resource.def;
  if (posting?.packs) await checkPacked(tx, caller, row, parcelsOf(lines, posting.packs.parcelField));
  if (!posting?.claimsOrder || !posting.rollField) return;
  const salesOrderId = Number(row[posting.claimsOrder]);
  await tx
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(eq(salesOrder.orgId, caller.orgId), eq(salesOrder.id, salesOrderId)))
    .for('update');
  const parcels = parcelsOf(lines, posting.rollField);
  await checkDispatched(tx, caller, row, parcels);
  await checkPackedFor(tx, caller, salesOrderId, parcels);
  await checkDispatchable(
    tx,
    caller,
    salesOrderId,
    lines.map((line) => ({ itemId: Number(line.itemId), quantity: Number(line.quantity ?? 0) })),
  );
}
