import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface LoadingState {
  requestsInFlight: number;
}

const initialState: LoadingState = { requestsInFlight: 0 };

/** Requests in flight, for the global loading bar (spec §2). */
export const loadingSlice = createSlice({
  name: 'loading',
  initialState,
  reducers: {
    requestsInFlightChanged(state, action: PayloadAction<number>) {
      state.requestsInFlight = action.payload;
    },
  },
  selectors: {
    selectRequestsInFlight: (state) => state.requestsInFlight,
    selectIsLoading: (state) => state.requestsInFlight > 0,
  },
});

export const { requestsInFlightChanged } = loadingSlice.actions;
export const { selectRequestsInFlight, selectIsLoading } = loadingSlice.selectors;
