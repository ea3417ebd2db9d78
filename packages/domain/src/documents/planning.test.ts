import { describe, expect, it } from 'vitest';
import {
  bomOf,
  leftToPlan,
  leftToProduce,
  materialNeeds,
  planCover,
  planLineProblems,
  type PlanBom,
  type PlannableOrderLine,
  type StandingPlanLine,
} from './planning.ts';

// Issue 19's planning (decision 1160): "what to make, how much, by when, with the bill of material's needs
// against stock … and the shortfall"; a plan line beyond the order's quantity left is refused. Decision
// 1241, 1342: what the standing plans cover is not left to plan, and a plan's production does not count twice.

// Decision 1351: a plan line shows what batches naming the plan produced of it and what is left to produce.
describe('what a plan line has left to produce', () => {
  it.each([
    [{ quantity: 5_000 }, 5_000],
    [{ quantity: 5_000, producedQuantity: 1_250.5 }, 3_749.5],
    [{ quantity: '5000', producedQuantity: '0.1' }, 4_999.9],
    [{ quantity: 5_000, producedQuantity: 5_000 }, 0],
    // Made beyond the plan: nothing is left, never less than nothing.
    [{ quantity: 5_000, producedQuantity: 5_200 }, 0],
    // Nothing planned yet on the line typed: nothing to say.
    [{ quantity: null, producedQuantity: 3 }, null],
    [{ quantity: '' }, null],
    [{ quantity: 'many' }, null],
  ])('%o: %s', (line, left) => {
    expect(leftToProduce(line)).toBe(left);
  });
});

describe('what a sales order line has left to plan', () => {
  it.each([
    [10_000, 0, 0, 0, 10_000],
    [10_000, 2_500.25, 0, 0, 7_499.75],
    [10, 10, 0, 0, 0],
    [10, 12, 0, 0, 0],
    // An open plan of 6,000 and 4,000 made by batches naming it: its own, counted once.
    [10_000, 4_000, 6_000, 4_000, 4_000],
    // 4,000 made naming no plan while it stands are not the plan's (decision 1342).
    [10_000, 4_000, 6_000, 0, 0],
    // Made beyond what the open plan covers (its made counted up to its 6,000): production decides.
    [10_000, 7_000, 6_000, 6_000, 3_000],
    // 5,000 made under a plan now closed, then an open plan of 3,000: both come off.
    [10_000, 5_000, 3_000, 0, 2_000],
    // … and 1,000 made since by batches naming that plan are its own.
    [10_000, 6_000, 3_000, 1_000, 2_000],
    [10_000, 0, 10_500, 0, 0],
  ])(
    'ordered %d, produced %d, covered by open plans %d of which their batches made %d: %d left',
    (quantity, producedQuantity, covered, made, left) => {
      expect(leftToPlan({ quantity, producedQuantity }, { quantity: covered, made })).toBe(left);
    },
  );
  it('with no standing plan, is the quantity less what was produced', () => {
    expect(leftToPlan({ quantity: 10, producedQuantity: 4 })).toBe(6);
  });
});

const orderLine = (extra: Partial<PlannableOrderLine> = {}): PlannableOrderLine => ({
  id: 7,
  salesOrderId: 3,
  orderLabel: 'SO/2026-27/00001',
  open: true,
  itemId: 40,
  itemName: 'Woven Bag',
  quantity: 10_000,
  producedQuantity: 4_000,
  ...extra,
});

