import { describe, expect, it } from 'vitest';
import { parseEntity } from '../catalogue/validate.ts';
import { documentModule, transitionRules, waitsForApproval } from './documentRules.ts';
import { documentPostings, type DocumentPosting } from './postings.ts';
import {
  linesFromFigures,
  withLoss,
  lossOf,
  periodInOrder,
  PRODUCTION_MOVEMENTS,
  RECONCILE_DOCUMENTS,
  reconcileColumn,
  reconcileFigures,
} from './reconcileDocuments.ts';

const def = RECONCILE_DOCUMENTS.materialReconciliation;

describe('reconcileColumn: where a document line’s net quantity in the department counts', () => {
  // [what moved, movement, net in the department, net in every other area, column]
  it.each([
    ['a transfer in from the store', 'TRANSFER', 40, -40, 'received'],
    ['an allocation’s issue into its area', 'ISSUE', 3, -3, 'received'],
    ['a transfer in from another department', 'TRANSFER', 2, -2, 'received'],
    ['an inward landing in the department (PO_CBL_FLOW_SUPPORT)', 'INWARD', 5, 0, 'received'],
    ['production’s output', PRODUCTION_MOVEMENTS.output, 8, 0, 'received'],
    ['a transfer back to the store', 'TRANSFER', -6, 6, 'returned'],
    ['a transfer out to another department', 'TRANSFER', -1, 1, 'returned'],
    ['an allocation’s issue out of its area to another department', 'ISSUE', -4, 4, 'returned'],
    ['a purchase return to the supplier', 'RETURN', -2, 0, 'returned'],
    ['production’s input', PRODUCTION_MOVEMENTS.input, -12, 0, 'consumed'],
    ['an issue for consumption out of its area', 'ISSUE', -3, 0, 'consumed'],
    ['a cancelled issue’s reverse alone in the period', 'ISSUE', 3, 0, 'consumed'],
    ['an earlier loss', 'ADJUSTMENT', -2, 0, 'adjusted'],
    ['a shortage written off', 'SHORTAGE', -1, 0, 'adjusted'],
    ['a move between two of its own areas', 'TRANSFER', 0, 0, null],
    ['a rounding remainder', 'TRANSFER', 0.0001, -0.0001, null],
  ] as const)('%s', (_, movement, quantity, elsewhere, column) => {
    expect(reconcileColumn({ movement, quantity, elsewhere })).toBe(column);
  });
});

describe('reconcileFigures', () => {
  it.each([
    ['nothing moved', 7, [], { opening: 7, received: 0, consumed: 0, returned: 0, adjusted: 0, book: 7 }],
    [
      'received, consumed, returned and an earlier loss',
      10,
      [
        { movement: 'TRANSFER', quantity: 40, elsewhere: -40 },
        { movement: 'TRANSFER', quantity: 0.5, elsewhere: -0.5 },
        { movement: 'TRANSFER', quantity: 0, elsewhere: 0 },
        { movement: PRODUCTION_MOVEMENTS.input, quantity: -25.25, elsewhere: 0 },
        { movement: 'TRANSFER', quantity: -6, elsewhere: 6 },
        { movement: 'ADJUSTMENT', quantity: -1, elsewhere: 0 },
      ],
      { opening: 10, received: 40.5, consumed: 25.25, returned: 6, adjusted: -1, book: 18.25 },
    ],
    [
      'an allocation issuing 3 to the department: received, not consumed',
      0,
      [{ movement: 'ISSUE', quantity: 3, elsewhere: -3 }],
      { opening: 0, received: 3, consumed: 0, returned: 0, adjusted: 0, book: 3 },
    ],
    [
      'a reverse of an issue made before the period',
      0,
      [{ movement: 'ISSUE', quantity: 2, elsewhere: 0 }],
      { opening: 0, received: 0, consumed: -2, returned: 0, adjusted: 0, book: 2 },
    ],
  ])('%s', (_, opening, moves, figures) => {
    expect(reconcileFigures(opening, moves)).toEqual(figures);
  });
});

