import {
  DOCUMENT_STATUS,
  PHRASES,
  billMatch,
  billableLines,
  inputTaxCredit,
  say,
  type BillableOrderLine,
  type DocumentMatch,
  type FieldNotice,
} from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { noteWrite } from '../core/transaction.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { party } from '../db/schema.ts';
import { ident } from '../stores/sql.ts';
import { configNumber } from '../stores/sys-config.ts';
import type { Row } from '../stores/types.ts';
import { auditLines, type LineRow } from '../documents/lines.ts';
import { withNames } from '../documents/order-fill.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { invalid } from '../documents/refusals.ts';
import { writeServerFields, writeStatus } from '../documents/status-write.ts';

/*
 * A purchase bill's three-way match (decisions 1440–1443): the document declaring `match` is checked on
 * submit against its order's lines (what their inwards accepted, what earlier bills charged, the order's
 * rate), fills the order lines' billed quantity, and records why it waits and its input tax credit.
 */

const { DRAFT, CANCELLED } = DOCUMENT_STATUS;
const numeric = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const given = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);

/** The order a bill names, locked for the transaction, with its lines as the match reads them. */
async function orderOf(
  tx: Executor,
  service: DocumentService,
  match: DocumentMatch,
  caller: Caller,
  id: number,
) {
  const order = service.documents.get(match.document);
  if (!order) throw new Error(`no document ${match.document}`);
  const current = await service.current(tx, order, caller, id);
  const read = current.lines.map((line) => ({
    id: line.id,
    itemId: Number(line.itemId),
    rate: numeric(line.rate),
    accepted: numeric(line[match.acceptedField]),
    billed: numeric(line[match.progressField]),
    uomId: typeof line.uomId === 'number' ? line.uomId : null,
    discountPercent: given(line.discountPercent),
    hsnCode: given(line.hsnCode),
    gstRate: typeof line.gstRate === 'number' ? line.gstRate : null,
  }));
  const lines: (BillableOrderLine & { uomName: string | null })[] = (await withNames(tx, caller, read)).map(
    (line) => ({
      ...line,
      itemName: line.itemName ?? 'this item',
    }),
  );
  return { order, row: current.row, rawLines: current.lines, lines };
}

/** `linesFromOrder`: the lines of what the order's inwards accepted and its bills have not charged yet. */
export function linesFromOrder(
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  orderId: number,
): Promise<Record<string, unknown>[]> {
  const { match } = resource.def;
  if (!match) return Promise.resolve([]);
  return service.database.transaction(async (tx) => {
    const { lines } = await orderOf(tx, service, match, caller, orderId);
    const named = new Map(lines.map((line) => [line.id, line]));
    // Each line's item and unit as their lookups show them (decision 2020: the unit column was blank).
    return billableLines(match, lines).map((line) => {
      const order = named.get(Number(line[match.lineField]));
      return {
        ...line,
        item: { id: line.itemId, name: order?.itemName },
        uom: typeof line.uomId === 'number' ? { id: line.uomId, name: order?.uomName ?? null } : null,
      };
    });
  });
}

/**
 * A party's document repeating the value of its `uniquePerParty` field (a supplier's bill entered twice,
 * decision 1441) is refused naming the first; a cancelled one does not count.
 */
export async function checkUniquePerParty(
  tx: Executor,
  resource: DocumentResource,
  caller: Caller,
  record: { header: Record<string, unknown>; id: number | undefined },
): Promise<void> {
  const key = resource.def.uniquePerParty;
  const value = key === undefined ? undefined : record.header[key];
  if (key === undefined || typeof value !== 'string' || value.trim() === '') return;
  const { store } = resource;
  const column = store.def.columns.find((candidate) => candidate.field === key)?.column ?? key;
  const [first] = await queryRows<{ number: string | null }>(
    tx,
    sql`SELECT t.number FROM ${store.table} t
        WHERE t.org_id = ${caller.orgId} AND t.party_id = ${record.header.partyId ?? null}::bigint
          AND lower(btrim(t.${ident(column)})) = lower(btrim(${value})) AND t.status <> ${CANCELLED}
          AND t.id <> ${record.id ?? 0}::bigint
        ORDER BY t.id LIMIT 1`,
  );
  if (first)
    throw invalid(
      key,
      say(resource.def.opening ? PHRASES.openingTwice : PHRASES.billTwice, {
        bill: value.trim(),
        first: first.number ?? 'a draft',
      }),
    );
}

/**
 * The match of a draft being submitted: its order must be the supplier's; a line beyond what was accepted
 * and not yet billed, or naming no line of the order, refuses the submit (nothing written); the answer
 * is the holds it waits for approval for (a rate off the order's beyond BILL_RATE_TOLERANCE_PERCENT), said
 * on the bill's "Why It Waits for Approval" (decision 1847).
 */
