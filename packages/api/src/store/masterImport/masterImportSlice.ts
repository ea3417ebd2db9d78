import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ImportJob } from '../../imports/masterImport.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/**
 * Where a master's sheet is: on its way, checked or imported in the background, ended, refused, or cancelled
 * by the user (decision 2262).
 */
export type MasterImportPhase = 'sending' | 'running' | 'done' | 'failed' | 'cancelled';

/** A master's Import dialog: the sheet sent last and what became of it (decision 2100). */
export interface MasterImportState {
  phase: MasterImportPhase;
  /** Sent to be checked only. */
  check: boolean;
  fileName: string;
  /** The job, once the server took the sheet. */
  job: ImportJob | null;
  /** Why it failed, or what its cancelling undid, in the user's words. */
  message: string | null;
}

/** A job's state as the dialog's phase: under way while queued or running. */
const PHASES: Readonly<Record<ImportJob['state'], MasterImportPhase>> = {
  queued: 'running',
  running: 'running',
  done: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** Each master's import by its catalogue key. */
export type MasterImportsState = Readonly<Record<string, MasterImportState>>;

const initialState: MasterImportsState = {};

export const masterImportSlice = createSlice({
  name: 'masterImport',
  initialState,
  reducers: {
    /**
     * A sheet sent to be checked, or imported (updating records whose code exists when asked; a Tally
     * export's stock items in `categoryId`).
     */
    masterImportSent(
      state,
      action: PayloadAction<{
        module: string;
        apiPath: string;
        file: File;
        check: boolean;
        update: boolean;
        categoryId?: string | null;
      }>,
    ) {
      const { module, file, check } = action.payload;
      state[module] = { phase: 'sending', check, fileName: file.name, job: null, message: null };
    },
    /** News of the job: under way, or ended with its report or why it failed. */
    masterImportJobUpdated(state, action: PayloadAction<{ module: string; job: ImportJob }>) {
      const { module, job } = action.payload;
      const known = state[module];
      if (!known) return;
      known.job = job;
      known.phase = PHASES[job.state];
      known.message = job.state === 'failed' || job.state === 'cancelled' ? job.message : null;
    },
    /** The sheet was refused before any job (not a sheet, too large, no right). */
    masterImportFailed(state, action: PayloadAction<{ module: string; message: string }>) {
      const { module, message } = action.payload;
      const known = state[module];
      if (!known) return;
      known.phase = 'failed';
      known.message = message;
    },
    /** The dialog closed or another file chosen: what was shown goes. */
    masterImportCleared(state, action: PayloadAction<{ module: string }>) {
      delete state[action.payload.module];
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
  selectors: {
    /** A master's import, or undefined when none was sent since the dialog opened. */
    selectMasterImport: (state, module: string): MasterImportState | undefined => state[module],
  },
});

/** The import under way cancelled by its owner (decision 2262): job `id`, the master's sheet's. */
export const masterImportCancelRequested = createAction<{ module: string; id: number }>(
  'masterImport/cancelRequested',
);

/** A master's template asked for: saved as '<label> import template.xlsx', busy on its button. */
export const masterImportTemplateRequested = createAction<{ module: string; apiPath: string; label: string }>(
  'masterImport/templateRequested',
);

export const { masterImportSent, masterImportJobUpdated, masterImportFailed, masterImportCleared } =
  masterImportSlice.actions;
export const { selectMasterImport } = masterImportSlice.selectors;
