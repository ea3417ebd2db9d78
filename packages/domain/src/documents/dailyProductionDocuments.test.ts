import { describe, expect, it } from 'vitest';
import { validateEntity } from '../catalogue/validate.ts';
import {
  DAILY_PRODUCTION_DOCUMENTS,
  enteredTwice,
  labelOfShift,
  shiftAt,
  shiftOverrun,
} from './dailyProductionDocuments.ts';
import { documentModule, transitionRules } from './documentRules.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

const { dailyProduction: shiftWise, dailyProductionMachineWise: machineWise } = DAILY_PRODUCTION_DOCUMENTS;
const messages = (def: typeof shiftWise, body: Record<string, unknown>) =>
  validateEntity(documentModule(def), body).map((issue) => `${issue.field}: ${issue.message}`);

const run = {
  itemId: 4,
  metres: 900,
  kg: 72,
  runningHours: 10,
  stoppedHours: 2,
  stoppageReason: 'POWER_CUT',
};
const entry = (lines: Record<string, unknown>[], shift = 'DAY') => ({ date: '2026-11-24', shift, lines });
const byMachine = (lines: Record<string, unknown>[]) => ({ date: '2026-11-24', machineId: 3, lines });

describe('daily production (decision 1121)', () => {
  it('records, posting nothing of its own: Open once submitted, amended or cancelled', () => {
    for (const def of [shiftWise, machineWise]) {
      expect(def.posting).toBeUndefined();
      expect(transitionRules(def)).toMatchObject({ completes: false, posts: false });
      expect(def.statuses).toEqual([S.DRAFT, S.OPEN, S.CANCELLED]);
    }
  });

  // Issue 56: "daily production asks where its output goes and posts nothing" (decision 2220).
  it("says on Submit the stock it moves: a batch's day into its area, a loom's roll under automation", () => {
    for (const def of [shiftWise, machineWise]) {
      expect(def.onSubmit).not.toMatch(/moves no stock/);
      expect(def.onSubmit).toMatch(/Into Stock Area/);
      expect(def.entersBatch).toMatchObject({ areaField: 'stockAreaId', wastageField: 'wastageKg' });
    }
  });

  // Each form's own entry of one line: a shift's names its machine, a machine's names its shift.
  it.each([
    {
      def: shiftWise,
      entryOf: (line: Record<string, unknown>) => entry([{ machineId: 3, ...run, ...line }]),
    },
    {
      def: machineWise,
      entryOf: (line: Record<string, unknown>) =>
        byMachine([{ shift: 'A', ...run, runningHours: 6, ...line }]),
    },
  ])(
    '$def.label asks its stock fields only of a batch: an area, wastage or wastage material of none is refused',
    ({ def, entryOf }) => {
      const body = (line: Record<string, unknown>, header: Record<string, unknown> = {}) => ({
        ...entryOf(line),
        ...header,
      });
      expect(messages(def, body({ stockAreaId: 2, wastageKg: 3 }, { wastageItemId: 9 }))).toEqual([
        "lines.0.stockAreaId: Into Stock Area is where a batch's output comes in: choose its Production Batch, or leave the area empty.",
        'lines.0.wastageKg: Wastage comes into stock against a batch running over days: choose its Production Batch, or leave the wastage empty.',
      ]);
      expect(messages(def, body({}, { wastageItemId: 9 }))).toEqual([
        "wastageItemId: Wastage Material is what a batch's wastage comes in as: enter a line's Wastage (kg) against its Production Batch, or leave the material empty.",
      ]);
      expect(
        messages(def, body({ productionBatchId: 8, stockAreaId: 2, wastageKg: 3 }, { wastageItemId: 9 })),
      ).toEqual([]);
    },
  );

  it.each([
    ['a loom run with a stoppage', [{ machineId: 3, ...run }], []],
    [
      'a machine entered twice in the shift, within it',
      [
        { machineId: 3, ...run },
        { machineId: 3, stoppedHours: 0 },
      ],
      [],
    ],
    [
      'idle the whole shift on a breakdown, left down',
      [{ machineId: 3, stoppedHours: 12, stoppageReason: 'BREAKDOWN', stillDown: true }],
      [],
    ],
    [
      "a batch's day of output, into its stock area (decision 1221)",
      [{ machineId: 3, ...run, productionBatchId: 8, stockAreaId: 2 }],
      [],
    ],
    [
      "a batch's day without its stock area, item or kg",
      [{ machineId: 3, runningHours: 1, productionBatchId: 8 }],
      [
        "lines.0.stockAreaId: Choose the stock area the batch's output comes into.",
        "lines.0.kg: Give the item and the kg made: the batch's output is weighed against its inputs.",
      ],
    ],
    [
      'stopped without a reason',
      [{ machineId: 3, ...run, stoppageReason: '' }],
      ['lines.0.stoppageReason: Say why it stopped: choose a stoppage reason.'],
    ],
    [
      'output without running hours',
      [{ machineId: 3, pieces: 500, stoppedHours: 12, stoppageReason: 'NO_OPERATOR' }],
      ['lines.0.runningHours: It made output, so it ran: enter its running hours.'],
    ],
    [
      'left down by a power cut',
      [{ machineId: 3, ...run, stillDown: 'true' }],
      ['lines.0.stillDown: Only a breakdown leaves a machine down: choose Breakdown as the stoppage reason.'],
    ],
    [
      // Bad input: "stoppages longer than the shift", over the lines of the same machine.
      'stoppages longer than the shift',
      [
        { machineId: 3, ...run },
        { machineId: 4, ...run },
        { machineId: 3, stoppedHours: 1, stoppageReason: 'OTHER' },
      ],
      ["lines: Row 3: the machine's running and stopped hours come to 13 h, more than Day (12 h)."],
    ],
  ])('shift-wise: %s', (_case, lines, expected) => {
    expect(messages(shiftWise, entry(lines))).toEqual(expected);
  });

  it.each([
    [
      'three shifts of a loom',
      [{ shift: 'A', ...run, runningHours: 6 }, { shift: 'B', runningHours: 8 }, { shift: 'C' }],
      [],
    ],
    [
      'a shift of 8 hours with 12 entered',
      [{ shift: 'B', ...run }],
      ["lines: Row 1: the machine's running and stopped hours come to 12 h, more than Shift B (8 h)."],
    ],
  ])('machine-wise: %s', (_case, lines, expected) => {
    expect(messages(machineWise, byMachine(lines))).toEqual(expected);
  });
});

