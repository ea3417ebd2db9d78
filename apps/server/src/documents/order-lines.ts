import { DOCUMENT_STATUS, RESPONSE_CODES, type DocumentAgainst } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { configValues } from '../stores/sys-config.ts';
import { col, ident } from '../stores/sql.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from './lines.ts';
import type { DocumentResource } from './resource.ts';
import type { DocumentService } from './service.ts';

/** The document that fills an order, as `fillOrder` gets it. */
export interface Subject {
  resource: DocumentResource;
  caller: Caller;
  row: Row;
  lines: readonly LineRow[];
}

const idsIn = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The column of a document's line field. */
const columnOf = (resource: DocumentResource, field: string): string => {
  const column = resource.lines.columns.find((candidate) => candidate.field === field)?.column;
  if (!column) throw new Error(`${resource.def.key} has no line field ${field}`);
  return column;
};

/**
 * The orders a document fills and, for each, its lines that fill it: the one its header names, or (no
 * header field, decision 1402) the orders its lines' order lines belong to, in the order of their ids so
 * two documents lock them in the same order. A line naming no line of an order is refused, unless the
 * against lets a line be direct and its system config says YES (`checking`: a completing document).
 */
export async function ordersFilled(
  tx: Executor,
  service: DocumentService,
  against: DocumentAgainst,
  subject: Subject,
  checking: boolean,
): Promise<Map<number, LineRow[]>> {
  const { row, lines, caller } = subject;
  if (against.headerField !== undefined) return new Map([[Number(row[against.headerField]), [...lines]]]);
  const order = service.documents.get(against.document);
  if (!order) throw new Error(`no document ${against.document}`);
  const named = lines.filter((line) => Number(line[against.lineField] ?? 0) > 0);
  if (checking && named.length < lines.length) await checkDirect(tx, caller, against, lines);
  const ids = [...new Set(named.map((line) => Number(line[against.lineField])))];
  const found =
    ids.length === 0
      ? []
      : await queryRows<{ id: number; orderId: number }>(
          tx,
          sql`SELECT l.id, ${col('l', order.lines.parent)} AS "orderId" FROM ${ident(order.lines.table)} l
              WHERE l.org_id = ${caller.orgId} AND l.id IN (${idsIn(ids)})`,
        );
  const orderOf = new Map(found.map((line) => [Number(line.id), Number(line.orderId)]));
  const missing = lines.findIndex(
    (line) => Number(line[against.lineField] ?? 0) > 0 && !orderOf.has(Number(line[against.lineField])),
  );
  if (missing >= 0)
    throw new ValidationFailure([
      {
        field: `lines.${missing}.${against.lineField}`,
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: `Line ${missing + 1} names no line of a ${order.label.toLowerCase()}.`,
      },
    ]);
  const byOrder = new Map<number, LineRow[]>();
  for (const line of named) {
    const orderId = orderOf.get(Number(line[against.lineField])) ?? 0;
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  }
  return new Map([...byOrder].sort(([a], [b]) => a - b));
}

/**
 * Lines naming no order line are refused unless the against's direct config is YES; then each names the
 * area its goods leave from, but a line holding no stock (a service, decision 1480).
 */
async function checkDirect(
  tx: Executor,
  caller: Caller,
  against: DocumentAgainst,
  lines: readonly LineRow[],
): Promise<void> {
  const key = against.direct?.config;
  const allowed =
    key !== undefined && (await configValues(tx, caller, [key])).get(key)?.toUpperCase() === 'YES';
  const direct = (line: LineRow) => !(Number(line[against.lineField] ?? 0) > 0);
  const areaField = against.direct?.areaField;
  const stockless = against.direct?.stockless ?? (() => false);
  if (allowed) {
    const bare =
      areaField === undefined
        ? -1
        : lines.findIndex((line) => direct(line) && !stockless(line) && !(Number(line[areaField] ?? 0) > 0));
    if (bare < 0) return;
    throw new ValidationFailure([
      {
        field: `lines.${bare}.${areaField}`,
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: `Line ${bare + 1}: choose the stock area its goods leave from.`,
      },
    ]);
  }
  const index = lines.findIndex(direct);
  throw new ValidationFailure([
    {
      field: `lines.${index}.itemId`,
      code: RESPONSE_CODES.VALIDATION_FAILED,
      message: `Line ${index + 1}: ${against.direct?.hint ?? 'name the line of the order it fills.'}`,
    },
  ]);
}

/**
 * The live documents of the subject's type (neither draft nor cancelled) that filled each of the order
 * lines `ids` already, as a refusal names them: 'Sales Invoice INV/26-27/00001'.
 */
export async function doneByOf(
  tx: Executor,
  subject: Subject,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  const { resource, caller, row } = subject;
  const against = resource.def.against;
  if (!against || ids.length === 0) return new Map();
  const { table, parent } = resource.lines;
  const done = await queryRows<{ orderLineId: number; number: string | null }>(
    tx,
    sql`SELECT DISTINCT ${col('l', columnOf(resource, against.lineField))} AS "orderLineId", h.number
        FROM ${ident(table)} l JOIN ${ident(resource.store.def.table)} h
          ON h.org_id = l.org_id AND h.id = ${col('l', parent)}
        WHERE l.org_id = ${caller.orgId} AND h.id <> ${Number(row.id)}
          AND h.status NOT IN (${DOCUMENT_STATUS.DRAFT}, ${DOCUMENT_STATUS.CANCELLED})
          AND ${col('l', columnOf(resource, against.lineField))} IN (${idsIn(ids)})
        ORDER BY h.number`,
  );
  const by = new Map<number, string[]>();
  for (const line of done)
    by.set(Number(line.orderLineId), [
      ...(by.get(Number(line.orderLineId)) ?? []),
      `${resource.def.label} ${line.number ?? ''}`.trim(),
    ]);
  return by;
}
