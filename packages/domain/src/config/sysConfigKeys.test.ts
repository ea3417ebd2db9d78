import { describe, expect, it } from 'vitest';
import * as domain from '../index.ts';
import { SYS_CONFIG_KEYS } from '../constants.ts';
import { SYS_CONFIG_DESCRIPTIONS } from './sysConfigMeanings.ts';

// Issue 38: "'DIRECT_INVOICE' is named in a refusal but is not in the System Configuration list (it must be
// added with Add New)." Every key the catalogue reads is listed; every key a text of the product names is
// listed and described where it is set.

const LISTED: ReadonlySet<string> = new Set(SYS_CONFIG_KEYS);

/**
 * The properties a declaration names a config key it reads by (a switch, a direct invoice, a tolerance, a
 * line figure's limits), or a list of them (LAB_PARAMETER_CONFIG_KEYS).
 */
const READ_BY =
  /\.(feature|config|configKey|tolerance|toleranceConfig|twoStepConfig|[A-Z_]*CONFIG_KEYS)(\.[0-9]+)?$/;

/** A key as a text writes it: upper case words joined by underscores (DIRECT_INVOICE). */
const KEY = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/** Every value under the domain's exports with its path, once each (the catalogue, the problems, the rules). */
function* walk(value: unknown, path: string, seen: Set<unknown>): Generator<[string, unknown]> {
  yield [path, value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  for (const [key, inner] of Object.entries(value)) yield* walk(inner, `${path}.${key}`, seen);
}

const values = [...walk(domain, 'domain', new Set())];

describe('the system config keys the product reads and names (issue 38)', () => {
  it('every key a declaration reads is listed', () => {
    const read = values.filter(([path, value]) => typeof value === 'string' && READ_BY.test(path));
    expect(read.map(([, value]) => value)).toEqual(
      expect.arrayContaining([
        'DIRECT_INVOICE',
        'INWARD_TOLERANCE_PERCENT',
        'SCHEDULING_SUPPORT',
        'CBL_FLOW_SUPPORT',
        'WEAVING_GSM_WARN_PERCENT',
        'DEFAULT_STOCK_PARAM_1',
      ]),
    );
    expect(read.filter(([, value]) => !LISTED.has(String(value)))).toEqual([]);
  });

  it('every key a sentence names (a refusal, a rule, what a submit does) is listed, with a description', () => {
    const named = values.flatMap(([path, value]) =>
      typeof value === 'string' && value.includes(' ')
        ? [...value.matchAll(KEY)].map((match) => [match[0], path] as const)
        : [],
    );
    const keys = named.filter(([key]) => LISTED.has(key) || /SUPPORT|CONFIG|DIRECT|PERCENT|_ON$/.test(key));
    expect(keys.map(([key]) => key)).toEqual(
      expect.arrayContaining(['DIRECT_INVOICE', 'SCHEDULING_SUPPORT']),
    );
    expect(keys.filter(([key]) => !LISTED.has(key) || !SYS_CONFIG_DESCRIPTIONS.has(key))).toEqual([]);
  });
});
