import { describe, expect, it } from 'vitest';
import { BRANCH } from '../catalogue/modules/organisation.ts';
import { receiptProblems } from './against.ts';
import { DOCUMENTS } from './documents.ts';
import { wentOut } from './statuses.ts';

// Issue 20's sales invoice (decisions 1401–1403): "an invoice is made from one or more dispatches of one
// customer"; each line bills a dispatch line at most once; a branch's invoice series keeps GST rule 46.

const { salesInvoice, dispatch } = DOCUMENTS;

describe('the invoice bills dispatch lines (decision 1402)', () => {
  const against = salesInvoice.against;
  if (!against) throw new Error('an invoice bills its dispatches');
  const dispatched = { id: 4, itemId: 7, quantity: 100, itemName: 'PP Bags', uomName: 'PCS', uomDecimals: 0 };
  it.each([
    ['what is left to bill', 60, { done: 40 }, []],
    ['all of it, billed by none before', 100, { done: 0, doneBy: [] }, []],
    [
      'one more, none named',
      1,
      { done: 100, doneBy: [] },
      ['Only 0 PCS of PP Bags is pending on the dispatch; 1 PCS billed.'],
    ],
    [
      'more than was dispatched',
      61,
      { done: 40, doneBy: ['Sales Invoice INV/26-27/00001'] },
      ['Only 60 PCS of PP Bags is pending on the dispatch; 61 PCS billed.'],
    ],
    [
      'a line billed in full, naming the invoice that billed it',
      1,
      { done: 100, doneBy: ['Sales Invoice INV/26-27/00001'] },
      [
        'Only 0 PCS of PP Bags is pending on the dispatch; 1 PCS billed. Already billed by Sales Invoice INV/26-27/00001.',
      ],
    ],
  ])('%s', (_case, quantity, line, messages) => {
    const problems = receiptProblems(
      against,
      [{ dispatchLineId: 4, itemId: 7, quantity }],
      [{ ...dispatched, ...line }],
      0,
    );
    expect(problems.map((problem) => problem.message)).toEqual(messages);
  });

  it('names no header field: its lines bill several dispatches, which stay completed and keep what was billed', () => {
    expect(against).toMatchObject({
      document: 'dispatch',
      lineField: 'dispatchLineId',
      progressField: 'invoicedQuantity',
      finished: true,
      direct: { config: 'DIRECT_INVOICE' },
    });
    expect(against.headerField).toBeUndefined();
    expect(dispatch.progressFields.map((field) => field.key)).toEqual(['invoicedQuantity']);
  });
});

describe("a branch's invoice series (decision 1401)", () => {
  const rule = (BRANCH.rules ?? []).find((candidate) => candidate.field === 'invoicePrefix');
  if (!rule) throw new Error('a branch checks its invoice series');
  const message = (record: Record<string, unknown>) =>
    typeof rule.message === 'string' ? rule.message : rule.message(record);
  it.each([
    ['none: the invoice series INV', {}, true],
    ['empty', { invoicePrefix: ' ' }, true],
    ['four characters', { invoicePrefix: 'MH-1' }, true],
    ['too long for rule 46', { invoicePrefix: 'INVOICE' }, false],
    ['a character rule 46 refuses', { invoicePrefix: 'IN V' }, false],
  ])('%s', (_case, record, valid) => {
    expect(rule.valid(record)).toBe(valid);
    expect(message(record)).toMatch(valid ? /^$/ : /^The number /);
  });
});

describe("a direct line's stock area (decision 1403)", () => {
  const [rule] = salesInvoice.lines.rules ?? [];
  it.each([
    ['a dispatched line without a stock area', { dispatchLineId: 4, stockAreaId: null }, true],
    ['a direct line from a stock area', { dispatchLineId: null, stockAreaId: 9 }, true],
    ['a direct line without one (the submit asks for it)', {}, true],
    [
      'a dispatched line naming a stock area: its goods left with the dispatch',
      { dispatchLineId: 4, stockAreaId: 9 },
      false,
    ],
  ])('%s', (_case, line, valid) => {
    expect(rule?.field).toBe('stockAreaId');
    expect(rule?.valid(line)).toBe(valid);
  });
});

describe('a service holds no stock (decision 1480)', () => {
  const [, rule] = salesInvoice.lines.rules ?? [];
  const stockless = salesInvoice.against?.direct?.stockless;
  it.each([
    ['freight billed alone (SAC 996511), no stock area', { hsnCode: '996511' }, true, true],
    ['job charges naming a stock area', { hsnCode: '998821', stockAreaId: 9 }, false, true],
    ['goods from a stock area', { hsnCode: '5407', stockAreaId: 9 }, true, false],
    ['goods without one (the submit asks for it)', { hsnCode: '5407' }, true, false],
  ])('%s', (_case, line, valid, service) => {
    expect(rule?.field).toBe('stockAreaId');
    expect(rule?.valid(line)).toBe(valid);
    expect(stockless?.(line)).toBe(service);
  });
});

describe('the documents that went out to the party take the portals (decision 1481)', () => {
  it('are the submitted ones, not a draft, a pending or a cancelled one', () => {
    expect([0, 5, 7, 10, 20, 30, 90, undefined].map(wentOut)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
