// Issue 20's e-invoice and e-way bill calls and their state (decisions 1420–1422).
export { createPortalCalls, type EwayBillAnswer, type IrnAnswer, type PortalCalls } from './portals.ts';
export {
  eInvoiceFileRequested,
  ewayBillFileRequested,
  multiVehicleFileRequested,
  portalAnswerRequested,
  portalDialogClosed,
  portalDialogOpened,
  selectPortals,
  vehiclesRequested,
  vehiclesSaveRequested,
  type PortalAnswer,
  type PortalDialog,
  type PortalsState,
} from '../store/portals/portalsSlice.ts';
