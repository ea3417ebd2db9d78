import type { DocumentTaxes, LineTaxes } from '@erp/domain';
import type { PrintLanguage } from './words.ts';

/**
 * What the print service reads (decision 0810): a document as plain printed facts, built by the caller
 * from its record and `computeTaxes`, and the print template of its type. Nothing here reads a database.
 */

/** One side of the document as printed: our organisation (or branch) or the party. */
export interface PrintParty {
  /** The heading over it: 'Buyer', 'Supplier', 'Customer'. */
  label: string;
  name: string;
  /** The address, one printed line each. */
  address?: readonly string[];
  gstin?: string | null;
  /** The GST state code ('27'). */
  state?: string | null;
}

/** One line: what was ordered and its taxes (`computeTaxes`' line, in rupees). */
export interface PrintableLine extends LineTaxes {
  item: string;
  description?: string | null;
  hsnCode?: string | null;
  quantity: number;
  /** The unit of measure's name ('KGS') and its decimals (`formatQuantity`). */
  unit: string;
  quantityDecimals: number;
  rate: number;
  discountPercent?: number | null;
  /** The parcel or bale it left in (a dispatch's line), and what the line says it weighs, in kg. */
  parcel?: string | null;
  grossWeight?: number | null;
  netWeight?: number | null;
}

/** The IRN, the acknowledgement and the signed QR code drawn as a PNG image. */
export interface PrintEInvoice {
  irn: string;
  ackNumber: string;
  ackDate: string;
  qrPng: Buffer;
}

/** A label and its printed value, for the header facts a document type adds (expected date, terms). */
export interface PrintDetail {
  label: string;
  value: string;
}

export interface PrintableDocument {
  /** The document type's label: 'Purchase Order'. */
  title: string;
  /** The number with its revision (`PO/2026-27/00001/R1`); null for a draft, which has none. */
  number: string | null;
  /** The document date, an ISO day ('2026-04-01'). */
  date: string;
  /** The numeric status (`DOCUMENT_STATUS`). */
  status: number;
  organisation: PrintParty;
  party: PrintParty;
  /** The GST state code of the place of supply. */
  placeOfSupply: string;
  details?: readonly PrintDetail[];
  /** Whether the receiver signs the print too ("Received by", date, signature: a delivery challan). */
  receiverSigns?: boolean;
  /** A challan of goods (decision 1331): no money columns, no tax summary, totals or amount in words. */
  goodsOnly?: boolean;
  /** The e-invoice's registration, printed under the title once the portal gave it (decision 1423). */
  eInvoice?: PrintEInvoice;
  /** Rule 46's endorsement of an export or SEZ invoice, in English, printed under the title (decision 2213). */
  endorsement?: string;
  /** A consignment split across vehicles (decision 1482): each vehicle and what it carries ('6,000 NOS'). */
  vehicles?: readonly PrintDetail[];
  lines: readonly PrintableLine[];
  /** Where the party pays (a billing document, decision 1405): the branch's bank, name and value each. */
  bank?: readonly PrintDetail[];
  /** The document's figures from `computeTaxes` (its `lines` are the lines above). */
  taxes: Omit<DocumentTaxes, 'lines'>;
}

/** The parts of a print, drawn in the template's order. */
export const PRINT_BLOCKS = [
  'header',
  'parties',
  'lines',
  'taxSummary',
  'totals',
  'amountInWords',
  'bank',
  'terms',
  'signature',
] as const;
export type PrintBlock = (typeof PRINT_BLOCKS)[number];

/** The blocks that print money: a challan of goods leaves them out (decision 1331). */
export const MONEY_BLOCKS: readonly PrintBlock[] = ['taxSummary', 'totals', 'amountInWords', 'bank'];

export type PaperSize = 'A4' | 'A5' | 'LETTER';
export type Orientation = 'PORTRAIT' | 'LANDSCAPE';

export interface PrintTemplate {
  paperSize: PaperSize;
  orientation: Orientation;
  /** JPEG or PNG bytes printed across the top of the first page; without one, the organisation's name. */
  headerImage?: Buffer | null;
  blocks: readonly PrintBlock[];
  /** The terms block's text: the print-template master's free text. */
  terms: string;
  /** The print's own remarks (decision 1720), printed above the terms; empty: none. */
  remarks?: string;
  /** The line under the signature space: 'Authorised Signatory'. */
  signatory: string;
  /** One full copy of the document per entry, each page marked with it: ['Original', 'Duplicate']. */
  copies: readonly string[];
  /** How the document date is printed (spec §9's default dd-MM-yyyy). */
  dateFormat?: string;
  /** Written faintly across every page in place of the status' word: a template preview's 'PREVIEW'. */
  watermark?: string;
  /** The language of the user who prints it (decision 2090): its words; English when not given. */
  language?: PrintLanguage;
}

/** What the print service reads of a print-template master's row (`templateConfig`). */
export interface PrintTemplateRecord {
  paperSize?: string | null;
  orientation?: string | null;
  content?: string | null;
}

const PAPER_SIZES: readonly PaperSize[] = ['A4', 'A5', 'LETTER'];
const ORIENTATIONS: readonly Orientation[] = ['PORTRAIT', 'LANDSCAPE'];

const oneOf = <T extends string>(allowed: readonly T[], value: string | null | undefined, fallback: T): T =>
  allowed.find((entry) => entry === value) ?? fallback;

/**
 * A print template from the master's row (none: the defaults): its paper and orientation, its free text
 * as the terms block; what the master does not hold (the header image's bytes, signatory, copies) from
 * the caller.
 */
export function printTemplateFrom(
  record: PrintTemplateRecord | null | undefined,
  extras: Partial<Omit<PrintTemplate, 'paperSize' | 'orientation' | 'terms'>> = {},
): PrintTemplate {
  return {
    paperSize: oneOf(PAPER_SIZES, record?.paperSize, 'A4'),
    orientation: oneOf(ORIENTATIONS, record?.orientation, 'PORTRAIT'),
    terms: record?.content?.trim() ?? '',
    blocks: PRINT_BLOCKS,
    signatory: 'Authorised Signatory',
    copies: ['Original'],
    ...extras,
  };
}
