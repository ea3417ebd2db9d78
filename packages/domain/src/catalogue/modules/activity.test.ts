import { describe, expect, it } from 'vitest';
import { parseEntity } from '../validate.ts';
import { listsFilteredBy, moduleByKey, OWNED_ACL_NAMES } from './index.ts';

/** An activity that may be saved; each case below spoils one field. */
const GOOD = {
  funnelId: 3,
  kindId: 1,
  activityDate: '2026-11-24',
  activityTime: '10:30',
  outcome: 'Asked for a sample of 50 kg laminated sacks',
  nextFollowUpDate: '2026-11-27',
};

const problems = (record: Record<string, unknown>) => {
  const result = parseEntity('crmActivityLog', record);
  return result.ok ? [] : result.issues.map(({ field, message }) => ({ field, message }));
};

describe('issue 21 "Activities and follow-ups": an activity is refused on the field, in words', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'neither a funnel entry nor a party',
      { funnelId: undefined },
      'funnelId',
      'Funnel Entry or Party is required',
    ],
    [
      'a next follow-up before the activity',
      { nextFollowUpDate: '2026-11-23' },
      'nextFollowUpDate',
      'Next Follow-up cannot be before the Activity Date',
    ],
    ['no kind', { kindId: undefined }, 'kindId', 'Activity is required'],
    ['no date', { activityDate: '' }, 'activityDate', 'Activity Date is required'],
    [
      'a time that is not one',
      { activityTime: '25:10' },
      'activityTime',
      'Time must be a time of day as HH:MM (24-hour)',
    ],
  ])('%s', (_case, spoilt, field, message) => {
    const found = problems({ ...GOOD, ...spoilt });
    expect(found).toHaveLength(1);
    expect(found[0]?.field).toBe(field);
    expect(found[0]?.message).toBe(message);
  });

  it.each<[string, Record<string, unknown>]>([
    ['against a party alone', { funnelId: undefined, partyId: 7 }],
    ['against both', { partyId: 7 }],
    ['a follow-up on the same day', { nextFollowUpDate: '2026-11-24' }],
    ['no follow-up', { nextFollowUpDate: '' }],
    ['no time', { activityTime: '' }],
  ])('takes %s', (_case, changed) => {
    expect(problems({ ...GOOD, ...changed })).toEqual([]);
  });
});

describe("decision 1680: the activity log has the funnel's owner and rights, newest first", () => {
  it('is its own master beside the kinds of activity', () => {
    expect(moduleByKey('crmActivityLog')).toMatchObject({
      apiPath: 'crm/activityLog',
      aclName: 'crm/funnel',
      route: '/module/activityLog',
      ownerField: 'ownerId',
      sortKey: 'activityDate',
      newestFirst: true,
      listDate: 'activityDate',
      listFilters: ['funnelId', 'ownerId', 'kindId'],
    });
    expect(moduleByKey('crmActivity')?.apiPath).toBe('crm/activity');
    // The funnel's View all governs both: one access name, listed once (the leads view has its own, 1604).
    expect(OWNED_ACL_NAMES).toEqual(['crm/funnel', 'crm/digitalPlatform']);
  });
});

describe('issue 21 "an activity log per entry, newest first" (decision 1810)', () => {
  it.each<[string, [string, string][]]>([
    ['funnel', [['crmActivityLog', 'funnelId']]],
    [
      'staff',
      [
        ['funnel', 'ownerId'],
        ['digitalLead', 'ownerId'],
        ['crmActivityLog', 'ownerId'],
      ],
    ],
    ['crmActivity', [['crmActivityLog', 'kindId']]],
    ['segment', []],
  ])('the lists filtered by a record of %s', (key, lists) => {
    expect(listsFilteredBy(key).map(({ module, field }) => [module.key, field])).toEqual(lists);
  });
});
