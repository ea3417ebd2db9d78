import { describe, expect, it } from 'vitest';
import { parseEntity } from '../catalogue/validate.ts';
import { DOCUMENTS } from './documents.ts';
import { documentModule, issuesReserved, transitionRules } from './documentRules.ts';
import { DOCUMENT_STATUS as S, applyAction } from './statuses.ts';

// Issue 18's material allocation (decision 1004): "The store allocates approved requests from available
// stock …, reserving it; then issues it, moving it from the store's stock area to the department's".

const allocation = DOCUMENTS.materialAllocation;

describe('the material allocation (decision 1004)', () => {
  const parse = (line: Record<string, unknown>) =>
    parseEntity(documentModule(allocation), {
      materialRequestId: 1,
      date: '2026-11-24',
      lines: [{ materialRequestLineId: 1, itemId: 1, uomId: 1, stockAreaId: 1, quantity: 5, ...line }],
    });

  it.each([
    ['issued to another stock area', { toStockAreaId: 2 }, []],
    [
      'issued to the stock area it is taken from',
      { toStockAreaId: 1 },
      ['Choose the stock area it is issued to: not the one it is taken from.'],
    ],
  ])('a line %s', (_, line, messages) => {
    const result = parse(line);
    expect(result.ok ? [] : result.issues.map((issue) => issue.message)).toEqual(messages);
  });

  it('reserves on submit and is completed by its issue, never by its submit', () => {
    expect(issuesReserved(allocation)).toBe(true);
    expect(issuesReserved(DOCUMENTS.stockIssue)).toBe(false);
    const rules = transitionRules(allocation);
    expect(rules.completes).toBe(false);
    expect(applyAction('submit', S.DRAFT, rules)).toEqual({ ok: true, to: S.OPEN });
    expect(applyAction('complete', S.OPEN, rules)).toEqual({ ok: true, to: S.COMPLETED });
  });

  it('never waits for approval, and is never closed: it has neither status', () => {
    const rules = transitionRules(allocation);
    expect(applyAction('submit', S.DRAFT, { ...rules, needsApproval: true })).toEqual({
      ok: false,
      reason: 'This kind of document does not use that status.',
    });
    expect(applyAction('close', S.OPEN, { ...rules, reason: 'Done' })).toEqual({
      ok: false,
      reason: 'This kind of document does not use that status.',
    });
  });
});
