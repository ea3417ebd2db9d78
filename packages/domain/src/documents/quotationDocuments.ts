import { lookupObjectKey, type CrossFieldRule } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { QuotationDocumentKey } from './documentKeys.ts';
import { field, GST_LINES, lookup, partyField, placeOfSupply } from './documentFields.ts';
import { DOCUMENT_STATUS as S, type DocumentStatus } from './statuses.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';

/** Why a quotation's validity date is refused: before its own date (decision 1620). */
export const VALID_BEFORE_DATE = 'Valid Until cannot be before the Date';

const validNotBeforeDate: CrossFieldRule = {
  field: 'validUntil',
  message: VALID_BEFORE_DATE,
  valid: ({ date, validUntil }) =>
    typeof date !== 'string' || typeof validUntil !== 'string' || validUntil === '' || validUntil >= date,
};

/** Whether a quotation valid until `validUntil` ('yyyy-MM-dd', or none) has expired on `today`. */
export const expired = (validUntil: unknown, today: string): boolean =>
  typeof validUntil === 'string' && validUntil !== '' && validUntil < today;

/** Why an expired quotation is not accepted, in the user's words. */
export const expiredMessage = (number: string, validUntil: string): string =>
  `${number} was valid until ${validUntil}: revise it with a new validity date before it is accepted.`;

/**
 * Why a quotation is not accepted for want of a customer: neither its own, nor its funnel entry's, nor one its
 * Accept could make from its funnel entry (a lead's is made so, decision 2242).
 */
export const NO_CUSTOMER =
  'This quotation names no customer: revise it to choose its customer, then accept it.';

/** Why a quotation is refused for want of a funnel entry, with DIRECT_QUOTATION not YES. */
export const needsOrigin = (config: string): string =>
  `A quotation starts from a funnel entry: choose one (or set ${config} to YES to quote a party directly).`;

/**
 * The party a draft is for (decision 1626): its own party field, else the party its origin record carries
 * (a quotation's funnel entry chosen with its customer, `funnel: { id, companyName, partyId }`); null when
 * neither names one. The form prices its lines and places its GST by it, as the server does on save.
 */
export function draftParty(
  def: Pick<DocumentDef, 'origin'>,
  draft: Readonly<Record<string, unknown>> | null | undefined,
): unknown {
  const own = draft?.partyId;
  if (own !== undefined && own !== null && own !== '') return own;
  const { origin } = def;
  const carried = origin ? draft?.[lookupObjectKey({ key: origin.field })] : undefined;
  return typeof carried === 'object' && carried !== null && origin
    ? ((carried as Record<string, unknown>)[origin.partyField] ?? null)
    : null;
}

const QUOTATION_STATUSES: readonly DocumentStatus[] = [
  S.DRAFT,
  S.PENDING_APPROVAL,
  S.OPEN,
  S.CLOSED,
  S.ACCEPTED,
  S.CANCELLED,
];

/**
 * Issue 21's quotation (decisions 1620–1623): a document of the engine priced as the sales order is, for a
 * customer or a funnel entry, sent (submitted), revised by amendment (`…/R1`) and accepted into a sales order.
 */
export const QUOTATION_DOCUMENTS: Readonly<Record<QuotationDocumentKey, DocumentDef>> = {
  quotation: {
    key: 'quotation',
    moduleId: 66,
    label: 'Quotation',
    apiPath: 'crm/quotation',
    aclName: 'crm/quotation',
    route: '/module/quotation',
    listRoute: '/module/quotation',
    series: 'QT',
    partyRole: 'customer',
    valuation: 'gst',
    itemDefaults: { rate: 'salePrice', gstRate: 'saleGstRate' },
    fields: [
      { ...partyField('customer', 'Customer'), required: false },
      lookup('funnelId', 'Funnel Entry', 'funnel', {
        // Its customer goes along, so that a line is priced at the customer's last rate (decision 1626).
        lookup: { module: 'funnel', displayKey: 'companyName', carries: ['partyId'] },
      }),
      field('date', L.date, 'date', { required: true }),
      field('validUntil', 'Valid Until', 'date'),
      lookup('branchId', 'Quoted From (Branch)', 'branch', { required: true }),
      placeOfSupply,
      field('terms', 'Terms', 'textarea', { maxLength: 2000 }),
    ],
    lines: GST_LINES,
    progressFields: [],
    statuses: QUOTATION_STATUSES,
    lists: [{ path: 'getOpenQuotationList', statuses: [S.OPEN] }],
    rules: [validNotBeforeDate],
    listColumns: ['number', 'date', 'partyId', 'funnelId', 'validUntil', 'status', 'grandTotal'],
    searchKeys: ['number', 'partyId'],
    onSubmit: 'Numbers the quotation and sends it (or asks for approval); posts no stock.',
    origin: {
      field: 'funnelId',
      module: 'funnel',
      config: 'DIRECT_QUOTATION',
      partyField: 'partyId',
      stateField: 'state',
    },
    onAccept:
      'Marks the quotation accepted, for good, and makes its sales order as a draft to check and submit.',
    accepts: {
      document: 'salesOrder',
      linkField: 'quotationId',
      validUntilField: 'validUntil',
      carries: ['branchId', 'placeOfSupply'],
      partyFromOrigin: {
        said: 'Makes the lead a customer (its company, contact, address and state, as Convert to Customer does), marks the quotation accepted for that customer, for good, and makes its sales order as a draft to check and submit.',
      },
      wins: {
        stageField: 'stageId',
        stageModule: 'funnelStage',
        outcomeField: 'outcome',
        outcome: 'WON',
        sequenceField: 'sequence',
      },
    },
    deletesLine: 'deleteQuotationItemDetails',
    // Its amendment is a revision, `…/R1`, the earlier ones listed on its form (decisions 1623, 1624).
    amendLabel: 'Revise',
    revisions: true,
    // Its e-mail's {dueDate} is the date the offer holds until (decision 1640).
    messageFields: { dueDate: 'validUntil' },
  },
};
