// `npm run backup -- [FOLDER] [--keep N]` (README "Backup and restore"): a backup into FOLDER (./backups by
// default) of the database of DATA_DIR or DATABASE_URL and its stored files, while the server runs.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { orExit, readConfig } from '../config.ts';
import { backup, placeOf } from './backup.ts';

const config = orExit(() => readConfig());
const { positionals, values } = orExit(() =>
  parseArgs({ allowPositionals: true, options: { keep: { type: 'string' } } }),
);
const keep = values.keep === undefined ? undefined : Number(values.keep);
if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
  console.error(`--keep takes how many backups to keep, 1 or more: "${values.keep}" is not.`);
  process.exit(1);
}
// Like DATA_DIR, a folder is read from where the command was typed (npm's INIT_CWD).
const folder = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] ?? 'backups');
try {
  const done = await backup(placeOf(config), { folder, ...(keep === undefined ? {} : { keep }) });
  console.log(`Backup written: ${done.path} (the database and ${done.manifest.files} stored files).`);
  if (done.manifest.missing.length > 0)
    console.log(
      `These stored files were already missing from ${placeOf(config).filesDir} and are not in it: ${done.manifest.missing.join(', ')}`,
    );
  for (const name of done.pruned) console.log(`Removed the old backup ${name}.`);
} catch (error) {
  console.error(`No backup was written: ${(error as Error).message}`);
  process.exit(1);
}
