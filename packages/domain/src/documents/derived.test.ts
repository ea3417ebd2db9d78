import { describe, expect, it } from 'vitest';
import { configDefaults, lineDerivations } from './derived.ts';
import { withFeatures } from './documentFields.ts';
import { DOCUMENTS } from './documents.ts';
import { GSM_REFUSE_KEY, GSM_WARN_KEY } from './weaving.ts';

// Issue 19's weaving: "GSM = kg × 1000 ÷ (metres × width in metres) … a warning beyond 5% from the item's
// GSM, refused beyond 15% (both in system config)"; tape bobbins from `DEFAULT_TAPEBOBINE_MATERIAL`.
// Decision 1230: the form works the GSM out on the line as it is typed and says the verdict there.

const weaving = DOCUMENTS.weavingProcess;
const fabric = { id: 5, name: 'Woven Fabric 90', gsm: 90 };
const roll = (extra: Record<string, unknown>) => ({
  lineRole: 'OUTPUT',
  itemId: 5,
  item: fabric,
  weightKg: 100.584,
  metres: 1000,
  widthInches: 22,
  ...extra,
});

describe('lineDerivations: a weaving line (decision 1230)', () => {
  it.each([
    ['a tubular roll on its item: no notice', true, {}, {}, 90, []],
    ['flat: half the width, twice the GSM, refused', false, {}, {}, 180, ['error']],
    ['a little heavy: a warning', true, { weightKg: 106 }, {}, 94.85, ['warning']],
    ['heavy beyond 15%: an error', true, { weightKg: 120 }, {}, 107.37, ['error']],
    ['the limits of system config', true, { weightKg: 106 }, { [GSM_WARN_KEY]: '10' }, 94.85, []],
    ['a refusal limit of config', true, { weightKg: 106 }, { [GSM_REFUSE_KEY]: '4' }, 94.85, ['error']],
    [
      'config not a number: the defaults',
      true,
      { weightKg: 106 },
      { [GSM_WARN_KEY]: 'x' },
      94.85,
      ['warning'],
    ],
    ['no metres yet: nothing worked out', true, { metres: null }, {}, null, []],
    [
      'an item without a GSM: not checked',
      true,
      { weightKg: 120, item: { id: 5, name: 'F' } },
      {},
      107.37,
      [],
    ],
    ['an item not read yet: not checked', true, { weightKg: 120, item: null }, {}, 107.37, []],
    ['an input line: no GSM', true, { lineRole: 'INPUT' }, {}, null, []],
    ['numbers typed as text', true, { weightKg: '100.584', metres: '1000' }, {}, 90, []],
  ])('%s', (_, tubular, line, config, gsm, levels) => {
    const [derived] = lineDerivations(weaving.lines, { tubular, lines: [roll(line)] }, config);
    expect(derived?.values).toEqual({ gsm });
    expect(derived?.notices.map((notice) => notice.level)).toEqual(levels);
  });

  it('words the verdict as the server does', () => {
    const [derived] = lineDerivations(
      weaving.lines,
      { tubular: true, lines: [roll({ weightKg: 120 })] },
      null,
    );
    expect(derived?.notices[0]?.message).toBe(
      "GSM 107.37 is 19.3% from the item's 90: check the kg, metres and width.",
    );
  });

  it('has nothing to say of a record without lines, or of a line that is not a record', () => {
    expect(lineDerivations(weaving.lines, {}, {})).toEqual([]);
    expect(lineDerivations(weaving.lines, { lines: [null] }, {})).toEqual([
      { values: { gsm: null }, notices: [] },
    ]);
    expect(lineDerivations(DOCUMENTS.purchaseOrder.lines, { lines: [{}] }, {})).toEqual([
      { values: {}, notices: [] },
    ]);
  });
});

describe('configDefaults: a new weaving entry starts from the tape bobbins configured', () => {
  it.each([
    ['configured', { DEFAULT_TAPEBOBINE_MATERIAL: '12' }, [['itemId', '12']]],
    ['blank', { DEFAULT_TAPEBOBINE_MATERIAL: '  ' }, []],
    ['unset', {}, []],
    ['no config loaded', null, []],
  ])('%s', (_, config, expected) => {
    expect(
      configDefaults(weaving.lines.fields, config).map(({ field, value }) => [field.key, value]),
    ).toEqual(expected);
  });

  it('is declared on no line of a document that starts from nothing', () => {
    expect(
      configDefaults(DOCUMENTS.slittingProcess.lines.fields, { DEFAULT_TAPEBOBINE_MATERIAL: '12' }),
    ).toEqual([]);
  });
});

