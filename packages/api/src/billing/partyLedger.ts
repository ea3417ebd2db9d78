import type { AgeingBucket, BillingKind } from '@erp/domain';
import { map, type Observable } from 'rxjs';
import { request, type ApiClient } from '../client/client.ts';
import { unwrapData } from '../client/envelope.ts';

/** Issue 20's party ledger (decision 1451): its ACL name and calls. */
export const PARTY_LEDGER_PATH = 'chemical/partyLedger';

export interface PartyLedgerQuery {
  partyId: number;
  /** 'yyyy-MM-dd', or '' for no bound. */
  from: string;
  to: string;
  order: 'oldest' | 'newest';
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
  totals: Record<AgeingBucket | 'total', number>;
}

export interface PartyLedgerCalls {
  /** GET chemical/partyLedger/{partyId}: the opening, a page with the running balance, the closing. */
  getLedger(query: PartyLedgerQuery): Observable<PartyLedger>;
  /** GET chemical/partyLedger/ageing/{partyId}: what is unpaid of each invoice, by days past due. */
  getAgeing(partyId: number): Observable<PartyAgeing>;
}

export function createPartyLedgerCalls(client: ApiClient): PartyLedgerCalls {
  return {
    getLedger: ({ partyId, from, to, ...page }) =>
      client
        .request<PartyLedger>(
          request.get(`${PARTY_LEDGER_PATH}/${partyId}`, {
            ...(from === '' ? {} : { from }),
            ...(to === '' ? {} : { to }),
            ...page,
          }),
        )
        .pipe(map(unwrapData<PartyLedger>)),
    getAgeing: (partyId) =>
      client
        .request<PartyAgeing>(request.get(`${PARTY_LEDGER_PATH}/ageing/${partyId}`))
        .pipe(map(unwrapData<PartyAgeing>)),
  };
}
