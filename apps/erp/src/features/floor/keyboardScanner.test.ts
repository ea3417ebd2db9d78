import { describe, expect, it } from 'vitest';
import { SCAN_KEY_GAP_MS, createScanCollector, type ScanKey } from './keyboardScanner.ts';

// Issue 58: "A keyboard scanner works on any screen with no field focused (characters arriving faster than a
// person types, ended by Enter)".

/** Keys typed `gap` ms apart from `start`, then Enter as quickly; each key's answer in turn. */
function typed(keys: readonly string[], gap: number, start = 1000): (string | null)[] {
  const collect = createScanCollector();
  return [...keys, 'Enter'].map((key, index) => collect({ key, at: start + index * gap, modified: false }));
}
const last = (answers: (string | null)[]) => answers.at(-1);

describe('a burst of keys ended by Enter is a scan', () => {
  it.each([
    ['a scanner, 5 ms apart', [...'PCL/2026-27/00001'], 5, 'PCL/2026-27/00001'],
    ['a scanner at the limit', [...'RK-A1'], SCAN_KEY_GAP_MS, 'RK-A1'],
    ['a person typing, 120 ms apart', [...'RK-A1'], 120, null],
    ['just slower than the limit', [...'RK-A1'], SCAN_KEY_GAP_MS + 1, null],
    ['three keys: too short for a code', [...'A12'], 5, null],
    ['Enter alone', [], 5, null],
  ] as const)('%s', (_case, keys, gap, code) => {
    const answers = typed(keys, gap);
    expect(last(answers)).toBe(code);
    // Nothing is answered before Enter.
    expect(answers.slice(0, -1).every((answer) => answer === null)).toBe(true);
  });

  it("a pause starts the code again: the person's keys before a scan are not part of it", () => {
    const collect = createScanCollector();
    const key = (k: string, at: number): ScanKey => ({ key: k, at, modified: false });
    for (const [index, k] of [...'xy'].entries()) collect(key(k, index * 300));
    for (const [index, k] of [...'LOOM-04'].entries()) collect(key(k, 2000 + index * 4));
    expect(collect(key('Enter', 2030))).toBe('LOOM-04');
  });

  it('a slow Enter after a quick burst is a person pressing it: no scan', () => {
    const collect = createScanCollector();
    [...'LOOM-04'].forEach((k, index) => collect({ key: k, at: index * 4, modified: false }));
    expect(collect({ key: 'Enter', at: 500, modified: false })).toBeNull();
  });

  it('Shift (for capitals) is no character; a shortcut or an arrow ends the burst', () => {
    const run = (keys: readonly ScanKey[]) => {
      const collect = createScanCollector();
      return keys.map(collect).at(-1);
    };
    const at = (key: string, index: number, modified = false): ScanKey => ({ key, at: index * 4, modified });
    expect(run(['Shift', 'R', 'K', 'Shift', 'A', '1', 'Enter'].map((k, i) => at(k, i)))).toBe('RKA1');
    expect(run(['R', 'K', 'A', '1', 'ArrowLeft', 'Enter'].map((k, i) => at(k, i)))).toBeNull();
    expect(run(['R', 'K', 'A', '1', 'c', 'Enter'].map((k, i) => at(k, i, k === 'c')))).toBeNull();
  });

  it('each scan starts afresh after its Enter', () => {
    const collect = createScanCollector();
    [...'RK-A1'].forEach((k, index) => collect({ key: k, at: index * 4, modified: false }));
    expect(collect({ key: 'Enter', at: 20, modified: false })).toBe('RK-A1');
    [...'RK-B2'].forEach((k, index) => collect({ key: k, at: 24 + index * 4, modified: false }));
    expect(collect({ key: 'Enter', at: 44, modified: false })).toBe('RK-B2');
  });
});
