import {
  RESPONSE_CODES,
  addToGstr1Summary,
  emptyGstr1Summary,
  gstr1Section,
  salesSupplierState,
  type Gstr1Document,
  type Gstr1Section,
  type Gstr1Summary,
} from '@erp/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { branch, organisation } from '../db/schema.ts';
import { periodPages } from './outward.ts';
import { OUTWARD, type BilledDocument, type PeriodOrder, type PeriodQuery } from './outward-tables.ts';

/** The return asked for: a month 'yyyy-MM' and, when given, one branch (its GSTIN files it). */
export interface ReturnQuery {
  month: string;
  branchId?: number;
}

/** Whose return: the GSTIN filing it, its state, and where the period's documents are read. */
export interface ReturnScope {
  gstin: string;
  supplierState: string | undefined;
  period: PeriodQuery;
}

const lastDay = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The GSTINs the organisation and its branches are registered under, each once. */
async function gstinsOf(ex: Executor, caller: Caller): Promise<string[]> {
  const [org] = await ex
    .select({ gstin: organisation.gstin })
    .from(organisation)
    .where(eq(organisation.id, caller.orgId));
  const registered = await ex
    .selectDistinct({ gstin: branch.gstin })
    .from(branch)
    .where(and(eq(branch.orgId, caller.orgId), isNotNull(branch.gstin)));
  const all = [org?.gstin, ...registered.map((row) => row.gstin)].map((gstin) => gstin?.trim() ?? '');
  return [...new Set(all.filter((gstin) => gstin !== ''))];
}

/**
 * A return is one GSTIN's (issue 41): once a branch is registered under a GSTIN other than the
 * organisation's, a return's file names the branch it is for. Its screen may still sum every branch.
 */
export async function mustNameGstin(ex: Executor, caller: Caller, query: ReturnQuery): Promise<void> {
  if (query.branchId !== undefined) return;
  const gstins = await gstinsOf(ex, caller);
  if (gstins.length > 1)
    throw new ValidationFailure([
      {
        field: 'branchId',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: `Your branches file under ${gstins.length} GSTINs: choose the branch whose return this is`,
      },
    ]);
}

/** The GSTIN and state of the branch filing (else the organisation's), and the month's outward documents. */
export async function returnScope(ex: Executor, caller: Caller, query: ReturnQuery): Promise<ReturnScope> {
  const [org] = await ex
    .select({ gstin: organisation.gstin, state: organisation.state })
    .from(organisation)
    .where(eq(organisation.id, caller.orgId));
  const [filing] =
    query.branchId === undefined
      ? []
      : await ex
          .select({ gstin: branch.gstin, state: branch.state })
          .from(branch)
          .where(and(eq(branch.orgId, caller.orgId), eq(branch.id, query.branchId)));
  if (query.branchId !== undefined && !filing)
    throw new ValidationFailure([
      {
        field: 'branchId',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'No such branch: choose one of yours',
      },
    ]);
  // Without a branch, the one GSTIN there is: an organisation may keep it on its branch alone.
  const sole = query.branchId === undefined && !org?.gstin ? await gstinsOf(ex, caller) : [];
  return {
    gstin: filing?.gstin || org?.gstin || (sole.length === 1 ? (sole[0] ?? '') : ''),
    supplierState: salesSupplierState(filing, org),
    period: {
      kinds: OUTWARD,
      from: `${query.month}-01`,
      to: lastDay(query.month),
      ...(query.branchId === undefined ? {} : { branchId: query.branchId }),
    },
  };
}

/** A billed document as GSTR-1 reads it (an outward document is never a bill). */
export const asGstr1 = (document: BilledDocument): Gstr1Document => ({
  ...document,
  kind: document.kind === 'bill' ? 'invoice' : document.kind,
});

/** The summary after one more page of the pass (its cancelled documents only counted in table 13). */
export const addPage = (summary: Gstr1Summary, page: readonly BilledDocument[]): Gstr1Summary =>
  addToGstr1Summary(
    summary,
    page.filter((document) => !document.cancelled).map(asGstr1),
    page.map((document) => ({
      kind: asGstr1(document).kind,
      number: document.number,
      cancelled: document.cancelled,
    })),
  );

/** GSTR-1 of the month, summed a page at a time in one pass over the month (decision 1490). */
export async function gstr1Summary(ex: Executor, caller: Caller, scope: ReturnScope): Promise<Gstr1Summary> {
  let summary = emptyGstr1Summary();
  const period = { ...scope.period, cancelled: true };
  for await (const page of periodPages(ex, caller, period, 'number')) summary = addPage(summary, page);
  return summary;
}

/** Whose documents a table holds: to a registered recipient or not (the others both). */
const REGISTERED: Partial<Record<Gstr1Section, boolean>> = { b2b: true, b2cl: false, cdnr: true };

/** The month's documents of one GSTR-1 table, page after page, in the order the file groups them. */
export async function* sectionDocuments(
  ex: Executor,
  caller: Caller,
  scope: ReturnScope,
  section: Gstr1Section,
  order: PeriodOrder,
): AsyncGenerator<Gstr1Document[]> {
  const notes = section === 'cdnr' || section === 'cdnur';
  const registered = REGISTERED[section];
  const period: PeriodQuery = {
    ...scope.period,
    kinds: notes ? OUTWARD.filter((kind) => kind !== 'invoice') : ['invoice'],
    ...(registered === undefined ? {} : { registered }),
  };
  for await (const page of periodPages(ex, caller, period, order)) {
    const kept = page.map(asGstr1).filter((document) => gstr1Section(document) === section);
    if (kept.length > 0) yield kept;
  }
}
