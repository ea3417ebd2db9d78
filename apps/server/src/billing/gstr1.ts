import {
  RESPONSE_CODES,
  addToB2csLedger,
  addToGstr1Summary,
  b2csNetted,
  b2csReturn,
  emptyGstr1Summary,
  portalPlace,
  gstr1Section,
  returnGstin,
  salesSupplierState,
  type B2csPart,
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
const addPage = (summary: Gstr1Summary, page: readonly BilledDocument[]): Gstr1Summary =>
  addToGstr1Summary(
    summary,
    page.filter((document) => !document.cancelled).map(asGstr1),
    page.map((document) => ({
      kind: asGstr1(document).kind,
      number: document.number,
      cancelled: document.cancelled,
    })),
  );

/** The day before `day` ('yyyy-MM-dd'). */
const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The summary with its table 7 and the amendments (B2CSA) its credit notes make of earlier months' (decision
 * 2030): where the month's notes of earlier sales would take a row below zero, those months' small B2C
 * documents are read, from the earliest, a page at a time, and their rows revised (`b2csReturn`). A file
 * (`filed`) refuses a row below zero however netted, naming it; the screen shows it as it is.
 */
export async function withB2csAmendments(
  ex: Executor,
  caller: Caller,
  scope: ReturnScope,
  summary: Gstr1Summary,
  filed = false,
): Promise<Gstr1Summary> {
  const month = scope.period.from.slice(0, 7);
  const parts = summary.b2csParts ?? [];
  const [earliest] = b2csNetted(parts)
    .moved.map((part) => part.origin as string)
    .sort();
  let ledger = new Map<string, B2csPart[]>();
  if (earliest !== undefined) {
    const earlier = {
      ...scope.period,
      from: `${earliest}-01`,
      to: dayBefore(scope.period.from),
      registered: false,
    };
    for await (const page of periodPages(ex, caller, earlier, 'number'))
      ledger = addToB2csLedger(ledger, page.map(asGstr1));
  }
  ledger.set(month, parts);
  const { b2cs, b2csa, short } = b2csReturn(month, ledger);
  if (filed && short.length > 0)
    throw new ValidationFailure(
      short.map((row) => ({
        field: 'b2cs',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: `Table 7 (B2C small) of ${row.month} would be below zero for ${portalPlace(row.placeOfSupply)} at ${row.gstRate}%: its credit notes take back more than the sales there. Check each note's place of supply and rate against its invoice's.`,
      })),
    );
  // The parts are the sums' workings: the screen and the files are given the rows. The screen sees an
  // amendment below zero too (the month's own such row is among its `b2cs`).
  const { b2csParts: _parts, ...rows } = summary;
  return { ...rows, b2cs, b2csa: [...b2csa, ...short.filter((row) => row.month !== month)] };
}

/**
 * GSTR-1 of the month, summed a page at a time in one pass over the month (decision 1490), with its
 * amendments of earlier months' table 7 (`withB2csAmendments`; a file's, `filed`, refused below zero).
 */
export async function gstr1Summary(
  ex: Executor,
  caller: Caller,
  scope: ReturnScope,
  filed = false,
): Promise<Gstr1Summary> {
  let summary = emptyGstr1Summary();
  const period = { ...scope.period, cancelled: true };
  for await (const page of periodPages(ex, caller, period, 'number')) summary = addPage(summary, page);
  return withB2csAmendments(ex, caller, scope, summary, filed);
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
