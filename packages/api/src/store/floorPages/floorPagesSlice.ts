import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EntityRecord, MachineRoll, MaintenanceScheduleRow, ParcelPage } from '@erp/domain';
import type { StockMovement, StockRow } from '../../stock/stock.ts';
import type { StockItem, StockUom } from '../../stock/stockRefs.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** How many of a lot's movements its page shows at first, and adds with each "More". */
export const FLOOR_MOVEMENTS_SIZE = 5;
/** Rows of a place's stock a page holds. */
export const FLOOR_PLACE_PAGE_SIZE = 20;
/** The most places one lot lies in that its page lists (a lot is in one or a few). */
export const FLOOR_LOT_PLACES = 50;
/** A machine's last breakdowns its page shows, the newest stop first. */
export const FLOOR_BREAKDOWNS_SIZE = 5;
/** How many of a machine's woven rolls its page shows at first, and adds with each "More" (decision 2361). */
export const FLOOR_ROLLS_SIZE = 5;
/** A machine's maintenance activities its page shows, in the schedule's order (overdue, due, done). */
export const FLOOR_MAINTENANCE_SIZE = 5;

/** What a lot's page is of (a lot's or roll's label, decision 2310): the item's stock under its numbers. */
export interface FloorLotAsk {
  itemId: number;
  lotNumber: string;
  rollNumber: string;
  /** Stock of neither lot nor roll: the stock area its label was printed for. */
  stockAreaId?: number;
}

/** What a place's page is of: the stock in a stock area or on a rack, searched and paged on the server. */
export interface FloorPlaceAsk {
  place: 'stockArea' | 'rack';
  id: number;
  q: string;
  page: number;
  size: number;
}

/** How a floor page's read stands; missing: the server has no such record for this organisation (404). */
export type FloorReadStatus = 'idle' | 'loading' | 'loaded' | 'missing' | 'failed';

export interface FloorLotState {
  ask: FloorLotAsk | null;
  requestId: number;
  status: FloorReadStatus;
  error: string | null;
  item: StockItem | null;
  uom: StockUom | null;
  /** Where the lot lies now: one row a stock area, rack and lab status. */
  places: StockRow[];
  /** Its movements, newest first, as many pages as were asked. */
  movements: StockMovement[];
  movementsTotal: number;
  movementsPage: number;
  movementsStatus: 'idle' | 'loading' | 'loaded' | 'failed';
}

/** Which place a page is of; its name and code, as its pickers read them. */
export type FloorPlaceOf = Pick<FloorPlaceAsk, 'place' | 'id'>;
export type FloorPlaceNamed = { name: string; code: string };

export interface FloorPlaceState {
  ask: FloorPlaceAsk | null;
  requestId: number;
  status: FloorReadStatus;
  error: string | null;
  rows: StockRow[];
  total: number;
  /** The place its page is of, and its name as its pickers read it (decision 2374). */
  of: FloorPlaceOf | null;
  named: FloorPlaceNamed | null;
  namedStatus: FloorReadStatus;
  namedError: string | null;
}

/**
 * A machine's page: its last breakdowns and its maintenance schedule, each read on its own (a role may read
 * one and not the other); the machine's own record is the entity slice's.
 */
export interface FloorMachineState {
  id: number | null;
  requestId: number;
  status: FloorReadStatus;
  error: string | null;
  breakdowns: EntityRecord[];
  breakdownsTotal: number;
  maintenanceStatus: FloorReadStatus;
  maintenanceError: string | null;
  maintenance: MaintenanceScheduleRow[];
  /** Its woven rolls, newest first, as many pages as were asked. */
  rollsStatus: FloorReadStatus;
  rollsError: string | null;
  rolls: MachineRoll[];
  rollsTotal: number;
  rollsPage: number;
}

/** A parcel's page (decision 2360): its contents, packaging, weights and dispatch; none until read. */
export interface FloorParcelState {
  parcelNumber: string | null;
  requestId: number;
  status: FloorReadStatus;
  error: string | null;
  page: ParcelPage | null;
}

export interface FloorPagesState {
  lot: FloorLotState;
  place: FloorPlaceState;
  machine: FloorMachineState;
  parcel: FloorParcelState;
}

const initialLot = (requestId = 0): FloorLotState => ({
  ask: null,
  requestId,
  status: 'idle',
  error: null,
  item: null,
  uom: null,
  places: [],
  movements: [],
  movementsTotal: 0,
  movementsPage: 0,
  movementsStatus: 'idle',
});

const sameLot = (shown: FloorLotAsk | null, asked: FloorLotAsk): boolean =>
  shown !== null &&
  shown.itemId === asked.itemId &&
  shown.lotNumber === asked.lotNumber &&
  shown.rollNumber === asked.rollNumber &&
  shown.stockAreaId === asked.stockAreaId;

