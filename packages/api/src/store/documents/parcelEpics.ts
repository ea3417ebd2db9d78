import { createAction } from '@reduxjs/toolkit';
import { catchError, concatMap, defer, EMPTY, filter, map, mergeMap, of } from 'rxjs';
import { DOCUMENTS, PARCEL_PACKING, TOAST_TITLES, type DocumentKey } from '@erp/domain';
import { ApiError, errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import { documentLineChanged, documentParcelAdded } from './documentsSlice.ts';

/** A parcel number (or a label's QR text) scanned or typed on a dispatch's form (decision 1142). */
export const documentParcelScanned = createAction<{ document: DocumentKey; code: string }>(
  'documents/documentParcelScanned',
);

/** A refusal of a scan, with the way to pack parcels where the parcel is not in stock (decision 2200). */
const scanRefused = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && PARCEL_PACKING
    ? toast.error(errorMessageOf(error), TOAST_TITLES.ERROR, {
        name: PARCEL_PACKING.label,
        to: `${PARCEL_PACKING.route}/addUpdate`,
      })
    : toast.error(errorMessageOf(error));

/**
 * A scanned parcel is read with the draft's sales order (`getParcel`), and its contents become the draft's
 * lines (`documentParcelAdded`); a parcel not in stock (with the way to Packaging), or on the draft already,
 * says so. Scans take turns: the lines follow the order the parcels were scanned in, and each scan sees the
 * lines the last one added.
 */
export const scanParcelEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(documentParcelScanned.match),
    filter(({ payload }) => DOCUMENTS[payload.document].posting?.rollField !== undefined),
    concatMap(({ payload: { document, code } }) => {
      const { against, posting } = DOCUMENTS[document];
      const draft = state$.value.documents[document].form.draft ?? {};
      const orderId = against?.headerField === undefined ? undefined : draft[against.headerField];
      const field = posting?.rollField ?? '';
      const onDraft = new Set((draft.lines ?? []).map((line) => line[field]));
      if (code.trim() === '') return EMPTY;
      return defer(() => api.shipping.parcel(code, typeof orderId === 'number' ? orderId : undefined)).pipe(
        map((rows) =>
          rows.some((row) => onDraft.has(row.parcelNumber))
            ? toast.error(`Parcel ${rows[0]?.parcelNumber ?? code} is on this dispatch already.`)
            : documentParcelAdded({ document, rows }),
        ),
        catchError((error: unknown) => of(scanRefused(error))),
      );
    }),
  );

/** A new parcel asked for on a packaging's form (decision 1140). */
export const documentParcelNumberRequested = createAction<{ document: DocumentKey }>(
  'documents/documentParcelNumberRequested',
);

/**
 * A new parcel: a number is taken (`getUniqueParcelNumber`) and a new line of the draft carries it, for
 * the user to fill with what goes into the parcel.
 */
export const newParcelEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(documentParcelNumberRequested.match),
    filter(({ payload }) => DOCUMENTS[payload.document].posting?.packs !== undefined),
    mergeMap(({ payload: { document } }) => {
      const field = DOCUMENTS[document].posting?.packs?.parcelField ?? '';
      return defer(() => api.shipping.parcelNumber()).pipe(
        map((value) => {
          const index = state$.value.documents[document].form.draft?.lines?.length ?? 0;
          return documentLineChanged({ document, index, field, value });
        }),
        catchError((error: unknown) => of(toast.error(errorMessageOf(error)))),
      );
    }),
  );
