import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from './documents.ts';
import { STOCK_DOCUMENTS } from './stockDocuments.ts';
import { documentPostings, type DocumentPosting } from './postings.ts';
import { linesFromOrder, orderProgress, pendingOf, receiptProblems, type OrderLine } from './against.ts';
import { transferLegs, transitPostings } from './transfers.ts';
import { parseEntity } from '../catalogue/validate.ts';
import { documentModule } from './documentRules.ts';

const inward = STOCK_DOCUMENTS.inward;
const against = inward.against!;
const IN = inward.posting as DocumentPosting;
const OUT = STOCK_DOCUMENTS.stockIssue.posting as DocumentPosting;

describe('documentPostings (issue 17: "on submit, post these movements")', () => {
  const received = {
    itemId: 7,
    stockAreaId: 3,
    quantity: 12,
    acceptedQuantity: 10,
    rejectedQuantity: 2,
    rate: 95.5,
    lotNumber: ' L-1 ',
    rackId: 4,
    expiresOn: '2027-03-31',
  };

  it('an inward brings the accepted quantity in at its rate, into its rack, lot and dates', () => {
    expect(documentPostings(IN, [received], { labTestInward: false })).toEqual([
      {
        lineIndex: 0,
        movement: 'INWARD',
        material: 'item',
        materialId: 7,
        stockAreaId: 3,
        rackId: 4,
        lotNumber: 'L-1',
        rollNumber: '',
        packingTypeId: null,
        manufacturedOn: null,
        expiresOn: '2027-03-31',
        quantity: 10,
        toStockAreaId: null,
        rate: 95.5,
        held: false,
      },
    ]);
  });

  it('supporting material and packing types post as materials of their kind, named by their own field', () => {
    const posting = STOCK_DOCUMENTS.packingTypeInward.posting as DocumentPosting;
    const [packing] = documentPostings(posting, [{ packingId: 5, stockAreaId: 3, quantity: 200, rate: 12 }], {
      labTestInward: true,
    });
    expect(packing).toMatchObject({
      material: 'packing',
      materialId: 5,
      quantity: 200,
      rate: 12,
      held: false,
    });
  });

  it('with LAB_TEST_INWARD on, received stock is held for the lab', () => {
    expect(documentPostings(IN, [received], { labTestInward: true })[0]?.held).toBe(true);
  });

  it('a stock issue takes the quantity out at the average (no rate), never held', () => {
    const [posting] = documentPostings(OUT, [{ itemId: 7, stockAreaId: 3, quantity: 4, rate: 10 }], {
      labTestInward: true,
    });
    expect(posting).toMatchObject({ movement: 'ISSUE', quantity: -4, rate: null, held: false, rackId: null });
  });

  it.each([
    ['nothing accepted', { ...received, acceptedQuantity: 0 }],
    ['an accepted quantity that is no number', { ...received, acceptedQuantity: '10' }],
    ['no item', { ...received, itemId: null }],
    ['no stock area', { ...received, stockAreaId: 'x' }],
  ])('a line with %s posts nothing, and keeps the other lines their index', (_, line) => {
    expect(documentPostings(IN, [line, received], { labTestInward: false }).map((p) => p.lineIndex)).toEqual([
      1,
    ]);
  });
});

const orderLine = (
  id: number,
  quantity: number,
  done: number,
  extra: Partial<OrderLine> = {},
): OrderLine => ({
  id,
  itemId: id * 10,
  quantity,
  done,
  uomDecimals: 3,
  uomName: 'kg',
  itemName: `Item ${id}`,
  ...extra,
});

describe('receiptProblems (issue 17: "more than ordered is refused unless within INWARD_TOLERANCE_PERCENT")', () => {
  const order = [orderLine(1, 100, 60), orderLine(2, 50, 0)];
  const line = (orderLineId: unknown, itemId: unknown, accepted: number) => ({
    purchaseOrderLineId: orderLineId,
    itemId,
    acceptedQuantity: accepted,
  });

  it.each([
    ['the pending quantity exactly', [line(1, 10, 40)], 0, []],
    ['two lines of one order line within it', [line(1, 10, 20), line(1, 10, 20)], 0, []],
    ['within a tolerance of 5% of the ordered quantity', [line(1, 10, 45)], 5, []],
    [
      'more than pending, without tolerance',
      [line(1, 10, 40.5)],
      0,
      [['lines.0.acceptedQuantity', 'Only 40.000 kg of Item 1 is pending on the order; 40.500 kg received.']],
    ],
    [
      'two lines that together exceed it (the second is named)',
      [line(1, 10, 30), line(1, 10, 20)],
      5,
      [
        [
          'lines.1.acceptedQuantity',
          'Only 40.000 kg of Item 1 is pending on the order (5% more allowed); 50.000 kg received.',
        ],
      ],
    ],
    [
      'a line of no order line',
      [line(9, 10, 1)],
      0,
      [['lines.0.itemId', 'Line 1 is not a line of the chosen order.']],
    ],
    ['another item', [line(2, 10, 1)], 0, [['lines.0.itemId', "Line 1 must keep the order line's item."]]],
    [
      'a line naming no order line',
      [line(null, 10, 1)],
      0,
      [['lines.0.itemId', 'Line 1 is not a line of the chosen order.']],
    ],
  ])('%s', (_, lines, tolerance, expected) => {
    const problems = receiptProblems(against, lines, order, tolerance);
    expect(problems.map((problem) => [problem.field, problem.message])).toEqual(expected);
  });

  it('words an order line without unit or item name plainly', () => {
    const [problem] = receiptProblems(
      against,
      [line(3, 30, 5)],
      [orderLine(3, 1, 0, { uomName: null, itemName: null, uomDecimals: null })],
      0,
    );
    expect(problem?.message).toBe('Only 1.000 of this item is pending on the order; 5.000 received.');
  });
});

