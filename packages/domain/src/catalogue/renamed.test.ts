import { describe, expect, it } from 'vitest';
import type { ModuleDef } from './fields.ts';
import { moduleByKey } from './modules/index.ts';
import { withRenamedOptions } from './renamed.ts';

const catalogueModule = (key: string): ModuleDef => moduleByKey(key) as ModuleDef;
const kindsOf = (module: ModuleDef) =>
  module.fields.find((field) => field.key === 'kind')?.options?.map((option) => option.label);

// Issue 42: "the Kind select on Quality Parameters does not follow a kind renamed in Label Configuration";
// decision 2053: kinds 4 to 9 are "renamed in Label Configuration under their key (stockParam4 …), which
// their screens follow".
describe('decision 2053: a choice renamed in Label Configuration is offered by its new name', () => {
  const parameters = catalogueModule('customParam');

  it.each([
    ['nothing renamed', [], 'Custom Kind 4'],
    ['a label of no name', [{ keyName: 'stockParam4', labelName: null }], 'Custom Kind 4'],
    ['Custom Kind 4 named Shrinkage', [{ keyName: 'stockParam4', labelName: 'Shrinkage' }], 'Shrinkage'],
  ])('%s: the Kind select offers %s', (_case, labels, label) => {
    expect(kindsOf(withRenamedOptions(parameters, labels))).toContain(label);
  });

  it('keeps the module itself when nothing is renamed, and the other choices as they were', () => {
    expect(withRenamedOptions(parameters, [])).toBe(parameters);
    expect(withRenamedOptions(parameters, null)).toBe(parameters);
    const renamed = withRenamedOptions(parameters, [{ keyName: 'stockParam5', labelName: 'Denier' }]);
    expect(kindsOf(renamed)).toEqual(
      kindsOf(parameters)?.map((label) => (label === 'Custom Kind 5' ? 'Denier' : label)),
    );
    expect(renamed.fields.filter((field) => field.key !== 'kind')).toEqual(
      parameters.fields.filter((field) => field.key !== 'kind'),
    );
  });

  it("follows on a kind's own screen too", () => {
    const own = catalogueModule('stockParam6');
    expect(kindsOf(withRenamedOptions(own, [{ keyName: 'stockParam6', labelName: 'Gloss' }]))).toEqual([
      'Gloss',
    ]);
  });
});
