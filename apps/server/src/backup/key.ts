// How `npm run backup` reaches the server that holds the embedded database (decision 2110): the server writes
// its address and a secret of this start into DATA_DIR, readable by its own user alone.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface BackupKey {
  /** The server's process: a key whose process has ended is stale. */
  pid: number;
  /** Where the server answers on this machine (`http://127.0.0.1:8080/`). */
  url: string;
  secret: string;
}

/** The key file of a data folder. */
export const backupKeyPath = (dataDir: string): string => join(dataDir, 'backup.key');

export const newBackupSecret = (): string => randomBytes(32).toString('base64url');

/** Writes the key afresh, readable and writable by the server's user only. */
export async function writeBackupKey(dataDir: string, key: BackupKey): Promise<void> {
  const path = backupKeyPath(dataDir);
  await rm(path, { force: true });
  await writeFile(path, JSON.stringify(key), { mode: 0o600, flag: 'wx' });
}

export const removeBackupKey = (dataDir: string): Promise<void> =>
  rm(backupKeyPath(dataDir), { force: true });

/** The key in `dataDir`, if a server wrote one; a file the caller may not read says so in words. */
export function readBackupKey(dataDir: string): BackupKey | undefined {
  let text: string;
  try {
    text = readFileSync(backupKeyPath(dataDir), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'EACCES')
      throw new Error(
        `${backupKeyPath(dataDir)} may not be read by this user: run the backup as the user the server runs as.`,
        { cause: error },
      );
    throw error;
  }
  return JSON.parse(text) as BackupKey;
}

/** Whether the `Authorization: Backup <secret>` header carries `secret` (compared in constant time). */
export function carriesSecret(header: string | undefined, secret: string): boolean {
  const given = Buffer.from(header?.startsWith('Backup ') ? header.slice('Backup '.length) : '');
  const wanted = Buffer.from(secret);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Where a server listening at `address` is reached from its own machine (any address: loopback). */
export function localUrl(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('The server listens on no TCP port.');
  const ownAddressOf: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };
  const host = ownAddressOf[address.address] ?? address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/`;
}
