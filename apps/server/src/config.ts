import { isIP } from 'node:net';
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
  /** Which proxies' X-Forwarded-For to believe for the caller's address (Fastify's `trustProxy`). */
  trustProxy: TrustProxy;
}

/** No proxy (false), every proxy (true), or the proxies' addresses and CIDR ranges. */
export type TrustProxy = boolean | string;

/**
 * TRUST_PROXY: unset or `false` believes no proxy, so the login limits count the proxy's address for
 * everyone behind it; `true` any proxy; otherwise addresses and ranges, comma-separated
 * (`127.0.0.1,10.0.0.0/8`). Fastify 5 no longer takes a number of hops: it cannot check the peer.
 */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const parts = text.split(',').map((part) => part.trim());
  const bad = parts.find((part) => !PROXY_NAMES.has(part) && !isAddressOrRange(part));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY: "${bad}" is not an IP address or range. Give true, false, or the proxies' addresses and ranges separated by commas (127.0.0.1,10.0.0.0/8).`,
    );
  }
  return parts.join(',');
}

/** The names of address ranges that Fastify's `trustProxy` knows. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
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
    trustProxy: readTrustProxy(env.TRUST_PROXY),
  };
}

/** readConfig for the commands: a bad variable is said in one line, and the command ends. */
export function readConfigOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
