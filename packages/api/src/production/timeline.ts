import type { TimelineRow } from '@erp/domain';
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
