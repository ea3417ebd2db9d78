import type { EnteredWhen, ModuleSpec } from '../fields.ts';
import {
  amount,
  email,
  lookup,
  master,
  phone,
  problemRule,
  required,
  select,
  state,
  text,
  textarea,
} from './helpers.ts';
import { LEAD_ADDRESS_HINT } from '../../crm/customer.ts';
import { LOST_OUTCOME, LOST_REASONS, OTHER_LOST_REASON } from '../../crm/lost-reasons.ts';

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

/** Decision 1660: the reason Other says what it was ("a fixed list plus text"). */
export const otherLostReasonExplained = problemRule('lostRemarks', ({ lostReason, lostRemarks }) =>
  lostReason === OTHER_LOST_REASON && (typeof lostRemarks !== 'string' || lostRemarks.trim() === '')
    ? 'Lost Remarks are required when the reason is Other'
    : null,
);

/** Decision 1645: the lost reason and its text are entered while the chosen stage's outcome is LOST. */
const WHILE_LOST: EnteredWhen = { lookup: 'stageId', carried: 'outcome', equals: LOST_OUTCOME };

/**
 * The funnel (issue 21, decision 1601): a prospect or a party on its way to an order, owned by a sales
 * person. A master with an owner, not a document: it has no number, no lines and moves no stock.
 */
export const FUNNEL: ModuleSpec = master({
  key: 'funnel',
  label: 'Funnel',
  recordLabel: 'Lead',
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
    // Where the lead is: the customer's billing address once it becomes one (decision 2241).
    text('address', 'Address', { maxLength: 200, hint: LEAD_ADDRESS_HINT }),
    text('city', 'City'),
    state(),
    lookup('sourceId', 'Source', 'funnelSource'),
    lookup('typeId', 'Type', 'funnelType'),
    text('reference', 'Reference'),
    lookup('customerTypeId', 'Customer Type', 'funnelCustomerType'),
    amount('expectedValue', 'Expected Value (₹)'),
    required({ key: 'entryDate', label: 'Entry Date', type: 'date', startsToday: true }),
    { key: 'expectedClosingDate', label: 'Expected Closing Date', type: 'date' },
    // The stage's outcome comes with it: a Lost one asks for the reason on the form (decision 1645).
    required(
      lookup('stageId', 'Stage', 'funnelStage', {
        lookup: { module: 'funnelStage', displayKey: 'name', carries: ['outcome'] },
      }),
    ),
    lookup('ownerId', 'Owner', 'staff', { lookup: { module: 'staff', displayKey: 'username' } }),
    lookup('partyId', 'Party', 'party', { lookup: { module: 'party', displayKey: 'companyName' } }),
    // Decision 1604: the digital platform a lead came from (imported, posted by a website form or typed).
    lookup('platformId', 'Digital Platform', 'digitalPlatform'),
    textarea('remarks', 'Remarks', { maxLength: 1000 }),
    // Entered while the stage is a lost one, on the board (decision 1661) or the form (decision 1645);
    // emptied when the entry leaves it.
    select('lostReason', 'Lost Reason', LOST_REASONS, {
      enteredWhen: { ...WHILE_LOST, requiredReason: 'to move to a lost stage' },
    }),
    textarea('lostRemarks', 'Lost Remarks', { maxLength: 500, enteredWhen: WHILE_LOST }),
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
  rules: [closingNotBeforeEntry, otherLostReasonExplained],
  ownerField: 'ownerId',
  listDate: 'entryDate',
  listFilters: ['ownerId', 'stageId', 'sourceId'],
  board: {
    column: 'stageId',
    columnOrder: 'sequence',
    columnOutcome: 'outcome',
    sum: 'expectedValue',
    cardOrder: 'expectedClosingDate',
    card: ['companyName', 'contactPerson', 'expectedValue', 'expectedClosingDate', 'ownerId'],
    lost: { reason: 'lostReason', remarks: 'lostRemarks' },
  },
  history: { partyField: 'partyId', partyDocuments: ['salesOrder'] },
});
