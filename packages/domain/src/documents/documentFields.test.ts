import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from './documents.ts';
import { field, withFeatures } from './documentFields.ts';

const shown = (def: { fields: readonly { key: string; hidden?: boolean }[] }) =>
  def.fields.filter((candidate) => !candidate.hidden).map((candidate) => candidate.key);

describe('withFeatures: a flow’s field shows only while its switch is YES (decision 1045)', () => {
  const order = DOCUMENTS.purchaseOrder;
  it.each([
    ['absent', {}, false],
    ['NO', { PO_CBL_FLOW_SUPPORT: 'NO' }, false],
    ['yes in lower case (spec §3: exactly YES)', { PO_CBL_FLOW_SUPPORT: 'yes' }, false],
    ['YES', { PO_CBL_FLOW_SUPPORT: 'YES' }, true],
  ])('PO_CBL_FLOW_SUPPORT %s: the requesting department shown %s', (_, config, expected) => {
    const def = withFeatures(order, config);
    expect(shown(def).includes('requestingDepartmentId')).toBe(expected);
    expect(def.fields.map((candidate) => candidate.key)).toEqual(
      order.fields.map((candidate) => candidate.key),
    );
  });

  it('hides a line field of a switch that is off, and leaves a document without such fields as it is', () => {
    const lines = {
      ...order.lines,
      fields: [...order.lines.fields, field('mesh', 'Mesh', 'text', { feature: 'X' })],
    };
    const def = withFeatures({ ...order, lines }, null);
    expect(def.lines.fields.find((candidate) => candidate.key === 'mesh')?.hidden).toBe(true);
    expect(withFeatures(DOCUMENTS.salesOrder, null)).toBe(DOCUMENTS.salesOrder);
  });
});
