import { orExit, readConfig } from './config.ts';
import { buildApp } from './app.ts';
import { localUrl, newBackupSecret, removeBackupKey, writeBackupKey } from './backup/key.ts';
import { filesDir, openForCommand, prepareDatabase } from './setup.ts';
import { scheduleExpirySweeps } from './stock/expiry.ts';

const config = orExit(() => readConfig());
const { database, release } = openForCommand(config);
// Demo data only on the first start (ERP_DEMO=1), or later through `npm run seed:demo`.
const firstStart = await prepareDatabase(database, {
  adminPassword: config.adminPassword,
  demo: config.demo ? 'on-first-start' : 'no',
});

// On PGlite `npm run backup` asks this server for the snapshot, with a secret of this start (decision 2110).
const backupSecret = config.databaseUrl ? undefined : newBackupSecret();
const { app } = await buildApp({
  database,
  filesDir: filesDir(config),
  webRoot: config.webRoot,
  storybookRoot: config.storybookRoot,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  tokenSecret: config.tokenSecret,
  secretKey: config.secretKey,
  trustProxy: config.trustProxy,
  ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
  ...(backupSecret ? { backupSecret } : {}),
});
// Expired lots are held at start and after every midnight (decision 0980); stopped before the database closes.
const expirySweeps = scheduleExpirySweeps(database, (error, orgId) =>
  app.log.error({ err: error, orgId }, 'holding expired lots failed'),
);
app.addHook('onClose', async () => {
  if (backupSecret) await removeBackupKey(config.dataDir);
  await expirySweeps.stop();
  await database.close();
  release();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.port, host: config.host });
if (backupSecret) {
  await writeBackupKey(config.dataDir, {
    pid: process.pid,
    url: localUrl(app.server.address()),
    secret: backupSecret,
  });
}

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const lines = [`ERP running at http://${shownHost}:${config.port}`];
if (firstStart.generatedPassword) {
  lines.push(
    `Log in as user "admin" with the password ${firstStart.generatedPassword}`,
    'It was generated for this first start and is shown only now (only its hash is stored): note it down.',
  );
} else if (firstStart.created) {
  lines.push('Log in as user "admin" with the password given in ERP_ADMIN_PASSWORD.');
} else {
  lines.push('Log in as user "admin" with the password set on the first start.');
}
if (firstStart.demoAdded) {
  lines.push(
    'Demo users "storekeeper", "packer", "dispatchclerk", "loomoperator" and "orgb.admin" have the admin\'s password.',
  );
}
console.log(lines.join('\n'));
