// Reports: spec §7's downloads, and issue 22's report area: its calls, and the state of its screen.
export {
  REPORT_FILE_NAMES,
  createReportCalls,
  exportFileName,
  saveFileInBrowser,
  type ReportCalls,
  type ReportFilter,
  type ReportFormat,
  type ReportPage,
  type SaveFile,
} from './reports.ts';
// Issue 22's report area: the areas the user may run and the page of the report open (decision 1210).
export {
  initialReportsState,
  reportFailed,
  reportLoaded,
  reportModulesFailed,
  reportModulesLoaded,
  reportModulesRequested,
  reportRequested,
  reportsSlice,
  selectReports,
  type ReportParams,
  type ReportsState,
} from '../store/reports/reportsSlice.ts';
export { loadReportEpic, loadReportModulesEpic } from '../store/reports/reportsEpics.ts';
// Decision 2040: a report's files prepared in the background, the user's jobs and their files.
export { createJobCalls, type JobCalls } from '../jobs/jobs.ts';
export {
  JOBS_SHOWN,
  jobCancelRequested,
  jobFileRequested,
  jobUpdated,
  jobsFailed,
  jobsLoaded,
  jobsRequested,
  jobsSlice,
  reportPrepareRequested,
  selectJobsOf,
  type JobsState,
  type SubjectJobs,
} from '../store/jobs/jobsSlice.ts';
export {
  cancelJobEpic,
  jobFileEpic,
  loadJobsEpic,
  prepareReportEpic,
  watchJobsEpic,
} from '../store/jobs/jobsEpics.ts';
