import {
  DOCUMENT_STATUS,
  noteLineFrom,
  noteProblems,
  statusLabel,
  type DocumentAmends,
  type InvoiceLeft,
  type InvoiceLineLeft,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { noteWrite } from '../core/transaction.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { auditLines, type LineRow } from '../documents/lines.ts';
import { withNames } from '../documents/order-fill.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { invalid } from '../documents/refusals.ts';
import type { Row } from '../stores/types.ts';
import { ident } from '../stores/sql.ts';

/* Issue 20's notes against a sales invoice (decisions 1410–1412): checked, filled and given back. */

/** The invoice resource a note names. */
function invoiceResource(service: DocumentService, amends: DocumentAmends): DocumentResource {
  const invoice = service.documents.get(amends.document);
  if (!invoice) throw new Error(`no document ${amends.document}`);
  return invoice;
}

/** A note names a completed invoice: a draft has no number yet, a cancelled one is no longer owed. */
const notCompleted = (amends: DocumentAmends, number: string, status: number) =>
  invalid(
    amends.headerField,
    `Invoice ${number === '' ? '(not numbered)' : number} is ${statusLabel(status)}: a note is made against a completed invoice.`,
  );

/** An invoice line as the limits read it (its item's name and unit only word a refusal). */
const lineLeft = (line: LineRow, amends: DocumentAmends): InvoiceLineLeft => ({
  id: line.id,
  itemId: Number(line.itemId),
  quantity: Number(line.quantity ?? 0),
  taxableValue: Number(line.taxableValue ?? 0),
  creditedQuantity: Number(line[amends.progress?.quantityField ?? ''] ?? 0),
  creditedValue: Number(line[amends.progress?.valueField ?? ''] ?? 0),
});

/** The grand totals of the completed credit notes against the invoice, but the note itself. */
async function creditedTotal(
  tx: Executor,
  resource: DocumentResource,
  caller: Caller,
  invoiceId: number,
  noteId: number,
): Promise<number> {
  const column = resource.store.def.columns.find((c) => c.field === resource.def.amends?.headerField)?.column;
  if (!column) throw new Error(`${resource.def.key} has no invoice column`);
  const [row] = await queryRows<{ total: string | number | null }>(
    tx,
    sql`SELECT coalesce(sum(t.grand_total), 0) AS total FROM ${ident(resource.store.def.table)} t
        WHERE t.org_id = ${caller.orgId} AND t.${ident(column)} = ${invoiceId}
          AND t.status = ${DOCUMENT_STATUS.COMPLETED} AND t.id <> ${noteId}`,
  );
  return Number(row?.total ?? 0);
}

/**
 * A note's submit (sign 1) or cancel (sign -1) against its invoice, in the move's transaction: the invoice
 * (locked) must be Completed and the note's customer's; a submit is checked by `noteProblems` (a credit
 * never beyond what the invoice leaves); a credit note then adds its lines' returned quantities and taxable
 * values to the invoice lines' progress fields, a cancel takes them back. Audited on the invoice.
 */
export async function applyNote(
  tx: Executor,
  service: DocumentService,
  subject: { resource: DocumentResource; caller: Caller; row: Row; lines: readonly LineRow[] },
  sign: 1 | -1,
): Promise<void> {
  const { resource, caller, row, lines } = subject;
  const amends = resource.def.amends;
  if (!amends) return;
  const invoice = invoiceResource(service, amends);
  const invoiceId = Number(row[amends.headerField]);
  const current = await service.current(tx, invoice, caller, invoiceId);
  const number = String(current.row.number ?? '');
  const returnsGoods = amends.returns !== undefined && row[amends.returns.field] === amends.returns.value;
  if (sign === 1) {
    const status = current.row.status as number;
    if (status !== DOCUMENT_STATUS.COMPLETED) throw notCompleted(amends, number, status);
    if (current.row.partyId !== row.partyId)
      throw invalid('partyId', `Invoice ${number} was made out to another customer.`);
    const left: InvoiceLeft = {
      number,
      grandTotal: Number(current.row.grandTotal ?? 0),
      creditedTotal: await creditedTotal(tx, resource, caller, invoiceId, row.id),
      lines: current.lines.map((line) => lineLeft(line, amends)),
    };
    const note = { lines, grandTotal: Number(row.grandTotal ?? 0), returnsGoods };
    if (noteProblems(amends, note, left).length > 0)
      throw new ValidationFailure(
        noteProblems(amends, note, { ...left, lines: await withNames(tx, caller, left.lines) }),
      );
  }
  const { progress } = amends;
  if (!progress) return;
  const after = current.lines.map((line) => {
    const mine = lines.filter((candidate) => Number(candidate[amends.lineField]) === line.id);
    const sum = (field: string, places: number) =>
      Number(mine.reduce((total, candidate) => total + Number(candidate[field] ?? 0), 0).toFixed(places));
    return {
      ...line,
      [progress.quantityField]: Number(
        (Number(line[progress.quantityField] ?? 0) + (returnsGoods ? sign * sum('quantity', 3) : 0)).toFixed(
          3,
        ),
      ),
      [progress.valueField]: Number(
        (Number(line[progress.valueField] ?? 0) + sign * sum('taxableValue', 2)).toFixed(2),
      ),
    };
  });
  const changed = after.filter(
    (line, index) => JSON.stringify(line) !== JSON.stringify(current.lines[index]),
  );
  if (changed.length === 0) return;
  const columnOf = (field: string) => {
    const column = invoice.lines.columns.find((c) => c.field === field)?.column;
    if (!column) throw new Error(`${invoice.key} has no ${field}`);
    return ident(column);
  };
  const values = sql.join(
    changed.map(
      (line) =>
        sql`(${line.id}::bigint, ${line[progress.quantityField]}::numeric, ${line[progress.valueField]}::numeric)`,
    ),
    sql`, `,
  );
  noteWrite(tx, invoice.lines.table);
  await tx.execute(
    sql`UPDATE ${ident(invoice.lines.table)} l
        SET ${columnOf(progress.quantityField)} = v.quantity, ${columnOf(progress.valueField)} = v.value
        FROM (VALUES ${values}) AS v (id, quantity, value) WHERE l.org_id = ${caller.orgId} AND l.id = v.id`,
  );
  await auditLines(tx, invoice, caller, invoiceId, current.lines, after);
}

/** A line a new note takes from its invoice (`linesFromInvoice`): the invoice line and what is left of it. */
export interface NoteLineFill {
  salesInvoiceLineId: number;
  itemId: number;
  item: unknown;
  description: unknown;
  quantity: number;
  uomId: unknown;
  uom: unknown;
  rate: unknown;
  discountPercent: unknown;
  hsnCode: unknown;
  gstRate: unknown;
  /** The taxable value the note may still credit (a debit note: the line's as invoiced). */
  creditable: number;
}

/**
 * What a new note takes from the invoice (`{note}/linesFromInvoice/{invoiceId}`): the header the invoice
 * gives it (customer, branch, place of supply, number and date) and, per invoice line, what is left to
 * credit (a credit note; lines with nothing left are not offered) or the line as invoiced (a debit note).
 */
export async function linesFromInvoice(
  ex: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  invoiceId: number,
): Promise<{ invoice: Row; lines: NoteLineFill[] }> {
  const amends = resource.def.amends;
  if (!amends) throw new Error(`${resource.def.key} amends no invoice`);
  const shown = await service.get(invoiceResource(service, amends), caller, invoiceId, ex);
  const status = shown.status as number;
  if (status !== DOCUMENT_STATUS.COMPLETED) throw notCompleted(amends, String(shown.number ?? ''), status);
  const invoiceLines = Array.isArray(shown.lines) ? (shown.lines as LineRow[]) : [];
  const lines = invoiceLines.flatMap((line): NoteLineFill[] => {
    const fill = noteLineFrom(amends, lineLeft(line, amends));
    if (!fill) return [];
    return [
      {
        salesInvoiceLineId: line.id,
        itemId: Number(line.itemId),
        item: line.item,
        description: line.description,
        quantity: fill.quantity,
        uomId: line.uomId,
        uom: line.uom,
        rate: line.rate,
        discountPercent: line.discountPercent,
        hsnCode: line.hsnCode,
        gstRate: line.gstRate,
        creditable: fill.creditable,
      },
    ];
  });
  const { lines: _lines, ...invoice } = shown;
  return { invoice, lines };
}
