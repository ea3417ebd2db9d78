import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DocumentKey } from '@erp/domain';
import type { PlanBatch } from '../../planning/planning.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** What Make Batch asks (decision 1352): the plan's document type, the plan and its line. */
export interface PlanBatchAsked {
  document: DocumentKey;
  id: number;
  lineId: number;
}

/** A plan line's Make Batch: asked one at a time, and the unsaved batch the form then opens. */
export interface PlanBatchState {
  asking: boolean;
  made: PlanBatch | null;
}

export const initialPlanBatchState = (): PlanBatchState => ({ asking: false, made: null });

export const planBatchSlice = createSlice({
  name: 'planBatch',
  initialState: initialPlanBatchState,
  reducers: {
    planBatchRequested(state, _action: PayloadAction<PlanBatchAsked>) {
      state.asking = true;
      state.made = null;
    },
    planBatchMade(state, action: PayloadAction<PlanBatch>) {
      state.asking = false;
      state.made = action.payload;
    },
    planBatchFailed(state) {
      state.asking = false;
    },
    /** The form opened the batch made, prefilled with its draft. */
    planBatchOpened(state) {
      state.made = null;
    },
  },
  extraReducers: (builder) => {
    // Another user's session starts from nothing.
    builder.addMatcher(isSessionOver, () => initialPlanBatchState());
  },
  selectors: {
    selectPlanBatch: (state) => state,
  },
});

export const { planBatchRequested, planBatchMade, planBatchFailed, planBatchOpened } = planBatchSlice.actions;
export const { selectPlanBatch } = planBatchSlice.selectors;
