import { describe, expect, it } from 'vitest';
import { rootReducer } from '../rootReducer.ts';
import { selectToasts, toast, toastDismissed } from './notificationsSlice.ts';

const init = rootReducer(undefined, { type: 'init' });

describe('notifications slice', () => {
  it('queues toasts in order with their own ids; spec §8 titles Success and Error by default', () => {
    const state = [
      toast.success('Saved'),
      toast.error('Refused'),
      toast.warning('Expired', 'Session Expired'),
    ].reduce(rootReducer, init);
    expect(selectToasts(state)).toEqual([
      { id: 1, kind: 'success', title: 'Success', message: 'Saved' },
      { id: 2, kind: 'error', title: 'Error', message: 'Refused' },
      { id: 3, kind: 'warning', title: 'Session Expired', message: 'Expired' },
    ]);
  });

  it('the app dismisses a toast by id; ids are never reused', () => {
    const shown = [toast.success('a'), toast.success('b')].reduce(rootReducer, init);
    const dismissed = rootReducer(shown, toastDismissed(1));
    expect(selectToasts(dismissed).map((t) => t.id)).toEqual([2]);
    expect(selectToasts(rootReducer(dismissed, toast.error('c'))).map((t) => t.id)).toEqual([2, 3]);
  });

  it('issue 56: the same message again is shown once, as the newest, never twice', () => {
    const state = [
      toast.success('Dispatch Saved Successfully'),
      toast.error('Only 0 BAG available'),
      toast.error('Only 0 BAG available'),
    ].reduce(rootReducer, init);
    expect(selectToasts(state)).toEqual([
      { id: 1, kind: 'success', title: 'Success', message: 'Dispatch Saved Successfully' },
      { id: 3, kind: 'error', title: 'Error', message: 'Only 0 BAG available' },
    ]);
    // Another kind or title is another message.
    const other = [
      toast.warning('Only 0 BAG available', 'Error'),
      toast.error('Only 0 BAG available', 'ERROR'),
    ];
    expect(selectToasts(other.reduce(rootReducer, state))).toHaveLength(4);
  });
});
