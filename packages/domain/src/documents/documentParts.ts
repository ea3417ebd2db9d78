// The parts a document declaration is made of beyond its fields (decision 0803): each a leaf shape the
// declaration (documentDef.ts) and the rules that read it name.
import type { DocumentKey } from './documentKeys.ts';
import type { DocumentStatus } from './statuses.ts';

/** How a count sheet is kept (decision 1010): the header field of the stock area it counts. */
export interface DocumentCount {
  areaField: string;
}

/**
 * What a billing document is to its party's account: an invoice or a debit note the customer owes, a credit
 * note that reduces it, a supplier's bill we owe, a receipt or a payment that settles one; an opening
 * receivable or payable, an invoice or a bill open at go-live, carrying no GST (decision 2120).
 */
export type BillingKind =
  | 'invoice'
  | 'creditNote'
  | 'debitNote'
  | 'purchaseBill'
  | 'receipt'
  | 'payment'
  | 'openingReceivable'
  | 'openingPayable';

/**
 * A note against an invoice (decision 1410): the invoice it names and the line field naming its line.
 * `credit`: it reduces what the customer owes, never beyond the invoice — per line the quantity returned
 * (lines of a note whose `returns` header field has the value) within what is left in the invoice line's
 * `quantityField`, the taxable value within what its `valueField` leaves, the whole within the invoice's
 * grand total less earlier credit notes. `debit`: it raises what is owed, limited by nothing.
 */
export interface DocumentAmends {
  document: 'salesInvoice';
  headerField: string;
  lineField: string;
  direction: 'credit' | 'debit';
  /** The invoice line's progress fields the credit fills on submit and gives back on cancel. */
  progress?: { quantityField: string; valueField: string };
  /** The header field and value under which the note's lines are goods coming back. */
  returns?: { field: string; value: string };
}

/**
 * The master record a document starts from (a quotation's funnel entry, decision 1620): with system config
 * `config` not YES the document must name one (`field`); the record's `partyField`, when it has one, is the
 * document's party; without one, its `stateField` is where its GST is due (decision 1840).
 */
export interface DocumentOrigin {
  field: string;
  module: string;
  config: string;
  partyField: string;
  stateField: string;
}

/**
 * Its Accept, while it is Open (decision 1621): makes a draft of `document` with its header's party, branch
 * and terms and its lines, the draft naming it in `linkField`; it becomes Accepted. Refused past its
 * `validUntilField`, and without a party. Its origin record (a funnel entry) moves to the first stage whose
 * `outcomeField` is `outcome`, by `sequenceField`, in the `stageModule` named by the origin's `stageField`.
 */
export interface DocumentAccepts {
  document: DocumentKey;
  linkField: string;
  validUntilField: string;
  /** The header fields copied onto the draft besides the party and the lines. */
  carries: readonly string[];
  /**
   * Accepted without a party, it first makes one from its origin record, as that record's own conversion
   * does (a lead becomes the customer, decision 2242), and then names it; `said` is what its Accept says
   * it will do then, before it is done.
   */
  partyFromOrigin?: { said: string };
  wins?: {
    stageField: string;
    stageModule: string;
    outcomeField: string;
    outcome: string;
    sequenceField: string;
  };
}

/** A list call of a document beyond `getAllByPartner`: its path under the API path and the statuses it lists. */
export interface DocumentListCall {
  path: string;
  statuses: readonly DocumentStatus[];
}
