import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  hasOrganisationDetails,
  isFeatureOn,
  labelFor,
  moduleConfigFor,
  orgProfileRoute,
  type LabelEntry,
  type ModuleFieldConfig,
} from '@erp/domain';
import type { Organisation } from '../../config/config.ts';
import { isSessionOver, type SessionState } from '../session/sessionSlice.ts';

export interface ConfigState {
  /** Spec §3: the system config seen as a key/value map. */
  sysConfig: Record<string, string>;
  /** Spec §3: the served labels; cleared on logout (spec §2 "cached labels"). */
  labels: LabelEntry[];
  /** Spec §7: the module field config, "stored globally when OK". */
  formConfig: ModuleFieldConfig[];
  organisation: Organisation | null;
}

const initialState: ConfigState = { sysConfig: {}, labels: [], formConfig: [], organisation: null };

export const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {
    sysConfigLoaded(state, action: PayloadAction<Record<string, string>>) {
      state.sysConfig = action.payload;
    },
    labelsLoaded(state, action: PayloadAction<LabelEntry[]>) {
      state.labels = action.payload;
    },
    // Returned rather than assigned: the served config's lists are readonly.
    formConfigLoaded: (state, action: PayloadAction<ModuleFieldConfig[]>) => ({
      ...state,
      formConfig: action.payload,
    }),
    organisationLoaded(state, action: PayloadAction<Organisation | null>) {
      state.organisation = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
  selectors: {
    selectSysConfig: (state) => state.sysConfig,
    /** Spec §3: "Feature switches are on only when the value is exactly YES." */
    selectFeatureOn: (state, key: string) => isFeatureOn(state.sysConfig, key),
    selectLabels: (state) => state.labels,
    /** Spec §5: the label, else the fallback, else the key. */
    selectLabel: (state, key: string, fallback?: string) => labelFor(state.labels, key, fallback),
    selectFormConfig: (state) => state.formConfig,
    selectModuleFieldConfig: (state, moduleName: string) => moduleConfigFor(state.formConfig, moduleName),
    selectOrganisation: (state) => state.organisation,
    /** The organisation, read, lacks a detail every document prints: its name, GSTIN, state or address (2243). */
    selectOrganisationAwaitsDetails: (state) =>
      state.organisation !== null && !hasOrganisationDetails(state.organisation),
    /** Spec §2: "if organisation data exists go to /module/org-profile/addUpdate/{orgId}; otherwise /module/org-profile/". */
    selectOrgProfilePath: (state) => orgProfileRoute(state.organisation?.id),
  },
});

export const { sysConfigLoaded, labelsLoaded, formConfigLoaded, organisationLoaded } = configSlice.actions;
export const {
  selectSysConfig,
  selectFeatureOn,
  selectLabels,
  selectLabel,
  selectFormConfig,
  selectModuleFieldConfig,
  selectOrganisation,
  selectOrganisationAwaitsDetails,
  selectOrgProfilePath,
} = configSlice.selectors;

/**
 * Whether the organisation is known, as read or as having none: the start-up's reads (spec §7) are done, or
 * it was read. Until then `organisation: null` does not mean that there is none (still starting, offline).
 */
export const selectOrganisationKnown = (state: { session: SessionState; config: ConfigState }): boolean =>
  state.session.status === 'ready' || state.config.organisation !== null;
