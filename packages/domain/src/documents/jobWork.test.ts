import { describe, expect, it } from 'vitest';
import { parseEntity, validateEntity } from '../catalogue/validate.ts';
import { AMEND_POSTED, amendProblem } from './amendments.ts';
import { DOCUMENTS } from './documents.ts';
import { documentModule, transitionRules } from './documentRules.ts';
import { FORM_ACTIONS, formActions } from './formActions.ts';
import { JOB_WORK_MOVEMENTS as M, jobWorkReturnPostings } from './jobWork.ts';
import { JOB_WORK_DOCUMENTS } from './jobWorkDocuments.ts';
import { type DocumentPosting } from './postings.ts';
import { againstParts, countedOf, doneOf, receiptProblems } from './against.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

const { jobWorkChallan: challan, jobWorkReceipt: receipt } = JOB_WORK_DOCUMENTS;
const RETURN = receipt.posting as DocumentPosting;
const against = receipt.against!;

const lot = (lotNumber: string, quantity: number) => ({
  lotNumber,
  rollNumber: '',
  packingTypeId: null,
  manufacturedOn: null,
  expiresOn: null,
  quantity,
});
const line = (extra: Record<string, unknown>) => ({
  itemId: 7,
  processedItemId: 8,
  stockAreaId: 3,
  quantity: 0,
  wastageQuantity: 0,
  receivedQuantity: 0,
  ...extra,
});
const byOrder = (a: string, b: string) =>
  FORM_ACTIONS.indexOf(a as (typeof FORM_ACTIONS)[number]) -
  FORM_ACTIONS.indexOf(b as (typeof FORM_ACTIONS)[number]);
const moved = (postings: ReturnType<typeof jobWorkReturnPostings>) =>
  postings.map((p) => [p.movement, p.materialId, p.lotNumber, p.stockAreaId, p.quantity, p.rate]);

describe('jobWorkReturnPostings (decision 1031): used and wasted out of the lots sent, processed goods in', () => {
  it.each([
    [
      'one lot: the used and the wasted leave the job worker, the processed item comes in at its rate',
      line({ quantity: 25, wastageQuantity: 1.5, receivedQuantity: 24, rate: 150, lotNumber: ' P-1 ' }),
      [lot('A', 40)],
      [
        [M.used, 7, 'A', 60, -25, null],
        [M.wasted, 7, 'A', 60, -1.5, null],
        [M.in, 8, 'P-1', 3, 24, 150],
      ],
    ],
    [
      'two lots in the order sent; no rate: at the moving average',
      line({ quantity: 12, wastageQuantity: 3, receivedQuantity: 11 }),
      [lot('A', 10), lot('B', 10)],
      [
        [M.used, 7, 'A', 60, -10, null],
        [M.used, 7, 'B', 60, -2, null],
        [M.wasted, 7, 'B', 60, -3, null],
        [M.in, 8, '', 3, 11, null],
      ],
    ],
    [
      'only wastage: nothing comes in',
      line({ wastageQuantity: 2 }),
      [lot('A', 5)],
      [[M.wasted, 7, 'A', 60, -2, null]],
    ],
    [
      'more than the lots still out: the rest is asked of the place without a lot (the ledger refuses it)',
      line({ quantity: 8, receivedQuantity: 8 }),
      [lot('A', 5)],
      [
        [M.used, 7, 'A', 60, -5, null],
        [M.used, 7, '', 60, -3, null],
        [M.in, 8, '', 3, 8, null],
      ],
    ],
    ['no item sent: nothing', line({ itemId: null, quantity: 1, receivedQuantity: 1 }), [lot('A', 5)], []],
  ])('%s', (_name, given, lots, expected) => {
    const postings = jobWorkReturnPostings(RETURN, given, 2, { jobWorkAreaId: 60, lots });
    expect(moved(postings)).toEqual(expected);
    expect(postings.every((p) => p.lineIndex === 2 && p.toStockAreaId === null && !p.held)).toBe(true);
  });

  // Issue 58 item 5 (decision 2366): what comes back lands on the line's rack; what was used leaves no rack.
  it("the processed goods land on the line's rack of its stock area", () => {
    const given = line({ quantity: 5, receivedQuantity: 5, rackId: 9 });
    const postings = jobWorkReturnPostings(RETURN, given, 0, { jobWorkAreaId: 60, lots: [lot('A', 5)] });
    expect(postings.map((p) => [p.movement, p.stockAreaId, p.rackId])).toEqual([
      [M.used, 60, null],
      [M.in, 3, 9],
    ]);
  });

  it('a posting without the job worker part posts nothing', () => {
    expect(
      jobWorkReturnPostings(challan.posting as DocumentPosting, line({ quantity: 1 }), 0, {
        jobWorkAreaId: 60,
        lots: [],
      }),
    ).toEqual([]);
  });
});

