// `npm run seed:demo`: adds the demo data set to the database of DATA_DIR or DATABASE_URL. On PGlite the
// server must be stopped first (an embedded database has one user at a time; the data folder is locked).
import { orExit, readConfig } from './config.ts';
import { openForCommand, prepareDatabase } from './setup.ts';

const config = orExit(() => readConfig());
const { database, release } = openForCommand(config);
try {
  const result = await prepareDatabase(database, { adminPassword: config.adminPassword, demo: 'if-missing' });
  if (result.generatedPassword) {
    console.log(
      `Created the admin user "admin" with the password ${result.generatedPassword} (shown only now).`,
    );
  }
  console.log(
    result.demoAdded
      ? 'Demo data added: users "storekeeper" and "orgb.admin" log in with the admin\'s password.'
      : 'The demo data is there already; nothing was added.',
  );
} finally {
  await database.close();
  release();
}
