import { describe, expect, it } from 'vitest';
import { APPROVAL_CONFIGURATION, MATERIAL_REQUEST_CONFIG } from '../catalogue/modules/approvals.ts';
import { parseEntity } from '../catalogue/validate.ts';
import { AMEND_POSTED, amendProblem } from './amendments.ts';
import { areasForDepartment, requestingAreaProblems, type DepartmentArea } from './departmentFlow.ts';
import { dispatchProblems, orderLinkProblems, readyToDispatch, type OrderItemFlow } from './dispatchFlow.ts';
import { DOCUMENTS } from './documents.ts';
import { documentModule, sendsBetween, transitionRules } from './documentRules.ts';
import { formActions } from './formActions.ts';
import { countedOf, doneOf, receiptProblems } from './against.ts';
import { DOCUMENT_STATUS as S, applyAction } from './statuses.ts';

// Issue 18's flows: a partial transfer validation (decision 1040), the two-step inter-department
// transfer (1041), the sales order's way to the dispatch area (1042), the requesting department's area (1043).

const validation = DOCUMENTS.transferValidation;
const against = validation.against;
if (!against) throw new Error('a validation fills its transfer');

describe('a partial validation (decision 1040)', () => {
  const parse = (line: Record<string, unknown>) =>
    parseEntity(documentModule(validation), {
      stockTransferId: 1,
      date: '2026-11-25',
      lines: [{ stockTransferLineId: 1, itemId: 1, uomId: 1, stockAreaId: 1, quantity: 10, ...line }],
    });

  it.each([
    ['all received', { receivedQuantity: 10 }, []],
    ['part received, the rest left in transit', { receivedQuantity: 4 }, []],
    [
      'part received, part short with its reason',
      { receivedQuantity: 4, shortQuantity: 1, shortReason: 'Torn' },
      [],
    ],
    [
      'nothing accounted for',
      { receivedQuantity: 0 },
      ['Receive or write off something on this line, or remove the line.'],
    ],
    [
      'more than is in transit',
      { receivedQuantity: 9, shortQuantity: 2, shortReason: 'Wet' },
      ['The received and the short quantity cannot be more than is in transit.'],
    ],
    [
      'short without a reason',
      { receivedQuantity: 9, shortQuantity: 1 },
      ['Say why it is short: the shortage is written off with its reason.'],
    ],
  ])('%s', (_, line, messages) => {
    const result = parse(line);
    expect(result.ok ? [] : result.issues.map((issue) => issue.message)).toEqual(messages);
  });

  it.each([
    [{ receivedQuantity: 4, shortQuantity: 1.25 }, 5.25],
    [{ receivedQuantity: 4 }, 4],
    [{ receivedQuantity: 'x', shortQuantity: 2 }, 2],
  ])('the transfer line is filled with received + short: %j → %d', (line, filled) => {
    expect(countedOf(against, line)).toBe(filled);
    expect(doneOf(against, { validatedQuantity: filled })).toBe(filled);
  });

  it("a transfer is closed by its validations, never by the user's close (stock would stay in transit)", () => {
    const rules = {
      ...transitionRules(DOCUMENTS.stockTransfer),
      reason: 'Done',
      progress: 'partial' as const,
    };
    expect(applyAction('close', S.IN_PROGRESS, rules)).toEqual({
      ok: false,
      reason: 'It closes when all it sent is received or written off: validate what is still in transit.',
    });
    expect(applyAction('close', S.OPEN, transitionRules(DOCUMENTS.purchaseOrder))).toMatchObject({
      ok: false,
      missing: 'reason',
    });
    const offered = formActions(
      { id: 1, status: S.IN_PROGRESS, number: 'ST/1' },
      transitionRules(DOCUMENTS.stockTransfer),
    );
    expect(offered).not.toContain('close');
  });

  it('without more parts only the quantity field fills the order line', () => {
    const inward = DOCUMENTS.inward.against;
    expect(inward && countedOf(inward, { acceptedQuantity: 3, shortQuantity: 5 })).toBe(3);
  });

  it('two validations of one transfer line count together against what is pending', () => {
    const lines = [
      { stockTransferLineId: 1, itemId: 1, receivedQuantity: 3, shortQuantity: 1 },
      { stockTransferLineId: 1, itemId: 1, receivedQuantity: 2 },
    ];
    const order = [{ id: 1, itemId: 1, quantity: 10, done: 5 }];
    expect(receiptProblems(against, lines, order, 0)).toEqual([
      expect.objectContaining({
        field: 'lines.1.receivedQuantity',
        message: expect.stringMatching(/^Only 5/),
      }),
    ]);
    expect(receiptProblems(against, lines.slice(0, 1), order, 0)).toEqual([]);
  });
});

