import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SYS_CONFIG_DESCRIPTIONS, SYS_CONFIG_KEYS } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../src/core/caller.ts';
import type { Executor } from '../src/db/client.ts';
import { configValues, unlistedConfigKeys } from '../src/stores/sys-config.ts';

// Issue 38: "'DIRECT_INVOICE' is named in a refusal but is not in the System Configuration list (it must be
// added with Add New)." The server reads only listed keys, and every key its texts name is listed and said.

const SOURCE = fileURLToPath(new URL('../src', import.meta.url));
/** The phrases the server composes its refusals of (decision 0524): they are its texts too. */
const PHRASES_FILE = fileURLToPath(
  new URL('../../../packages/domain/src/errors/phrases.ts', import.meta.url),
);

/** The server's source files, tests aside. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** A text of the code (quoted or a template, on one line) that is a sentence: it has a space. */
const SENTENCE = /'([^'\n]* [^'\n]*)'|"([^"\n]* [^"\n]*)"|`([^`\n]* [^`\n]*)`/g;
const KEY = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

describe('the system config keys the server reads and names (issue 38)', () => {
  it('reads no key the System Configuration list does not offer', async () => {
    expect(unlistedConfigKeys(['DIRECT_INVOICE', 'INWARD_TOLERANCE_PERCENT', 'SMTP_HOST'])).toEqual([]);
    expect(unlistedConfigKeys(['DIRECT_INVOICE', 'NO_SUCH_SWITCH'])).toEqual(['NO_SUCH_SWITCH']);
    await expect(
      configValues({} as Executor, { orgId: 1 } as Caller, ['E_INVOICE', 'NO_SUCH_SWITCH']),
    ).rejects.toThrow(
      'System config NO_SUCH_SWITCH is read, but the System Configuration list does not offer it.',
    );
  });

  it('names in its refusals only listed keys, each with a description the list shows', () => {
    const listed = new Set<string>(SYS_CONFIG_KEYS);
    const named = [...sources(SOURCE), PHRASES_FILE].flatMap((file) => {
      const code = readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
      return [...code.matchAll(SENTENCE)].flatMap((match) => {
        // What the sentence says, without what a template fills in (`system config ${PROVIDER_KEY}`).
        const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, '');
        if (!/system config/i.test(text)) return [];
        return [...text.matchAll(KEY)].map((key) => `${key[0]} (${file.slice(SOURCE.length + 1)})`);
      });
    });
    expect(named.map((entry) => entry.split(' ')[0])).toEqual(
      expect.arrayContaining(['LABEL_SUPPORT', 'DEFAULT_TAPEBOBINE_MATERIAL', 'SMTP_HOST', 'E_INVOICE']),
    );
    const key = (entry: string) => entry.split(' ')[0] ?? '';
    expect(
      named.filter((entry) => !listed.has(key(entry)) || !SYS_CONFIG_DESCRIPTIONS.has(key(entry))),
    ).toEqual([]);
  });
});
