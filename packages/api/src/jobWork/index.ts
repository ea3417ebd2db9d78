// Issue 18's job work: the call and the state of the list of what is still out with job workers.
export {
  createJobWorkCalls,
  JOB_WORK_OUTSTANDING_PATH,
  type JobWorkCalls,
  type JobWorkOutstandingQuery,
  type JobWorkOutstandingRow,
} from './jobWork.ts';
export {
  initialJobWorkState,
  jobWorkOutstandingFailed,
  jobWorkOutstandingLoaded,
  jobWorkOutstandingOpened,
  jobWorkOutstandingPaged,
  jobWorkOutstandingRequested,
  jobWorkOutstandingSearched,
  jobWorkOutstandingSorted,
  jobWorkSlice,
  selectJobWorkOutstanding,
  type JobWorkOutstandingParams,
  type JobWorkOutstandingState,
} from '../store/jobWork/jobWorkSlice.ts';
export { loadJobWorkOutstandingEpic, reloadJobWorkOutstandingEpic } from '../store/jobWork/jobWorkEpics.ts';
