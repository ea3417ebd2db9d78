import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import { DOCUMENTS } from './documents.ts';

// Issue 58 item 5: "Move a lot to another stock area or rack"; a rack holds only its stock area's stock (decision
// 2356), so every line's rack picker offers the racks of the stock area its line (or header) names (decision 2366).
const areasOf = (def: DocumentDef): string[] =>
  [...def.lines.fields, ...def.fields].filter((f) => f.lookup?.module === 'stockArea').map((f) => f.key);
const racked: [string, string, DocumentDef, FieldDef][] = Object.values(DOCUMENTS).flatMap((def) =>
  def.lines.fields
    .filter((f) => f.lookup?.module === 'rack')
    .map((f): [string, string, DocumentDef, FieldDef] => [def.key, f.key, def, f]),
);

describe("a line's rack is one of its stock area's racks (decisions 2356, 2366)", () => {
  it('every document whose lines carry a rack is in the table', () => {
    expect(racked.map(([document, key]) => `${document}.${key}`)).toEqual([
      'inward.rackId',
      'foundryInward.rackId',
      'supportingMaterialInward.rackId',
      'supportingMaterialAllocation.rackId',
      'packingTypeInward.rackId',
      'departmentTransfer.rackId',
      'departmentTransfer.toRackId',
      'transferValidation.toRackId',
      'materialAllocation.rackId',
      'materialAllocation.toRackId',
      'stockCount.rackId',
      'jobWorkReceipt.rackId',
      'packaging.toRackId',
    ]);
  });

  it.each(racked)("%s's %s offers the racks of a stock area it names", (_, __, def, field) => {
    const from = field.lookup?.filterFrom ?? {};
    expect(Object.keys(from)).toEqual(['stockAreaId']);
    expect(areasOf(def)).toContain(from.stockAreaId);
  });

  it.each(racked.filter(([, key]) => key === 'toRackId'))(
    '%s lands on its %s, a rack of the stock area it moves to',
    (_, key, def, field) => {
      expect(def.posting?.toRackField).toBe(key);
      expect(field.lookup?.filterFrom?.stockAreaId).toBe(def.posting?.toField);
    },
  );
});
