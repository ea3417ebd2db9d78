// A worker of the work pool (decision 1850): runs one task at a time, as `pool.ts` sends them.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../core/errors.ts';
import type { WorkReply, WorkRequest } from './protocol.ts';
import { TASKS, type TaskName } from './tasks.ts';

if (!parentPort) throw new Error('work/worker.ts runs as a worker thread');
const port = parentPort;

const isTask = (name: string): name is TaskName => Object.hasOwn(TASKS, name);

async function answer({ id, task, input }: WorkRequest): Promise<WorkReply> {
  try {
    if (!isTask(task)) throw new Error(`The work pool has no task ${task}.`);
    const run = TASKS[task] as (input: unknown) => unknown;
    return { id, value: await run(input) };
  } catch (error) {
    if (error instanceof AppError) return { id, refused: { code: error.code, message: error.message } };
    return { id, failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

port.on('message', (request: WorkRequest) => {
  void answer(request).then((reply) => port.postMessage(reply));
});
