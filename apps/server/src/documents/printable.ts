import {
  documentTaxes,
  formatDate,
  formatDocumentNumber,
  isInterState,
  lookupObjectKey,
  parseDocumentNumber,
  printFileName,
  totalInWords,
  valueAt,
  type FieldDef,
  type KeptBank,
  type KeptFacts,
  type KeptParty,
  type KeptSeller,
} from '@erp/domain';
import type { PrintableDocument, PrintableLine, PrintDetail, PrintParty } from '../print/model.ts';
import { rupees } from '../print/text.ts';
import { sayIn, type PrintLanguage, type Say } from '../print/words.ts';
import type { Row } from '../stores/types.ts';
import type { ParcelWeight } from './parcel-weights.ts';
import { printedApart } from './print-additions.ts';
import type { DocumentResource } from './resource.ts';
import { isRecord } from './taxes.ts';

/**
 * A stored document as the print service reads it (decision 0810, addendum): the document service's
 * record plus what it says of its masters (decision 1820): what it kept at submit, a draft's as they are now.
 */
export interface PrintSources {
  facts: KeptFacts;
  /** The weights of the parcels the lines name, by parcel number (`printsParcelWeights`, decision 1359). */
  parcelWeights?: ReadonlyMap<string, ParcelWeight>;
}

/** The header fields the print shows in their own places: the party, the date, the place of supply. */
const SHOWN_APART = new Set(['partyId', 'date', 'placeOfSupply']);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const amount = (value: unknown): number => (typeof value === 'number' ? value : 0);
const nonEmpty = (lines: readonly string[]): string[] => lines.filter((line) => line !== '');

/** "Navi Mumbai - 410208" */
const cityLine = (city: unknown, pincode: unknown): string =>
  nonEmpty([text(city), text(pincode)]).join(' - ');

/** Our side (decision 1820's seller): the buyer of a purchase, the seller of a sale. */
const ourSide = (label: string, seller: KeptSeller): PrintParty => ({
  label,
  name: seller.name,
  address: nonEmpty([...seller.address, cityLine(seller.city, seller.pincode)]),
  gstin: seller.gstin,
  state: seller.state,
});

function partySide(label: string, row: Row, party: KeptParty | null): PrintParty {
  const address = party?.billing;
  return {
    label,
    name: party?.name ?? text(row.partyName),
    address: address ? nonEmpty([address.line1, address.line2, cityLine(address.city, address.pincode)]) : [],
    gstin: party?.gstin ?? null,
    state: party?.state ?? null,
  };
}

/**
 * The header fields beyond the party, date and place of supply, as entered. A GST document's amounts are
 * its totals' (freight, other charges); a document without GST has no totals, so its amounts are facts here
 * (a challan's freight, decision 1242).
 */
function detailsOf(resource: DocumentResource, row: Row, sources: PrintSources, say: Say): PrintDetail[] {
  const { partner, shown: kept } = sources.facts;
  const priced = resource.def.valuation === 'gst';
  const shown = (field: FieldDef): string => {
    // A field naming a record prints what the record showed when the document was issued (decision 1820).
    const value = field.lookup ? kept[field.key] : valueAt(row, field.key);
    if (field.type === 'date') return typeof value === 'string' ? formatDate(value) : '';
    if (field.type === 'amount') return typeof value === 'number' ? rupees(value) : '';
    // A select prints its option's label (a note's reason: Sales Return).
    const option = field.options?.find((candidate) => candidate.value === value);
    const shownValue = option ? say(option.label) : typeof value === 'number' ? String(value) : text(value);
    // A note's invoice prints with its date (decision 1410).
    const dated = field.lookup?.printsDate;
    const on = dated ? valueAt(row, `${lookupObjectKey(field)}.${dated}`) : null;
    return shownValue !== '' && typeof on === 'string'
      ? say('{value} of {date}', { value: shownValue, date: formatDate(on) })
      : shownValue;
  };
  // An area's block prints its fields (the e-invoice's answer with the QR, decision 1423).
  const apart = printedApart(resource.def);
  const details = resource.def.fields
    .filter((field) => !SHOWN_APART.has(field.key) && !apart.includes(field.key))
    .filter((field) => !(priced && field.type === 'amount'))
    .map((field) => ({ label: say(field.label), value: shown(field) }));
  return [...(partner ? [{ label: say('Partner'), value: partner }] : []), ...details].filter(
    (detail) => detail.value !== '',
  );
}

/** A branch's bank as printed facts, those it has (decision 1405). */
const bankOf = (bank: KeptBank, say: Say): PrintDetail[] =>
  (
    [
      ['Bank', bank.bankName],
      ['Account No.', bank.bankAccountNumber],
      ['IFSC', bank.ifsc],
      ['Branch', bank.bankBranch],
    ] as const
  )
    .map(([label, value]) => ({ label: say(label), value }))
    .filter((detail) => detail.value !== '');

/** The number as printed: with its revision after an amendment (`PO/2026-27/00001/R1`); none for a draft. */
export function printedNumber(row: Row): string | null {
  const number = text(row.number);
  if (number === '') return null;
  const parts = parseDocumentNumber(number);
  const revision = amount(row.revision);
  return parts && revision > parts.revision
    ? formatDocumentNumber(parts.prefix, parts.financialYear, parts.sequence, revision)
    : number;
}

