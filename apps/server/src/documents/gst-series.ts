import {
  financialYear,
  gstInvoiceNumber,
  gstNumberProblem,
  gstSeriesPrefix,
  invoiceSeriesProblem,
  type DocumentDef,
} from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { branch } from '../db/schema.ts';
import type { Row } from '../stores/types.ts';
import { raiseCounter } from './counter.ts';
import { conflict, invalid } from './refusals.ts';

/** The header field naming the branch a document is made by: its lookup of the branch master. */
const branchFieldOf = (def: DocumentDef): string | undefined =>
  def.fields.find((field) => field.lookup?.module === 'branch')?.key;

/** The GST series a branch numbers in (decision 1825): its GSTIN, or the branch alone when it has none. */
export const gstSeriesKey = (gstin: string | null, branchId: number): string =>
  (gstin ?? '').trim() || `branch ${branchId}`;

/**
 * A GST document's number (CGST rule 46, decisions 1360 and 1401): the next of one gapless counter per
 * GSTIN of its branch, series prefix and financial year, raised under the counter row's lock in the
 * submit's transaction (branches sharing a GSTIN share it; a branch without one counts alone). An invoice's
 * prefix is the branch's invoice series, else the document's; a note keeps its own series (`CN`, `DN`), so
 * that invoices and notes never share a counter. One that would break the rule is refused in words. Its
 * series (`seriesKey`) goes with it: the number is unique within its GSTIN (decision 1825).
 */
export async function takeGstNumber(
  tx: Executor,
  caller: Caller,
  def: DocumentDef,
  row: Row,
): Promise<{ number: string; seriesKey: string }> {
  const date = String(row.date ?? '');
  const field = branchFieldOf(def);
  const branchId = field === undefined ? null : Number(row[field] ?? 0);
  if (field === undefined || !branchId) throw new Error(`${def.key} names no branch to number it by`);
  const [found] = await tx
    .select({ gstin: branch.gstin, prefix: branch.invoicePrefix, name: branch.name })
    .from(branch)
    .where(and(eq(branch.orgId, caller.orgId), eq(branch.id, branchId)));
  if (!found) throw invalid(field, 'The branch was not found.');
  const prefix = gstSeriesPrefix(def.billing?.kind === 'invoice', def.series, found.prefix);
  const problem = invoiceSeriesProblem(prefix, date);
  if (problem) throw conflict(`The invoice series of branch ${found.name ?? ''} cannot be used: ${problem}`);
  const seriesKey = gstSeriesKey(found.gstin, branchId);
  const taken = await raiseCounter(tx, caller, {
    series: `${seriesKey} ${prefix}`,
    year: financialYear(date),
  });
  const number = gstInvoiceNumber(prefix, date, taken);
  const beyond = gstNumberProblem(number);
  if (beyond) throw conflict(beyond);
  return { number, seriesKey };
}
