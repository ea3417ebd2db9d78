import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import { downloadEnded, downloadKeys, downloadStarted } from '../downloads/downloadsSlice.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { storedFileEpic, storedFileRequested } from './storedFileEpics.ts';

describe('storedFileEpic (issue 40: a lab report opened from its button)', () => {
  it('saves the file under its own name, busy on its button; a refusal is a toast in words', () => {
    const saveStoredFile = vi.fn();
    const key = downloadKeys.storedFile(5);
    marbles(({ hot, cold, expectObservable }) => {
      saveStoredFile.mockReturnValueOnce(cold('--(n|)', { n: 'qc-12.pdf' }));
      saveStoredFile.mockReturnValueOnce(
        cold('-#', undefined, new ApiError(9404001, 'There is no such file.', 404)),
      );
      const asked = storedFileRequested({ id: 5, name: 'qc-12.pdf' });
      expectObservable(
        storedFileEpic(
          hot('-a---a', { a: asked }),
          stateAfter(),
          dependencies(stubApi({ entity: { saveStoredFile } })),
        ),
      ).toBe('-s-e-r(te)', {
        s: downloadStarted({ key, at: 1 }),
        r: downloadStarted({ key, at: 5 }),
        e: downloadEnded({ key }),
        t: toast.error('There is no such file.'),
      });
    });
    expect(saveStoredFile).toHaveBeenCalledWith(5, 'qc-12.pdf', expect.any(Function));
  });
});