/** The file a print downloads and is attached as: the printed number's (decision 1722). */
export const printedFileName = (row: Row): string => printFileName(printedNumber(row) ?? null, row.id);

const parcelNumberOf = (def: DocumentResource['def'], line: Record<string, unknown>): string =>
  def.posting?.rollField ? text(line[def.posting.rollField]) : '';

/**
 * What a line says under its item: a challan of goods its lot, its parcel having a column (decision 1331);
 * another line with a parcel its parcel and lot (decision 1142); else nothing more.
 */
const lineNote = (def: DocumentResource['def'], line: Record<string, unknown>, say: Say): string | null => {
  const parcel = parcelNumberOf(def, line);
  const lot = text(line.lotNumber) && say('Lot {lot}', { lot: text(line.lotNumber) });
  if (def.printsGoods) return lot || null;
  return parcel ? [say('Parcel {parcel}', { parcel }), lot].filter(Boolean).join(' · ') : null;
};

/** What a line says in its own words (its remarks, a return's reason): printed under its item (decision 2201). */
const LINE_WORDS = ['remarks', 'reason'] as const;

/** The words under a line's item: its description (or its parcel and lot), then its own words. */
const describedAs = (def: DocumentResource['def'], line: Record<string, unknown>, say: Say): string | null =>
  [text(line.description) || lineNote(def, line, say), ...LINE_WORDS.map((key) => text(line[key]))]
    .filter(Boolean)
    .join(' · ') || null;

const weightOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * Each line's weights: its own when it carries them, else its parcel's from the packaging on the parcel's
 * first line only, so that a parcel of several items is weighed once (decision 1359).
 */
function lineWeights(
  def: DocumentResource['def'],
  lines: readonly Record<string, unknown>[],
  weights: ReadonlyMap<string, ParcelWeight> | undefined,
): { grossWeight: number | null; netWeight: number | null }[] {
  const parcels = lines.map((line) => parcelNumberOf(def, line));
  return lines.map((line, index) => {
    const parcel = parcels[index] ?? '';
    const packed = parcel !== '' && parcels.indexOf(parcel) === index ? weights?.get(parcel) : undefined;
    return {
      grossWeight: weightOf(line.grossWeight) ?? packed?.gross ?? null,
      netWeight: weightOf(line.netWeight) ?? packed?.net ?? null,
    };
  });
}

/**
 * The stored document as the renderer's `PrintableDocument`. The figures are the domain's over the stored
 * lines; whether GST is IGST or CGST and SGST follows the stored totals (the party's GSTIN may have changed
 * since), and the masters only for a document without tax. Its title, labels and amount in words are in
 * `language` (decision 2090); what was typed stays as typed.
 */
export function printableOf(
  resource: DocumentResource,
  row: Row,
  sources: PrintSources,
  language: PrintLanguage = 'en',
): PrintableDocument {
  const { def } = resource;
  const say = sayIn(language);
  const lines = (Array.isArray(row.lines) ? row.lines : []).filter(isRecord);
  const placeOfSupply = text(row.placeOfSupply);
  const stored = { igst: amount(row.igstTotal), cgst: amount(row.cgstTotal) };
  const { facts } = sources;
  const kept = {
    supplierState: facts.places.supplierState ?? undefined,
    placeOfSupply: facts.places.placeOfSupply ?? undefined,
  };
  const interState = stored.igst > 0 || (stored.cgst === 0 && isInterState(kept));
  const places = { placeOfSupply, supplierState: interState ? undefined : placeOfSupply };
  // A document without GST totals nothing, as its save stored it (decision 0880): its amounts are details.
  const taxes =
    def.valuation === 'gst' ? documentTaxes(row, lines, places) : documentTaxes({}, lines, places);
  const partyLabel = say(def.fields.find((field) => field.key === 'partyId')?.label ?? 'Party');
  const weights = lineWeights(def, lines, sources.parcelWeights);
  return {
    title: say(def.printTitle ?? def.label),
    number: printedNumber(row),
    date: text(row.date),
    status: amount(row.status),
    organisation: ourSide(say(def.partyRole === 'supplier' ? 'Buyer' : 'Seller'), facts.seller),
    party: partySide(partyLabel, row, facts.party),
    placeOfSupply,
    details: detailsOf(resource, row, sources, say),
    receiverSigns: def.receiverSigns === true,
    goodsOnly: def.printsGoods === true,
    ...(def.billing ? { bank: bankOf(facts.seller.bank, say) } : {}),
    lines: lines.map((line, index): PrintableLine => {
      const kept = facts.lines[String(line.id)];
      return {
        ...taxes.lines[index]!,
        item: kept?.item ?? '',
        description: describedAs(def, line, say),
        parcel: parcelNumberOf(def, line) || null,
        ...weights[index],
        hsnCode: kept?.hsnCode || null,
        quantity: amount(line.quantity),
        unit: kept?.unit ?? '',
        quantityDecimals: kept?.decimals ?? 0,
        rate: amount(line.rate),
        discountPercent: typeof line.discountPercent === 'number' ? line.discountPercent : null,
      };
    }),
    taxes: { ...taxes, amountInWords: totalInWords(taxes.grandTotal, language) },
  };
}
