import type { Observable } from 'rxjs';
import {
  DOCUMENTS,
  type DocumentAction,
  type DocumentKey,
  type DocumentStatus,
  type DocumentTaxes,
  type EntityRecord,
  type FieldNotice,
  printFileName,
} from '@erp/domain';
import { dataOf, doneOf, listOf, pageOf, savedFileOf, type SaveFile } from '../client/calls.ts';
import { request, type ApiClient, type DownloadProgress } from '../client/client.ts';
import type { Page } from '../client/envelope.ts';

/**
 * The moves the document calls make (issue 16): submit, close or cancel with a reason, and amend (a
 * submitted document back to Draft as its next revision, `…/R1`, reason optional; decision 0860).
 */
/**
 * The moves a user asks for by their paths: `issue` and `accept` are complete (decisions 1004, 1041), and so
 * is a batch running over days' `complete` (decision 1300).
 */
export type DocumentTransition =
  Extract<DocumentAction, 'submit' | 'close' | 'cancel' | 'amend' | 'complete'> | 'issue' | 'accept';

/** The totals the server computes with the domain's `computeTaxes`. */
type DocumentTotals = Pick<
  DocumentTaxes,
  'taxableTotal' | 'cgstTotal' | 'sgstTotal' | 'igstTotal' | 'roundOff' | 'grandTotal'
>;

/** What a list row and a whole record share: the server's numbering, status and totals (issue 16). */
export interface DocumentHeader extends EntityRecord, DocumentTotals {
  id: number;
  version: number;
  /** Given on the first submit; a draft never submitted has none. */
  number: string | null;
  status: DocumentStatus;
  /** 'yyyy-MM-dd'. */
  date: string;
}

/** One line as the server answers it: the entered fields, its computed taxes, its lookups as objects. */
export type DocumentLine = EntityRecord;

/** A whole document as `{id}`, `save` and the transitions answer it; the totals are the server's. */
export interface DocumentRecord extends DocumentHeader {
  lines: DocumentLine[];
  amountInWords: string;
  /** What a submit let through with a warning (an automated roll's GSM, decision 1310); only when any. */
  notices?: FieldNotice[];
}

/** What the form sends to `save`: the header fields and lines; with id and version it updates that draft. */
export type DocumentDraft = EntityRecord & { lines?: EntityRecord[] };

/** The document a transition moves: the version read, so that a stale one is refused (409). */
export interface DocumentRef {
  id: number;
  version: number;
}

/** Issue 16: the body of submit, close and cancel; close and cancel need the reason. */
export interface TransitionBody extends DocumentRef {
  reason?: string;
}

/** `getAllByPartner` of a document: a page, searched by number or party, by status and date range. */
export interface DocumentListQuery {
  /** 1-based. */
  page: number;
  size: number;
  q?: string;
  /** null or absent: every status. */
  status?: DocumentStatus | null;
  /** 'yyyy-MM-dd', both ends included; null or absent: open. */
  from?: string | null;
  to?: string | null;
}

/** One entry of a record's audit trail (decision 0805): who, when, what action, each field's change. */
export interface AuditEntry {
  id: number;
  action: string;
  /** ISO timestamp. */
  at: string;
  staff: { id: number; name: string } | null;
  changes: { field: string; label: string; before: unknown; after: unknown }[];
}

/** Where a draft's GST is due, as the server reads it from the party and branch (decision 0812). */
export interface DocumentPlaces {
  supplierState: string | null;
  placeOfSupply: string | null;
  /** IGST whatever the states: the party is an SEZ (issue 41). */
  igstOnIntra?: boolean;
}

/** What the places of a draft follow. */
export interface PlacesQuery {
  partyId?: number | null;
  branchId?: number | null;
  placeOfSupply?: string | null;
  /** The record the draft starts from, under its origin's field (a quotation's `funnelId`, decision 1840). */
  [originField: string]: number | string | null | undefined;
}

/** A print's own choices (decision 1720): how many copies, and remarks printed above the terms. */
export interface PrintChoices {
  copies: number;
  extraRemarks: string;
}

/** An earlier revision of an amended document (decision 0860): its number and status then, who amended it. */
export interface DocumentRevisionSummary {
  revision: number;
  /** The number it had (`PO/2026-27/00001`, `…/R1`). */
  number: string;
  status: DocumentStatus;
  /** The reason the amendment gave, if any. */
  reason: string | null;
  /** ISO timestamp of the amendment that kept it. */
  at: string;
  staff: { id: number; name: string } | null;
}

