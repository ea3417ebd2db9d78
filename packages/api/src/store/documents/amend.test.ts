import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_STATUS } from '@erp/domain';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import type { DocumentRecord } from '../../documents/documents.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { documentFormEpic } from './documentsEpics.ts';
import { documentActionFailed, documentTransitionRequested, documentTransitioned } from './documentsSlice.ts';

// Decision 0860: Amend on the form is the store's transition 'amend' of the record shown.

const document = 'purchaseOrder';
const open: DocumentRecord = {
  id: 7,
  version: 2,
  number: 'PO/2026-27/00001',
  status: DOCUMENT_STATUS.OPEN,
  date: '2026-11-23',
  lines: [{ id: 1, itemId: 3, quantity: 10, rate: 100, gstRate: 18 }],
  taxableTotal: 1000,
  cgstTotal: 90,
  sgstTotal: 90,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 1180,
  amountInWords: 'Rupees One Thousand One Hundred Eighty Only',
};
const amended: DocumentRecord = {
  ...open,
  version: 3,
  number: 'PO/2026-27/00001/R1',
  status: DOCUMENT_STATUS.DRAFT,
};

describe('documentFormEpic: amend', () => {
  it('amends the order shown with { id, version, reason } and answers its next revision as a draft', () => {
    const transition = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      transition.mockReturnValue(cold('-r|', { r: amended }));
      const asked = documentTransitionRequested({
        document,
        transition: 'amend',
        subject: { target: open },
        reason: 'Rate revised',
      });
      expectObservable(
        documentFormEpic(
          hot('-a', { a: asked }),
          stateAfter(asked),
          dependencies(stubApi({ documents: { transition } })),
        ),
      ).toBe('--(mt)', {
        m: documentTransitioned({ document, transition: 'amend', record: amended }),
        t: toast.success('Purchase Order PO/2026-27/00001/R1 Amended: edit it and submit it again'),
      });
    });
    expect(transition).toHaveBeenCalledWith(document, 'amend', { id: 7, version: 2, reason: 'Rate revised' });
  });

  it('refuses to amend a draft before asking the server, in the state machine words', () => {
    const transition = vi.fn();
    marbles(({ hot, expectObservable }) => {
      const asked = documentTransitionRequested({
        document,
        transition: 'amend',
        subject: { target: amended },
      });
      const message = 'A draft is edited as it is: only a submitted document is amended.';
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
