import { describe, expect, it } from 'vitest';
import { DOCUMENTS, type DocumentKey } from '../documents/index.ts';
import type { FieldDef } from './fields.ts';
import { lotFilterOf, lotTyped } from './lots.ts';

// Issue 42: "Lot numbers are free text in lab test, allocation and the stages ... A lot is picked from the
// lots in stock there."
const lotField = (document: DocumentKey, onLines: boolean): FieldDef | undefined =>
  (onLines ? DOCUMENTS[document].lines.fields : DOCUMENTS[document].fields).find(
    (field) => field.key === 'lotNumber',
  );

describe('a lot is picked from the lots in stock', () => {
  it.each([
    ['materialAllocation', true, { item: 'itemId', area: 'stockAreaId' }],
    ['departmentTransfer', true, { item: 'itemId', area: 'fromStockAreaId' }],
    ['labTest', false, { item: 'itemId' }],
    [
      'newProductionBatch',
      true,
      { item: 'itemId', area: 'stockAreaId', typed: { lineRole: ['OUTPUT', 'WASTAGE'] } },
    ],
    [
      'slittingProcess',
      true,
      { item: 'itemId', area: 'stockAreaId', typed: { lineRole: ['OUTPUT', 'WASTAGE'] } },
    ],
    [
      'bagMakingProcess',
      true,
      { item: 'itemId', area: 'stockAreaId', typed: { lineRole: ['OUTPUT', 'WASTAGE'] } },
    ],
  ] as const)('%s: its lot is one of the item’s lots in stock', (document, onLines, lotOf) => {
    expect(lotField(document, onLines)?.lotOf).toEqual(lotOf);
  });

  const stage = { lotOf: { item: 'itemId', typed: { lineRole: ['OUTPUT', 'WASTAGE'] } } };
  it.each([
    ['an output line (a new lot comes into stock)', stage, { lineRole: 'OUTPUT' }, true],
    ['a wastage line', stage, { lineRole: 'WASTAGE' }, true],
    ['an input line (only a lot in stock is consumed)', stage, { lineRole: 'INPUT' }, false],
    ['an allocation line', { lotOf: { item: 'itemId' } }, { lineRole: 'OUTPUT' }, false],
  ] as const)('whether a new lot may be typed on %s', (_, field, line, typed) => {
    expect(lotTyped(field, line)).toBe(typed);
  });

  const allocation = { lotOf: { item: 'itemId', area: 'stockAreaId' } };
  const labTest = { lotOf: { item: 'itemId' } };
  it.each([
    [
      'the line’s item and area',
      allocation,
      { itemId: 7, stockAreaId: 3 },
      {},
      { itemId: 7, stockAreaId: 3 },
    ],
    [
      'the item alone while no area is chosen',
      allocation,
      { itemId: 7, stockAreaId: null },
      {},
      { itemId: 7 },
    ],
    ['the header’s item (a lab test’s)', labTest, {}, { itemId: 9 }, { itemId: 9 }],
    ['nothing while no item is chosen', allocation, { stockAreaId: 3 }, {}, null],
    ['nothing for a field that is no lot', {}, { itemId: 7 }, {}, null],
  ] as const)('asks for %s', (_, field, line, record, filter) => {
    expect(lotFilterOf(field, line, record)).toEqual(filter);
  });
});
