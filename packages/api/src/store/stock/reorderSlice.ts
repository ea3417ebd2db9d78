import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normalisePageSize, recountPages, reorderQuantityProblem } from '@erp/domain';
import type { ReorderDraft, ReorderLine, ReorderRow, ReorderSupplier } from '../../stock/reorder.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/**
 * Issue 17 "Reorder" (decision 0970): the reorder list's page, and the buyer's choices per item — the
 * quantity, supplier and rate to order, and whether it is chosen — kept by item across pages until the
 * drafts are made.
 */

/** What the buyer will order of one item; quantity null while the field is empty. */
export interface ReorderChoice {
  itemId: number;
  itemName: string;
  quantity: number | null;
  decimals: number | null;
  supplier: ReorderSupplier | null;
  /** The rate the list found; null once another supplier is picked: the draft takes that one's last rate. */
  rate: number | null;
  selected: boolean;
}

export interface ReorderParams {
  q: string;
  /** 1-based. */
  page: number;
  size: number;
}

export interface ReorderState {
  params: ReorderParams;
  rows: ReorderRow[];
  totalCount: number;
  status: LoadStatus;
  /** The load whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
  /** A recount left the page past the end: it stepped back and must be fetched (spec §4). */
  reloadNeeded: boolean;
  error: string | null;
  /** By item id. */
  choices: Record<number, ReorderChoice>;
  making: 'idle' | 'making' | 'failed';
  /** The drafts the last step made, for the page to link to. */
  made: ReorderDraft[];
}

export const initialReorderState = (): ReorderState => ({
  params: { q: '', page: 1, size: normalisePageSize(undefined) },
  rows: [],
  totalCount: 0,
  status: 'idle',
  requestId: 0,
  reloadNeeded: false,
  error: null,
  choices: {},
  making: 'idle',
  made: [],
});

function startLoad(state: ReorderState): void {
  state.status = 'loading';
  state.requestId += 1;
  state.reloadNeeded = false;
  state.error = null;
}

/** Whether a choice can be ordered: a supplier and a quantity its unit allows. */
export const choiceReady = (choice: ReorderChoice): boolean =>
  choice.supplier !== null &&
  choice.quantity !== null &&
  reorderQuantityProblem(choice.quantity, { decimals: choice.decimals }) === null;

/** The chosen items as the drafts call takes them. */
export const chosenLines = (choices: Record<number, ReorderChoice>): ReorderLine[] =>
  Object.values(choices).flatMap((choice) =>
    choice.selected && choice.supplier && choice.quantity !== null
      ? [
          {
            itemId: choice.itemId,
            supplierId: choice.supplier.id,
            quantity: choice.quantity,
            ...(choice.rate === null ? {} : { rate: choice.rate }),
          },
        ]
      : [],
  );

export const reorderSlice = createSlice({
  name: 'reorder',
  initialState: initialReorderState,
  reducers: {
    /** The screen opened: its first page by the user's page size (spec §9), the last step's links cleared. */
    reorderListOpened(state, action: PayloadAction<{ pageSize: number }>) {
      if (state.requestId === 0) state.params.size = normalisePageSize(action.payload.pageSize);
      state.made = [];
      startLoad(state);
    },
    reorderListRequested(state) {
      startLoad(state);
    },
    /** Typed search: a new question from page 1. */
    reorderSearchChanged(state, action: PayloadAction<string>) {
      state.params = { ...state.params, q: action.payload, page: 1 };
      startLoad(state);
    },
    reorderPageChanged(state, action: PayloadAction<{ page: number; size: number }>) {
      const { page, size } = action.payload;
      state.params.page = size === state.params.size ? page : 1;
      state.params.size = size;
      startLoad(state);
    },
    /** A page came: each item not chosen before starts with the server's suggestion. */
    reorderListLoaded(
      state,
      action: PayloadAction<{ requestId: number; rows: ReorderRow[]; totalCount: number }>,
    ) {
      const { requestId, rows, totalCount } = action.payload;
      if (requestId !== state.requestId) return;
      Object.assign(state, { rows, totalCount, status: 'loaded' });
      for (const row of rows)
        state.choices[row.itemId] ??= {
          itemId: row.itemId,
          itemName: row.item.name ?? row.item.code ?? String(row.itemId),
          quantity: row.suggested,
          decimals: row.uom?.decimals ?? null,
          supplier: row.supplier,
          rate: row.rate,
          selected: false,
        };
      const recount = recountPages(
        { page: state.params.page, pageSize: state.params.size, total: totalCount },
        totalCount,
      );
      state.params.page = recount.page;
      state.reloadNeeded = recount.reload;
    },
    reorderListFailed(state, action: PayloadAction<{ requestId: number; message: string }>) {
      if (action.payload.requestId !== state.requestId) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
    /**
     * The buyer changed an item's quantity or supplier. Another supplier drops the rate found for the one
     * before; a row left without a supplier is unchosen.
     */
    reorderChoiceChanged(
      state,
      action: PayloadAction<{ itemId: number } & Partial<Pick<ReorderChoice, 'quantity' | 'supplier'>>>,
    ) {
      const { itemId, ...change } = action.payload;
      const choice = state.choices[itemId];
      if (!choice) return;
      if (change.supplier !== undefined && change.supplier?.id !== choice.supplier?.id) choice.rate = null;
      Object.assign(choice, change);
      if (choice.supplier === null) choice.selected = false;
    },
    /** Chooses an item (only one with a supplier can be) or lets it go. */
    reorderRowToggled(state, action: PayloadAction<{ itemId: number; selected: boolean }>) {
      const choice = state.choices[action.payload.itemId];
      if (choice) choice.selected = action.payload.selected && choice.supplier !== null;
    },
    reorderDraftsRequested(state) {
      state.making = 'making';
      state.made = [];
    },
    /** Made: the choices start again from the list, which is loaded again. */
    reorderDraftsMade(state, action: PayloadAction<ReorderDraft[]>) {
      state.making = 'idle';
      state.made = action.payload;
      state.choices = {};
      startLoad(state);
    },
    reorderDraftsFailed(state) {
      state.making = 'failed';
    },
  },
  extraReducers: (builder) => {
    // Another user's session starts from nothing.
    builder.addMatcher(isSessionOver, () => initialReorderState());
  },
  selectors: {
    selectReorder: (state) => state,
  },
});

export const {
  reorderListOpened,
  reorderListRequested,
  reorderSearchChanged,
  reorderPageChanged,
  reorderListLoaded,
  reorderListFailed,
  reorderChoiceChanged,
  reorderRowToggled,
  reorderDraftsRequested,
  reorderDraftsMade,
  reorderDraftsFailed,
} = reorderSlice.actions;
export const { selectReorder } = reorderSlice.selectors;
