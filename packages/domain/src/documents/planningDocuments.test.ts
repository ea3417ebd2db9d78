import { describe, expect, it } from 'vitest';
import { parseEntity } from '../catalogue/validate.ts';
import { amendProblem } from './amendments.ts';
import { DOCUMENTS } from './documents.ts';
import { documentModule, transitionRules } from './documentRules.ts';
import { DOCUMENT_STATUS as S, applyAction } from './statuses.ts';

// Issue 19's plan (decision 1160) and lab test (decision 1162) as documents of the engine.

describe('the plan', () => {
  const plan = DOCUMENTS.planning;
  const parse = (line: Record<string, unknown>) =>
    parseEntity(documentModule(plan), {
      planName: 'November week 4',
      date: '2026-11-24',
      lines: [{ itemId: 1, uomId: 1, quantity: 5, byDate: '2026-11-30', ...line }],
    });

  it.each([
    ['for no order', {}, []],
    ['for an order line', { salesOrderId: 3, salesOrderLineId: 7 }, []],
    ['of nothing', { quantity: 0 }, ['lines.0.quantity']],
    ['by no date', { byDate: null }, ['lines.0.byDate']],
  ])('a line %s', (_, line, fields) => {
    const result = parse(line);
    expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toEqual(fields);
  });

  it("shows each line's produced quantity and what is left to produce, neither entered nor the latter kept", () => {
    const fields = new Map(plan.lines.fields.map((field) => [field.key, field]));
    expect(fields.get('producedQuantity')).toMatchObject({ readOnly: true });
    expect(fields.get('producedQuantity')?.hidden).toBeUndefined();
    // Issue 19: shown with the line unit's decimals, as the planned quantity beside it.
    expect(fields.get('leftToProduce')).toMatchObject({
      readOnly: true,
      uomField: 'uomId',
      derived: { shownOnly: true },
    });
    expect(fields.get('leftToProduce')?.derived?.value({ quantity: 10, producedQuantity: 4 }, {})).toBe(6);
    expect(plan.lines.listColumns).toEqual(expect.arrayContaining(['producedQuantity', 'leftToProduce']));
  });

  it('opens when submitted, posts nothing, and is closed or cancelled by the planner', () => {
    const rules = transitionRules(plan);
    expect(rules).toMatchObject({ completes: false, posts: false });
    expect(applyAction('submit', S.DRAFT, rules)).toEqual({ ok: true, to: S.OPEN });
    expect(applyAction('close', S.OPEN, { ...rules, reason: 'made' })).toEqual({ ok: true, to: S.CLOSED });
  });
});

describe('what a submit does besides the stock (decisions 1160, 1162)', () => {
  it('a plan checks its lines against their orders, a lab test judges its lot, a receipt or payment its allocations, a maintenance writes its activity done; no other document has an effect', () => {
    const effects = Object.values(DOCUMENTS).flatMap((def) =>
      def.submitEffect === undefined ? [] : [[def.key, def.submitEffect]],
    );
    expect(effects).toEqual([
      ['planning', 'planLines'],
      ['labTest', 'labVerdict'],
      ['receipt', 'allocations'],
      ['payment', 'allocations'],
      ['machineMaintenance', 'maintenanceLog'],
    ]);
  });
});

describe('the lab test', () => {
  const test = DOCUMENTS.labTest;

  it('is Completed when submitted, final: never cancelled or amended back to a draft', () => {
    const rules = transitionRules(test);
    expect(applyAction('submit', S.DRAFT, rules)).toEqual({ ok: true, to: S.COMPLETED });
    expect(applyAction('cancel', S.COMPLETED, { ...rules, numbered: true, reason: 'x' }).ok).toBe(false);
    expect(amendProblem({ status: S.COMPLETED, date: null, progress: 'none' }, rules)).not.toBeNull();
  });

  it('names the lot by item and lot number, its report number, and is judged on a reading at least (issue 56)', () => {
    const result = parseEntity(documentModule(test), { date: '2026-11-24', lines: [] });
    expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toEqual([
      'itemId',
      'lotNumber',
      'reportId',
      'lines',
    ]);
  });
});
