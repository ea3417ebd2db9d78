import {
  RESPONSE_CODES,
  addToGstr1Summary,
  emptyGstr1Summary,
  gstr1Section,
  returnGstin,
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
import { gstSeriesKey } from '../documents/gst-series.ts';
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

/**
 * The GSTIN and state of the branch filing (else the organisation's), and the month's outward documents.
 * Whose GSTIN is `returnGstin`'s rule; a return's file (`filed`) of every branch, where they hold more
 * than one GSTIN, is refused in words (issue 41). The screen may still sum every branch.
 */
export async function returnScope(
  ex: Executor,
  caller: Caller,
  query: ReturnQuery,
  filed = false,
): Promise<ReturnScope> {
  const [org] = await ex
    .select({ gstin: organisation.gstin, state: organisation.state })
    .from(organisation)
    .where(eq(organisation.id, caller.orgId));
  const branches = await ex
    .select({ gstin: branch.gstin, state: branch.state })
    .from(branch)
    .where(
      query.branchId === undefined
        ? and(eq(branch.orgId, caller.orgId), isNotNull(branch.gstin))
        : and(eq(branch.orgId, caller.orgId), eq(branch.id, query.branchId)),
    );
  const filing = query.branchId === undefined ? undefined : branches[0];
  if (query.branchId !== undefined && !filing)
    throw new ValidationFailure([
      {
        field: 'branchId',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'No such branch: choose one of yours',
      },
    ]);
  const { gstin, several } = returnGstin({
    ...(filing ? { named: filing } : {}),
    organisation: org?.gstin ?? null,
    branches: branches.map((row) => row.gstin),
  });
  if (filed && several)
    throw new ValidationFailure([
      {
        field: 'branchId',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'Your branches file under more than one GSTIN: choose the branch whose return this is',
      },
    ]);
  return {
    gstin,
    supplierState: salesSupplierState(filing, org),
    period: {
      kinds: OUTWARD,
      from: `${query.month}-01`,
      to: lastDay(query.month),
      // A branch's return is its GSTIN's: every document issued under it, of whichever branch sharing it,
      // none issued under another (its GSTIN of before, decision 1825's series).
      ...(query.branchId === undefined
        ? {}
        : { branchId: query.branchId, seriesKey: gstSeriesKey(filing?.gstin ?? null, query.branchId) }),
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
