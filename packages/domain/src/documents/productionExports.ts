// The floor's document rules (transfers, job work, daily production, schedules, plans and batches, dispatch's
// parcels, production, weaving, stages), re-exported whole by the documents' index.
export { takeFromLots, transferLegs, transitPostings, type LotPart, type SentLot } from './transfers.ts';
export { JOB_WORK_MOVEMENTS, jobWorkReturnPostings } from './jobWork.ts';
export type {
  DailyProductionDocumentKey,
  JobWorkDocumentKey,
  PlanningDocumentKey,
  ProductionDocumentKey,
  ScheduleDocumentKey,
  ShipDocumentKey,
} from './documentKeys.ts';
export { JOB_WORK_DOCUMENTS } from './jobWorkDocuments.ts';
export {
  BREAKDOWN,
  DAILY_PRODUCTION_DOCUMENTS,
  enteredTwice,
  labelOfShift,
  SHIFTS,
  STOPPAGE_REASONS,
  shiftAt,
  shiftOverrun,
} from './dailyProductionDocuments.ts';
export { RUN_KEYS, prefillBlank, prefillFromRun, runKeyOf, type LastRun, type RunKey } from './lastRun.ts';
export {
  SCHEDULE_DOCUMENTS,
  SCHEDULE_PROBLEMS,
  SCHEDULING_CONFIG,
  clashMessage,
  clashes,
  downMessage,
  jobSpan,
  stopClashMessage,
  type JobSpan,
  type TimeSpan,
} from './scheduleDocuments.ts';
export {
  EFFICIENCY_PROBLEMS,
  OUTPUT_UNITS,
  efficiencyOf,
  isOutputUnit,
  outputIn,
  type Efficiency,
  type MachineRun,
  type OutputUnit,
} from './efficiency.ts';
export { incomingRolls, repeatedRolls, rollKey, rollName } from './rolls.ts';
export { PLANNING_DOCUMENTS } from './planningDocuments.ts';
export {
  batchFromPlan,
  planLineToMake,
  type BatchFromPlan,
  type PlanMakes,
  type PlanToMake,
} from './planBatches.ts';
export {
  bomOf,
  leftToPlan,
  leftToProduce,
  materialNeeds,
  orderLineFor,
  planCover,
  planLineProblems,
  type MaterialNeed,
  type OrderLineRef,
  type PlanBom,
  type PlanCover,
  type PlanLine,
  type PlanNeeds,
  type PlannableOrderLine,
  type StandingPlanLine,
} from './planning.ts';
export { BY_DISPATCH, PARCEL_SERIES, SHIP_DOCUMENTS, packedLegs } from './shipDocuments.ts';
export { PRODUCTION_DOCUMENTS } from './productionDocuments.ts';
export {
  batchValuation,
  batchYield,
  processLoss,
  entryProcessLoss,
  knownWeight,
  batchLinesProblem,
  beyondInputs,
  bomYield,
  dayRate,
  dayRatePerKg,
  lineWeight,
  scaleBom,
  NEEDS_INPUT,
  NEEDS_OUTPUT,
  OUTPUTS_LATER,
  type BatchCost,
  type BatchOutput,
  type BatchValuation,
  type BomLine,
  type CostBasis,
  type ScaledLine,
} from './production.ts';
export {
  INCH,
  GSM_WARN_KEY,
  GSM_REFUSE_KEY,
  GSM_WARN_DEFAULT,
  GSM_REFUSE_DEFAULT,
  rollGsm,
  tapeDenier,
  gsmVerdict,
  gsmMessage,
  gsmLimits,
  slitWidthOverrun,
  slitWidthMessage,
  CIRCULAR_LOOM,
  loomRoll,
  loomAreaRefusal,
  type AreaPlace,
  type LoomPlace,
  type GsmVerdict,
  type LoomMeasure,
  type RollMeasure,
} from './weaving.ts';
export {
  DENIER_WARN_KEY,
  DENIER_REFUSE_KEY,
  DENIER_WARN_DEFAULT,
  DENIER_REFUSE_DEFAULT,
  denierLimits,
  denierMessage,
  laminatedGsm,
  laminatedGsmMessage,
  measuredDenier,
  type FabricLaid,
} from './stageFigures.ts';
export type { MaterialNeedRow, MaterialNeeds, PendingOrderLine, PlanningBom } from './planningTypes.ts';
export type {
  Downtime,
  DpLogOutput,
  DpLogRow,
  DpLogTotals,
  ModelMachine,
  TimelineJobRow,
  TimelineStopRow,
  TimelineRow,
} from './productionTypes.ts';
