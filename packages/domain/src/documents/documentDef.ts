import type { ChildTableDef, CrossFieldRule, FieldDef } from '../catalogue/fields.ts';
import type { DocumentMatch, InputTaxFields } from '../invoicing/billMatch.ts';
import type { EInvoiceInput } from '../invoicing/einvoice.ts';
import type { EwayBillInput } from '../invoicing/ewaybill.ts';
import type { DocumentAgainst } from './against.ts';
import type { ChainTerm } from './chainTerms.ts';
import type { DocumentKey } from './documentKeys.ts';
import type { PartyRole } from './documentFields.ts';
import type {
  DocumentCount,
  BillingKind,
  DocumentAmends,
  DocumentOrigin,
  DocumentAccepts,
  DocumentListCall,
} from './documentParts.ts';
import type { PlanMakes } from './planBatches.ts';
import type { DocumentPosting } from './postings.ts';
import type { DocumentStatus } from './statuses.ts';

/* The shape of a document declaration (decision 0803): what `DOCUMENTS` in documents.ts holds, one per type. */

export interface DocumentDef {
  key: DocumentKey;
  /** The stable number approval calls name the document type by (spec §3 `moduleId`); never reused. */
  moduleId: number;
  label: string;
  /** The API path prefix without /api/v1/ (spec §7), e.g. 'chemical/purchaseOrder'. */
  apiPath: string;
  /** The access-control name (spec §2's menu permission). */
  aclName: string;
  /** The feature route: the form is `${route}/addUpdate[/id]` like a master's. */
  route: string;
  /** Where the menu opens the list (spec §2). */
  listRoute: string;
  /** The number series prefix: `PO/2026-27/00001`. */
  series: string;
  /** The party the document is with; a stock issue is with nobody. */
  partyRole?: PartyRole;
  /**
   * 'gst': the lines carry rates and GST and the header its totals (orders); 'none': quantities (and an
   * inward's rates) only, the tax totals stay 0 and no place of supply is asked (decision 0880).
   */
  valuation: 'gst' | 'none';
  /**
   * The item fields a new line's rate and GST rate default from (the rate after the party's last one); a
   * document without them takes only the item's unit.
   */
  itemDefaults: { rate?: 'purchasePrice' | 'salePrice'; gstRate?: 'purchaseGstRate' | 'saleGstRate' };
  /** The header fields the user enters. */
  fields: readonly FieldDef[];
  /** The lines: the fields the user enters on each (a table of rows, key 'lines'). */
  lines: ChildTableDef;
  /** Line quantities later documents fill in (received, produced, dispatched), never the body. */
  progressFields: readonly FieldDef[];
  /**
   * The progress fields whose lines still to do (more ordered than done) a report reads on their own, the
   * pending orders: the lines table keeps an index of them (decision 1961).
   */
  pendingProgress?: readonly string[];
  /** The statuses the document uses (the state machine's `statuses`). */
  statuses: readonly DocumentStatus[];
  /** Its own list calls (spec §7). */
  lists: readonly DocumentListCall[];
  /** A list call of one status named in its path (spec §7: `getPOByStatus/10`, the open ones). */
  statusList?: string;
  /** A read by number named in its path (spec §7: `getRequestByRequestNumber/MR/2026-27/00001`). */
  byNumber?: string;
  listColumns: readonly string[];
  searchKeys: readonly string[];
  /** What a submit does besides numbering and the status, in words (the stock it posts, the order it fills). */
  onSubmit: string;
  /** What an issue does, in words (an allocation's reserved stock moves): asked before it is done (issue 42). */
  onIssue?: string;
  /**
   * What an accept does, in words (a transfer's stock arrives; a quotation makes its sales order): asked
   * before it is done (issue 42).
   */
  onAccept?: string;
  /** The stock it posts when completed, and reverses when cancelled (decision 0881). */
  posting?: DocumentPosting;
  /** The order whose lines it fills as it is completed (an inward receives a purchase order's lines). */
  against?: DocumentAgainst;
  /** A count sheet (decision 1010): lines frozen from its stock area's balances, posting the differences. */
  count?: DocumentCount;
  /** Rules over several header fields (a foundry inward's weighbridge: net = gross − tare). */
  rules?: readonly CrossFieldRule[];
  /**
   * The system config key that, YES at submit, makes the document take two steps (decision 1041): sent on
   * submit (Open, in the in-between place), then accepted (Completed). Otherwise it completes on submit.
   */
  twoStepConfig?: string;
  /**
   * The two header fields (sender, receiver) between which the two steps are taken: the same on both, and it
   * completes on submit, for no one else accepts it (a move between stock areas of one department, decision 2355).
   */
  twoStepBetween?: readonly [string, string];
  /**
   * Done (Completed) when submitted though it posts nothing itself: a lab test, whose verdict releases its
   * lot's held stock under the inward that received it (decision 1162).
   */
  completesOnSubmit?: boolean;
  /** The print's title when it is not the label: a dispatch prints as its delivery challan (decision 1142). */
  printTitle?: string;
  /**
   * The print's signature block has the receiver's side too, at the left: "Received by", the date and room
   * to sign (decision 1242): the customer signs the delivery challan the truck brings back.
   */
  receiverSigns?: boolean;
  /**
   * The print is a challan of goods, not a tax invoice (decision 1331): its lines print the item, HSN,
   * parcel, quantity with its unit and the weights they carry, and no rate, tax or amount column; the tax
   * summary, totals and amount in words are left out whatever the template lists.
   */
  printsGoods?: boolean;
  /**
   * Its lines' parcels print with their weights as their packaging holds them, each parcel's once, and the
   * total (decision 1359): a dispatch's lines name parcels whose weights are on the packaging's lines.
   */
  printsParcelWeights?: boolean;
  /**
   * Jobs on a machine's timeline (decision 1124): the header field naming the machine, and the system
   * config key that must be YES to submit; a submit refuses a clash and a machine left down.
   */
  schedule?: { machineField: string; configKey: string };
  /** The system config switch its calls and screens need YES (decision 1233); off, every call is refused. */
  feature?: string;
  /**
   * A daily production entry (decision 1121): its lines are machines' shifts (the machine and the shift on
   * the line or the header), each entered on one open entry only; the DP log reads them. `lineField`: the
   * line's field that tells its runs apart (the machine, or the shift), where a shift entered twice is refused.
   * `prefill`: the line fields a line whose machine or shift is chosen takes, while blank, from that machine's
   * last run (decision 1320).
   */
  machineRuns?: { lineField: string; prefill: readonly string[] };
  /**
   * Its lines carry no quantity for a submit to ask (decisions 1121, 1162): a lab test's are readings, a daily
   * production entry's its machines' output and hours.
   */
  quantified?: false;
  /**
   * What its submit does besides its stock, in the submit's transaction: a plan's lines checked against their
   * sales orders (`planLines`, decision 1160), a lab test's readings judged and its lot held or released
   * (`labVerdict`, decision 1162), a receipt's or payment's allocations checked against what is unpaid
   * (`allocations`, decision 1450); a maintenance's activity written into the machine activity log, and
   * taken out again by its cancel (`maintenanceLog`, decision 1785).
   */
  submitEffect?: 'planLines' | 'labVerdict' | 'allocations' | 'maintenanceLog';
  /**
   * With system config `config` YES its submit weaves (decision 1220): each loom line with metres and kg
   * becomes a completed entry of `document` (the weaving entry: tape bobbins in, the roll out with a
   * generated roll number, its GSM checked), in the submit's transaction, marked with this entry in that
   * document's `sourceField`; its cancel or amendment cancels them. The line's `rollFields` are copied onto
   * the roll as they are (its mesh), and its `operatorField` (the operator lookup both share) is the entry's
   * operator (decisions 1311, 2075).
   */
  weaves?: {
    config: string;
    document: string;
    sourceField: string;
    rollFields: readonly string[];
    operatorField: string;
  };
  /**
   * A line naming a batch (`field`, of `document`) running over days brings that day's output of the line's
   * item into its `areaField` stock area, valued at the batch's value per kg (decision 1221), and its
   * `wastageField` kg at its scrap rate as the header's `wastageItemField` material, or the batch's when the
   * entry names none (decisions 1300, 1355).
   */
  entersBatch?: {
    field: string;
    document: string;
    areaField: string;
    wastageField: string;
    wastageItemField: string;
  };
  /**
   * Its lines' needs by the bill of material are shown against stock on its form, and its shortfall raised
   * as one material request (a plan; decisions 1160, 1163).
   */
  materialNeeds?: boolean;
  /** Its open lines each make a new batch, prefilled (a plan; decision 1352). */
  makes?: PlanMakes;
  /** Its form shows the lab's verdict, what of its lot is held now and the report files, and takes a report
   * (a lab test; decisions 1162, 1164). */
  labReport?: boolean;
  /**
   * A billing document (issue 20, decision 1400): what it is to the party's account, GSTR-1 and Tally. The
   * party ledger, credit control, the returns and the Tally export read the documents that declare it.
   */
  billing?: {
    kind: BillingKind;
    /** The header field holding what it is worth to the account (a receipt's `amount`); `grandTotal` otherwise. */
    amountField?: string;
    /** A note's header field naming the invoice it amends (`salesInvoiceId`): GSTR-1 places the note by it. */
    againstField?: string;
    /** The header field holding the party's own number of the document (a supplier's bill number): the registers show it. */
    partyNumberField?: string;
    /** The header field holding the date of the party's own document (a supplier's bill date): Tally's reference date. */
    partyDateField?: string;
    /**
     * The header field the account shows and searches as its number instead of its series number (an opening
     * balance's original invoice number, decision 2120).
     */
    numberField?: string;
    /** The header field holding the date of that number's document (an opening balance's original invoice date). */
    numberDateField?: string;
    /** The header field holding its own due day (an opening balance's): it ages from it, not its date and credit days. */
    dueField?: string;
    /**
     * The header field holding its own credit days (issue 56: an invoice's payment terms as days, decision 2212):
     * it is due that many days after its date; left empty, after the party's credit days.
     */
    creditDaysField?: string;
  };
  /**
   * An opening balance (decision 2121): dated only the day before system config GO_LIVE_DATE, and entered
   * there while BOOKS_LOCKED_UPTO leaves that day open, though the go-live locks the books up to it for
   * every other document (decision 2122).
   */
  opening?: true;
  /**
   * A purchase bill's three-way match on submit (decision 1440): each line within what its order line's
   * inwards accepted less earlier bills (else refused), at the order's rate within the tolerance (else it
   * waits for approval with the reasons); the billed quantities filled on submit, given back on cancel.
   */
  match?: DocumentMatch;
  /**
   * The header field a party's documents never repeat (a supplier's bill number, decision 1441): a second
   * document of the party with the same value, not cancelled, is refused naming the first.
   */
  uniquePerParty?: string;
  /** The header fields its input tax credit per head is recorded in on submit (decision 1443). */
  inputTax?: InputTaxFields;
  /**
   * Numbered under GST rule 46 (decision 1360): one gapless series per GSTIN of the header's branch and
   * financial year, written `PREFIX/YY-YY/NNNNN` (`INV/26-27/00001`), the series checked before it is used.
   */
  gstSeries?: true;
  /**
   * Its form fills a draft from the party's documents chosen in a picker (decision 1460: the invoice's
   * From Dispatches): `GET {apiPath}/{list}?partyId&search&page&size` pages what is left, and
   * `POST {apiPath}/{fill}` with `{ [idsKey]: ids }` answers the header and lines the chosen make.
   */
  fillsFrom?: { label: string; list: string; fill: string; idsKey: string };
  /** A note against a sales invoice (decision 1410): the invoice and line it names, and how it limits it. */
  amends?: DocumentAmends;
  /**
   * Credit control on its submit (decisions 1362, 1452): the customer over its credit limit with this
   * document's grand total, or with an invoice overdue, sends it to approval with the reasons as its note,
   * even when its type has no approval configured.
   */
  creditControl?: true;
  /**
   * Its files for the GST portals and the portals' answers (issue 20, decision 1420): the e-invoice JSON of
   * this kind (with system config E_INVOICE YES), the IRN and signed QR back onto it and printed; the e-way
   * bill bulk file as this document and movement, its number back, and the vehicles of a split consignment.
   */
  portals?: {
    eInvoice?: EInvoiceInput['kind'];
    ewayBill?: Pick<EwayBillInput, 'document' | 'movement'>;
  };
  /**
   * Its message templates' placeholders beyond the ones every document has (decision 1640): placeholder name
   * to header field (`{ dueDate: 'expectedDate' }`), written dd-MM-yyyy for a date, in Indian grouping for an amount.
   */
  messageFields?: Readonly<Record<string, string>>;
  /** The master record it starts from, required unless its config is YES (a quotation's funnel entry; 1620). */
  origin?: DocumentOrigin;
  /** Its Accept makes a draft of another document with its lines (a quotation's sales order; 1621). */
  accepts?: DocumentAccepts;
  /**
   * A call removing one line of a draft by the line's id, `GET {apiPath}/{deletesLine}/{lineId}` (spec §7's
   * `crm/quotation/deleteQuotationItemDetails/{id}`, decision 1622).
   */
  deletesLine?: string;
  /**
   * What its form's Amend button reads (decision 1624: a quotation's "Revise"); "Amend" when not declared.
   * An English text, translated like every label.
   */
  amendLabel?: string;
  /**
   * Its form lists the earlier revisions its amendments kept (`{apiPath}/revisions/{id}`), each opened
   * read-only (`revision/{id}/{n}`; decisions 0860, 1624).
   */
  revisions?: true;
  /**
   * Never dated after today (issue 38, decision 1827): an invoice, a note, a bill, a receipt, a payment. Any
   * other may be dated later within the current financial year (an order's date ahead).
   */
  notFutureDated?: true;
  /**
   * The document it is made from, named by a header field, where no `against`, `amends` or `match` names
   * one (a packaging's sales order): its origin in the chain of documents (`headerOrigin`, decision 1840).
   */
  madeFrom?: {
    document: DocumentKey;
    headerField: string;
    /**
     * Its lines start, when the origin is chosen, from the origin's lines still pending (decision 2070: a gate
     * entry from its order's lines not yet received): each line's item and unit, and what is pending (the
     * origin line's quantity less its `progressField`) in `quantityField`. It counts nothing against them.
     */
    pending?: { quantityField: string; progressField: string };
  };
  /**
   * The chain terms it must share with its origin (decision 1826): left blank, taken from it as any term
   * is; given another, refused in words (a dispatch's branch is its sales order's).
   */
  sameAsOrigin?: readonly ChainTerm[];
  /** The order its lists take when none is asked (spec §7's select lists by name); newest first otherwise. */
  defaultSort?: string;
}