describe('the two-step inter-department transfer (decision 1041)', () => {
  const transfer = DOCUMENTS.departmentTransfer;

  // Decision 2355: "with CBL_FLOW_SUPPORT YES ... accepted by the receiving department"; within one, none other is.
  it.each([
    ['two departments: the receiving one accepts', { fromDepartmentId: 1, toDepartmentId: 2 }, true],
    ['one department: done on submit', { fromDepartmentId: 1, toDepartmentId: 1 }, false],
    ['no sender named', { toDepartmentId: 1 }, true],
    ['both cleared: its rules ask for them', { fromDepartmentId: null, toDepartmentId: null }, true],
    ['a document declaring no pair', {}, true],
  ])('sendsBetween: %s', (name, header, sends) => {
    const def = name.startsWith('a document') ? DOCUMENTS.stockTransfer : transfer;
    expect(sendsBetween(def, header)).toBe(sends);
  });

  it.each([
    [false, S.COMPLETED],
    [true, S.OPEN],
  ])('a submit with CBL_FLOW_SUPPORT YES: %s lands in %d', (twoStep, status) => {
    expect(applyAction('submit', S.DRAFT, transitionRules(transfer, twoStep))).toEqual({
      ok: true,
      to: status,
    });
  });

  it('a sent one is accepted into Completed, and cancelled from Open or Completed with a reason', () => {
    const rules = { ...transitionRules(transfer), numbered: true, reason: 'Wrong lot' };
    expect(applyAction('complete', S.OPEN, rules)).toEqual({ ok: true, to: S.COMPLETED });
    expect(applyAction('cancel', S.OPEN, rules)).toEqual({ ok: true, to: S.CANCELLED });
    expect(applyAction('cancel', S.COMPLETED, rules)).toEqual({ ok: true, to: S.CANCELLED });
    expect(applyAction('close', S.OPEN, rules).ok).toBe(false);
  });

  it('a document that moved stock is never amended back to a draft; an order still is', () => {
    const sent = { status: S.OPEN, date: '2026-11-24' };
    expect(amendProblem(sent, { statuses: transfer.statuses, posts: true })).toEqual({
      message: AMEND_POSTED,
    });
    expect(amendProblem(sent, { statuses: DOCUMENTS.purchaseOrder.statuses })).toBeNull();
    const rules = transitionRules(DOCUMENTS.stockTransfer);
    expect(rules.posts).toBe(true);
    expect(formActions({ id: 1, status: S.OPEN, number: 'ST/2026-27/00001' }, rules)).not.toContain('amend');
  });
});

