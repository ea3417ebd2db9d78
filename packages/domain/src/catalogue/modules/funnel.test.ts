import { describe, expect, it } from 'vitest';
import { parseEntity } from '../validate.ts';
import { moduleByKey, OWNED_ACL_NAMES } from './index.ts';

/** A funnel entry that may be saved; each case below spoils one field. */
const GOOD = {
  companyName: 'Shree Ganesh Polymers Pvt. Ltd.',
  contactPerson: 'Suresh Mehta',
  phone: '+91 9876543210',
  email: 'suresh@ganeshpoly.in',
  entryDate: '2026-11-24',
  expectedClosingDate: '2026-12-31',
  stageId: 1,
};

const problems = (record: Record<string, unknown>) => {
  const result = parseEntity('funnel', record);
  return result.ok ? [] : result.issues.map(({ field, message }) => ({ field, message }));
};

describe('issue 21 "Bad input": a funnel entry is refused on the field, in words', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    [
      '"A funnel entry without a company … name"',
      { companyName: '' },
      'companyName',
      'Company Name is required',
    ],
    [
      '"… or contact name" (both are asked: decision 1601)',
      { contactPerson: undefined },
      'contactPerson',
      'Contact Person is required',
    ],
    [
      '"a phone that is not a phone"',
      { phone: '12345' },
      'phone',
      'Phone must be a 10-digit mobile number or a landline with its STD code',
    ],
    [
      '"an e-mail that is not an e-mail"',
      { email: 'suresh@' },
      'email',
      'E-Mail must be a valid e-mail address',
    ],
    [
      '"a closing date before the entry\'s date"',
      { expectedClosingDate: '2026-11-23' },
      'expectedClosingDate',
      'Expected Closing Date cannot be before the Entry Date',
    ],
    ['a stage left out', { stageId: undefined }, 'stageId', 'Stage is required'],
    ['an entry date left out', { entryDate: '' }, 'entryDate', 'Entry Date is required'],
    [
      '"Moving to Lost asks for a reason (a fixed list plus text)": Other without its text',
      { lostReason: 'OTHER', lostRemarks: ' ' },
      'lostRemarks',
      'Lost Remarks are required when the reason is Other',
    ],
    [
      'Other with no text at all',
      { lostReason: 'OTHER' },
      'lostRemarks',
      'Lost Remarks are required when the reason is Other',
    ],
    [
      'a lost reason not on the list',
      { lostReason: 'WEATHER' },
      'lostReason',
      'Lost Reason must be one of the listed choices',
    ],
  ])('%s', (_case, spoilt, field, message) => {
    const found = problems({ ...GOOD, ...spoilt });
    expect(found).toHaveLength(1);
    expect(found[0]?.field).toBe(field);
    expect(found[0]?.message).toBe(message);
  });

  it.each([
    ['a mobile with +91', '+919876543210'],
    ['a mobile alone', '9876543210'],
    ['a landline with its STD code', '022-26543210'],
  ])('takes %s', (_case, phone) => {
    expect(problems({ ...GOOD, phone })).toEqual([]);
  });

  it.each([
    ['closing on the day of entry', '2026-11-24'],
    ['no closing date yet', ''],
  ])('takes %s', (_case, expectedClosingDate) => {
    expect(problems({ ...GOOD, expectedClosingDate })).toEqual([]);
  });
});

describe('decision 1601: the funnel is a master with an owner, listed by getFunnelByLoggedInUser', () => {
  it('names its owner field, its list call, date and filters', () => {
    expect(moduleByKey('funnel')).toMatchObject({
      kind: 'master',
      route: '/module/funnel',
      apiPath: 'crm/funnel',
      ownerField: 'ownerId',
      lists: [{ path: 'getFunnelByLoggedInUser', where: {} }],
      listDate: 'entryDate',
      listFilters: ['ownerId', 'stageId', 'sourceId'],
    });
    expect(OWNED_ACL_NAMES).toEqual(['crm/funnel', 'crm/digitalPlatform']);
  });

  it('issue 21: a funnel stage has an outcome, open unless said (decision 1600)', () => {
    // Required: a form starts with Open, and the server fills a field left out with its default.
    expect(parseEntity('funnelStage', { name: 'New', sequence: 1 }).ok).toBe(false);
    expect(parseEntity('funnelStage', { name: 'Won', sequence: 5, outcome: 'WON' }).ok).toBe(true);
    expect(parseEntity('funnelStage', { name: 'Won', sequence: 5, outcome: 'MAYBE' }).ok).toBe(false);
    expect(moduleByKey('funnelStage')?.fields.find((f) => f.key === 'outcome')?.defaultValue).toBe('OPEN');
  });
});

describe('decision 1661: a lost entry keeps its reason', () => {
  it('takes Other with its text, and a reason of the list alone', () => {
    expect(problems({ ...GOOD, lostReason: 'OTHER', lostRemarks: 'Moved to jute bags' })).toEqual([]);
    expect(problems({ ...GOOD, lostReason: 'PRICE' })).toEqual([]);
  });
});
