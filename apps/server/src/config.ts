import { join, resolve } from 'node:path';
import { REPO_ROOT } from './paths.ts';

/** What the server reads from its environment (README "Environment variables"). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite's data folder and the uploads' parent folder. */
  dataDir: string;
  /** A PostgreSQL server instead of PGlite, when set. */
  databaseUrl: string | undefined;
  /** The admin's password on the first start; a random one is printed when unset. */
  adminPassword: string | undefined;
  demo: boolean;
  webRoot: string;
  storybookRoot: string;
  tokenSecret: string | undefined;
  secretKey: string | undefined;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // npm and pnpm run scripts in the package's folder but say where the command was typed (INIT_CWD):
  // `npm start` and `npm run seed:demo` at the root both mean the root's ./.data.
  const cwd = env.INIT_CWD ?? process.cwd();
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR ?? '.data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    adminPassword: nonEmpty(env.ERP_ADMIN_PASSWORD),
    demo: env.ERP_DEMO === '1',
    webRoot: resolve(env.WEB_ROOT ?? join(REPO_ROOT, 'apps/erp/dist')),
    storybookRoot: join(REPO_ROOT, 'storybook-static'),
    tokenSecret: nonEmpty(env.ERP_TOKEN_SECRET),
    secretKey: nonEmpty(env.ERP_SECRET_KEY),
  };
}
