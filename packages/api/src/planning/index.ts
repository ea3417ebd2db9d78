// Issue 19's planning and lab test calls (decisions 1160, 1162).
export {
  BOM_PATH,
  LAB_TEST_PATH,
  PLANNING_PATH,
  createPlanningCalls,
  type LabTestResult,
  type MaterialNeedRow,
  type MaterialNeeds,
  type PendingOrderLine,
  type PlanningBom,
  type PlanningCalls,
  type RaiseRequestInput,
  type StoredFileInfo,
} from './planning.ts';
