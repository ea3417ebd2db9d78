import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { inputLines, readImportInput } from '../src/imports/import-input.ts';
import type { ImportInput } from '../src/imports/master-import.ts';

// Decision 2284: an import's input waits in a file of a line per row, read back a line at a time.
const dir = mkdtempSync(join(tmpdir(), 'import-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const roundTrip = async (input: ImportInput): Promise<ImportInput> => {
  files += 1;
  const path = join(dir, `input-${files}.jsonl`);
  await writeFile(path, inputLines(input).join('\n'));
  return readImportInput(path);
};

const cell = fc.oneof(
  fc.string(),
  // JSON writes −0 as 0, which a sheet's reader takes for the same number.
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
  fc.boolean(),
  fc.constant(null),
);
const rows = fc.uniqueArray(
  fc.record({ row: fc.integer({ min: 1, max: 100_000 }), cells: fc.array(cell, { maxLength: 6 }) }),
  { selector: (row) => row.row, maxLength: 20 },
);

describe("an import's input file", () => {
  it('reads back the rows, their Tally names and child rows, and the notes, as written', async () => {
    await fc.assert(
      fc.asyncProperty(
        rows,
        fc.option(fc.array(fc.string(), { maxLength: 3 }), { nil: undefined }),
        async (given, notes) => {
          const input: ImportInput = {
            rows: given,
            sources: Object.fromEntries(
              given.filter((_, i) => i % 2 === 0).map((row) => [row.row, `ledger ${row.row}`]),
            ),
            children: Object.fromEntries(
              given
                .filter((_, i) => i % 3 === 0)
                .map((row) => [row.row, { address: [{ city: 'Pune\nEast' }] }]),
            ),
            ...(notes === undefined ? {} : { notes }),
          };
          expect(await roundTrip(input)).toEqual(input);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps a cell with line breaks, quotes and a line separator whole', async () => {
    const input: ImportInput = { rows: [{ row: 2, cells: ['a\nb\r\nc', '"q"', 'x\u2028y', 12.5, null] }] };
    expect(await roundTrip(input)).toEqual({ ...input, sources: {}, children: {} });
  });

  it('lets other requests in while a 20,000-row input is read', async () => {
    const input: ImportInput = {
      rows: Array.from({ length: 20_000 }, (_, i) => ({
        row: i + 2,
        cells: [`Party ${i}`, 'Sundry Debtors', `Some street ${i}, Pune, Maharashtra`, '411001', 1000.5],
      })),
    };
    let turns = 0;
    let reading = true;
    const tick = (): void => {
      turns += 1;
      if (reading) setImmediate(tick);
    };
    setImmediate(tick);
    const read = await roundTrip(input);
    reading = false;
    expect(read.rows).toHaveLength(20_000);
    // Read in one parse, no other callback would run until it ended; a line at a time, the loop turns often.
    expect(turns).toBeGreaterThan(10);
  });
});
