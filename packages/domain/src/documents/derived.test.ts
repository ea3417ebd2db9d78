import { describe, expect, it } from 'vitest';
import { configDefaults, lineDerivations } from './derived.ts';
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
