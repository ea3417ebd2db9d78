import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DocumentKey } from '@erp/domain';
import { isSessionOver } from '../session/sessionSlice.ts';

/** A file under way (issue 40): when it began, and the bytes received so far (of `total` when the server said it). */
export interface DownloadState {
  /** Epoch milliseconds of the click. */
  startedAt: number;
  loaded: number;
  total?: number;
}

/** The files under way by the key of the button that started each (decision 1910). */
export type DownloadsState = Readonly<Record<string, DownloadState>>;

/** The key of each button that downloads or renders a file: its epic writes under it, its page reads it. */
export const downloadKeys = {
  /** A document's PDF from the print dialog. */
  print: (document: DocumentKey, id: number) => `print/${document}/${id}`,
  /** A document's labels: the PDF sheet, or ZPL for a thermal printer. */
  labels: (document: DocumentKey, id: number, format: 'pdf' | 'zpl') => `labels/${format}/${document}/${id}`,
  /** A stock count's sheet in Excel. */
  countSheet: (document: DocumentKey, id: number) => `countSheet/${document}/${id}`,
  /** A print template's preview. */
  printPreview: () => 'printPreview',
  /** GSTR-1's JSON or Excel, or the Tally XML. */
  gstFile: (file: 'json' | 'excel' | 'tally') => `gst/${file}`,
  /** A party's ledger in Excel. */
  partyLedger: (partyId: number) => `partyLedger/${partyId}`,
  /** A file for a government portal (e-invoice JSON, e-way bill, multi-vehicle) of one document or several. */
  portalFile: (
    file: 'eInvoice' | 'ewayBill' | 'multiVehicle',
    document: DocumentKey,
    ids: number | readonly number[],
  ) => `portal/${file}/${document}/${[ids].flat().join(',')}`,
  /** A stored file by its id (a lab test's report). */
  storedFile: (id: number) => `storedFile/${id}`,
  /** The file a background job made (decision 2040). */
  jobFile: (id: number) => `jobFile/${id}`,
  /** A master's import template (decision 2100). */
  importTemplate: (module: string) => `importTemplate/${module}`,
} as const;

const initialState: DownloadsState = {};

export const downloadsSlice = createSlice({
  name: 'downloads',
  initialState,
  reducers: {
    /** The button was clicked: busy at once (a second start of the same key starts it afresh). */
    downloadStarted(state, action: PayloadAction<{ key: string; at: number }>) {
      return { ...state, [action.payload.key]: { startedAt: action.payload.at, loaded: 0 } };
    },
    downloadProgressed(state, action: PayloadAction<{ key: string; loaded: number; total?: number }>) {
      const { key, loaded, total } = action.payload;
      const running = state[key];
      if (running) state[key] = total === undefined ? { ...running, loaded } : { ...running, loaded, total };
    },
    /** Saved, refused or cancelled: the button is itself again. */
    downloadEnded(state, action: PayloadAction<{ key: string }>) {
      const { [action.payload.key]: _ended, ...rest } = state;
      return rest;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
  selectors: {
    /** The file under way from the button of `key`, or null. */
    selectDownload: (state, key: string): DownloadState | null => state[key] ?? null,
  },
});

export const { downloadStarted, downloadProgressed, downloadEnded } = downloadsSlice.actions;
export const { selectDownload } = downloadsSlice.selectors;
