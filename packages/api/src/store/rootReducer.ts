import { combineReducers } from '@reduxjs/toolkit';
import { aclSlice } from './acl/aclSlice.ts';
import { approvalsSlice } from './approvals/approvalsSlice.ts';
import { jobWorkSlice } from './jobWork/jobWorkSlice.ts';
import { jobsSlice } from './jobs/jobsSlice.ts';
import { masterImportSlice } from './masterImport/masterImportSlice.ts';
import { dpLogSlice } from './dpLog/dpLogSlice.ts';
import { partyLedgerSlice } from './partyLedger/partyLedgerSlice.ts';
import { funnelBoardSlice } from './funnelBoard/funnelBoardSlice.ts';
import { gstReturnsSlice } from './gstReturns/gstReturnsSlice.ts';
import { timelineSlice } from './timeline/timelineSlice.ts';
import { salesDashboardSlice } from './salesDashboard/salesDashboardSlice.ts';
import { maintenanceDashboardSlice } from './maintenanceDashboard/maintenanceDashboardSlice.ts';
import { labReportSlice } from './planning/labReportSlice.ts';
import { portalsSlice } from './portals/portalsSlice.ts';
import { messagesSlice } from './messages/messagesSlice.ts';
import { revisionsSlice } from './revisions/revisionsSlice.ts';
import { printDialogSlice } from './print/printDialogSlice.ts';
import { planBatchSlice } from './planning/planBatchSlice.ts';
import { planNeedsSlice } from './planning/planNeedsSlice.ts';
import { dispatchPickerSlice } from './billing/dispatchPickerSlice.ts';
import { openDocumentPickerSlice } from './billing/openDocumentPickerSlice.ts';
import { parcelPickerSlice } from './shipping/parcelPickerSlice.ts';
import { labTestSlice } from './labTest/labTestSlice.ts';
import { configSlice } from './config/configSlice.ts';
import { customFieldsSlice } from './customFields/customFieldsSlice.ts';
import { documentsSlice } from './documents/documentsSlice.ts';
import { downloadsSlice } from './downloads/downloadsSlice.ts';
import { entitiesSlice } from './entities/entitiesSlice.ts';
import { intakeTokenSlice } from './intakeToken/intakeTokenSlice.ts';
import { leadImportSlice } from './leadImport/leadImportSlice.ts';
import { loadingSlice } from './loading/loadingSlice.ts';
import { lookupSearchSlice } from './lookups/lookupSearchSlice.ts';
import { lotSearchSlice } from './lookups/lotSearchSlice.ts';
import { notificationsSlice } from './notifications/notificationsSlice.ts';
import { openingStockSlice } from './openingStock/openingStockSlice.ts';
import { ordersSlice } from './orders/ordersSlice.ts';
import { printPreviewSlice } from './printPreview/printPreviewSlice.ts';
import { reportsSlice } from './reports/reportsSlice.ts';
import { sessionSlice } from './session/sessionSlice.ts';
import { reorderSlice } from './stock/reorderSlice.ts';
import { stockSlice } from './stock/stockSlice.ts';
import { userProfileSlice } from './userProfile/userProfileSlice.ts';
import { outboxSlice } from './outbox/outboxSlice.ts';
import { floorListsSlice } from './floorLists/floorListsSlice.ts';
import { floorPagesSlice } from './floorPages/floorPagesSlice.ts';

export const rootReducer = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [aclSlice.reducerPath]: aclSlice.reducer,
  [configSlice.reducerPath]: configSlice.reducer,
  [entitiesSlice.reducerPath]: entitiesSlice.reducer,
  [customFieldsSlice.reducerPath]: customFieldsSlice.reducer,
  [lookupSearchSlice.reducerPath]: lookupSearchSlice.reducer,
  [lotSearchSlice.reducerPath]: lotSearchSlice.reducer,
  [openingStockSlice.reducerPath]: openingStockSlice.reducer,
  [leadImportSlice.reducerPath]: leadImportSlice.reducer,
  [intakeTokenSlice.reducerPath]: intakeTokenSlice.reducer,
  [userProfileSlice.reducerPath]: userProfileSlice.reducer,
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
  [loadingSlice.reducerPath]: loadingSlice.reducer,
  [documentsSlice.reducerPath]: documentsSlice.reducer,
  [ordersSlice.reducerPath]: ordersSlice.reducer,
  [approvalsSlice.reducerPath]: approvalsSlice.reducer,
  [labTestSlice.reducerPath]: labTestSlice.reducer,
  [printPreviewSlice.reducerPath]: printPreviewSlice.reducer,
  [stockSlice.reducerPath]: stockSlice.reducer,
  [reorderSlice.reducerPath]: reorderSlice.reducer,
  [jobWorkSlice.reducerPath]: jobWorkSlice.reducer,
  [dpLogSlice.reducerPath]: dpLogSlice.reducer,
  [partyLedgerSlice.reducerPath]: partyLedgerSlice.reducer,
  [funnelBoardSlice.reducerPath]: funnelBoardSlice.reducer,
  [gstReturnsSlice.reducerPath]: gstReturnsSlice.reducer,
  [timelineSlice.reducerPath]: timelineSlice.reducer,
  [salesDashboardSlice.reducerPath]: salesDashboardSlice.reducer,
  [maintenanceDashboardSlice.reducerPath]: maintenanceDashboardSlice.reducer,
  [planNeedsSlice.reducerPath]: planNeedsSlice.reducer,
  [planBatchSlice.reducerPath]: planBatchSlice.reducer,
  [parcelPickerSlice.reducerPath]: parcelPickerSlice.reducer,
  [dispatchPickerSlice.reducerPath]: dispatchPickerSlice.reducer,
  [openDocumentPickerSlice.reducerPath]: openDocumentPickerSlice.reducer,
  [labReportSlice.reducerPath]: labReportSlice.reducer,
  [portalsSlice.reducerPath]: portalsSlice.reducer,
  [messagesSlice.reducerPath]: messagesSlice.reducer,
  [revisionsSlice.reducerPath]: revisionsSlice.reducer,
  [printDialogSlice.reducerPath]: printDialogSlice.reducer,
  [reportsSlice.reducerPath]: reportsSlice.reducer,
  [jobsSlice.reducerPath]: jobsSlice.reducer,
  [masterImportSlice.reducerPath]: masterImportSlice.reducer,
  [downloadsSlice.reducerPath]: downloadsSlice.reducer,
  [outboxSlice.reducerPath]: outboxSlice.reducer,
  [floorListsSlice.reducerPath]: floorListsSlice.reducer,
  [floorPagesSlice.reducerPath]: floorPagesSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
