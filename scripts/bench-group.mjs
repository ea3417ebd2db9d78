#!/usr/bin/env node
// The short run's bench files one after another in this one process (decision 2273), run by `tsx`: the
// server's code is loaded once for them all rather than once a file. Says which file each BENCH line is of
// (`BENCH-FILE`) and which failed (`BENCH-FAILED`), for scripts/bench.mjs, and prints each file's own time on
// stderr with the CPU it took, so that what costs is seen whatever else the machine runs.
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) {
  console.log(`BENCH-FILE ${JSON.stringify(file)}`);
  const started = Date.now();
  const cpu = process.cpuUsage();
  let outcome = 'ran';
  try {
    await import(pathToFileURL(file).href);
  } catch (error) {
    console.error(error);
    console.log(`BENCH-FAILED ${JSON.stringify(file)}`);
    outcome = 'FAILED';
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const used = process.cpuUsage(cpu);
  // The CPU time is this process's (its database's threads too), not its children's (a server, Chromium).
  const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(1);
  console.error(
    `short: ${outcome} ${relative(process.cwd(), file)} in ${seconds} s (${cpuSeconds} s of CPU)`,
  );
}
// What a bench left open (a worker, a timer) ends with the run.
process.exit(0);