export async function matchOnSubmit(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  subject: { row: Row; lines: readonly LineRow[] },
): Promise<FieldNotice[]> {
  const { match } = resource.def;
  if (!match || subject.row.status !== DRAFT) return [];
  const { row, lines } = subject;
  await checkUniquePerParty(tx, resource, caller, { header: row, id: row.id });
  const order = await orderOf(tx, service, match, caller, Number(row[match.headerField]));
  if (Number(order.row.partyId) !== Number(row.partyId))
    throw invalid(
      match.headerField,
      say(PHRASES.billOrderOtherSupplier, { order: String(order.row.number ?? '') }),
    );
  const tolerance = await configNumber(tx, caller, match.toleranceConfig);
  const result = billMatch(match, lines, order.lines, tolerance);
  if (result.refusals.length > 0) throw new ValidationFailure(result.refusals);
  return result.reasons.map((message) => ({ field: match.reasonsField, level: 'warning' as const, message }));
}

/** Adds (1) or gives back (-1) the bill's quantities on its order lines' billed quantity, on the order's trail. */
async function moveBilled(
  tx: Executor,
  service: DocumentService,
  match: DocumentMatch,
  caller: Caller,
  subject: { row: Row; lines: readonly LineRow[] },
  sign: 1 | -1,
): Promise<void> {
  const orderId = Number(subject.row[match.headerField]);
  const { order, row, rawLines } = await orderOf(tx, service, match, caller, orderId);
  const added = new Map<number, number>();
  for (const line of subject.lines) {
    const id = Number(line[match.lineField]);
    added.set(id, (added.get(id) ?? 0) + sign * numeric(line.quantity));
  }
  const after = rawLines.map((line) =>
    added.has(line.id)
      ? {
          ...line,
          [match.progressField]: Math.max(
            0,
            Number((numeric(line[match.progressField]) + (added.get(line.id) ?? 0)).toFixed(3)),
          ),
        }
      : line,
  );
  const changed = after.filter((line) => added.has(line.id));
  const column = order.lines.columns.find((candidate) => candidate.field === match.progressField)?.column;
  if (!column) throw new Error(`${order.key} has no ${match.progressField}`);
  if (changed.length === 0) return;
  const values = sql.join(
    changed.map((line) => sql`(${line.id}::bigint, ${numeric(line[match.progressField])}::numeric)`),
    sql`, `,
  );
  noteWrite(tx, order.lines.table);
  await tx.execute(
    sql`UPDATE ${ident(order.lines.table)} l SET ${ident(column)} = v.billed
        FROM (VALUES ${values}) AS v (id, billed) WHERE l.org_id = ${caller.orgId} AND l.id = v.id`,
  );
  // The order's own status stays: its trail gets an entry with the lines' billed quantities.
  await writeStatus(tx, order, caller, { action: 'update', id: orderId, status: Number(row.status) });
  await auditLines(tx, order, caller, orderId, rawLines, after);
}

/** Records on the submitted bill why it waits (or nothing) and its input tax credit per head (decision 1443). */
async function recordSubmit(
  tx: Executor,
  resource: DocumentResource,
  caller: Caller,
  subject: { row: Row; reasons: readonly string[] },
): Promise<void> {
  const { match, inputTax } = resource.def;
  const { row, reasons } = subject;
  const [supplier] = await tx
    .select({ gstin: party.gstin })
    .from(party)
    .where(and(eq(party.orgId, caller.orgId), eq(party.id, Number(row.partyId))));
  const taxes = {
    cgstTotal: numeric(row.cgstTotal),
    sgstTotal: numeric(row.sgstTotal),
    igstTotal: numeric(row.igstTotal),
  };
  const credit = inputTax ? inputTaxCredit(inputTax, taxes, (supplier?.gstin ?? '').trim() !== '') : {};
  const written: Record<string, unknown> = {
    ...credit,
    ...(match ? { [match.reasonsField]: reasons.length > 0 ? reasons.join('\n') : null } : {}),
  };
  await writeServerFields(tx, resource, caller, { action: 'submit', id: row.id, values: written });
}

/**
 * A bill's move: submitted (to approval or done), it fills its order lines' billed quantity and records
 * its reasons and input tax; cancelled or rejected back to a draft after that, it gives them back.
 */
export async function applyBillEffects(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  change: { row: Row; lines: readonly LineRow[]; from: number; to: number; reasons?: readonly string[] },
): Promise<void> {
  const { match } = resource.def;
  if (!match) return;
  const submitted = change.from === DRAFT && change.to !== DRAFT && change.to !== CANCELLED;
  const withdrawn = change.from !== DRAFT && (change.to === CANCELLED || change.to === DRAFT);
  if (submitted) {
    await moveBilled(tx, service, match, caller, change, 1);
    await recordSubmit(tx, resource, caller, { row: change.row, reasons: change.reasons ?? [] });
  } else if (withdrawn) await moveBilled(tx, service, match, caller, change, -1);
}