const initialPlace = (requestId = 0): FloorPlaceState => ({
  ask: null,
  requestId,
  status: 'idle',
  error: null,
  rows: [],
  total: 0,
  of: null,
  named: null,
  namedStatus: 'idle',
  namedError: null,
});

const samePlace = (shown: FloorPlaceOf | null, asked: FloorPlaceOf): boolean =>
  shown?.place === asked.place && shown.id === asked.id;

const initialMachine = (requestId = 0): FloorMachineState => ({
  id: null,
  requestId,
  status: 'idle',
  error: null,
  breakdowns: [],
  breakdownsTotal: 0,
  maintenanceStatus: 'idle',
  maintenanceError: null,
  maintenance: [],
  rollsStatus: 'idle',
  rollsError: null,
  rolls: [],
  rollsTotal: 0,
  rollsPage: 0,
});

const initialParcel = (requestId = 0): FloorParcelState => ({
  parcelNumber: null,
  requestId,
  status: 'idle',
  error: null,
  page: null,
});

const initialState = (): FloorPagesState => ({
  lot: initialLot(),
  place: initialPlace(),
  machine: initialMachine(),
  parcel: initialParcel(),
});

type Failure = { requestId: number; message: string; missing?: boolean };

/**
 * The pages a scan opens (issue 58, decisions 2313, 2314): a lot (where it lies, its last movements), the
 * stock of a stock area or rack, a machine's last breakdowns and a parcel's contents. Each answer carries the request it answers: an older one is dropped.
 */