describe('the loss, the period', () => {
  it.each([
    [18.25, 17, 1.25],
    [18.25, 18.25, 0],
    [5, 6, 0],
    [0.3, 0.1, 0.2],
  ])('book %d counted %d: loss %d', (book, counted, loss) => {
    expect(lossOf(book, counted)).toBe(loss);
  });

  it.each([
    ['2026-11-01', '2026-11-30', true],
    ['2026-11-01', '2026-11-01', true],
    ['2026-11-30', '2026-11-01', false],
    [undefined, '2026-11-01', true],
    ['', '2026-11-01', true],
  ])('from %s to %s in order: %s', (from, to, valid) => {
    expect(periodInOrder(from, to)).toBe(valid);
  });
});

describe('the material reconciliation document (decision 1020)', () => {
  const line = {
    itemId: 7,
    stockAreaId: 3,
    uomId: 2,
    quantity: 18.25,
    countedQuantity: 17,
    lossQuantity: 1.25,
  };
  const body = { date: '2026-11-30', departmentId: 4, fromDate: '2026-11-01', toDate: '2026-11-30' };

  it('waits for approval, is done (posted) once approved, and numbers its slip MRS/FY/NNNNN', () => {
    expect(waitsForApproval(def)).toBe(true);
    expect(transitionRules(def).completes).toBe(true);
    expect(def.series).toBe('MRS');
  });

  it.each([
    ['a sheet in order', body, line, []],
    ['a period backwards', { ...body, toDate: '2026-10-31' }, line, ['toDate']],
    ['a loss not the book less the count', body, { ...line, lossQuantity: 1 }, ['lines.0.lossQuantity']],
    ['a count above the books with a loss', body, { ...line, countedQuantity: 20 }, ['lines.0.lossQuantity']],
    ['a count above the books, no loss', body, { ...line, countedQuantity: 20, lossQuantity: 0 }, []],
  ])('%s', (_, header, sheetLine, fields) => {
    const parsed = parseEntity(documentModule(def), { ...header, lines: [sheetLine] });
    expect(parsed.ok ? [] : parsed.issues.map((issue) => issue.field)).toEqual(fields);
  });

  it("posts each line's loss out of its stock area, and nothing for a line without one", () => {
    const posting = def.posting as DocumentPosting;
    const posted = documentPostings(posting, [line, { ...line, itemId: 8, lossQuantity: 0 }], {
      labTestInward: false,
    });
    expect(posted).toEqual([
      expect.objectContaining({ movement: 'ADJUSTMENT', materialId: 7, stockAreaId: 3, quantity: -1.25 }),
    ]);
    expect(posting.ofDepartment).toBe('departmentId');
  });
});

describe("the sheet's lines from the department's figures", () => {
  const row = {
    itemId: 7,
    uomId: 2,
    stockAreaId: 3,
    openingQuantity: 10,
    receivedQuantity: 40,
    consumedQuantity: 25,
    returnedQuantity: 6,
    adjustedQuantity: -1,
    bookQuantity: 18,
  };

  it('a line per item held by the books, counted as the books say; nothing held: no line', () => {
    expect(linesFromFigures([row, { ...row, itemId: 8, bookQuantity: 0 }])).toEqual([
      {
        itemId: 7,
        stockAreaId: 3,
        uomId: 2,
        openingQuantity: 10,
        receivedQuantity: 40,
        consumedQuantity: 25,
        returnedQuantity: 6,
        adjustedQuantity: -1,
        quantity: 18,
        countedQuantity: 18,
        lossQuantity: 0,
      },
    ]);
  });

  it.each<[string, Readonly<Record<string, unknown>>, number]>([
    ['a count below the books', { quantity: 18, countedQuantity: 16.5 }, 1.5],
    ['a count above them', { quantity: 18, countedQuantity: 19 }, 0],
    ['no count yet', { quantity: 18, countedQuantity: null, lossQuantity: 4 }, 4],
  ])('the loss follows: %s', (_, line, loss) => {
    expect(withLoss(line).lossQuantity).toBe(loss);
  });
});
