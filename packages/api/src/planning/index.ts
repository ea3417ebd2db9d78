// Issue 19's planning and lab test calls (decisions 1160, 1162).
export {
  BOM_PATH,
  LAB_TEST_PATH,
  PLANNING_PATH,
  createPlanningCalls,
  type LabTestResult,
  type PlanBatch,
  type PlanningCalls,
  type RaiseRequestInput,
  type StoredFileInfo,
} from './planning.ts';

// Their state: a plan's needs and raised request, a lab test's report (decisions 1163, 1164).
export {
  planNeedsLoaded,
  planNeedsRequested,
  planRequestOpened,
  planRequestRaised,
  planRequestRaiseRequested,
  selectPlanNeeds,
  type PlanNeedsState,
  type RaisedRequest,
} from '../store/planning/planNeedsSlice.ts';
export {
  planBatchMade,
  planBatchOpened,
  planBatchRequested,
  selectPlanBatch,
  type PlanBatchAsked,
  type PlanBatchState,
} from '../store/planning/planBatchSlice.ts';
export {
  labReportLoaded,
  labReportRequested,
  labReportUploadRequested,
  selectLabReport,
  type LabReportState,
} from '../store/planning/labReportSlice.ts';
