import { map, type Observable } from 'rxjs';
import { request, type ApiClient } from '../client/client.ts';
import { unwrapList } from '../client/envelope.ts';

/** Issue 19's machines' timeline (decision 1124), under the machine schedule's API path. */
export const TIMELINE_PATH = 'chemical/scheduling/getMachineTimeline';

export interface TimelineQuery {
  fromDate: string;
  toDate: string;
  machineId?: number;
}

/** A job of an open schedule placed on its machine: 'yyyy-MM-ddTHH:mm' from start to end. */
export interface TimelineJobRow {
  scheduleId: number;
  number: string;
  lineId: number;
  itemId: number | null;
  quantity: number;
  salesOrderId: number | null;
  span: { start: string; end: string; hours: number };
}

/** A machine, where a breakdown left it down (or null), and its jobs in the range. */
export interface TimelineRow {
  machine: { id: number; name: string; code: string; machineType: string };
  down: { date: string; shift: string } | null;
  jobs: TimelineJobRow[];
}

export interface TimelineCalls {
  /** POST chemical/scheduling/getMachineTimeline: the machines and their jobs over the range. */
  getTimeline(query: TimelineQuery): Observable<TimelineRow[]>;
}

export function createTimelineCalls(client: ApiClient): TimelineCalls {
  return {
    getTimeline: (query) =>
      client.request<TimelineRow>(request.post(TIMELINE_PATH, query)).pipe(map(unwrapList<TimelineRow>)),
  };
}
