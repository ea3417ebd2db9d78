import type { AgeingBucket, BillingKind } from '@erp/domain';
import { map, type Observable } from 'rxjs';
import { savedFileOf, type SaveFile } from '../client/calls.ts';
import { request, type ApiClient, type DownloadProgress } from '../client/client.ts';
import { unwrapData, unwrapFigures, unwrapPage, type OwnFigures, type Page } from '../client/envelope.ts';

/** Issue 20's party ledger (decision 1451): its ACL name and calls. */
export const PARTY_LEDGER_PATH = 'chemical/partyLedger';

export interface PartyLedgerQuery {
  partyId: number;
  /** 'yyyy-MM-dd', or '' for no bound. */
  from: string;
  to: string;
  page: number;
  size: number;
}

export interface PartyLedgerRow {
  key: string;
  kind: BillingKind;
  id: number;
  number: string;
  date: string;
  debit: number;
  credit: number;
  balance: number;
  /** What is left of it on account now (an advance, decision 1835), signed as the balance; 0 when none. */
  onAccount: number;
}

export interface PartyLedger {
  opening: number;
  closing: number;
  total: number;
  rows: PartyLedgerRow[];
}

export interface AgedDocumentRow {
  key: string;
  id: number;
  number: string;
  date: string;
  amount: number;
  unpaid: number;
  daysPastDue: number;
  bucket: AgeingBucket;
}

export interface PartyAgeing {
  partyId: number;
  partyName: string;
  creditDays: number | null;
  today: string;
  documents: AgedDocumentRow[];
  /** The open items by bucket, what is on account, and the total: the ledger's balance (decision 1835). */
  totals: Record<AgeingBucket | 'onAccount' | 'total', number>;
}

/** A page of a party's open documents a receipt (or payment) settles (decision 1470). */
export interface OpenDocumentsQuery {
  partyId: number;
  /** The settling document's billing kind: `receipt` or `payment`. */
  kind: BillingKind;
  q: string;
  page: number;
  size: number;
}

/** One open document as the picker lists it. */
export interface OpenDocumentRow {
  key: string;
  /** Its type's label ("Sales Invoice"). */
  type: string;
  id: number;
  number: string;
  date: string;
  dueDate: string;
  daysPastDue: number;
  amount: number;
  unpaid: number;
}

/** The dashboard's figures (decision 1836): what the parties owing us owe, and what we owe. */
export interface PartyTotals {
  receivable: number;
  payable: number;
}

export interface PartyLedgerCalls {
  /** GET chemical/partyLedger/{partyId}: the opening, a page oldest first with the running balance, the closing. */
  getLedger(query: PartyLedgerQuery): Observable<OwnFigures<PartyLedger>>;
  /** GET chemical/partyLedger/ageing/{partyId}: what is unpaid of each invoice, by days past due. */
  getAgeing(partyId: number): Observable<OwnFigures<PartyAgeing>>;
  /** GET chemical/partyLedger/open/{partyId}: a page of the party's open documents, oldest first. */
  getOpenDocuments(query: OpenDocumentsQuery): Observable<Page<OpenDocumentRow>>;
  /** GET chemical/partyLedger/totals: every party's balance summed, those owing us and those we owe. */
  getTotals(): Observable<PartyTotals>;
  /** GET chemical/partyLedger/excel/{partyId}: the ledger of the range as Excel, saved as `fileName`. */
  downloadLedger(
    range: Pick<PartyLedgerQuery, 'partyId' | 'from' | 'to'>,
    fileName: string,
    onProgress?: DownloadProgress,
  ): Observable<string>;
}

const rangeOf = ({ from, to }: Pick<PartyLedgerQuery, 'from' | 'to'>) => ({
  ...(from === '' ? {} : { from }),
  ...(to === '' ? {} : { to }),
});

export function createPartyLedgerCalls(client: ApiClient, saveFile: SaveFile): PartyLedgerCalls {
  return {
    getLedger: ({ partyId, from, to, ...page }) =>
      client
        .request<PartyLedger>(
          request.get(`${PARTY_LEDGER_PATH}/${partyId}`, { ...rangeOf({ from, to }), ...page }),
        )
        .pipe(map(unwrapFigures<PartyLedger>)),
    getAgeing: (partyId) =>
      client
        .request<PartyAgeing>(request.get(`${PARTY_LEDGER_PATH}/ageing/${partyId}`))
        .pipe(map(unwrapFigures<PartyAgeing>)),
    getOpenDocuments: ({ partyId, kind, q, page, size }) =>
      client
        .request<OpenDocumentRow>(
          request.get(`${PARTY_LEDGER_PATH}/open/${partyId}`, {
            kind,
            page,
            size,
            ...(q === '' ? {} : { q }),
          }),
        )
        .pipe(map(unwrapPage<OpenDocumentRow>)),
    getTotals: () =>
      client
        .request<PartyTotals>(request.get(`${PARTY_LEDGER_PATH}/totals`))
        .pipe(map(unwrapData<PartyTotals>)),
    downloadLedger: ({ partyId, ...range }, fileName, onProgress) =>
      savedFileOf(
        client,
        saveFile,
        request.get(`${PARTY_LEDGER_PATH}/excel/${partyId}`, rangeOf(range)),
        fileName,
        onProgress,
      ),
  };
}