describe('receiptProblems of a purchase return (direction reopen): no more back than was received', () => {
  const RETURN = STOCK_DOCUMENTS.purchaseReturn.against!;
  const order = [orderLine(1, 100, 60)];
  it.each([
    ['all that was received', 60, []],
    [
      'more than was received',
      61,
      [['lines.0.quantity', 'Only 60.000 kg of Item 1 was received on the order; 61.000 kg returned.']],
    ],
  ])('%s', (_, quantity, expected) => {
    const problems = receiptProblems(RETURN, [{ purchaseOrderLineId: 1, itemId: 10, quantity }], order, 50);
    expect(problems.map((problem) => [problem.field, problem.message])).toEqual(expected);
  });

  it('starts from each line received, in full', () => {
    expect(
      linesFromOrder(RETURN, [
        { ...orderLine(1, 100, 60), uomId: 2, rate: 80 },
        { ...orderLine(2, 50, 0), uomId: 2, rate: 90 },
      ]),
    ).toEqual([{ purchaseOrderLineId: 1, itemId: 10, uomId: 2, rate: 80, quantity: 60 }]);
  });
});

describe('orderProgress and pendingOf (Open → In Progress → Closed when all is received)', () => {
  it.each([
    ['nothing received', [orderLine(1, 10, 0), orderLine(2, 5, 0)], 'none'],
    ['part of one line', [orderLine(1, 10, 4), orderLine(2, 5, 0)], 'partial'],
    ['one line in full, the other not', [orderLine(1, 10, 10), orderLine(2, 5, 0)], 'partial'],
    [
      'every line in full (or beyond, within tolerance)',
      [orderLine(1, 10, 10), orderLine(2, 5, 5.2)],
      'complete',
    ],
  ] as const)('%s: %s', (_, lines, progress) => {
    expect(orderProgress(lines)).toBe(progress);
  });

  it.each([
    ['allocated in part, nothing issued', [orderLine(1, 10, 4, { closed: 0 })], 'partial'],
    ['allocated in full, issued in part', [orderLine(1, 10, 10, { closed: 6 })], 'partial'],
    ['issued in full', [orderLine(1, 10, 10, { closed: 10 })], 'complete'],
    ['nothing allocated or issued', [orderLine(1, 10, 0, { closed: 0 })], 'none'],
  ] as const)('a request closes only when all is issued (decision 1004): %s', (_, lines, progress) => {
    expect(orderProgress(lines)).toBe(progress);
  });

  it('pending is never below zero', () => {
    expect(pendingOf({ quantity: 5, done: 5.2 })).toBe(0);
    expect(pendingOf({ quantity: 5, done: 1.1 })).toBe(3.9);
  });
});

describe('linesFromOrder: an inward starts from the order lines still pending', () => {
  it('each pending line in full, at the order rate, naming its order line', () => {
    const lines = linesFromOrder(against, [
      { ...orderLine(1, 100, 60), uomId: 2, rate: 80 },
      { ...orderLine(2, 50, 50), uomId: 2, rate: 90 },
    ]);
    expect(lines).toEqual([
      { purchaseOrderLineId: 1, itemId: 10, uomId: 2, rate: 80, quantity: 40, acceptedQuantity: 40 },
    ]);
  });
});

describe('the inward line rule', () => {
  const parse = (line: Record<string, unknown>) =>
    parseEntity(documentModule(inward), {
      partyId: 1,
      date: '2026-11-23',
      branchId: 1,
      purchaseOrderId: 1,
      lines: [{ itemId: 1, uomId: 1, rate: 10, stockAreaId: 1, ...line }],
    });

  it.each([
    [
      'accepted and rejected add up to the received quantity',
      { quantity: 10, acceptedQuantity: 8, rejectedQuantity: 2 },
      true,
    ],
    ['all accepted, no rejected given', { quantity: 10, acceptedQuantity: 10 }, true],
    ['they do not add up', { quantity: 10, acceptedQuantity: 7, rejectedQuantity: 2 }, false],
  ])('%s', (_, line, ok) => {
    const result = parse(line);
    expect(result.ok).toBe(ok);
    if (!result.ok)
      expect(result.issues.map((issue) => issue.message)).toContain(
        'Accepted and rejected quantities must add up to the received quantity.',
      );
  });

  it('a received quantity not given yet is refused as required, not by the rule', () => {
    const result = parse({ acceptedQuantity: 7 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.field)).toEqual(['lines.0.quantity']);
  });
});

