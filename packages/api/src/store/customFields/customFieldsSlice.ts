import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CustomFieldRow } from '@erp/domain';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** The custom fields assigned to one module (spec: custom field, module custom field), as its forms show them. */
export interface ModuleCustomFields {
  rows: CustomFieldRow[];
  status: LoadStatus;
}

export interface CustomFieldsState {
  modules: Record<string, ModuleCustomFields>;
}

const initialState: CustomFieldsState = { modules: {} };

export const customFieldsSlice = createSlice({
  name: 'customFields',
  initialState,
  reducers: {
    /** A module's form opens: its custom fields are read afresh (an admin may have assigned new ones). */
    customFieldsRequested(state, action: PayloadAction<{ module: string }>) {
      const entry = state.modules[action.payload.module];
      state.modules[action.payload.module] = { rows: entry?.rows ?? [], status: 'loading' };
    },
    customFieldsLoaded(state, action: PayloadAction<{ module: string; rows: CustomFieldRow[] }>) {
      state.modules[action.payload.module] = { rows: action.payload.rows, status: 'loaded' };
    },
    customFieldsFailed(state, action: PayloadAction<{ module: string }>) {
      const entry = state.modules[action.payload.module];
      if (entry) entry.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
});

export const { customFieldsRequested, customFieldsLoaded, customFieldsFailed } = customFieldsSlice.actions;

const NO_FIELDS: CustomFieldRow[] = [];

/** The custom fields of a module's form; none until they are read. */
export const selectCustomFields = (
  state: { customFields: CustomFieldsState },
  module: string,
): CustomFieldRow[] => state.customFields.modules[module]?.rows ?? NO_FIELDS;