describe("a sales order's goods on the way to the dispatch area (decision 1042)", () => {
  const flow = (reached: number, dispatched = 0, ordered = 30): OrderItemFlow => ({
    itemId: 7,
    itemName: 'PP Tape',
    ordered,
    reached,
    dispatched,
  });

  it.each([
    [flow(0), 0],
    [flow(12), 12],
    [flow(12, 5), 7],
    [flow(40, 5), 25],
    [flow(3, 5), 0],
  ])('ready to dispatch of %j is %d', (item, ready) => {
    expect(readyToDispatch(item)).toBe(ready);
  });

  it.each([
    ['within what reached', [{ itemId: 7, quantity: 12 }], []],
    [
      'two lines together beyond it',
      [
        { itemId: 7, quantity: 8 },
        { itemId: 7, quantity: 5 },
      ],
      ['lines.1.quantity'],
    ],
    ['an item not on the order', [{ itemId: 8, quantity: 1 }], ['lines.0.itemId']],
  ])('a dispatch %s', (_, lines, fields) => {
    expect(dispatchProblems(lines, [flow(12)]).map((issue) => issue.field)).toEqual(fields);
  });

  it('names the item and the quantity that reached it', () => {
    const [problem] = dispatchProblems([{ itemId: 7, quantity: 13 }], [{ ...flow(12), itemName: null }]);
    expect(problem?.message).toMatch(
      /^Only 12\.000 of this item has reached the dispatch area .* 13\.000 asked/,
    );
  });

  it('shows them in the item\'s unit (issue 42: "500.0 BAG" (BAG has 0 decimals))', () => {
    const [problem] = dispatchProblems(
      [{ itemId: 7, quantity: 13 }],
      [{ ...flow(12), uom: { name: 'BAG', decimals: 0 } }],
    );
    expect(problem?.message).toMatch(/^Only 12 BAG of .* has reached the dispatch area .* 13 BAG asked/);
  });

  it.each([
    ['no order named', null, []],
    ['an item of an open order', { itemId: 7, salesOrderId: 1 }, []],
    [
      'an order of another organisation (not found: the lookup refuses it)',
      { itemId: 7, salesOrderId: 9 },
      [],
    ],
    ['a closed order', { itemId: 7, salesOrderId: 2 }, ['lines.0.salesOrderId']],
    ['an item not on the order', { itemId: 8, salesOrderId: 1 }, ['lines.0.itemId']],
  ])('a transfer line naming %s', (_, line, fields) => {
    const orders = new Map([
      [1, { label: 'Sales Order SO/1', open: true, itemIds: new Set([7]) }],
      [2, { label: 'Sales Order SO/2', open: false, itemIds: new Set([7]) }],
    ]);
    expect(orderLinkProblems([line], orders).map((issue) => issue.field)).toEqual(fields);
  });
});

describe("an inward lands in the requesting department's area (decision 1043)", () => {
  const areas: DepartmentArea[] = [
    { id: 1, name: 'Raw Material Store', departmentId: 10, branchId: 1 },
    { id: 3, name: 'Weaving WIP', departmentId: 20, branchId: 1 },
    { id: 2, name: 'Weaving Rack Area', departmentId: 20, branchId: 1 },
    { id: 4, name: 'Vapi Weaving', departmentId: 20, branchId: 2 },
  ];
  const order = { label: 'Purchase Order PO/1', departmentId: 20, departmentName: 'Weaving', branchId: 1 };

  it("offers the department's areas of the branch, by name", () => {
    expect(areasForDepartment(areas, 20, 1).map((area) => area.id)).toEqual([2, 3]);
  });

  it.each([
    ['any of its areas', [3, 2], []],
    ['the main store, or none', [1, null], ['lines.0.stockAreaId', 'lines.1.stockAreaId']],
    ['its area of another branch', [4], ['lines.0.stockAreaId']],
  ])('%s', (_, ids, fields) => {
    const problems = requestingAreaProblems(ids, order, areas);
    expect(problems.map((issue) => issue.field)).toEqual(fields);
    for (const problem of problems)
      expect(problem.message).toBe(
        'Purchase Order PO/1 was raised for Weaving: receive it into its stock area (Weaving Rack Area, Weaving WIP).',
      );
  });

  it('a department without an area in the branch says to add one', () => {
    const [problem] = requestingAreaProblems([1], { ...order, branchId: 9 }, areas);
    expect(problem?.message).toMatch(/which has no stock area in this branch/);
  });
});

describe('the request approval configuration, a view of the approval configuration (decision 1044)', () => {
  it("offers only the material request and the approval configuration's level fields, on its table", () => {
    const moduleName = MATERIAL_REQUEST_CONFIG.fields.find((field) => field.key === 'moduleName');
    expect(moduleName?.options).toEqual([{ value: 'materialRequest', label: 'Material Request' }]);
    expect(moduleName?.defaultValue).toBe('materialRequest');
    expect(MATERIAL_REQUEST_CONFIG.fields.map((field) => field.key)).toEqual(
      APPROVAL_CONFIGURATION.fields.map((field) => field.key),
    );
    expect(MATERIAL_REQUEST_CONFIG.viewOf).toEqual({
      module: 'approvalConfiguration',
      where: { moduleName: 'materialRequest' },
    });
    expect(MATERIAL_REQUEST_CONFIG).toMatchObject({
      aclName: 'chemical/requestApprovalConfig',
      route: '/module/materialRequestConfig',
    });
  });
});