describe('a plan line against its sales order line', () => {
  const messages = (lines: Parameters<typeof planLineProblems>[0], line = orderLine()) =>
    planLineProblems(lines, [orderLine({ id: 6, itemId: 39 }), line]).map(
      (issue) => `${issue.field}: ${issue.message}`,
    );

  it.each([
    ['naming no order line plans freely', [{ itemId: 99, quantity: 1e6 }], orderLine(), []],
    ['within what is left', [{ salesOrderLineId: 7, itemId: 40, quantity: 6_000 }], orderLine(), []],
    [
      'of the order it names',
      [{ salesOrderLineId: 7, salesOrderId: 3, itemId: 40, quantity: 1 }],
      orderLine(),
      [],
    ],
    [
      'beyond what is left',
      [{ salesOrderLineId: 7, itemId: 40, quantity: 6_000.5 }],
      orderLine(),
      [
        'lines.0.quantity: Only 6,000.000 of Woven Bag is left to make on SO/2026-27/00001; 6,000.500 planned.',
      ],
    ],
    [
      'beyond what is left, in its unit (issue 42: "500.0 BAG" (BAG has 0 decimals))',
      [{ salesOrderLineId: 7, itemId: 40, quantity: 6_001 }],
      orderLine({ uom: { name: 'BAG', decimals: 0 } }),
      [
        'lines.0.quantity: Only 6,000 BAG of Woven Bag is left to make on SO/2026-27/00001; 6,001 BAG planned.',
      ],
    ],
    [
      'beyond it over two lines',
      [
        { salesOrderLineId: 7, itemId: 40, quantity: 5_000 },
        { salesOrderLineId: 7, itemId: 40, quantity: 1_500 },
      ],
      orderLine({ itemName: null }),
      [
        'lines.1.quantity: Only 6,000.000 of this item is left to make on SO/2026-27/00001; 6,500.000 planned.',
      ],
    ],
    [
      'naming a line of no order',
      [{ salesOrderLineId: 8, itemId: 40, quantity: 1 }],
      orderLine(),
      ['lines.0.salesOrderId: Line 1 names no line of a sales order.'],
    ],
    [
      'naming only its order, within what its item has left there',
      [{ salesOrderId: 3, itemId: 40, quantity: 6_000 }],
      orderLine(),
      [],
    ],
    [
      'naming only its order, beyond what its item has left there',
      [
        { salesOrderId: 3, itemId: 40, quantity: 3_000 },
        { salesOrderLineId: 7, itemId: 40, quantity: 3_001 },
      ],
      orderLine(),
      [
        'lines.1.quantity: Only 6,000.000 of Woven Bag is left to make on SO/2026-27/00001; 6,001.000 planned.',
      ],
    ],
    [
      'naming an order its item is not on',
      [{ salesOrderId: 3, itemId: 41, quantity: 1 }],
      orderLine(),
      ["lines.0.itemId: Line 1's item is not on SO/2026-27/00001."],
    ],
    [
      'naming an order that is not there',
      [{ salesOrderId: 9, itemId: 40, quantity: 1 }],
      orderLine(),
      ['lines.0.salesOrderId: Line 1 names no line of a sales order.'],
    ],
    [
      'of an order no longer open',
      [{ salesOrderLineId: 7, itemId: 40, quantity: 1 }],
      orderLine({ open: false }),
      ['lines.0.salesOrderId: SO/2026-27/00001 is not open: nothing more is planned for it.'],
    ],
    [
      'naming another order than its line',
      [{ salesOrderLineId: 7, salesOrderId: 4, itemId: 40, quantity: 1 }],
      orderLine(),
      ["lines.0.salesOrderId: Line 1's order line is not on that sales order."],
    ],
    [
      'of another item',
      [{ salesOrderLineId: 7, itemId: 41, quantity: 1 }],
      orderLine(),
      ["lines.0.itemId: Line 1's item is not the item of its order line on SO/2026-27/00001."],
    ],
  ])('a line %s', (_, lines, line, expected) => {
    expect(messages(lines, line)).toEqual(expected);
  });
});

