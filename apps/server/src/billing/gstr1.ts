import { PassThrough, type Readable } from 'node:stream';
import {
  GSTR1_JSON_VERSION,
  RESPONSE_CODES,
  addToGstr1Summary,
  emptyGstr1Summary,
  gstr1Period,
  gstr1Section,
  portalB2bInvoice,
  portalB2clInvoice,
  portalB2cs,
  portalDocIssue,
  portalHsn,
  portalRegisteredNote,
  portalUnregisteredNote,
  salesSupplierState,
  type Gstr1Document,
  type Gstr1Section,
  type Gstr1Summary,
} from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { branch, organisation } from '../db/schema.ts';
import { roomIn } from '../export/pages.ts';
import {
  OUTWARD,
  periodPages,
  type BilledDocument,
  type OrganisationPremises,
  type PeriodOrder,
  type PeriodQuery,
} from './outward.ts';

/** The return asked for: a month 'yyyy-MM' and, when given, one branch (its GSTIN files it). */
export interface ReturnQuery {
  month: string;
  branchId?: number;
}

/** Whose return: the GSTIN filing it, its state, and where the period's documents are read. */
export interface ReturnScope {
  gstin: string;
  supplierState: string | undefined;
  organisation: OrganisationPremises;
  period: PeriodQuery;
}

const lastDay = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
};

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
  return {
    gstin: filing?.gstin || org?.gstin || '',
    supplierState: salesSupplierState(filing, org),
    organisation: org,
    period: {
      kinds: OUTWARD,
      from: `${query.month}-01`,
      to: lastDay(query.month),
      ...(query.branchId === undefined ? {} : { branchId: query.branchId }),
    },
  };
}

/** A billed document as GSTR-1 reads it (an outward document is never a bill). */
const asGstr1 = (document: BilledDocument): Gstr1Document => ({
  ...document,
  kind: document.kind === 'bill' ? 'invoice' : document.kind,
});

/** GSTR-1 of the month, summed a page at a time (cancelled documents only counted in table 13). */
export async function gstr1Summary(ex: Executor, caller: Caller, scope: ReturnScope): Promise<Gstr1Summary> {
  let summary = emptyGstr1Summary();
  for await (const page of periodPages(
    ex,
    caller,
    { ...scope.period, cancelled: true },
    'number',
    scope.organisation,
  )) {
    const documents = page.map(asGstr1);
    summary = addToGstr1Summary(
      summary,
      documents.filter((_document, index) => !page[index]?.cancelled),
      documents.map((document, index) => ({
        kind: document.kind,
        number: document.number,
        cancelled: page[index]?.cancelled ?? false,
      })),
    );
  }
  return summary;
}

/** The month's documents of one GSTR-1 table, page after page, in the order the file groups them. */
export async function* sectionDocuments(
  ex: Executor,
  caller: Caller,
  scope: ReturnScope,
  section: Gstr1Section,
  order: PeriodOrder,
): AsyncGenerator<Gstr1Document[]> {
  const notes = section === 'cdnr' || section === 'cdnur';
  const period: PeriodQuery = {
    ...scope.period,
    kinds: notes ? OUTWARD.filter((kind) => kind !== 'invoice') : ['invoice'],
    registered: section === 'b2b' || section === 'cdnr',
  };
  for await (const page of periodPages(ex, caller, period, order, scope.organisation)) {
    const kept = page.map(asGstr1).filter((document) => gstr1Section(document) === section);
    if (kept.length > 0) yield kept;
  }
}

/**
 * GSTR-1 of the month as the portal's offline-tool JSON (decision 1431), written while it is read: B2B and
 * CDNR grouped by the recipient's GSTIN, B2CL by place of supply, CDNUR as a list, then B2CS, the HSN
 * summary and the documents issued from the month's summary. Each table is one pass over its documents.
 */
export function gstr1JsonStream(ex: Executor, caller: Caller, scope: ReturnScope, month: string): Readable {
  const out = new PassThrough();
  const write = async (text: string): Promise<boolean> => {
    out.write(text);
    return roomIn(out);
  };
  const grouped = async (
    key: string,
    section: Gstr1Section,
    order: PeriodOrder,
    groupOf: (document: Gstr1Document) => string,
    groupKey: string,
    listKey: string,
    entryOf: (document: Gstr1Document) => object,
  ): Promise<boolean> => {
    let group: string | undefined;
    let separator = '';
    if (!(await write(`,${JSON.stringify(key)}:[`))) return false;
    for await (const page of sectionDocuments(ex, caller, scope, section, order)) {
      let chunk = '';
      for (const document of page) {
        const name = groupOf(document);
        if (name !== group) {
          chunk += `${group === undefined ? '' : ']},'}{${JSON.stringify(groupKey)}:${JSON.stringify(name)},${JSON.stringify(listKey)}:[`;
          group = name;
          separator = '';
        }
        chunk += separator + JSON.stringify(entryOf(document));
        separator = ',';
      }
      if (!(await write(chunk))) return false;
    }
    return write(group === undefined ? ']' : ']}]');
  };
  const run = async (): Promise<void> => {
    const head = { gstin: scope.gstin, fp: gstr1Period(month), version: GSTR1_JSON_VERSION, hash: 'hash' };
    if (!(await write(JSON.stringify(head).slice(0, -1)))) return;
    const recipient = (document: Gstr1Document) => (document.recipientGstin ?? '').trim().toUpperCase();
    const place = (document: Gstr1Document) => document.placeOfSupply ?? '';
    if (!(await grouped('b2b', 'b2b', 'gstin', recipient, 'ctin', 'inv', portalB2bInvoice))) return;
    if (!(await grouped('b2cl', 'b2cl', 'placeOfSupply', place, 'pos', 'inv', portalB2clInvoice))) return;
    if (!(await grouped('cdnr', 'cdnr', 'gstin', recipient, 'ctin', 'nt', portalRegisteredNote))) return;
    let separator = '';
    if (!(await write(',"cdnur":['))) return;
    for await (const page of sectionDocuments(ex, caller, scope, 'cdnur', 'number')) {
      const chunk = page.map((document) => JSON.stringify(portalUnregisteredNote(document))).join(',');
      if (!(await write(separator + chunk))) return;
      separator = ',';
    }
    const summary = await gstr1Summary(ex, caller, scope);
    const tail = {
      b2cs: summary.b2cs.map((row) => portalB2cs(row, scope.supplierState)),
      hsn: { hsn_b2b: portalHsn(summary.hsnB2b), hsn_b2c: portalHsn(summary.hsnB2c) },
      doc_issue: portalDocIssue(summary.documentsIssued),
    };
    out.end(`]${JSON.stringify(tail).replace(/^\{/, ',')}`);
  };
  run().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
