import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { OPENING_STOCK_COLUMNS, type OpeningStockColumn, type SheetIssue } from '@erp/domain';
import type { ApiIssue } from '../../client/envelope.ts';
import type { OpeningStockResult } from '@erp/domain';
import { isSessionOver } from '../session/sessionSlice.ts';

export type OpeningStockStatus = 'idle' | 'uploading' | 'posted' | 'refused' | 'failed';

/** The Opening Stock Upload screen: the sheet sent, and what became of it. */
export interface OpeningStockState {
  status: OpeningStockStatus;
  fileName: string | null;
  /** A posted sheet: its document and rows. */
  result: OpeningStockResult | null;
  /** A refused sheet: every problem, row by row. */
  issues: SheetIssue[];
  /** Why the sheet was refused or failed, as the server said it. */
  message: string | null;
}

const initialState: OpeningStockState = {
  status: 'idle',
  fileName: null,
  result: null,
  issues: [],
  message: null,
};

const COLUMN_KEYS: readonly string[] = OPENING_STOCK_COLUMNS.map((column) => column.key);

/**
 * The row report of a refused sheet from the reply's problems: the field `rows.<row>.<column>` says
 * where each is. Problems not about a row (none are sent so) are left out.
 */
export function sheetIssuesOf(issues: readonly ApiIssue[]): SheetIssue[] {
  return issues.flatMap((issue) => {
    const [head, row, column = ''] = issue.field.split('.');
    const number = Number(row);
    if (head !== 'rows' || !Number.isInteger(number)) return [];
    return [
      {
        row: number,
        column: (COLUMN_KEYS.includes(column) ? column : '') as OpeningStockColumn | '',
        message: issue.message,
      },
    ];
  });
}

export const openingStockSlice = createSlice({
  name: 'openingStock',
  initialState,
  reducers: {
    openingStockUploadRequested(state, action: PayloadAction<{ file: File }>) {
      state.status = 'uploading';
      state.fileName = action.payload.file.name;
      state.result = null;
      state.issues = [];
      state.message = null;
    },
    openingStockPosted(state, action: PayloadAction<{ result: OpeningStockResult }>) {
      state.status = 'posted';
      state.result = action.payload.result;
    },
    openingStockRefused(state, action: PayloadAction<{ message: string; issues: SheetIssue[] }>) {
      state.status = 'refused';
      state.message = action.payload.message;
      state.issues = action.payload.issues;
    },
    openingStockFailed(state, action: PayloadAction<{ message: string }>) {
      state.status = 'failed';
      state.message = action.payload.message;
    },
    /** The screen opens afresh. */
    openingStockReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
  selectors: {
    selectOpeningStock: (state) => state,
  },
});

export const {
  openingStockUploadRequested,
  openingStockPosted,
  openingStockRefused,
  openingStockFailed,
  openingStockReset,
} = openingStockSlice.actions;
export const { selectOpeningStock } = openingStockSlice.selectors;
