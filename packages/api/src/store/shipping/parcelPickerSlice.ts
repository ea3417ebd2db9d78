import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DocumentKey } from '@erp/domain';
import type { ParcelRow } from '@erp/domain';
import type { PackedParcelsQuery } from '../../shipping/shipping.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** What a dispatch's parcel picker asks: the page of packed parcels of its draft's sales order. */
export type ParcelPickerQuery = Required<Pick<PackedParcelsQuery, 'search' | 'page' | 'size'>> &
  Pick<PackedParcelsQuery, 'salesOrderId' | 'sort'>;

/**
 * A dispatch's parcel picker (decision 1240): the page of packed parcels of the draft's sales order it
 * shows, read on the server as the user searches, sorts and pages; choosing one adds it as a scan does.
 */
export interface ParcelPickerState {
  document: DocumentKey | null;
  query: ParcelPickerQuery;
  rows: ParcelRow[];
  total: number;
  status: LoadStatus;
  error: string | null;
}

export const initialParcelPickerState = (): ParcelPickerState => ({
  document: null,
  query: { search: '', page: 1, size: 10 },
  rows: [],
  total: 0,
  status: 'idle',
  error: null,
});

export const parcelPickerSlice = createSlice({
  name: 'parcelPicker',
  initialState: initialParcelPickerState,
  reducers: {
    /** The picker opened, or its search, sort or page changed: that page is read. */
    parcelPickerRequested(state, action: PayloadAction<{ document: DocumentKey; query: ParcelPickerQuery }>) {
      state.document = action.payload.document;
      state.query = action.payload.query;
      state.status = 'loading';
      state.error = null;
    },
    parcelPickerLoaded(
      state,
      action: PayloadAction<{ query: ParcelPickerQuery; rows: ParcelRow[]; total: number }>,
    ) {
      // Only the answer to the latest ask is shown.
      if (JSON.stringify(action.payload.query) !== JSON.stringify(state.query)) return;
      Object.assign(state, { rows: action.payload.rows, total: action.payload.total, status: 'loaded' });
    },
    parcelPickerFailed(state, action: PayloadAction<{ message: string }>) {
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    // Another user's session starts from nothing.
    builder.addMatcher(isSessionOver, () => initialParcelPickerState());
  },
  selectors: {
    selectParcelPicker: (state) => state,
  },
});

export const { parcelPickerRequested, parcelPickerLoaded, parcelPickerFailed } = parcelPickerSlice.actions;
export const { selectParcelPicker } = parcelPickerSlice.selectors;