describe("a receipt counts its used and wasted quantities against the challan's line (decision 1031)", () => {
  const challanLine = { id: 11, itemId: 7, quantity: 40, done: 26.5 };
  it('names each part and its progress field', () => {
    expect(againstParts(against)).toEqual([
      { quantityField: 'quantity', progressField: 'returnedQuantity' },
      { quantityField: 'wastageQuantity', progressField: 'wastedQuantity' },
    ]);
    expect(countedOf(against, { quantity: 10, wastageQuantity: 1.25 })).toBe(11.25);
    expect(doneOf(against, { returnedQuantity: 25, wastedQuantity: 1.5 })).toBe(26.5);
    expect(doneOf(against, {})).toBe(0);
  });
  it.each([
    ['all that is out', [{ quantity: 12, wastageQuantity: 1.5 }], []],
    ['part of it', [{ quantity: 5 }], []],
    ['more than is out, together', [{ quantity: 12, wastageQuantity: 2 }], ['lines.0.quantity']],
    ['more over two lines', [{ quantity: 10 }, { wastageQuantity: 4 }], ['lines.1.quantity']],
  ])('%s', (_name, lines, fields) => {
    const rows = lines.map((given) => ({ jobWorkChallanLineId: 11, itemId: 7, ...given }));
    expect(receiptProblems(against, rows, [challanLine], 0).map((issue) => issue.field)).toEqual(fields);
  });
  it('says challan, not order, in its refusals', () => {
    const problems = receiptProblems(
      against,
      [
        { jobWorkChallanLineId: 12, itemId: 7 },
        { jobWorkChallanLineId: 11, itemId: 8 },
        { jobWorkChallanLineId: 11, itemId: 7, quantity: 14 },
      ],
      [challanLine],
      0,
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      'Line 1 is not a line of the chosen challan.',
      "Line 2 must keep the challan line's item.",
      'Only 13.500 of this item is pending on the challan; 14.000 received.',
    ]);
  });
});

describe('the job work documents', () => {
  it('an Open challan moved stock: it is cancelled, not amended back to Draft (the stock would move twice)', () => {
    const open = { id: 7, status: S.OPEN, number: 'JWC/2026-27/00001' };
    expect(formActions(open, transitionRules(challan))).toEqual(
      ['cancel', 'close', 'print', 'history', 'approvals'].sort(byOrder),
    );
    expect(amendProblem({ status: S.OPEN, date: null }, transitionRules(challan))).toEqual({
      message: AMEND_POSTED,
    });
    expect(amendProblem({ status: S.OPEN, date: null }, transitionRules(DOCUMENTS.purchaseOrder))).toBeNull();
  });

  it('a challan stays Open at the job worker until its goods come back; a receipt completes', () => {
    expect(transitionRules(challan)).toEqual({
      statuses: challan.statuses,
      completes: false,
      posts: true,
      closedByWork: false,
      accepted: false,
    });
    expect(transitionRules(receipt).completes).toBe(true);
    expect(challan.lists).toEqual([{ path: 'getOpenJobWorkChallanList', statuses: [S.OPEN, S.IN_PROGRESS] }]);
  });

  const receiptLine = { jobWorkChallanLineId: 1, itemId: 7, uomId: 1, processedItemId: 8, stockAreaId: 3 };
  const body = (lines: Record<string, unknown>[]) => ({
    partyId: 1,
    jobWorkChallanId: 1,
    date: '2026-11-24',
    lines,
  });
  it.each([
    ['processed with goods back', { quantity: 5, receivedQuantity: 4 }, []],
    ['only wastage', { quantity: 0, wastageQuantity: 2, receivedQuantity: 0 }, []],
    ['nothing accounted', { quantity: 0, receivedQuantity: 0 }, ['lines.0.quantity']],
    ['processed, nothing back', { quantity: 5, receivedQuantity: 0 }, ['lines.0.receivedQuantity']],
    [
      'goods back from nothing processed',
      { quantity: 0, wastageQuantity: 1, receivedQuantity: 3 },
      ['lines.0.quantity'],
    ],
  ])('a receipt line: %s', (_name, given, fields) => {
    const result = parseEntity(documentModule(receipt), body([{ ...receiptLine, ...given }]));
    expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toEqual(fields);
  });

  it.each([
    ['later', '2026-11-30', []],
    ['the same day', '2026-11-24', []],
    ['not given', '', []],
    ['before it is sent', '2026-11-20', ['expectedBy']],
  ])('a challan expected back %s', (_name, expectedBy, fields) => {
    const result = parseEntity(documentModule(challan), {
      partyId: 1,
      date: '2026-11-24',
      branchId: 2,
      processId: 1,
      expectedBy,
      lines: [{ itemId: 7, stockAreaId: 3, quantity: 5, uomId: 1 }],
    });
    expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toEqual(fields);
  });
});

describe("the location master's type (decision 1030)", () => {
  it.each([
    ['our own', { locationType: 'OWN' }, []],
    ['no type (ours)', {}, []],
    ['a job worker with its party', { locationType: 'JOB_WORKER', partyId: 4 }, []],
    ['a job worker without one', { locationType: 'JOB_WORKER' }, ['partyId']],
  ])('%s', (_name, given, fields) => {
    const issues = validateEntity('location', { name: 'Plant', ...given });
    expect(issues.map((issue) => issue.field)).toEqual(fields);
  });
});
