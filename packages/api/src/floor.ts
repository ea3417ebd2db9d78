// The floor's outbox and lists (issue 58): every floor write goes through them.
export {
  floorWriteRequested,
  networkChanged,
  outboxEntryDiscarded,
  outboxEntryKept,
  outboxEntryRefused,
  outboxEntryRetried,
  outboxEntrySent,
  outboxEntryUnreachable,
  outboxLoaded,
  outboxPasswordAsked,
  outboxSlice,
  selectNeedsAttention,
  selectOnline,
  selectOutboxPasswordAsked,
  selectOutboxUnreachable,
  selectOutboxWaiting,
  type FloorWrite,
  type OutboxEntry,
  type OutboxState,
} from './store/outbox/outboxSlice.ts';
export {
  OUTBOX_RETRY_MS,
  networkEpic,
  outboxKeepEpic,
  outboxLoadEpic,
  outboxSendEpic,
  outboxStoreEpic,
} from './store/outbox/outboxEpics.ts';
export { outboxOwner } from './store/outbox/owner.ts';
export {
  floorListFailed,
  floorListLoaded,
  floorListRequested,
  floorListsSlice,
  selectFloorList,
  type FloorList,
  type FloorListAsk,
} from './store/floorLists/floorListsSlice.ts';
export { floorListEpic } from './store/floorLists/floorListsEpics.ts';
export { floorSentToastEpic } from './store/floorAnswers/floorAnswersEpics.ts';
export { createOutboxCalls, type OutboxCalls } from './outbox/outbox.ts';
export { browserDevice, memoryDevice, type Device } from './outbox/device.ts';
export {
  indexedDbStorage,
  memoryFloorStorage,
  type FloorStorage,
  type KeptList,
} from './outbox/outboxStorage.ts';
export {
  FLOOR_BREAKDOWNS_SIZE,
  FLOOR_LOT_PLACES,
  FLOOR_MOVEMENTS_SIZE,
  FLOOR_PLACE_PAGE_SIZE,
  floorLotFailed,
  floorLotLoaded,
  floorLotRequested,
  floorMachineFailed,
  floorMachineLoaded,
  floorMachineRequested,
  floorMovementsFailed,
  floorMovementsLoaded,
  floorMovementsMore,
  floorPagesSlice,
  floorParcelFailed,
  floorParcelLoaded,
  floorParcelRequested,
  floorPlaceStockFailed,
  floorPlaceStockLoaded,
  floorPlaceStockRequested,
  selectFloorLot,
  selectFloorMachine,
  selectFloorParcel,
  selectFloorPlace,
  type FloorLotAsk,
  type FloorLotState,
  type FloorMachineState,
  type FloorParcelState,
  type FloorPlaceAsk,
  type FloorPlaceState,
  type FloorReadStatus,
} from './store/floorPages/floorPagesSlice.ts';
export {
  BREAKDOWNS_MODULE,
  loadFloorLotEpic,
  loadFloorMachineEpic,
  loadFloorParcelEpic,
  loadFloorMovementsEpic,
  loadFloorPlaceEpic,
  lotCardQuery,
  lotStockFilter,
  placeStockFilter,
} from './store/floorPages/floorPagesEpics.ts';
