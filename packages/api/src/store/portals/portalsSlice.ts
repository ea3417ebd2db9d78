import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DocumentKey, VehicleLoad } from '@erp/domain';
import type { EwayBillAnswer, IrnAnswer } from '../../portals/portals.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** The dialogs of a document's portal answers (decisions 1420–1422). */
export type PortalDialog = 'irn' | 'ewayBill' | 'vehicles';

/** What is sent back to the portal's answer calls: typed in, a response file, the e-way bill. */
export type PortalAnswer =
  | { kind: 'irn'; answer: IrnAnswer }
  | { kind: 'irnFile'; response: unknown }
  | { kind: 'ewayBill'; answer: EwayBillAnswer };

interface Subject {
  document: DocumentKey;
  id: number;
}

/** The document's portal dialog, its call in flight, its refusal in words, the vehicles read. */
export interface PortalsState {
  dialog: PortalDialog | null;
  busy: boolean;
  error: string | null;
  vehicles: VehicleLoad[];
}

export const initialPortalsState = (): PortalsState => ({
  dialog: null,
  busy: false,
  error: null,
  vehicles: [],
});

export const portalsSlice = createSlice({
  name: 'portals',
  initialState: initialPortalsState,
  reducers: {
    portalDialogOpened(state, action: PayloadAction<{ dialog: PortalDialog }>) {
      Object.assign(state, initialPortalsState(), { dialog: action.payload.dialog });
    },
    portalDialogClosed: () => initialPortalsState(),
    eInvoiceFileRequested(_state, _action: PayloadAction<Subject & { number: string }>) {},
    ewayBillFileRequested(
      _state,
      _action: PayloadAction<{ document: DocumentKey; ids: number[]; name: string }>,
    ) {},
    /** The multi-vehicle requests of a split consignment (decision 1805). */
    multiVehicleFileRequested(_state, _action: PayloadAction<Subject & { number: string }>) {},
    portalAnswerRequested(state, _action: PayloadAction<Subject & { answer: PortalAnswer }>) {
      state.busy = true;
      state.error = null;
    },
    vehiclesRequested(state, _action: PayloadAction<Subject>) {
      state.vehicles = [];
    },
    vehiclesLoaded(state, action: PayloadAction<VehicleLoad[]>) {
      state.vehicles = action.payload;
    },
    vehiclesSaveRequested(state, _action: PayloadAction<Subject & { loads: VehicleLoad[] }>) {
      state.busy = true;
      state.error = null;
    },
    /** The answer or the vehicles are kept: the dialog closes. */
    portalSaved: () => initialPortalsState(),
    portalFailed(state, action: PayloadAction<{ message: string }>) {
      state.busy = false;
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialPortalsState());
  },
  selectors: {
    selectPortals: (state) => state,
  },
});

export const {
  portalDialogOpened,
  portalDialogClosed,
  eInvoiceFileRequested,
  ewayBillFileRequested,
  multiVehicleFileRequested,
  portalAnswerRequested,
  vehiclesRequested,
  vehiclesLoaded,
  vehiclesSaveRequested,
  portalSaved,
  portalFailed,
} = portalsSlice.actions;
export const { selectPortals } = portalsSlice.selectors;
