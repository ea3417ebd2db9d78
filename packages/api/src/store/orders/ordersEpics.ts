import { DOCUMENT_STATUS, type DocumentKey } from '@erp/domain';
import {
  catchError,
  defaultIfEmpty,
  defer,
  filter,
  forkJoin,
  map,
  of,
  switchMap,
  type Observable,
} from 'rxjs';
import type { Api } from '../../api.ts';
import { errorMessageOf } from '../../client/envelope.ts';
import type { AppEpic } from '../types.ts';
import {
  dashboardCountsLoaded,
  dashboardCountsRequested,
  orderLedgerFailed,
  orderLedgerLoaded,
  orderLedgerRequested,
  type DashboardCount,
} from './ordersSlice.ts';

/** The `totalCount` of a one-row page of a document's Open tab (the list its tile links to). */
const openCount = (api: Api, document: DocumentKey): Observable<number> =>
  api.documents
    .getAllByPartner(document, { page: 1, size: 1, status: DOCUMENT_STATUS.OPEN })
    .pipe(map((page) => page.totalCount));

/** How each dashboard count is read (decision 0851): the total of a one-row page of the list it links to. */
export const DASHBOARD_COUNTS: Readonly<Record<DashboardCount, (api: Api) => Observable<number>>> = {
  openPurchaseOrders: (api) => openCount(api, 'purchaseOrder'),
  openSalesOrders: (api) => openCount(api, 'salesOrder'),
  pendingApprovals: (api) =>
    api.approval.getPendingList({ page: 1, size: 1 }).pipe(map((page) => page.totalCount)),
  // What the party ledger's one reader owes (decision 1836), not a count: shown as an amount.
  receivable: (api) => api.partyLedger.getTotals().pipe(map((totals) => totals.receivable)),
  payable: (api) => api.partyLedger.getTotals().pipe(map((totals) => totals.payable)),
};

type Counted = readonly [DashboardCount, number] | null;

/** Reads the counts asked for at once; a count whose call fails (or gives nothing) is left out. */
export const loadDashboardCountsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(dashboardCountsRequested.match),
    switchMap(({ payload }) =>
      forkJoin(
        payload.counts.map((count) =>
          defer(() => DASHBOARD_COUNTS[count](api)).pipe(
            map((value): Counted => [count, value]),
            defaultIfEmpty<Counted, Counted>(null),
            catchError(() => of<Counted>(null)),
          ),
        ),
      ).pipe(
        defaultIfEmpty<Counted[], Counted[]>([]),
        map((counted) =>
          dashboardCountsLoaded({
            counts: Object.fromEntries(counted.filter((pair) => pair !== null)),
          }),
        ),
      ),
    ),
  );

/** Reads the asked page of a party's order ledger; a newer request cancels the older. */
export const loadOrderLedgerEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(orderLedgerRequested.match),
    switchMap(({ payload: { partyId } }) => {
      const { page, size } = state$.value.orders.ledger;
      return defer(() => api.items.getPartyOrderLedger(partyId, { page, size })).pipe(
        map(({ rows, totalCount }) => orderLedgerLoaded({ partyId, rows, totalCount })),
        catchError((error: unknown) => of(orderLedgerFailed({ partyId, message: errorMessageOf(error) }))),
      );
    }),
  );