// Issue 19: "With WEAVING_PROCESS_AUTOMATION YES the loom's daily production entry creates the roll entries
// itself"; decision 1310: its line warns of the roll's GSM as the weaving entry's form does.
describe('lineDerivations: a loom line of a daily entry under weaving automation (decision 1310)', () => {
  const daily = DOCUMENTS.dailyProduction;
  const loom = { id: 3, name: 'Circular Loom 1', isLoom: true, machineKind: 'CIRCULAR_LOOM', loomWidth: 30 };
  const line = (extra: Record<string, unknown>) => ({
    machineId: 3,
    machine: loom,
    itemId: 5,
    item: { ...fabric, width: 22 },
    metres: 1000,
    kg: 100.584,
    ...extra,
  });
  it.each([
    ['a circular loom: tubular, the fabric width, no notice', {}, 90, []],
    ['a little heavy: a warning, not refused', { kg: 106 }, 94.85, ['warning']],
    ['beyond 15%: an error', { kg: 120 }, 107.37, ['error']],
    ['a fabric without a width: the loom width', { kg: 137.16, item: fabric }, 90, []],
    ['a flat loom: the flat width', { machine: { ...loom, machineKind: 'OTHER' } }, 180, ['error']],
    ['not a loom: nothing', { machine: { ...loom, isLoom: false } }, null, []],
    ['no kg yet: nothing', { kg: null }, null, []],
    ['no machine read: nothing', { machine: null }, null, []],
  ])('%s', (_, extra, gsm, levels) => {
    const [derived] = lineDerivations(daily.lines, { lines: [line(extra)] }, {});
    // The loom has no rated output: its performance is not worked out (issue 42).
    expect(derived?.values).toEqual({ gsm, performance: null });
    expect(derived?.notices.map((notice) => notice.level)).toEqual(levels);
  });

  it("machine-wise: the header's loom", () => {
    const [derived] = lineDerivations(
      DOCUMENTS.dailyProductionMachineWise.lines,
      { machine: loom, lines: [line({ machine: undefined, kg: 106 })] },
      {},
    );
    expect(derived?.notices).toEqual([
      { level: 'warning', message: "GSM 94.85 is 5.39% from the item's 90." },
    ]);
  });

  it('with the switch off the field is hidden and says nothing', () => {
    const off = withFeatures(daily, { WEAVING_PROCESS_AUTOMATION: 'NO' });
    const [derived] = lineDerivations(off.lines, { lines: [line({ kg: 120 })] }, {});
    expect(derived).toEqual({ values: { performance: null }, notices: [] });
    const on = withFeatures(daily, { WEAVING_PROCESS_AUTOMATION: 'YES' });
    expect(on.lines.fields.filter((field) => field.hidden).map((field) => field.key)).toEqual([
      'salesOrderLineId',
    ]);
  });
});

// Decision 1846: a figure the form warns of is judged by the server as the document is submitted, so its
// warning rides in the submit's answer (decision 1310) and its error refuses it, one way for every document.
describe('every line figure with a notice is judged on submit', () => {
  const noticed = Object.values(DOCUMENTS).flatMap((def) =>
    def.lines.fields.flatMap((field) =>
      field.derived?.notice ? [[`${def.key}.${field.key}`, def, field.derived] as const] : [],
    ),
  );
  it.each(noticed)('%s', (_, def, derived) => {
    // A daily entry's loom roll is judged by the weaving entry its submit makes of it (decision 1220); its
    // performance by the entry itself, against no config (issue 42, decision 2061).
    const judge =
      def.weaves && !derived.judged ? DOCUMENTS[def.weaves.document as keyof typeof DOCUMENTS] : def;
    const judged = judge.lines.fields.find((field) => field.derived?.notice === derived.notice);
    expect(judged?.derived?.judged?.on).toBeTruthy();
  });
});
