import { isAnyOf } from '@reduxjs/toolkit';
import { EMPTY, catchError, defer, exhaustMap, filter, forkJoin, map, of, switchMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { downloadKeys } from '../downloads/downloadsSlice.ts';
import { trackDownload } from '../downloads/trackDownload.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  partyLedgerExportRequested,
  partyLedgerFailed,
  partyLedgerFiltered,
  partyLedgerLoaded,
  partyLedgerOpened,
  partyLedgerPaged,
  partyLedgerRequested,
} from './partyLedgerSlice.ts';

/**
 * Loads the chosen party's page of the ledger and its ageing together (decision 1451); a newer change cancels
 * the older load, and nothing is asked before a party is chosen.
 */
export const loadPartyLedgerEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(isAnyOf(partyLedgerOpened, partyLedgerRequested, partyLedgerFiltered, partyLedgerPaged)),
    switchMap(() => {
      const { params, requestId } = state$.value.partyLedger;
      const { partyId } = params;
      if (partyId === null) return EMPTY;
      return defer(() =>
        forkJoin({
          ledger: api.partyLedger.getLedger({ ...params, partyId }),
          ageing: api.partyLedger.getAgeing(partyId),
        }),
      ).pipe(
        map(({ ledger, ageing }) => partyLedgerLoaded({ requestId, ledger, ageing })),
        catchError((error: unknown) => {
          const message = errorMessageOf(error);
          return of(partyLedgerFailed({ requestId, message }), toast.error(message));
        }),
      );
    }),
  );

/** Spec §4: a page left past the end by a recount is fetched again where it stepped back to. */
export const reloadPartyLedgerEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(partyLedgerLoaded.match),
    filter(() => state$.value.partyLedger.reloadNeeded),
    map(() => partyLedgerRequested()),
  );

/**
 * Export Excel (decision 1472): the chosen party's ledger of the range shown, saved under its name; a second
 * press while the first is saving is ignored, and a refusal is the toast in the server's words.
 */
export const exportPartyLedgerEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(partyLedgerExportRequested.match),
    exhaustMap(({ payload: { fileName } }) => {
      const { partyId, from, to } = state$.value.partyLedger.params;
      if (partyId === null) return EMPTY;
      return trackDownload(
        downloadKeys.partyLedger(partyId),
        (onProgress) =>
          api.partyLedger
            .downloadLedger({ partyId, from, to }, fileName, onProgress)
            .pipe(map((name) => toast.success(`Saved ${name}`))),
        (error) => [toast.error(errorMessageOf(error))],
      );
    }),
  );
