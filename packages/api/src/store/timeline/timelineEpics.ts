import { isAnyOf } from '@reduxjs/toolkit';
import { catchError, defer, filter, map, of, switchMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  timelineEnd,
  timelineFailed,
  timelineLoaded,
  timelineMoved,
  timelineOpened,
} from './timelineSlice.ts';

/** Loads the machines' timeline for the days shown (decision 1124); a newer move cancels the older load. */
export const loadTimelineEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(isAnyOf(timelineOpened, timelineMoved)),
    switchMap(() => {
      const { fromDate, requestId } = state$.value.timeline;
      return defer(() => api.timeline.getTimeline({ fromDate, toDate: timelineEnd(fromDate) })).pipe(
        map((rows) => timelineLoaded({ requestId, rows })),
        catchError((error: unknown) => {
          const message = errorMessageOf(error);
          return of(timelineFailed({ requestId, message }), toast.error(message));
        }),
      );
    }),
  );