describe('a plan line against what the standing plans cover', () => {
  const lines = [orderLine({ id: 6, itemId: 39 }), orderLine({ producedQuantity: 1_000 })];
  const standing = (planLabel: string, line: Partial<StandingPlanLine>): StandingPlanLine => ({
    planLabel,
    itemId: 40,
    quantity: 2_000,
    producedQuantity: null,
    ...line,
  });
  const week48 = 'PLN/2026-27/00001 (Week 48)';
  const week49 = 'PLN/2026-27/00002 (Week 49)';

  it.each([
    ['naming the order line', [standing(week48, { salesOrderLineId: 7 })], { 7: [2_000, [week48], 0] }],
    [
      'naming only the order, as the form makes it, over two plans',
      [
        standing(week48, { salesOrderId: 3, producedQuantity: 300 }),
        standing(week48, { salesOrderId: 3, quantity: 500, producedQuantity: 0 }),
        // Week 49's batches made more than it plans: counted up to its 1,500.5.
        standing(week49, { salesOrderLineId: 7, quantity: 1_500.5, producedQuantity: 2_000 }),
      ],
      { 7: [4_000.5, [week48, week49], 1_800.5] },
    ],
    [
      'for no line of these orders, or planning freely',
      [
        standing(week48, { salesOrderLineId: 99 }),
        standing(week48, { salesOrderId: 3, itemId: 41 }),
        standing(week48, {}),
      ],
      {},
    ],
  ])('counts the lines %s', (_, planned, expected) => {
    const cover = planCover(planned, lines);
    expect(
      Object.fromEntries([...cover].map(([id, { quantity, plans, made }]) => [id, [quantity, plans, made]])),
    ).toEqual(expected);
  });

  it.each([
    [
      'within what the plans leave',
      6_000,
      [standing(week48, { salesOrderLineId: 7, quantity: 4_000, producedQuantity: 1_000 })],
      [],
    ],
    [
      'beyond it, naming the plans',
      6_000.5,
      [
        standing(week48, { salesOrderLineId: 7, quantity: 3_000, producedQuantity: 1_000 }),
        standing(week49, { salesOrderId: 3, quantity: 1_000 }),
      ],
      [
        'lines.0.quantity: Only 6,000.000 of Woven Bag is left to make on SO/2026-27/00001; 6,000.500 planned. ' +
          `${week48}, ${week49} cover 4,000.000 of it.`,
      ],
    ],
    [
      'beyond it, the production above one plan',
      9_000.5,
      [standing(week48, { salesOrderLineId: 7, quantity: 500, producedQuantity: 1_000 })],
      [
        'lines.0.quantity: Only 9,000.000 of Woven Bag is left to make on SO/2026-27/00001; 9,000.500 planned. ' +
          `${week48} covers 500.000 of it.`,
      ],
    ],
  ])('refuses a line %s', (_, quantity, planned, expected) => {
    const problems = planLineProblems(
      [{ salesOrderLineId: 7, itemId: 40, quantity }],
      lines,
      planCover(planned, lines),
    );
    expect(problems.map((issue) => `${issue.field}: ${issue.message}`)).toEqual(expected);
  });
});

const bag: PlanBom = {
  id: 2,
  outputItemId: 40,
  outputQuantity: 1_000,
  isDefault: true,
  lines: [
    { inputItemId: 10, quantity: 80 },
    { inputItemId: 11, quantity: 2.5 },
  ],
};
const otherBag: PlanBom = { ...bag, id: 1, isDefault: false, lines: [{ inputItemId: 12, quantity: 1 }] };
const tape: PlanBom = {
  id: 3,
  outputItemId: 10,
  outputQuantity: 100,
  isDefault: false,
  lines: [{ inputItemId: 20, quantity: 97 }],
};

describe('the bill of material an item is made by', () => {
  it.each([
    ['its default one before an older one', [otherBag, bag], 40, 2],
    ['its first when none is the default', [tape, { ...tape, id: 5 }], 10, 3],
    ['none without one', [bag], 11, undefined],
  ])('%s', (_, boms, itemId, id) => {
    expect(bomOf(boms, itemId)?.id).toBe(id);
  });
});

describe("a plan's material needs", () => {
  it.each([
    [
      'scaled to the plan, against the stock, with the shortfall',
      [{ itemId: 40, quantity: 10_000 }],
      [[10, 500]],
      {
        needs: [
          { itemId: 10, needed: 800, available: 500, shortfall: 300 },
          { itemId: 11, needed: 25, available: 0, shortfall: 25 },
        ],
        withoutBom: [],
      },
    ],
    [
      'summed over lines and items sharing an input, nothing short when the stock covers it',
      [
        { itemId: 40, quantity: 1_000 },
        { itemId: 40, quantity: 250 },
        { itemId: 10, quantity: 100 },
      ],
      [
        [10, 1_000],
        [11, 3.125],
        [20, 120],
      ],
      {
        needs: [
          { itemId: 10, needed: 100, available: 1_000, shortfall: 0 },
          { itemId: 11, needed: 3.125, available: 3.125, shortfall: 0 },
          { itemId: 20, needed: 97, available: 120, shortfall: 0 },
        ],
        withoutBom: [],
      },
    ],
    [
      'an item without a bill of material named, a negative stock read as none',
      [
        { itemId: 99, quantity: 5 },
        { itemId: 10, quantity: 1 },
        { itemId: 99, quantity: 5 },
      ],
      [[20, -3]],
      { needs: [{ itemId: 20, needed: 0.97, available: 0, shortfall: 0.97 }], withoutBom: [99] },
    ],
  ])('%s', (_, planned, stock, expected) => {
    expect(materialNeeds(planned, [otherBag, bag, tape], new Map(stock as [number, number][]))).toEqual(
      expected,
    );
  });
});