/** One earlier revision with the document as it was then (read-only). */
export interface DocumentRevision extends DocumentRevisionSummary {
  document: DocumentRecord;
}

/**
 * What a note takes from its invoice (`{apiPath}/linesFromInvoice/{invoiceId}`, decision 1410): the invoice's
 * header and, per line, what is left to credit (`creditable`, its taxable value) or the line as invoiced.
 */
export interface InvoiceFill {
  invoice: EntityRecord;
  lines: readonly (EntityRecord & { creditable?: number })[];
}

/** One dispatch line with something left to bill, as an invoice's From Dispatches lists it (decision 1404). */
export interface DispatchLineToBill {
  dispatchId: number;
  dispatchNumber: string;
  dispatchDate: string;
  dispatchLineId: number;
  salesOrderNumber: string | null;
  parcelNumber: string | null;
  lotNumber: string | null;
  itemId: number;
  itemName: string;
  uomName: string | null;
  /** The unit's decimals, which its quantities show with. */
  uomDecimals: number | null;
  dispatchedQuantity: number;
  invoicedQuantity: number;
  leftQuantity: number;
}

/** What the party's dispatch lines left to bill are asked by: the customer, the search, the page. */
export interface DispatchLinesQuery {
  partyId: number;
  search: string;
  page: number;
  size: number;
}

/**
 * The invoice the chosen dispatches make (decision 1404): the header's customer, place of supply, ship-to,
 * transporter, vehicle, LR and freight, and a line per dispatch line left to bill.
 */
export interface DispatchesFill {
  partyId: number;
  /** The branch billed from: the dispatch's, else its sales order's (decision 1842). */
  branchId: number | null;
  branch: { id: number; name: string } | null;
  placeOfSupply: string | null;
  shipTo: string | null;
  paymentTerms: string | null;
  /** The first order's credit days (decision 2212). */
  creditDays: number | null;
  transportId: number | null;
  transport: { id: number; name: string } | null;
  vehicleNumber: string | null;
  lrNumber: string | null;
  freight: number;
  lines: readonly EntityRecord[];
}

export interface DocumentCalls {
  /** POST {apiPath}/save: creates a draft, or updates the draft whose id and version the body has. */
  save(document: DocumentKey, draft: DocumentDraft): Observable<DocumentRecord>;
  /** POST {apiPath}/update. */
  update(document: DocumentKey, draft: DocumentDraft): Observable<DocumentRecord>;
  /** POST {apiPath}/delete with { id }: drafts never submitted only. */
  delete(document: DocumentKey, id: number): Observable<void>;
  /** GET {apiPath}/{id}. */
  getById(document: DocumentKey, id: number): Observable<DocumentRecord>;
  /** GET {apiPath}/against/{id}: the record `document` is made from (an inward's order, a gate entry's), to fill its lines. */
  getAgainst(document: DocumentKey, id: number): Observable<DocumentRecord>;
  /** GET {apiPath}/getAllByPartner?page&size&q&status&from&to. */
  getAllByPartner(document: DocumentKey, query: DocumentListQuery): Observable<Page<DocumentHeader>>;
  /** POST {apiPath}/submit, /close, /cancel, /amend, /issue, /accept or /complete with { id, version, reason? }: the record as it now is. */
  transition(
    document: DocumentKey,
    transition: DocumentTransition,
    body: TransitionBody,
  ): Observable<DocumentRecord>;
  /** POST {apiPath}/places: the supplier's state and the place of supply of a draft's party and branch. */
  places(document: DocumentKey, query: PlacesQuery): Observable<DocumentPlaces>;
  /**
   * POST {apiPath}/linesFromOrder with the order's id under the match's header field: a bill's lines for
   * what the order's inwards accepted and its bills have not charged (decision 1442).
   */
  linesFromOrder(document: DocumentKey, orderId: number): Observable<DocumentLine[]>;
  /** GET {apiPath}/linesFromInvoice/{invoiceId}: a note's invoice and its lines with what is left. */
  linesFromInvoice(document: DocumentKey, invoiceId: number): Observable<InvoiceFill>;
  /**
   * POST {apiPath}/originTerms with the draft's header (its origin's field): the terms it takes from the
   * document it is made from as its save fills them, with the branch and party as their lookups show them
   * (decision 2020: a bill's branch and place of supply from its purchase order).
   */
  originTerms(document: DocumentKey, draft: Record<string, unknown>): Observable<EntityRecord>;
  /** GET {apiPath}/{fillsFrom.list}?partyId&search&page&size: the customer's dispatch lines left to bill. */
  dispatchLinesToBill(document: DocumentKey, query: DispatchLinesQuery): Observable<Page<DispatchLineToBill>>;
  /** POST {apiPath}/{fillsFrom.fill} with `{ [idsKey]: ids }`: the header and lines the dispatches make. */
  linesFromDispatches(document: DocumentKey, ids: readonly number[]): Observable<DispatchesFill>;
  /**
   * GET {apiPath}/print/{id}: the PDF, saved as its number; the file name saved. `choices` print this once
   * with that many copies and remarks (decision 1720); without them the document's saved choices.
   */
  print(
    document: DocumentKey,
    id: number,
    number: string | null,
    choices?: PrintChoices,
    onProgress?: DownloadProgress,
  ): Observable<string>;
  /** GET {apiPath}/revisions/{id}: the earlier revisions of an amended document, latest first. */
  revisions(document: DocumentKey, id: number): Observable<Page<DocumentRevisionSummary>>;
  /** GET {apiPath}/revision/{id}/{revision}: one earlier revision as it was. */
  revision(document: DocumentKey, id: number, revision: number): Observable<DocumentRevision>;
  /** GET audit/{document key}/{id}?page&size: a page of the trail, newest first. */
  getAuditTrail(
    document: DocumentKey,
    id: number,
    page: { page: number; size: number },
  ): Observable<Page<AuditEntry>>;
}

