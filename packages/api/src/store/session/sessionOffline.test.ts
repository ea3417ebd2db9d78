import { describe, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError, NO_REPLY_MESSAGE } from '../../client/envelope.ts';
import { networkChanged } from '../outbox/outboxSlice.ts';
import { resumeWhenOnlineEpic, sessionStartEpic } from './sessionEpics.ts';
import { sessionResumed, sessionStartFailed, sessionStartPostponed } from './sessionSlice.ts';

describe('a stored session opened offline (issue 58)', () => {
  it('goes on offline when no server answers its start-up, and ends only when the server refuses it', () => {
    const getLoggedInUser = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getLoggedInUser
        .mockReturnValueOnce(
          cold('-#', undefined, new ApiError(RESPONSE_CODES.INTERNAL_SERVER_ERROR, '', 0, NO_REPLY_MESSAGE)),
        )
        .mockReturnValueOnce(
          cold('-#', undefined, new ApiError(RESPONSE_CODES.FORBIDDEN, 'No such user', 403)),
        );
      expectObservable(
        sessionStartEpic(
          hot('-r-r', { r: sessionResumed() }),
          stateAfter(),
          dependencies(stubApi({ session: { getLoggedInUser } })),
        ),
      ).toBe('--p-f', { p: sessionStartPostponed(), f: sessionStartFailed({ message: 'No such user' }) });
    });
  });

  it('runs the start-up when the network returns', () => {
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-f-t', {
        f: networkChanged({ online: false }),
        t: networkChanged({ online: true }),
      });
      expectObservable(
        resumeWhenOnlineEpic(action$, stateAfter(sessionStartPostponed()), dependencies(stubApi())),
      ).toBe('---r', { r: sessionResumed() });
      expectObservable(resumeWhenOnlineEpic(action$, stateAfter(), dependencies(stubApi()))).toBe('----');
    });
  });
});
