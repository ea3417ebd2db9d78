import { describe, it } from 'vitest';
import { dependencies, marbles, stateOf, stubApi } from '../../../test/support/epics.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { outboxEntrySent } from '../outbox/outboxSlice.ts';
import { floorSentToastEpic } from './floorAnswersEpics.ts';

const sent = (answer: unknown) => outboxEntrySent({ key: 'k', answer });

describe('a floor entry done says so (issue 58)', () => {
  it("toasts the answer's message; an answer without one says nothing", () => {
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-a-b-c-d', {
        a: sent({
          module: 'departmentTransfer',
          id: 3,
          number: 'DT/1',
          message: 'Lot L-104 moved to Godown 2',
        }),
        b: sent(null),
        c: sent({ id: 4, message: '' }),
        d: sent({ id: 5, message: 7 }),
      });
      expectObservable(floorSentToastEpic(action$, stateOf(), dependencies(stubApi()))).toBe('-t', {
        t: toast.success('Lot L-104 moved to Godown 2'),
      });
    });
  });
});