describe('the shift rule on lines that are not rows', () => {
  it('leaves them to the lines schema, without failing itself', () => {
    const fields = (lines: unknown) =>
      validateEntity(documentModule(shiftWise), { date: '2026-11-24', shift: 'A', lines }).map(
        (issue) => issue.field,
      );
    expect(fields('none')).toEqual(['lines']);
    expect(fields([null])).toEqual(['lines.0']);
  });
});

describe('the shift running at an hour (decision 2343)', () => {
  it.each([
    [6, 8, 'A'],
    [13, 8, 'A'],
    [14, 8, 'B'],
    [22, 8, 'C'],
    [3, 8, 'C'],
    [8, 12, 'DAY'],
    [19, 12, 'DAY'],
    [20, 12, 'NIGHT'],
    [7, 12, 'NIGHT'],
  ] as const)('at %i h among the %i-hour shifts: %s', (hour, hours, shift) => {
    expect(shiftAt(hour, hours)).toBe(shift);
  });

  it('names none for an hour that is no number', () => {
    expect(shiftAt(Number.NaN, 12)).toBe('');
  });
});

describe('shiftOverrun', () => {
  it('reads lines with an unknown shift as fitting, and counts each machine and shift apart', () => {
    const lines = [
      { shift: 'X', runningHours: 30 },
      { shift: 'A', machineId: 1, runningHours: 8 },
      { shift: 'A', machineId: 2, runningHours: 8 },
      { shift: 'B', machineId: 1, runningHours: 8 },
    ];
    expect(
      shiftOverrun(
        lines,
        (line) => line.shift,
        (line) => line.machineId,
      ),
    ).toBeNull();
    expect(
      shiftOverrun(
        [...lines, { shift: 'A', machineId: 2, runningHours: 0.5 }],
        (line) => line.shift,
        (line) => line.machineId,
      ),
    ).toEqual({
      row: 5,
      hours: 8.5,
      shift: 'Shift A (8 h)',
    });
  });
});

describe('a shift entered twice (decision 1121)', () => {
  it('names the machine, the shift, the day and the entry that has it', () => {
    expect([shiftWise.machineRuns?.lineField, machineWise.machineRuns?.lineField]).toEqual([
      'machineId',
      'shift',
    ]);
    for (const def of [shiftWise, machineWise])
      expect(def.lines.fields.map((entry) => entry.key)).toContain(def.machineRuns?.lineField);
    expect(enteredTwice('Circular Loom 1', labelOfShift('DAY'), '2026-11-24', 'DP/2026-27/00003')).toBe(
      "Circular Loom 1's Day (12 h) of 2026-11-24 is on DP/2026-27/00003 already: amend that entry rather than entering the shift twice.",
    );
    expect(labelOfShift('X')).toBe('X');
  });
});
