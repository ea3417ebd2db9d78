// Issue 19's daily production: the loom-wise DP log's call and the state of its page.
export {
  createDpLogCalls,
  DP_LOG_PATH,
  LAST_RUN_PATH,
  type DpLogCalls,
  type DpLogPage,
  type DpLogQuery,
} from './dpLog.ts';
export {
  dpLogFailed,
  dpLogFiltered,
  dpLogLoaded,
  dpLogOpened,
  dpLogPaged,
  dpLogRequested,
  dpLogSlice,
  dpLogSorted,
  initialDpLogState,
  selectDpLog,
  type DpLogFilter,
  type DpLogParams,
  type DpLogState,
} from '../store/dpLog/dpLogSlice.ts';
export { loadDpLogEpic, reloadDpLogEpic } from '../store/dpLog/dpLogEpics.ts';
export { createTimelineCalls, TIMELINE_PATH, type TimelineCalls, type TimelineQuery } from './timeline.ts';
export {
  initialTimelineState,
  selectTimeline,
  TIMELINE_DAYS,
  timelineEnd,
  timelineFailed,
  timelineLoaded,
  timelineMoved,
  timelineOpened,
  timelineSlice,
  type TimelineState,
} from '../store/timeline/timelineSlice.ts';
export { loadTimelineEpic } from '../store/timeline/timelineEpics.ts';
