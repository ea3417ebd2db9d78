import { PHRASES, say, type DocumentKey } from '@erp/domain';
import {
  catchError,
  defer,
  exhaustMap,
  filter,
  ignoreElements,
  map,
  mergeMap,
  of,
  switchMap,
  type Observable,
} from 'rxjs';
import type { DownloadProgress } from '../../client/client.ts';
import { errorMessageOf } from '../../client/envelope.ts';
import type { DocumentRecord } from '../../documents/documents.ts';
import type { Api } from '../../api.ts';
import { documentRecordLoaded } from '../documents/documentsSlice.ts';
import { downloadKeys } from '../downloads/downloadsSlice.ts';
import { trackDownload } from '../downloads/trackDownload.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  eInvoiceFileRequested,
  ewayBillFileRequested,
  multiVehicleFileRequested,
  portalAnswerRequested,
  portalFailed,
  portalSaved,
  vehiclesLoaded,
  vehiclesRequested,
  vehiclesSaveRequested,
  type PortalAnswer,
} from './portalsSlice.ts';

type FileRequest =
  | ReturnType<typeof eInvoiceFileRequested>
  | ReturnType<typeof ewayBillFileRequested>
  | ReturnType<typeof multiVehicleFileRequested>;

/** The file's call, and the key of the button that asked for it. */
function fileCall(
  api: Api,
  action: FileRequest,
): { key: string; call: (onProgress: DownloadProgress) => Observable<string> } {
  if (ewayBillFileRequested.match(action)) {
    const { document, ids, name } = action.payload;
    return {
      key: downloadKeys.portalFile('ewayBill', document, ids),
      call: (onProgress) => api.portals.ewayBillFile(document, ids, name, onProgress),
    };
  }
  const { document, id, number } = action.payload;
  return eInvoiceFileRequested.match(action)
    ? {
        key: downloadKeys.portalFile('eInvoice', document, id),
        call: (onProgress) => api.portals.eInvoiceFile(document, id, number, onProgress),
      }
    : {
        key: downloadKeys.portalFile('multiVehicle', document, id),
        call: (onProgress) => api.portals.multiVehicleFile(document, id, number, onProgress),
      };
}

/**
 * The e-invoice JSON, the e-way bill bulk file or a split consignment's multi-vehicle file downloads; a
 * refusal (the field named) is a toast.
 */
export const portalFileEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(
      (action): action is FileRequest =>
        eInvoiceFileRequested.match(action) ||
        ewayBillFileRequested.match(action) ||
        multiVehicleFileRequested.match(action),
    ),
    mergeMap((action) => {
      const { key, call } = fileCall(api, action);
      return trackDownload(
        key,
        (onProgress) => call(onProgress).pipe(ignoreElements()),
        (error) => [toast.error(errorMessageOf(error))],
      );
    }),
  );

function answerCall(
  api: Api,
  document: DocumentKey,
  id: number,
  answer: PortalAnswer,
): Observable<DocumentRecord> {
  if (answer.kind === 'irn') return api.portals.saveIrn(document, id, answer.answer);
  if (answer.kind === 'irnFile') return api.portals.importIrn(document, id, answer.response);
  return api.portals.saveEwayBill(document, id, answer.answer);
}

/** The portal's answer onto the document: the form shows it as read back; a refusal stays in the dialog. */
export const portalAnswerEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(portalAnswerRequested.match),
    exhaustMap(({ payload: { document, id, answer } }) =>
      defer(() => answerCall(api, document, id, answer)).pipe(
        mergeMap((record) => [
          documentRecordLoaded({ document, record }),
          portalSaved(),
          toast.success(say(PHRASES.saved, { label: answer.kind === 'ewayBill' ? 'E-way bill' : 'IRN' })),
        ]),
        catchError((error: unknown) => of(portalFailed({ message: errorMessageOf(error) }))),
      ),
    ),
  );

/** The vehicles a consignment is split across: read when the dialog opens, replaced when saved. */
export const vehiclesEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter((action) => vehiclesRequested.match(action) || vehiclesSaveRequested.match(action)),
    switchMap((action) =>
      vehiclesRequested.match(action)
        ? defer(() => api.portals.vehicles(action.payload.document, action.payload.id)).pipe(
            map(vehiclesLoaded),
            catchError((error: unknown) => of(portalFailed({ message: errorMessageOf(error) }))),
          )
        : defer(() =>
            api.portals.saveVehicles(action.payload.document, action.payload.id, action.payload.loads),
          ).pipe(
            mergeMap(() => [portalSaved(), toast.success(say(PHRASES.saved, { label: 'Vehicles' }))]),
            catchError((error: unknown) => of(portalFailed({ message: errorMessageOf(error) }))),
          ),
    ),
  );