describe("a transfer (decision 1001): out of its place, into the line's destination, lot for lot", () => {
  const TRANSFER = DOCUMENTS.departmentTransfer.posting as DocumentPosting;
  const line = { itemId: 7, fromStockAreaId: 3, toStockAreaId: 9, lotNumber: 'L-1', quantity: 4 };
  it('posts the line out of its source with its destination', () => {
    expect(documentPostings(TRANSFER, [line], { labTestInward: true })).toEqual([
      expect.objectContaining({
        movement: 'TRANSFER',
        stockAreaId: 3,
        toStockAreaId: 9,
        quantity: -4,
        rate: null,
        held: false,
      }),
    ]);
  });

  it('each picked lot comes into the destination as itself, available, on no rack, at the average', () => {
    const [posted] = documentPostings(TRANSFER, [line], { labTestInward: false });
    if (!posted) throw new Error('no posting');
    const picked = [
      { ...posted, lotNumber: 'A', rackId: 5, quantity: -3 },
      { ...posted, lotNumber: 'B', rackId: null, quantity: -1 },
    ];
    expect(transferLegs(picked)).toEqual([
      picked[0],
      { ...picked[0], stockAreaId: 9, rackId: null, quantity: 3, toStockAreaId: null },
      picked[1],
      { ...picked[1], stockAreaId: 9, quantity: 1, toStockAreaId: null },
    ]);
  });

  // Issue 58 item 5: "Move a lot to another stock area or rack" (decision 2356).
  it("lands on the line's destination rack, and takes from its source rack", () => {
    const onRacks = { ...line, rackId: 4, toRackId: 6 };
    const [posted] = documentPostings(TRANSFER, [onRacks], { labTestInward: false });
    expect(posted).toMatchObject({ stockAreaId: 3, rackId: 4, toStockAreaId: 9, toRackId: 6 });
    if (!posted) throw new Error('no posting');
    const [, into] = transferLegs([posted]);
    expect(into).toMatchObject({ stockAreaId: 9, rackId: 6, quantity: 4 });
    expect(into).not.toHaveProperty('toRackId');
    const branch = DOCUMENTS.stockTransfer.posting as DocumentPosting;
    const [sent] = documentPostings(branch, [{ ...onRacks, stockAreaId: 3 }], { labTestInward: false });
    expect(sent).toMatchObject({ stockAreaId: 3, quantity: -4 });
    expect(sent).not.toHaveProperty('toRackId');
  });

  it('a posting without a destination, or coming in, is left as it is', () => {
    const [posted] = documentPostings(TRANSFER, [line], { labTestInward: false });
    if (!posted) throw new Error('no posting');
    const left = [
      { ...posted, toStockAreaId: null },
      { ...posted, quantity: 4 },
    ];
    expect(transferLegs(left)).toEqual(left);
  });
});

describe('transitPostings (decision 1002): the lots a transfer line sent, received first, then short', () => {
  const base = { lineIndex: 0, material: 'item' as const, materialId: 7 };
  const lot = (lotNumber: string, quantity: number) => ({
    lotNumber,
    rollNumber: '',
    packingTypeId: null,
    manufacturedOn: null,
    expiresOn: null,
    quantity,
  });
  const split = { transitAreaId: 50, toStockAreaId: 9, received: 28, short: 2 };
  const moved = (postings: ReturnType<typeof transitPostings>) =>
    postings.map((p) => [p.movement, p.lotNumber, p.stockAreaId, p.quantity]);
  it.each([
    [
      'one lot: received into the area, the rest written off',
      [lot('A', 30)],
      split,
      [
        ['TRANSFER', 'A', 50, -28],
        ['TRANSFER', 'A', 9, 28],
        ['SHORTAGE', 'A', 50, -2],
      ],
    ],
    [
      'two lots in the order sent: the shortage from the last',
      [lot('A', 20), lot('B', 10)],
      split,
      [
        ['TRANSFER', 'A', 50, -20],
        ['TRANSFER', 'A', 9, 20],
        ['TRANSFER', 'B', 50, -8],
        ['TRANSFER', 'B', 9, 8],
        ['SHORTAGE', 'B', 50, -2],
      ],
    ],
    ['all short', [lot('A', 3)], { ...split, received: 0, short: 3 }, [['SHORTAGE', 'A', 50, -3]]],
  ])('%s', (_, sent, parts, expected) => {
    expect(moved(transitPostings(base, sent, parts))).toEqual(expected);
  });

  it("an accept lands on the line's rack: what is received comes onto it (decision 2356)", () => {
    const onRack = transitPostings(base, [lot('A', 30)], { ...split, toRackId: 6 });
    expect(onRack.map((p) => [p.movement, p.stockAreaId, p.rackId, p.quantity])).toEqual([
      ['TRANSFER', 50, null, -28],
      ['TRANSFER', 9, 6, 28],
      ['SHORTAGE', 50, null, -2],
    ]);
  });
});
