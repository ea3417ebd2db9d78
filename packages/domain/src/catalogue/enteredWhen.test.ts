import { describe, expect, it } from 'vitest';
import { enteredLookups, enteredWhenIssues, isEntered, isRequiredNow, notEntered } from './enteredWhen.ts';
import { FUNNEL } from './modules/funnel.ts';

// Decision 1645: "when the chosen stage's outcome is LOST, the Lost Reason and Lost Remarks fields become
// editable and required (Other needs the remarks)"; outside a Lost stage they are read-only and emptied.

const field = (key: string) => {
  const found = FUNNEL.fields.find((candidate) => candidate.key === key);
  if (!found) throw new Error(key);
  return found;
};
const lost = { stageId: 6, stage: { id: 6, name: 'Lost', outcome: 'LOST' } };
const open = { stageId: 2, stage: { id: 2, name: 'Contacted', outcome: 'OPEN' } };

describe('fields entered while a looked-up record says so', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['a Lost stage chosen', lost, true],
    ['an open stage', open, false],
    ['the stage carried is not the one chosen (changed since it was read)', { ...lost, stageId: 2 }, false],
    ['no stage carried', { stageId: 6 }, false],
  ])('Lost Reason with %s: entered %s', (_case, record, entered) => {
    expect(isEntered(field('lostReason'), record)).toBe(entered);
    expect(isEntered(field('lostRemarks'), record)).toBe(entered);
    expect(isRequiredNow(field('lostReason'), record)).toBe(entered);
    // The remarks are asked for only with Other (the module's own rule), never by this declaration.
    expect(isRequiredNow(field('lostRemarks'), record)).toBe(false);
  });

  it('a field without the declaration is always entered, never required by it', () => {
    expect(isEntered(field('companyName'), {})).toBe(true);
    expect(isRequiredNow(field('companyName'), lost)).toBe(false);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['no reason', lost, ['lostReason']],
    ['a blank reason', { ...lost, lostReason: '  ' }, ['lostReason']],
    ['a reason cleared', { ...lost, lostReason: null }, ['lostReason']],
    ['a reason', { ...lost, lostReason: 'PRICE' }, []],
    ['an open stage', open, []],
  ])('in a Lost stage, %s: issues on %j', (_case, record, fields) => {
    const issues = enteredWhenIssues(FUNNEL, record);
    expect(issues.map((issue) => issue.field)).toEqual(fields);
    if (fields.length > 0) expect(issues[0]?.message).toBe('Lost Reason is required to move to a lost stage');
  });

  it('names what a save empties, and the lookups the server reads for it', () => {
    expect(notEntered(FUNNEL, open)).toEqual(['lostReason', 'lostRemarks']);
    expect(notEntered(FUNNEL, lost)).toEqual([]);
    expect(enteredLookups(FUNNEL)).toEqual(['stageId']);
  });
});
