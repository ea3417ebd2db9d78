import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENTS, type DocumentDef, type FieldDef } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { printableOf } from '../src/documents/printable.ts';
import type { DocumentResource } from '../src/documents/resource.ts';
import { NO_FACTS, asked, fieldReaders, type CodeReader } from './field-readers.ts';

// Issue 56: "every field a form asks for has an effect that the form says … A table test walks each
// document's form and fails on a field that nothing reads" (decision 2201). The walk found a dispatch's
// Parcel Number required for loose goods, and the line remarks of thirteen documents read by nothing: the
// print now says them under their item.

const SERVER = join(import.meta.dirname, '../src');

/** What only an area's own code reads of a form (its SQL, its hooks): each file is opened and must name it. */
const CODE_READERS: readonly CodeReader[] = [
  { field: 'lines.vendorCode', documents: ['inward'], file: 'stock/vendor-codes.ts' },
  // What reached the dispatch area for an order (decision 1042).
  { field: 'lines.salesOrderId', documents: ['departmentTransfer'], file: 'dispatch/dispatch-flow.ts' },
  { field: 'lines.byDate', documents: ['planning'], file: 'planning/plans.ts' },
  { field: 'lines.parameterId', documents: ['labTest'], file: 'stock/lab-test.ts' },
  { field: 'lines.reading', documents: ['labTest'], file: 'stock/lab-test.ts' },
  ...['lines.salesOrderId', 'lines.startDate', 'lines.startHour', 'lines.hours'].map((path) => ({
    field: path,
    documents: ['machineSchedule'],
    file: 'production/schedule.ts',
  })),
  { field: 'lines.billingId', documents: ['receipt', 'payment'], file: 'billing/allocations.ts' },
];

/**
 * The fields the walk found read by nothing that are not dispatch's or packaging's (the lead's to give to
 * their areas): the list only shrinks, since a field read now fails the test until it leaves the list.
 */
const STILL_UNREAD: readonly string[] = [
  // Written on the inward and never counted: nothing checks or reports what the challan said beyond it.
  'inward.lines.shortQuantity',
  // A foundry inward's pieces: neither posted nor printed.
  'foundryInward.lines.pieces',
  // The department's figures the sheet is filled with: editable, but only the book quantity counts.
  'materialReconciliation.lines.openingQuantity',
  'materialReconciliation.lines.receivedQuantity',
  'materialReconciliation.lines.consumedQuantity',
  'materialReconciliation.lines.returnedQuantity',
  'materialReconciliation.lines.adjustedQuantity',
  // A woven roll's mesh and a slit tape's metres: kept, read by nothing.
  'weavingProcess.lines.mesh',
  'slittingProcess.lines.metres',
];

async function unreadOf(def: DocumentDef): Promise<string[]> {
  const readers = await fieldReaders(def, CODE_READERS);
  return [...readers].filter(([, found]) => found.length === 0).map(([path]) => `${def.key}.${path}`);
}

describe('every field a document form asks for is read by something (decision 2201)', () => {
  it.each(Object.values(DOCUMENTS).map((def) => [def.key, def] as const))('%s', async (key, def) => {
    expect(await unreadOf(def)).toEqual(STILL_UNREAD.filter((path) => path.startsWith(`${key}.`)));
  });

  it('finds a field nothing reads; a header field is read by the print, a parcel by the posting', async () => {
    const { dispatch } = DOCUMENTS;
    const field = (key: string): FieldDef => ({ key, label: key, type: 'text' });
    const def: DocumentDef = {
      ...dispatch,
      fields: [...dispatch.fields, field('unused')],
      lines: { ...dispatch.lines, fields: [...dispatch.lines.fields, field('colour')] },
    };
    expect(await unreadOf(def)).toEqual(['dispatch.lines.colour']);
    const readers = await fieldReaders(def, CODE_READERS);
    // A header field prints among the document's details.
    expect(readers.get('unused')).toEqual(['read by the posting, taxes, rules, facts or print']);
    expect(readers.get('lines.parcelNumber')).toEqual(
      expect.arrayContaining(['declared (posting.rollField)']),
    );
  });

  it("prints a line's own words under its item, after its description: the mend of the remarks it found", () => {
    const print = (key: 'stockIssue' | 'purchaseReturn', line: Record<string, unknown>) =>
      printableOf(
        { def: DOCUMENTS[key] } as DocumentResource,
        { id: 1, version: 1, lines: [{ id: 1, ...line }] },
        { facts: NO_FACTS },
      ).lines[0]?.description;
    expect(print('stockIssue', { remarks: 'For loom 7' })).toBe('For loom 7');
    expect(print('stockIssue', { description: 'Natural', remarks: 'For loom 7' })).toBe(
      'Natural · For loom 7',
    );
    expect(print('purchaseReturn', { reason: 'Wet bags' })).toBe('Wet bags');
    expect(print('stockIssue', {})).toBeNull();
  });

  it('asks only for what the form shows and the user types: a hidden order line is no question', () => {
    expect(asked(DOCUMENTS.dispatch.lines.fields).map((line) => line.key)).not.toContain('salesOrderLineId');
  });

  it.each(CODE_READERS.map((reader) => [reader.field, reader] as const))(
    'the code said to read %s names it',
    (_path, reader) => {
      const key = reader.field.replace(/^lines\./, '');
      const column = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
      const source = readFileSync(join(SERVER, reader.file), 'utf8');
      expect(source.includes(key) || source.includes(column)).toBe(true);
    },
  );
});
