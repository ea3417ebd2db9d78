import type { DocumentArea } from '../documents/registry.ts';
import { judgeLineFigures } from './line-figures.ts';
import { runsOverDays } from './batch-posting.ts';
import { checkBatchCancel, enterBatchOutputs, leaveBatchOutputs } from './batch-entries.ts';
import { checkEnteredOnce } from './machines.ts';
import { checkSchedule } from './schedule.ts';
import { unweaveRolls, weaveRolls } from './weaving-automation.ts';

/** What production does with documents (decision 2130): batches, daily entries, woven rolls, schedules. */
export const productionArea: DocumentArea = {
  name: 'production',
  // A batch running over days is issued (Open) by its submit, closed by its complete (decision 1221).
  sendsOnSubmit: async (_tx, _caller, resource, row) => runsOverDays(resource.def, row),
  checkSubmit: async (tx, caller, resource, row, lines) => {
    await checkSchedule(tx, caller, resource, row, lines);
    await checkEnteredOnce(tx, caller, resource, row, lines);
  },
  onSubmit: async (tx, service, resource, caller, move) => {
    const entry = { resource, row: move.row, lines: move.lines };
    // A stage's line figures judged as the form shows them (a tape's denier, a laminated GSM: decision 1800),
    // over its lines with the lookups read with them (decision 1797).
    const judged = await judgeLineFigures(tx, service, caller, { ...entry, looked: move.looked });
    // A daily entry that weaves makes its rolls (decision 1220; nothing unless it declares `weaves`).
    const notices = [...judged, ...(await weaveRolls(tx, service, caller, entry))];
    // A daily entry's lines naming a batch running over days bring its output in (decision 1221).
    await enterBatchOutputs(tx, service, caller, entry);
    return notices;
  },
  // The rolls an entry wove and the batch outputs it brought in go with it (decisions 1220, 1221); a batch
  // running over days is not cancelled while entries made its outputs.
  withdraw: async (tx, service, caller, entry, reason) => {
    checkBatchCancel(entry.resource, entry.row);
    await unweaveRolls(tx, service, caller, entry, reason);
    await leaveBatchOutputs(tx, service, caller, entry);
  },
};