export const floorPagesSlice = createSlice({
  name: 'floorPages',
  initialState,
  reducers: {
    floorLotRequested(state, action: PayloadAction<FloorLotAsk>) {
      const requestId = state.lot.requestId + 1;
      // The lot shown, read again (a refresh, an entry done): it stays shown until the answer replaces it.
      const again = state.lot.item !== null && sameLot(state.lot.ask, action.payload);
      state.lot = again
        ? { ...state.lot, requestId, ask: action.payload, status: 'loading', error: null }
        : { ...initialLot(requestId), ask: action.payload, status: 'loading' };
    },
    floorLotLoaded(
      state,
      action: PayloadAction<{
        requestId: number;
        item: StockItem | null;
        uom: StockUom | null;
        places: StockRow[];
        movements: StockMovement[];
        movementsTotal: number;
      }>,
    ) {
      const { requestId, ...loaded } = action.payload;
      if (requestId !== state.lot.requestId) return;
      Object.assign(state.lot, loaded, { status: 'loaded', movementsPage: 1, movementsStatus: 'loaded' });
    },
    floorLotFailed(state, action: PayloadAction<Failure>) {
      const { requestId, message, missing } = action.payload;
      if (requestId !== state.lot.requestId) return;
      state.lot.status = missing ? 'missing' : 'failed';
      state.lot.error = message;
    },
    /** The lot's next movements, after those shown. */
    floorMovementsMore(state) {
      state.lot.movementsStatus = 'loading';
    },
    floorMovementsLoaded(
      state,
      action: PayloadAction<{ requestId: number; page: number; movements: StockMovement[]; total: number }>,
    ) {
      const { requestId, page, movements, total } = action.payload;
      if (requestId !== state.lot.requestId) return;
      state.lot.movements.push(...movements);
      Object.assign(state.lot, { movementsPage: page, movementsTotal: total, movementsStatus: 'loaded' });
    },
    floorMovementsFailed(state, action: PayloadAction<Failure>) {
      if (action.payload.requestId !== state.lot.requestId) return;
      state.lot.movementsStatus = 'failed';
    },
    /** A place's page opened: its name and code are read, then its stock. */
    floorPlaceRequested(state, action: PayloadAction<FloorPlaceOf>) {
      state.place = {
        ...initialPlace(state.place.requestId + 1),
        of: action.payload,
        namedStatus: 'loading',
      };
    },
    floorPlaceNamed(state, action: PayloadAction<FloorPlaceOf & { named: FloorPlaceNamed | null }>) {
      const { named, ...of } = action.payload;
      if (!samePlace(state.place.of, of)) return;
      Object.assign(state.place, { named, namedStatus: named ? 'loaded' : 'missing' });
    },
    floorPlaceNameFailed(state, action: PayloadAction<FloorPlaceOf & { message: string; missing: boolean }>) {
      const { message, missing, ...of } = action.payload;
      if (!samePlace(state.place.of, of)) return;
      Object.assign(state.place, { namedStatus: missing ? 'missing' : 'failed', namedError: message });
    },
    floorPlaceStockRequested(state, action: PayloadAction<FloorPlaceAsk>) {
      const same = state.place.ask !== null && samePlace(state.place.ask, action.payload);
      Object.assign(state.place, {
        ...(same ? {} : { rows: [], total: 0 }),
        ask: action.payload,
        requestId: state.place.requestId + 1,
        status: 'loading',
        error: null,
      });
    },
    floorPlaceStockLoaded(
      state,
      action: PayloadAction<{ requestId: number; rows: StockRow[]; total: number }>,
    ) {
      const { requestId, rows, total } = action.payload;
      if (requestId !== state.place.requestId) return;
      Object.assign(state.place, { rows, total, status: 'loaded' });
    },
    floorPlaceStockFailed(state, action: PayloadAction<Failure>) {
      const { requestId, message } = action.payload;
      if (requestId !== state.place.requestId) return;
      state.place.status = 'failed';
      state.place.error = message;
    },
    floorMachineRequested(state, action: PayloadAction<{ id: number }>) {
      state.machine = {
        ...initialMachine(state.machine.requestId + 1),
        id: action.payload.id,
        status: 'loading',
        maintenanceStatus: 'loading',
        rollsStatus: 'loading',
      };
    },
    /** The machine's next rolls, after those shown. */
    floorRollsMore(state) {
      state.machine.rollsStatus = 'loading';
    },
    floorRollsLoaded(
      state,
      action: PayloadAction<{ requestId: number; page: number; rolls: MachineRoll[]; total: number }>,
    ) {
      const { requestId, page, rolls, total } = action.payload;
      if (requestId !== state.machine.requestId) return;
      if (page === 1) state.machine.rolls = rolls;
      else state.machine.rolls.push(...rolls);
      Object.assign(state.machine, { rollsPage: page, rollsTotal: total, rollsStatus: 'loaded' });
    },
    floorRollsFailed(state, action: PayloadAction<Failure>) {
      const { requestId, message } = action.payload;
      if (requestId !== state.machine.requestId) return;
      state.machine.rollsStatus = 'failed';
      state.machine.rollsError = message;
    },
    floorMachineLoaded(
      state,
      action: PayloadAction<{ requestId: number; breakdowns: EntityRecord[]; total: number }>,
    ) {
      const { requestId, breakdowns, total } = action.payload;
      if (requestId !== state.machine.requestId) return;
      Object.assign(state.machine, { breakdowns, breakdownsTotal: total, status: 'loaded' });
    },
    floorMachineFailed(state, action: PayloadAction<Failure>) {
      const { requestId, message, missing } = action.payload;
      if (requestId !== state.machine.requestId) return;
      state.machine.status = missing ? 'missing' : 'failed';
      state.machine.error = message;
    },
    floorMaintenanceLoaded(
      state,
      action: PayloadAction<{ requestId: number; maintenance: MaintenanceScheduleRow[] }>,
    ) {
      const { requestId, maintenance } = action.payload;
      if (requestId !== state.machine.requestId) return;
      Object.assign(state.machine, { maintenance, maintenanceStatus: 'loaded' });
    },
    floorMaintenanceFailed(state, action: PayloadAction<Failure>) {
      const { requestId, message } = action.payload;
      if (requestId !== state.machine.requestId) return;
      state.machine.maintenanceStatus = 'failed';
      state.machine.maintenanceError = message;
    },
    floorParcelRequested(state, action: PayloadAction<{ parcelNumber: string }>) {
      state.parcel = {
        ...initialParcel(state.parcel.requestId + 1),
        parcelNumber: action.payload.parcelNumber,
        status: 'loading',
      };
    },
    floorParcelLoaded(state, action: PayloadAction<{ requestId: number; page: ParcelPage }>) {
      const { requestId, page } = action.payload;
      if (requestId !== state.parcel.requestId) return;
      Object.assign(state.parcel, { page, status: 'loaded' });
    },
    floorParcelFailed(state, action: PayloadAction<Failure>) {
      const { requestId, message, missing } = action.payload;
      if (requestId !== state.parcel.requestId) return;
      state.parcel.status = missing ? 'missing' : 'failed';
      state.parcel.error = message;
    },
  },
  extraReducers: (builder) => {
    // Another user's session starts from nothing.
    builder.addMatcher(isSessionOver, () => initialState());
  },
  selectors: {
    selectFloorLot: (state) => state.lot,
    selectFloorPlace: (state) => state.place,
    selectFloorMachine: (state) => state.machine,
    selectFloorParcel: (state) => state.parcel,
  },
});

export const {
  floorLotRequested,
  floorLotLoaded,
  floorLotFailed,
  floorMovementsMore,
  floorMovementsLoaded,
  floorMovementsFailed,
  floorPlaceRequested,
  floorPlaceNamed,
  floorPlaceNameFailed,
  floorPlaceStockRequested,
  floorPlaceStockLoaded,
  floorPlaceStockFailed,
  floorMachineRequested,
  floorMachineLoaded,
  floorMachineFailed,
  floorMaintenanceLoaded,
  floorMaintenanceFailed,
  floorParcelRequested,
  floorParcelLoaded,
  floorParcelFailed,
  floorRollsMore,
  floorRollsLoaded,
  floorRollsFailed,
} = floorPagesSlice.actions;
export const { selectFloorLot, selectFloorPlace, selectFloorMachine, selectFloorParcel } =
  floorPagesSlice.selectors;
