import { EMPTY, catchError, defer, filter, map, mergeMap, of, switchMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  labTestClosed,
  labTestFailed,
  labTestLoaded,
  labTestOpened,
  labTestSaveRequested,
} from './labTestSlice.ts';

const LAB_TEST = 'Lab Test';

/** The unit an item record carries (`uom: { name, decimals }`), if it does. */
function uomOf(item: Record<string, unknown>): { name: string; decimals: number | null } | null {
  const uom = item.uom;
  if (typeof uom !== 'object' || uom === null) return null;
  const { name, decimals } = uom as Record<string, unknown>;
  return {
    name: typeof name === 'string' ? name : '',
    decimals: typeof decimals === 'number' ? decimals : null,
  };
}

/**
 * The form's Lab Test: the inward's first line still held (not tested, or failed) and what its item is
 * tested for; nothing held, and the dialog does not open. A newer opening cancels the older.
 */
export const openLabTestEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(labTestOpened.match),
    switchMap(({ payload: { inwardId } }) =>
      defer(() => api.labResults.ofInward(inwardId)).pipe(
        switchMap(({ lines }) => {
          const line = lines.find(
            (candidate) => candidate.state === 'pending' || candidate.state === 'failed',
          );
          if (!line)
            return of(
              labTestClosed(),
              toast.warning('Nothing of this inward is held for a lab test.', LAB_TEST),
            );
          return api.items.getItemWithProperties(line.itemId).pipe(
            map((item) =>
              labTestLoaded({
                lineId: line.lineId,
                lineNo: line.lineNo,
                itemName: item.name,
                heldQuantity: line.heldQuantity,
                uom: uomOf(item),
                parameters: item.qualityParameters,
              }),
            ),
          );
        }),
        catchError((error: unknown) => of(labTestClosed(), toast.error(errorMessageOf(error)))),
      ),
    ),
  );

/** Saves the readings: a pass releases the line's stock, a fail keeps it held; a refusal stays in the dialog. */
export const saveLabTestEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(labTestSaveRequested.match),
    mergeMap(({ payload: { readings } }) => {
      const { inwardId, lineId, lineNo, remarks, status } = state$.value.labTest;
      if (status !== 'saving' || inwardId === null || lineId === null) return EMPTY;
      return defer(() =>
        api.labResults.record({ id: inwardId, lineId, readings, remarks: remarks.trim() || null }),
      ).pipe(
        mergeMap(({ result }) =>
          of(
            labTestClosed(),
            result.passed
              ? toast.success(`Line ${lineNo ?? ''} passed: its stock is released.`, LAB_TEST)
              : toast.warning(`Line ${lineNo ?? ''} failed: its stock stays held.`, LAB_TEST),
          ),
        ),
        catchError((error: unknown) => of(labTestFailed({ message: errorMessageOf(error) }))),
      );
    }),
  );
