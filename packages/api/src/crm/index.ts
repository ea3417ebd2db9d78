export {
  createFunnelBoardCalls,
  type Board,
  type BoardColumn,
  type BoardQuery,
  type BoardRecord,
  type CardMove,
  type FunnelBoardCalls,
  type HistoryLine,
} from './funnelBoard.ts';
export {
  boardFailed,
  boardLoaded,
  boardMoreFailed,
  boardMoreLoaded,
  boardMoreRequested,
  boardRequested,
  cardMoveFailed,
  cardMoved,
  cardMoveRequested,
  convertFailed,
  converted,
  convertRequested,
  funnelBoardSlice,
  historyFailed,
  historyLoaded,
  historyRequested,
  initialFunnelBoardState,
  lostCancelled,
  lostReasonGiven,
  selectFunnelBoard,
  type FunnelBoardState,
} from '../store/funnelBoard/funnelBoardSlice.ts';
export {
  boardMoreEpic,
  convertEpic,
  historyEpic,
  loadBoardEpic,
  moveCardEpic,
} from '../store/funnelBoard/funnelBoardEpics.ts';
export { createCrmCalls, ACTIVITY_LOG_PATH, SALES_DASHBOARD_PATH, type CrmCalls } from './crm.ts';
export {
  FOLLOW_UPS_PAGE_SIZE,
  followUpDoneRequested,
  followUpDoneSettled,
  initialSalesDashboardState,
  salesDashboardFailed,
  salesDashboardLoaded,
  salesDashboardRequested,
  selectSalesDashboard,
  salesDashboardSlice,
  type SalesDashboardState,
} from '../store/salesDashboard/salesDashboardSlice.ts';
export { loadSalesDashboardEpic, markFollowUpDoneEpic } from '../store/salesDashboard/salesDashboardEpics.ts';
