// @erp/ui: the ERP's branded components. Each is controlled by props; none reads Redux or calls the API.
export * from './theme/index.ts';
export * from './text/index.ts';
export * from './Icon/index.ts';
export * from './Button/index.ts';

// Layout
export * from './TopBar/index.ts';
export * from './ConnectionSign/index.ts';
export * from './NeedsAttention/index.ts';
export * from './FloorHome/index.ts';
export * from './FloorActionForm/index.ts';
export * from './CodeList/index.ts';
export * from './Scanner/index.ts';
export * from './ScanButton/index.ts';
export * from './Sidebar/index.ts';
export * from './Footer/index.ts';
export * from './PageHeader/index.ts';
export * from './StockHeader/index.ts';
export * from './Breadcrumb/index.ts';

// Data and feedback
export * from './PaginationBar/index.ts';
export * from './ConfirmDialog/index.ts';
export * from './AmountInWords/index.ts';
export * from './LoadingBar/index.ts';
export * from './FullScreenSpinner/index.ts';
export * from './Toast/index.ts';

// Form parts
export * from './TextField/index.ts';
export * from './EmailField/index.ts';
export * from './PasswordField/index.ts';
export * from './NumberField/index.ts';
export * from './AmountField/index.ts';
export * from './DateField/index.ts';
export * from './SelectField/index.ts';
export * from './LookupField/index.ts';
export * from './CheckboxField/index.ts';
export * from './TextareaField/index.ts';
export * from './FileField/index.ts';

export * from './DataTable/index.ts';

export * from './EntityForm/index.ts';
export * from './LineGrid/index.ts';
export * from './DocumentTotals/index.ts';
export * from './StatusTabs/index.ts';
export * from './DateRangeFilter/index.ts';
export * from './DocumentActions/index.ts';
export * from './DocumentForm/index.ts';
export * from './HistoryDialog/index.ts';
export * from './FunnelBoard/index.ts';
export * from './LabResultDialog/index.ts';
export * from './PortalAnswerDialog/index.ts';
export * from './EmailDialog/index.ts';
export * from './SmsDialog/index.ts';
export * from './RevisionsPanel/index.ts';
export * from './RevisionDialog/index.ts';
export * from './PrintDialog/index.ts';
export * from './DispatchPicker/index.ts';
export * from './OpenDocumentPicker/index.ts';
export * from './ParcelPicker/index.ts';
export * from './ExportButtons/index.ts';
export * from './StockFilters/index.ts';
export * from './StockCard/index.ts';
export * from './ReorderList/index.ts';
export * from './MachineTimeline/index.ts';
export * from './ReportFilters/index.ts';
export * from './ReportTotals/index.ts';
export * from './FunnelChart/index.ts';
export * from './SourceConversionChart/index.ts';
export * from './FollowUpList/index.ts';
export * from './FloorLot/index.ts';
export * from './FloorMachine/index.ts';
export * from './FloorParcel/index.ts';
export * from './FloorPlaceStock/index.ts';
export * from './DowntimeChart/index.ts';
export * from './MaintenanceOverview/index.ts';
export * from './GstReturns/index.ts';

// Screens' parts
export * from './LoginForm/index.ts';
export * from './UserProfileForm/index.ts';
export * from './LeadMapping/index.ts';
export * from './LeadImportResult/index.ts';
export * from './PreparedFiles/index.ts';
export * from './LabReadings/index.ts';
export * from './IntakeTokenDialog/index.ts';
export * from './MasterImportDialog/index.ts';
// The look of an on/off switch, for an app's table cells that switch a row (issue 42).
export { switchLook } from './internal/switchLook.ts';
