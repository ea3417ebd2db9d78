import type { ModuleSpec } from '../fields.ts';
import { restartProblem, stopOf } from '../../maintenance/breakdowns.ts';
import {
  checkbox,
  lookup,
  master,
  present,
  problemRule,
  required,
  requiredWhen,
  text,
  textarea,
} from './helpers.ts';

/*
 * Issue 22's breakdowns (decisions 1781–1782): a machine stopped on a day at a time with a reason, planned
 * maintenance or not, and restarted later. While a stop has no restart the machine is down: the machine
 * schedule refuses it, and the maintenance dashboard lists it.
 */

const time = (key: string, label: string) =>
  text(key, label, { maxLength: 5, format: 'time', placeholder: 'HH:MM' });

/** Machine Breakdowns (`/module/machineBreakdown`, decision 1782): a machine's stops and restarts. */
export const MACHINE_BREAKDOWN: ModuleSpec = master({
  key: 'machineBreakdown',
  label: 'Machine Breakdowns',
  recordLabel: 'Machine Breakdown',
  apiPath: 'chemical/machineBreakdown',
  aclName: 'machineAssets',
  largeList: true,
  fields: [
    required(lookup('machineId', 'Machine', 'machine')),
    required({ key: 'stoppedOn', label: 'Stopped On', type: 'date', startsToday: true }),
    required(time('stoppedAt', 'Stopped At')),
    required(textarea('reason', 'Reason', { maxLength: 500 })),
    checkbox('planned', 'Planned Maintenance'),
    { key: 'restartedOn', label: 'Restarted On', type: 'date' },
    time('restartedAt', 'Restarted At'),
  ],
  listColumns: ['stoppedOn', 'stoppedAt', 'machineId', 'reason', 'planned', 'restartedOn', 'restartedAt'],
  searchKeys: ['reason'],
  sortKey: 'stoppedOn',
  newestFirst: true,
  uniqueKeys: [],
  listDate: 'stoppedOn',
  listFilters: ['machineId'],
  rules: [
    requiredWhen('restartedAt', 'Restarted At', (r) => present(r['restartedOn']), 'with Restarted On'),
    requiredWhen('restartedOn', 'Restarted On', (r) => present(r['restartedAt']), 'with Restarted At'),
    problemRule('restartedAt', (r) => restartProblem(stopOf(r))),
  ],
});
