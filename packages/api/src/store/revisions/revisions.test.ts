import { DOCUMENT_STATUS } from '@erp/domain';
import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateOf, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { DocumentRecord } from '../../documents/documents.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadRevisionsEpic, openRevisionEpic } from './revisionsEpics.ts';
import {
  initialRevisionsState,
  revisionClosed,
  revisionLoaded,
  revisionOpened,
  revisionsFailed,
  revisionsLoaded,
  revisionsRequested,
} from './revisionsSlice.ts';

// Decision 1624: a quotation's form lists the revisions its amendments kept, each opened read-only.

const subject = { document: 'quotation' as const, id: 7 };
const R0 = {
  revision: 0,
  number: 'QT/2026-27/00007',
  status: DOCUMENT_STATUS.OPEN,
  reason: 'New price',
  at: '2026-11-24T10:00:00.000Z',
  staff: { id: 1, name: 'Asha Patel' },
};
const page = { rows: [R0], totalCount: 1 };
const opened = { ...R0, document: { id: 7, number: R0.number, lines: [] } as unknown as DocumentRecord };
const revisionsOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).revisions;

describe('revisions slice (decision 1624)', () => {
  it('lists the revisions of the document asked; opens one, then closes it', () => {
    const asked = revisionsRequested(subject);
    expect(revisionsOf(asked)).toMatchObject({ subject, status: 'loading', rows: [] });
    const listed = [asked, revisionsLoaded(page)];
    expect(revisionsOf(...listed)).toMatchObject({ status: 'loaded', rows: [R0] });
    expect(revisionsOf(...listed, revisionOpened({ revision: 0 }))).toMatchObject({
      opening: 0,
      opened: null,
    });
    const read = [...listed, revisionOpened({ revision: 0 }), revisionLoaded(opened)];
    expect(revisionsOf(...read)).toMatchObject({ opening: null, opened, rows: [R0] });
    expect(revisionsOf(...read, revisionClosed())).toMatchObject({ opened: null, rows: [R0] });
    expect(revisionsOf(...read, sessionEnded({ reason: 'logout' }))).toEqual(initialRevisionsState());
  });

  it('a refused list fails the list; a refused revision leaves the list and says why', () => {
    expect(revisionsOf(revisionsRequested(subject), revisionsFailed({ message: 'No' }))).toMatchObject({
      status: 'failed',
      error: 'No',
    });
    const refused = revisionsOf(
      revisionsRequested(subject),
      revisionsLoaded(page),
      revisionOpened({ revision: 3 }),
      revisionsFailed({ message: 'Not found' }),
    );
    expect(refused).toMatchObject({ status: 'loaded', opening: null, error: 'Not found' });
  });
});

describe('revisions epics', () => {
  it('reads the list; a newer request cancels the older; a refusal in words', () => {
    const revisions = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      revisions.mockReturnValueOnce(cold('---p|', { p: page }));
      revisions.mockReturnValueOnce(cold('-p|', { p: page }));
      revisions.mockReturnValueOnce(
        cold('-#', undefined, new ApiError(404, 'Quotation 9 was not found', 404)),
      );
      expectObservable(
        loadRevisionsEpic(
          hot('-a-b---c', {
            a: revisionsRequested(subject),
            b: revisionsRequested(subject),
            c: revisionsRequested(subject),
          }),
          stateOf(),
          dependencies(stubApi({ documents: { revisions } })),
        ),
      ).toBe('----p---f', {
        p: revisionsLoaded(page),
        f: revisionsFailed({ message: 'Quotation 9 was not found' }),
      });
    });
    expect(revisions).toHaveBeenCalledWith('quotation', 7);
  });

  it('reads the opened revision of the listed document; nothing without one', () => {
    const revision = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      revision.mockReturnValueOnce(cold('-r|', { r: opened }));
      expectObservable(
        openRevisionEpic(
          hot('-a', { a: revisionOpened({ revision: 0 }) }),
          stateOf({ revisions: { subject } }),
          dependencies(stubApi({ documents: { revision } })),
        ),
      ).toBe('--r', { r: revisionLoaded(opened) });
      expectObservable(
        openRevisionEpic(
          hot('-a', { a: revisionOpened({ revision: 0 }) }),
          stateOf(),
          dependencies(stubApi({ documents: { revision } })),
        ),
      ).toBe('');
    });
    expect(revision).toHaveBeenCalledTimes(1);
    expect(revision).toHaveBeenCalledWith('quotation', 7, 0);
  });
});
