import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MaterialNeeds } from '@erp/domain';
import type { RaiseRequestInput } from '../../planning/planning.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** The request a plan raised (decision 1163): the form opens it. */
export interface RaisedRequest {
  planId: number;
  id: number;
}

/** A plan's needs against stock on its form, and its shortfall raised as a request (decisions 1160, 1163). */
export interface PlanNeedsState extends MaterialNeeds {
  planId: number | null;
  status: LoadStatus;
  error: string | null;
  raising: boolean;
  raised: RaisedRequest | null;
}

export const initialPlanNeedsState = (): PlanNeedsState => ({
  planId: null,
  needs: [],
  withoutBom: [],
  status: 'idle',
  error: null,
  raising: false,
  raised: null,
});

export const planNeedsSlice = createSlice({
  name: 'planNeeds',
  initialState: initialPlanNeedsState,
  reducers: {
    /** A plan's form opened (or its stock may have moved): its needs are read again. */
    planNeedsRequested(state, action: PayloadAction<{ planId: number }>) {
      if (state.planId !== action.payload.planId) Object.assign(state, initialPlanNeedsState());
      state.planId = action.payload.planId;
      state.status = 'loading';
      state.error = null;
    },
    planNeedsLoaded(state, action: PayloadAction<MaterialNeeds & { planId: number }>) {
      const { planId, needs, withoutBom } = action.payload;
      if (planId !== state.planId) return;
      Object.assign(state, { needs, withoutBom, status: 'loaded' });
    },
    planNeedsFailed(state, action: PayloadAction<{ planId: number; message: string }>) {
      if (action.payload.planId !== state.planId) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
    /** The form's Raise Material Request with the department asked: one at a time. */
    planRequestRaiseRequested(state, _action: PayloadAction<RaiseRequestInput>) {
      state.raising = true;
    },
    planRequestRaised(state, action: PayloadAction<RaisedRequest>) {
      state.raising = false;
      state.raised = action.payload;
    },
    planRequestRaiseFailed(state) {
      state.raising = false;
    },
    /** The form opened the request raised. */
    planRequestOpened(state) {
      state.raised = null;
    },
  },
  extraReducers: (builder) => {
    // Another user's session starts from nothing.
    builder.addMatcher(isSessionOver, () => initialPlanNeedsState());
  },
  selectors: {
    selectPlanNeeds: (state) => state,
  },
});

export const {
  planNeedsRequested,
  planNeedsLoaded,
  planNeedsFailed,
  planRequestRaiseRequested,
  planRequestRaised,
  planRequestRaiseFailed,
  planRequestOpened,
} = planNeedsSlice.actions;
export const { selectPlanNeeds } = planNeedsSlice.selectors;
