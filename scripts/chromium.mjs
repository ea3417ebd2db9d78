// Debian's Chromium is the browser for every browser test; Playwright's own download does not work here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium with apt-get …`);
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    const r = spawnSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return r.status === 0;
  };
  if (
    !run(['apt-get', 'update', '-qq']) ||
    !run(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-liberation'])
  ) {
    throw new Error(
      'Could not install chromium. Install it yourself (apt-get install chromium fonts-liberation) or set CHROMIUM_PATH.',
    );
  }
  return CHROMIUM_PATH;
}
