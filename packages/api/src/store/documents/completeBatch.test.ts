import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_STATUS, RESPONSE_CODES } from '@erp/domain';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { DocumentRecord } from '../../documents/documents.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { documentFormEpic } from './documentsEpics.ts';
import { documentActionFailed, documentTransitionRequested, documentTransitioned } from './documentsSlice.ts';

// Decision 1300: Complete on the form of a batch running over days is the store's transition 'complete'.

const document = 'productionBatch';
const open: DocumentRecord = {
  id: 9,
  version: 4,
  number: 'PB/2026-27/00003',
  status: DOCUMENT_STATUS.OPEN,
  date: '2026-11-24',
  runsOverDays: true,
  lines: [{ id: 1, lineRole: 'INPUT', itemId: 3, quantity: 100 }],
  taxableTotal: 0,
  cgstTotal: 0,
  sgstTotal: 0,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 0,
  amountInWords: '',
};
const completed: DocumentRecord = {
  ...open,
  version: 6,
  status: DOCUMENT_STATUS.COMPLETED,
  processLossKg: 55,
};

describe('documentFormEpic: complete a batch running over days', () => {
  it('completes the batch shown with { id, version } and answers it Completed with its process loss', () => {
    const transition = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      transition.mockReturnValue(cold('-r|', { r: completed }));
      const asked = documentTransitionRequested({
        document,
        transition: 'complete',
        subject: { target: open },
      });
      expectObservable(
        documentFormEpic(
          hot('-a', { a: asked }),
          stateAfter(asked),
          dependencies(stubApi({ documents: { transition } })),
        ),
      ).toBe('--(mt)', {
        m: documentTransitioned({ document, transition: 'complete', record: completed }),
        t: toast.success('Production Batch PB/2026-27/00003 Completed Successfully'),
      });
    });
    expect(transition).toHaveBeenCalledWith(document, 'complete', { id: 9, version: 4 });
  });

  it("says the server's refusal and keeps the batch as it was", () => {
    const transition = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      const message = 'PB/2026-27/00003 was changed since you opened it: open it again.';
      const refusal = new ApiError(RESPONSE_CODES.STALE_VERSION, message, 409, message);
      transition.mockReturnValue(cold('-#', {}, refusal));
      const asked = documentTransitionRequested({
        document,
        transition: 'complete',
        subject: { target: open },
      });
      expectObservable(
        documentFormEpic(
          hot('-a', { a: asked }),
          stateAfter(asked),
          dependencies(stubApi({ documents: { transition } })),
        ),
      ).toBe('--(ft)', {
        f: documentActionFailed({ document, message, fieldErrors: {} }),
        t: toast.error(message),
      });
    });
  });

  it('refuses to complete a batch already completed before asking the server', () => {
    const transition = vi.fn();
    marbles(({ hot, expectObservable }) => {
      const asked = documentTransitionRequested({
        document,
        transition: 'complete',
        subject: { target: completed },
      });
      const message = 'A completed document cannot be changed.';
      expectObservable(
        documentFormEpic(
          hot('-a', { a: asked }),
          stateAfter(asked),
          dependencies(stubApi({ documents: { transition } })),
        ),
      ).toBe('-(ft)', {
        f: documentActionFailed({ document, message, fieldErrors: {} }),
        t: toast.error(message),
      });
    });
    expect(transition).not.toHaveBeenCalled();
  });
});
