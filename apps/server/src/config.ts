import proxyAddr from '@fastify/proxy-addr';
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
  /** The address phones and other computers open the ERP at, for QR labels (decision 2080). */
  publicAddress: string | undefined;
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
  const bad = parts.find((part) => !isProxy(part));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY: "${bad}" is not an IP address or range. Give true, false, or the proxies' addresses and ranges separated by commas (127.0.0.1,10.0.0.0/8).`,
    );
  }
  return parts.join(',');
}

/**
 * PUBLIC_ADDRESS: the web address the ERP is opened at from other devices (`https://erp.example.in`), which
 * a QR label holds so that a phone's camera opens the record; with a slash at its end. Unset: the address
 * the user who prints the labels reached the server at.
 */
export function readPublicAddress(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash)
    throw new Error(
      `PUBLIC_ADDRESS: "${text}" is not a web address. Give the address the ERP is opened at, starting with http:// or https:// (https://erp.example.in).`,
    );
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/**
 * Whether Fastify's proxy-addr takes `part` (an address, a CIDR or netmask range, or `loopback`,
 * `linklocal`, `uniquelocal`). A bare number is refused first: proxy-addr would read 2 as 0.0.0.2, and
 * Fastify 5 takes no count of hops.
 */
function isProxy(part: string): boolean {
  if (/^\d+$/.test(part)) return false;
  try {
    proxyAddr.compile([part]);
    return true;
  } catch {
    return false;
  }
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
    publicAddress: readPublicAddress(env.PUBLIC_ADDRESS),
  };
}

/** For the commands: runs `work`, and on an error says its message in one line and ends the process. */
export function orExit<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
