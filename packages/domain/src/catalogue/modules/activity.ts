import type { ModuleSpec } from '../fields.ts';
import { checkbox, lookup, master, present, problemRule, required, text, textarea } from './helpers.ts';

/**
 * Issue 21 "Activities and follow-ups" (decision 1680): an activity is against a funnel entry or a party. The
 * rule names the funnel entry's field, where the form shows it; either one given is enough.
 */
export const funnelOrParty = problemRule('funnelId', ({ funnelId, partyId }) =>
  present(funnelId) || present(partyId) ? null : 'Funnel Entry or Party is required',
);

/**
 * A next follow-up before the activity's own date is refused on the follow-up. Dates come as 'yyyy-MM-dd'
 * text, which compares as the days do; a date not yet given or not a date is left to its field.
 */
export const followUpNotBeforeActivity = problemRule(
  'nextFollowUpDate',
  ({ activityDate, nextFollowUpDate }) =>
    typeof activityDate === 'string' &&
    typeof nextFollowUpDate === 'string' &&
    nextFollowUpDate !== '' &&
    nextFollowUpDate < activityDate
      ? 'Next Follow-up cannot be before the Activity Date'
      : null,
);

/**
 * The activity log (issue 21, decision 1680): the calls, visits, e-mails and sample dispatches of a sales
 * person, each of a kind of the activity master (`crm/activity`), against a funnel entry or a party, with
 * its next follow-up. It has the funnel's owner and rights: View all on the funnel shows everyone's.
 */
export const CRM_ACTIVITY_LOG: ModuleSpec = master({
  key: 'crmActivityLog',
  label: 'Activity Log',
  recordLabel: 'Activity',
  apiPath: 'crm/activityLog',
  aclName: 'crm/funnel',
  largeList: true,
  fields: [
    lookup('funnelId', 'Funnel Entry', 'funnel', { lookup: { module: 'funnel', displayKey: 'companyName' } }),
    lookup('partyId', 'Party', 'party', { lookup: { module: 'party', displayKey: 'companyName' } }),
    required(lookup('kindId', 'Activity', 'crmActivity')),
    required({ key: 'activityDate', label: 'Activity Date', type: 'date', startsToday: true }),
    text('activityTime', 'Time', { maxLength: 5, format: 'time', placeholder: 'HH:MM' }),
    lookup('ownerId', 'Owner', 'staff', { lookup: { module: 'staff', displayKey: 'username' } }),
    text('outcome', 'Outcome', { maxLength: 200 }),
    textarea('notes', 'Notes', { maxLength: 1000 }),
    { key: 'nextFollowUpDate', label: 'Next Follow-up', type: 'date' },
    checkbox('followUpDone', 'Follow-up Done', { defaultValue: false }),
  ],
  listColumns: [
    'activityDate',
    'activityTime',
    'kindId',
    'funnelId',
    'partyId',
    'outcome',
    'nextFollowUpDate',
    'followUpDone',
    'ownerId',
  ],
  searchKeys: ['outcome', 'notes'],
  sortKey: 'activityDate',
  newestFirst: true,
  uniqueKeys: [],
  rules: [funnelOrParty, followUpNotBeforeActivity],
  ownerField: 'ownerId',
  listDate: 'activityDate',
  // By funnel entry too: an entry's own activity log, newest first, opened from its history (decision 1810).
  listFilters: ['funnelId', 'ownerId', 'kindId'],
});