/** The query string of a list: only what is set (a blank search, no status, an open date range send nothing). */
export function documentListParams(query: DocumentListQuery): Record<string, string | number> {
  const { page, size, q, status, from, to } = query;
  return {
    page,
    size,
    ...(q?.trim() ? { q: q.trim() } : {}),
    ...(status !== undefined && status !== null ? { status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

export function createDocumentCalls(client: ApiClient, saveFile: SaveFile): DocumentCalls {
  const path = (document: DocumentKey, call: string): string => `${DOCUMENTS[document].apiPath}/${call}`;
  return {
    save: (document, draft) => dataOf(client, request.post(path(document, 'save'), draft)),
    update: (document, draft) => dataOf(client, request.post(path(document, 'update'), draft)),
    delete: (document, id) => doneOf(client, request.post(path(document, 'delete'), { id })),
    getById: (document, id) => dataOf(client, request.get(path(document, String(id)))),
    getAgainst: (document, id) => dataOf(client, request.get(path(document, `against/${id}`))),
    getAllByPartner: (document, query) =>
      pageOf(client, request.get(path(document, 'getAllByPartner'), documentListParams(query))),
    transition: (document, transition, body) =>
      dataOf(client, request.post(path(document, transition), body)),
    places: (document, query) => dataOf(client, request.post(path(document, 'places'), query)),
    linesFromOrder: (document, orderId) =>
      listOf(
        client,
        request.post(path(document, 'linesFromOrder'), {
          [DOCUMENTS[document].match?.headerField ?? 'orderId']: orderId,
        }),
      ),
    linesFromInvoice: (document, invoiceId) =>
      dataOf(client, request.get(path(document, `linesFromInvoice/${invoiceId}`))),
    originTerms: (document, draft) => dataOf(client, request.post(path(document, 'originTerms'), draft)),
    dispatchLinesToBill: (document, { search, ...query }) =>
      pageOf(
        client,
        request.get(path(document, DOCUMENTS[document].fillsFrom?.list ?? ''), {
          ...query,
          ...(search.trim() ? { search: search.trim() } : {}),
        }),
      ),
    linesFromDispatches: (document, ids) => {
      const { fill = '', idsKey = 'ids' } = DOCUMENTS[document].fillsFrom ?? {};
      return dataOf(client, request.post(path(document, fill), { [idsKey]: ids }));
    },
    print: (document, id, number, choices, onProgress) =>
      savedFileOf(
        client,
        saveFile,
        request.get(path(document, `print/${id}`), choices && { ...choices }),
        printFileName(number, id),
        onProgress,
      ),
    revisions: (document, id) => pageOf(client, request.get(path(document, `revisions/${id}`))),
    revision: (document, id, revision) =>
      dataOf(client, request.get(path(document, `revision/${id}/${revision}`))),
    getAuditTrail: (document, id, page) => pageOf(client, request.get(`audit/${document}/${id}`, page)),
  };
}
