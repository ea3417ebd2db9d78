import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_TITLES } from '@erp/domain';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastContent {
  kind: ToastKind;
  title: string;
  message: string;
  /** What the message names and its address in the app, to open it from the toast (decision 2054). */
  opens?: { name: string; to: string };
}

export interface Toast extends ToastContent {
  /** Given by the queue, in order of arrival. */
  id: number;
}

export interface NotificationsState {
  queue: Toast[];
  nextId: number;
}

const initialState: NotificationsState = { queue: [], nextId: 1 };

/** The toast queue the app renders: epics add, the app dismisses. */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    toastShown(state, action: PayloadAction<ToastContent>) {
      // The same message again (a refused submit pressed twice) replaces the one shown: said once, anew (issue 56).
      const { kind, title, message } = action.payload;
      state.queue = state.queue.filter(
        (shown) => shown.kind !== kind || shown.title !== title || shown.message !== message,
      );
      state.queue.push({ ...action.payload, id: state.nextId });
      state.nextId += 1;
    },
    toastDismissed(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.queue,
  },
});

export const { toastShown, toastDismissed } = notificationsSlice.actions;
export const { selectToasts } = notificationsSlice.selectors;

/** The toast actions epics emit; titles default to spec §8's Success and Error. */
export const toast = {
  success: (message: string, title: string = TOAST_TITLES.SUCCESS, opens?: ToastContent['opens']) =>
    toastShown({ kind: 'success', title, message, ...(opens ? { opens } : {}) }),
  error: (message: string, title: string = TOAST_TITLES.ERROR, opens?: ToastContent['opens']) =>
    toastShown({ kind: 'error', title, message, ...(opens ? { opens } : {}) }),
  warning: (message: string, title: string) => toastShown({ kind: 'warning', title, message }),
};
