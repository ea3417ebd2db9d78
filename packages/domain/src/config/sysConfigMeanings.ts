// What each key of spec §3 is, in the user's words (issue 42, decision 2066): its name and what it changes.
import type { SysConfigKey } from '../constants.ts';

/** What a key of spec §3 is, in the user's words (issue 42). */
export interface SysConfigMeaning {
  /**
   * Its name on the form: a switch's says what it does when on ("Hold received goods until a lab test passes
   * them"); a switch that hides screens names them ("Machine scheduling"), as their warning reads it.
   */
  label: string;
  /** What it changes, YES and NO for a switch. */
  description: string;
}

/** Of a key no screen or rule reads: it stays for the earlier product's data, and says so. */
const UNUSED =
  'Not used by this version of the ERP: kept from the earlier product. Changing it changes nothing.';

/**
 * Issue 42: what every key of spec §3 changes, from where the product reads it. The System Configuration
 * list shows the description when the organisation stored none (decision 1806); the form names the value
 * by the label.
 */
export const SYS_CONFIG_MEANINGS: Readonly<Record<SysConfigKey, SysConfigMeaning>> = {
  DYNAMIC_LOGO_CONFIGURATION: {
    label: 'Use the logo and footer set here',
    description:
      "YES: the header shows HEADER_LOGO and the footer 'Powered by' FOOTER_TITLE, linked to FOOTER_URL (no footer while both are empty). NO: the brand's logo and no footer.",
  },
  HEADER_LOGO: {
    label: 'Header logo',
    description:
      "The logo's web address the header shows while DYNAMIC_LOGO_CONFIGURATION is YES; empty: the brand's logo.",
  },
  FOOTER_TITLE: {
    label: 'Footer title',
    description:
      "The name after 'Powered by' in the footer while DYNAMIC_LOGO_CONFIGURATION is YES; empty: the footer link.",
  },
  FOOTER_URL: {
    label: 'Footer link',
    description:
      'The web address the footer title opens while DYNAMIC_LOGO_CONFIGURATION is YES; empty: no link.',
  },
  TITLE_NAME: { label: 'Title', description: UNUSED },
  wastageMaterialTypeId: {
    label: 'Item category of wastage',
    description:
      "The item category a production entry's wastage must be of (wastage is a material of its own); empty: any item.",
  },
  DEFAULT_SYSTEM_DATE: { label: 'Default system date', description: UNUSED },
  DIRECT_QUOTATION: {
    label: 'Quote a business partner without a lead',
    description:
      'YES: a quotation may be made for a business partner directly. NO: every quotation starts from a funnel entry (a lead).',
  },
  PACKING_TYPE_SUPPORT: {
    label: 'Show packing types in Inventory Stock',
    description: "YES: Inventory Stock shows each lot's packing type. NO: the column is hidden.",
  },
  SECONDARY_STOCK_SUPPORT: {
    label: 'Show stock in a second unit too',
    description:
      "YES: Inventory Stock and the stock card show each item's quantity in its second unit too (metres of a roll, bales of bags). NO: the first unit only.",
  },
  ROLL_NO_SUPPORT: {
    label: 'Show roll numbers in Inventory Stock',
    description: "YES: Inventory Stock shows each roll's number. NO: the column is hidden.",
  },
  VENDOR_CODE_ON: {
    label: "Check each supplier's own item codes",
    description:
      "YES: an inward line's vendor code must be the one its supplier uses for that item; a code of another supplier or item is refused on submit. NO: not checked.",
  },
  RACK_SUPPORT: {
    label: 'Show racks in Inventory Stock',
    description: 'YES: Inventory Stock shows the rack each lot lies on. NO: the column is hidden.',
  },
  LAB_TEST_INWARD: {
    label: 'Hold received goods until a lab test passes them',
    description:
      'YES: goods received are held in stock until a lab test passes them. NO: they can be used at once.',
  },
  ITEM_CODE_SUPPORT: { label: 'Item codes', description: UNUSED },
  ALPS_CONFIGURATION: { label: 'ALPS configuration', description: UNUSED },
  CBL_FLOW_SUPPORT: {
    label: 'The receiving department accepts each transfer',
    description:
      'YES: a department transfer is sent, and the receiving department accepts it. NO: it moves the stock at once.',
  },
  ALLOCATION_SUPPORT: { label: 'Allocation', description: UNUSED },
  PO_CBL_FLOW_SUPPORT: {
    label: 'Purchases land in the department that asked for them',
    description:
      "YES: an inward against a purchase order that names its requesting department must land in a stock area of that department; another area is refused. NO: goods land where the inward's lines say.",
  },
  SO_CBL_FLOW_SUPPORT: {
    label: 'Dispatch only what reached the dispatch area',
    description:
      "YES: a sales order's finished goods go from production to the dispatch area by an inter department transfer naming the order, and a dispatch takes only what reached it. NO: a dispatch takes from any stock area.",
  },
  DEFAULT_MATERIAL: { label: 'Default material', description: UNUSED },
  DEFAULT_TAPEBOBINE_MATERIAL: {
    label: 'Tape bobbin item',
    description: "The tape bobbin item a loom's daily entry consumes while weaving automation is YES.",
  },
  LABEL_SUPPORT: {
    label: 'Print labels for goods',
    description: 'YES: received and produced goods print labels. NO: labels are not in use.',
  },
  CUSTOMER_SUPPORT: { label: 'Customers', description: UNUSED },
  LABEL_TYPE_ID: {
    label: 'Label size',
    description:
      'The size labels print at: 1 for 100 × 50 mm, 2 for 100 × 75 mm, 3 for 100 × 100 mm; empty: 100 × 50 mm.',
  },
  DEFAULT_COST_PARAM_1: {
    label: 'Name of the purity readings',
    description: "The name a lab test's purity readings go under; empty: the quality parameter's own name.",
  },
  DEFAULT_STOCK_PARAM_1: {
    label: 'Name of the pH readings',
    description: "The name a lab test's pH readings go under; empty: the quality parameter's own name.",
  },
  DEFAULT_STOCK_PARAM_2: {
    label: 'Name of the moisture readings',
    description: "The name a lab test's moisture readings go under; empty: the quality parameter's own name.",
  },
  DEFAULT_STOCK_PARAM_3: {
    label: 'Name of the solubility readings',
    description:
      "The name a lab test's solubility readings go under; empty: the quality parameter's own name.",
  },
  STATUS_COMPLETED_ID: { label: 'Completed status', description: UNUSED },
  PARTY_ORDER_LEDGER_SUPPORT: {
    label: "Show a business partner's order ledger",
    description:
      "YES: a business partner's page lists the lines of its orders: ordered, done and pending. NO: the ledger is hidden.",
  },
  SCHEDULING_SUPPORT: {
    label: 'Machine scheduling',
    description:
      'YES: jobs are scheduled on machines (Planning & Scheduling, Machine Timeline). NO: scheduling is switched off and those screens are hidden.',
  },
  WEAVING_PROCESS_AUTOMATION: {
    label: "A loom's daily entry moves stock",
    description:
      "YES: a loom's daily entry moves stock: it consumes tape bobbins and makes its rolls. NO: it records production only.",
  },
  PO_PRINT_PARTNER_ID: {
    label: 'Partner printed on purchase orders',
    description: "The business partner a purchase order's print names when PRINT_PARTNER_NAME is empty.",
  },
  PRIMARY_UOM_MTR: {
    label: 'Show metres first',
    description:
      'YES: an item whose second unit is metres shows its stock in metres first in Inventory Stock, the stock card and their export. NO: in its own first unit.',
  },
  PARTNER_NAME: {
    label: 'Partner name',
    description: "The partner the user profile names; empty: the brand's name.",
  },
  PRINT_PARTNER_NAME: {
    label: 'Partner name on purchase orders',
    description:
      "The partner a purchase order's print names; empty: the business partner PO_PRINT_PARTNER_ID chooses.",
  },
  ONLY_INWARD: {
    label: 'Offer only Inward on Inventory Stock',
    description: 'YES: Inventory Stock offers Inward alone, without Outward. NO: Inward and Outward.',
  },
  BOOKS_LOCKED_UPTO: {
    label: 'Books locked up to',
    description:
      'No document dated on or before this day is submitted, amended or cancelled; empty: no lock.',
  },
  BOOKS_START_DATE: {
    label: 'Books start on',
    description:
      'The first day of the first financial year kept here; no document is dated before it. Empty: 01-04-2017, when GST began.',
  },
  GO_LIVE_DATE: {
    label: 'Go-live date',
    description:
      'The first day the factory runs here. Opening balances of parties and the opening stock are dated the day before, and the books are locked up to that day; empty: not yet live.',
  },
  WEAVING_GSM_WARN_PERCENT: {
    label: 'GSM warning beyond (%)',
    description: "How far, in percent, a woven roll's GSM may be from its item's before the entry warns.",
  },
  WEAVING_GSM_REFUSE_PERCENT: {
    label: 'GSM refused beyond (%)',
    description:
      "How far, in percent, a woven roll's GSM may be from its item's before the entry is refused.",
  },
  TAPE_DENIER_WARN_PERCENT: {
    label: 'Denier warning beyond (%)',
    description:
      "How far, in percent, an extruded tape's denier may be from the one entered (or its item's) before the entry warns.",
  },
  TAPE_DENIER_REFUSE_PERCENT: {
    label: 'Denier refused beyond (%)',
    description:
      "How far, in percent, an extruded tape's denier may be from the one entered (or its item's) before the entry is refused.",
  },
  LAB_TEST_PRODUCTION: {
    label: 'Hold produced goods until a lab test passes them',
    description:
      'YES: what production makes is held in stock until a lab test passes it; its wastage is not. NO: it can be used at once.',
  },
  BILL_RATE_TOLERANCE_PERCENT: {
    label: 'Bill rate tolerance (%)',
    description:
      "How far, in percent, a purchase bill's rate may be from its order's before the bill waits for approval. 0: any difference does.",
  },
  E_INVOICE: {
    label: 'Make e-invoices',
    description:
      'YES once the e-invoice portal has enabled your GSTIN: aggregate turnover above ₹5 crore in any financial year since 2017-18. While NO, invoices and notes offer no e-invoice.',
  },
  E_INVOICE_PROVIDER: {
    label: 'E-invoice provider',
    description:
      'Who takes the e-invoice to the portal: FILE writes it to files/einvoice/outbox and reads the answer from files/einvoice/inbox.',
  },
  AATO_CRORE: {
    label: 'Aggregate annual turnover (₹ crore)',
    description:
      'Aggregate annual turnover of the last financial year, in ₹ crore, rounded up. Above 5, items and invoices need an HSN or SAC of 6 digits or more (notification 78/2020-CT); empty, the e-way bill asks for 6 as well.',
  },
  SMTP_HOST: {
    label: 'Mail server',
    description: 'The mail server documents are e-mailed through; empty, no mail is sent.',
  },
  SMTP_PORT: {
    label: 'Mail server port',
    description: "The mail server's port: 587 for STARTTLS, 465 for TLS from the start.",
  },
  SMTP_SECURE: {
    label: 'Mail server uses TLS from the start',
    description:
      'YES: TLS from the first byte (port 465). NO: plain, upgraded by STARTTLS when the server offers it (port 587).',
  },
  DIRECT_INVOICE: {
    label: 'Invoice goods without a dispatch',
    description:
      'YES: a sales invoice may bill goods without a dispatch, each such line naming the stock area its goods leave from. NO: every invoice is made From Dispatches.',
  },
  INWARD_TOLERANCE_PERCENT: {
    label: 'Inward tolerance (%)',
    description:
      'How far, in percent, an inward may receive beyond what its purchase order line leaves pending; more is refused. 0: not at all.',
  },
};

/** Every key's description, by key (the System Configuration list's when none is stored). */
export const SYS_CONFIG_DESCRIPTIONS: ReadonlyMap<string, string> = new Map(
  Object.entries(SYS_CONFIG_MEANINGS).map(([key, meaning]) => [key, meaning.description]),
);

/** A key's description: the one stored, else what the product says of a key of spec §3, else none. */
export function sysConfigDescription(keyName: string, stored: string | null | undefined): string {
  return (stored ?? '').trim() || (SYS_CONFIG_DESCRIPTIONS.get(keyName) ?? '');
}

/** A key's name in words: its label for a key of spec §3, the key itself for one an admin added. */
export const sysConfigLabel = (keyName: string): string =>
  Object.hasOwn(SYS_CONFIG_MEANINGS, keyName) ? SYS_CONFIG_MEANINGS[keyName as SysConfigKey].label : keyName;
