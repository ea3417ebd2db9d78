import { filter, map } from 'rxjs';
import { outboxEntrySent } from '../outbox/outboxSlice.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';

/** The sentence a floor action's answer carries ("Lot L-104 moved to Godown 2"), when it carries one. */
const messageOf = (answer: unknown): string | null =>
  typeof answer === 'object' &&
  answer !== null &&
  'message' in answer &&
  typeof answer.message === 'string' &&
  answer.message !== ''
    ? answer.message
    : null;

/**
 * A floor entry the server did says so in a toast, in the server's words (issue 58), whether it went at
 * once or waited on the phone for the network.
 */
export const floorSentToastEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(outboxEntrySent.match),
    map(({ payload }) => messageOf(payload.answer)),
    filter((message) => message !== null),
    map((message) => toast.success(message)),
  );
