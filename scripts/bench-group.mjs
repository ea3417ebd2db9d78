#!/usr/bin/env node
// The short run's bench files one after another in this one process (decision 2273), run by `tsx`: the
// server's code is loaded once for them all rather than once a file. Says which file each BENCH line is of
// (`BENCH-FILE`) and which failed (`BENCH-FAILED`), for scripts/bench.mjs, and prints each file's own time on
// stderr with the CPU it took, so that what costs is seen whatever else the machine runs. A file that has not
// ended after LIMIT_S fails, and the files after it with it (decision 2351): a short bench that hangs fails
// the suite rather than holding it for minutes.
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const LIMIT_S = 300;

for (const file of process.argv.slice(2)) {
  console.log(`BENCH-FILE ${JSON.stringify(file)}`);
  const started = Date.now();
  const cpu = process.cpuUsage();
  let outcome = 'ran';
  let limit;
  let timedOut = false;
  try {
    await Promise.race([
      import(pathToFileURL(file).href),
      new Promise((_, reject) => {
        limit = setTimeout(() => {
          timedOut = true;
          reject(new Error(`${file} had not ended after ${LIMIT_S} s`));
        }, LIMIT_S * 1000);
      }),
    ]);
  } catch (error) {
    console.error(error);
    console.log(`BENCH-FAILED ${JSON.stringify(file)}`);
    outcome = 'FAILED';
  } finally {
    clearTimeout(limit);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const used = process.cpuUsage(cpu);
  // The CPU time is this process's (its database's threads too), not its children's (a server, Chromium).
  const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(1);
  console.error(
    `short: ${outcome} ${relative(process.cwd(), file)} in ${seconds} s (${cpuSeconds} s of CPU)`,
  );
  // A file still running cannot be stopped in this process: the files after it are not reached, and fail.
  if (timedOut) process.exit(1);
}
// What a bench left open (a worker, a timer) ends with the run.
process.exit(0);
