// `npm run restore FILE` (README "Backup and restore"): a backup brought back into an empty DATA_DIR, or into
// the empty database of DATABASE_URL with its files into DATA_DIR/files.
import { resolve } from 'node:path';
import { orExit, readConfig } from '../config.ts';
import { placeOf } from './backup.ts';
import { restore } from './restore.ts';

const config = orExit(() => readConfig());
const [file] = process.argv.slice(2);
if (!file) {
  console.error('Name the backup file to restore: npm run restore backups/erp-backup-….tar.gz');
  process.exit(1);
}
const place = placeOf(config);
try {
  const manifest = await restore(resolve(process.env.INIT_CWD ?? process.cwd(), file), place);
  console.log(
    `Restored the backup of ${manifest.takenAt} (the database and ${manifest.files} stored files) into ${place.databaseUrl ? 'the database of DATABASE_URL and ' : ''}${place.dataDir}. Start the server with npm start.`,
  );
} catch (error) {
  console.error(`Nothing was restored: ${(error as Error).message}`);
  process.exit(1);
}
