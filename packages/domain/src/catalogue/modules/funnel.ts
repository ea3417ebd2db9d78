import type { ModuleSpec } from '../fields.ts';
import {
  amount,
  email,
  lookup,
  master,
  phone,
  problemRule,
  required,
  state,
  text,
  textarea,
} from './helpers.ts';

/**
 * Issue 21: "An expected closing date before the entry's date" is refused on the closing date. Dates come as
 * 'yyyy-MM-dd' text, which compares as the days do; a date not yet given or not a date is left to its field.
 */
export const closingNotBeforeEntry = problemRule(
  'expectedClosingDate',
  ({ entryDate, expectedClosingDate }) =>
    typeof entryDate === 'string' &&
    typeof expectedClosingDate === 'string' &&
    expectedClosingDate !== '' &&
    expectedClosingDate < entryDate
      ? 'Expected Closing Date cannot be before the Entry Date'
      : null,
);

/**
 * The funnel (issue 21, decision 1601): a prospect or a party on its way to an order, owned by a sales
 * person. A master with an owner, not a document: it has no number, no lines and moves no stock.
 */
export const FUNNEL: ModuleSpec = master({
  key: 'funnel',
  label: 'Funnel',
  apiPath: 'crm/funnel',
  aclName: 'crm/funnel',
  largeList: true,
  // Spec §7: the caller's own entries (everyone's for a role with View all), paged, sorted and searched.
  lists: [{ path: 'getFunnelByLoggedInUser', where: {} }],
  fields: [
    required(text('companyName', 'Company Name', { maxLength: 150 })),
    required(text('contactPerson', 'Contact Person')),
    phone(),
    email(),
    text('city', 'City'),
    state(),
    lookup('sourceId', 'Source', 'funnelSource'),
    lookup('typeId', 'Type', 'funnelType'),
    text('reference', 'Reference'),
    lookup('customerTypeId', 'Customer Type', 'funnelCustomerType'),
    amount('expectedValue', 'Expected Value (₹)'),
    required({ key: 'entryDate', label: 'Entry Date', type: 'date', startsToday: true }),
    { key: 'expectedClosingDate', label: 'Expected Closing Date', type: 'date' },
    required(lookup('stageId', 'Stage', 'funnelStage')),
    lookup('ownerId', 'Owner', 'staff', { lookup: { module: 'staff', displayKey: 'username' } }),
    lookup('partyId', 'Party', 'party', { lookup: { module: 'party', displayKey: 'companyName' } }),
    // Decision 1604: the digital platform a lead came from (imported, posted by a website form or typed).
    lookup('platformId', 'Digital Platform', 'digitalPlatform'),
    textarea('remarks', 'Remarks', { maxLength: 1000 }),
  ],
  listColumns: [
    'companyName',
    'contactPerson',
    'phone',
    'stageId',
    'sourceId',
    'expectedValue',
    'expectedClosingDate',
    'ownerId',
  ],
  searchKeys: ['companyName', 'contactPerson', 'phone', 'email', 'city'],
  sortKey: 'companyName',
  uniqueKeys: [],
  rules: [closingNotBeforeEntry],
  ownerField: 'ownerId',
  listDate: 'entryDate',
  listFilters: ['ownerId', 'stageId', 'sourceId'],
});
