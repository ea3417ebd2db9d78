import type { FieldReference } from '../catalogue/fields.ts';
import { AMOUNT_DECIMALS, roundHalfAway } from '../format/decimals.ts';
import type { DocumentAgainst } from './against.ts';
import { CHAIN_TERMS } from './chainTerms.ts';
import type { DocumentDef } from './documentDef.ts';
import type { DocumentKey } from './documentKeys.ts';
import { lineWithItemDefaults, type ItemLineDefaults } from './lines.ts';
import { isBlank } from '../catalogue/blank.ts';

/*
 * The chain of documents (issue 38, decision 1840): a document made from another takes what it leaves
 * blank from it, never from the masters: a line its origin line's price, a header its origin's terms.
 */

/** A field naming the record of another document something is made from, and that document. */
export interface ChainLink {
  field: string;
  document: DocumentKey;
}

type Links = Pick<DocumentDef, 'against' | 'amends' | 'match' | 'madeFrom'>;

/**
 * The line fields naming the line each line is made from, as the declaration says: the order line it fills
 * (`against`: a purchase order's under an inward, a sales order's under a dispatch, a dispatch's under an
 * invoice), the invoice line a note amends (`amends`), the order line a bill charges (`match`).
 */
export const lineOrigins = (def: Links): ChainLink[] =>
  [def.against, def.amends, def.match].flatMap((link) =>
    link ? [{ field: link.lineField, document: link.document }] : [],
  );

/**
 * The header field naming the one document the whole document is made from (an inward's order, a packaging's
 * sales order: `madeFrom`), if any.
 */
export const headerOrigin = (def: Links): ChainLink | undefined =>
  [def.against, def.amends, def.match, def.madeFrom]
    .flatMap((link) =>
      link?.headerField === undefined ? [] : [{ field: link.headerField, document: link.document }],
    )
    .at(0);

/**
 * How a draft's lines are filled when its header's origin is chosen (decision 2070): the origin document and
 * the header field naming it, the line field naming each origin line (none: its lines do not name them, a
 * gate entry's), the quantity it takes of each, and the origin's progress that tells what is left.
 */
export interface OrderFill extends Pick<
  DocumentAgainst,
  'direction' | 'quantityField' | 'progressField' | 'also'
> {
  document: DocumentKey;
  headerField: string;
  lineField?: string;
}

/**
 * The fill of a document's lines from the one its header names: the order it fills (`against`: an inward,
 * a return, a dispatch), or the origin whose pending lines it starts from and counts nothing against
 * (`madeFrom.pending`: a gate entry's purchase order); none for the rest.
 */
export function orderFillOf(def: Pick<DocumentDef, 'against' | 'madeFrom'>): OrderFill | undefined {
  const { against, madeFrom } = def;
  if (against?.headerField !== undefined) return { ...against, headerField: against.headerField };
  if (!madeFrom?.pending) return undefined;
  return {
    document: madeFrom.document,
    headerField: madeFrom.headerField,
    direction: 'fill',
    ...madeFrom.pending,
  };
}

/** A line field naming a record that is no lookup, as `FieldReference` says, with the field's key and label. */
export type LineReference = FieldReference & { field: string; label: string };

/**
 * The line fields naming a record that is no lookup (issue 39, decision 1870): those declaring `references`,
 * and each line origin (`lineOrigins`), a line of its document; of the document the header names as its
 * origin (`headerOrigin`) where that is the same document. A field's own declaration says more (the
 * fields the line it names must agree on).
 */
export const lineReferences = (def: Links & Pick<DocumentDef, 'lines'>): LineReference[] => {
  const origins = lineOrigins(def);
  const header = headerOrigin(def);
  return def.lines.fields.flatMap((field): LineReference[] => {
    const origin = origins.find((link) => link.field === field.key);
    const declared: FieldReference | undefined =
      field.references ??
      (origin && {
        module: origin.document,
        line: true,
        ...(header?.document === origin.document ? { within: header.field } : {}),
      });
    return declared ? [{ ...declared, field: field.key, label: field.label }] : [];
  });
};

/** What a line takes from its origin line: its price, never the item master's (issue 38). */
export const ORIGIN_PRICES = ['rate', 'discountPercent', 'gstRate'] as const;

const keysOf = (fields: readonly { key: string }[]): Set<string> => new Set(fields.map((field) => field.key));

/** The price fields (of `ORIGIN_PRICES`) a document's lines have. */
export const pricedFields = (def: Pick<DocumentDef, 'lines'>): string[] => {
  const keys = keysOf(def.lines.fields);
  return ORIGIN_PRICES.filter((key) => keys.has(key));
};

/**
 * What a line's origin line is asked for: the price fields its lines have, and the origin's discount where
 * they have a rate but no discount of their own (a stock document's line, valued net: decision 2020).
 */
export const askedPrices = (def: Pick<DocumentDef, 'lines'>): string[] => {
  const own = pricedFields(def);
  return own.includes('rate') && !own.includes('discountPercent') ? [...own, 'discountPercent'] : own;
};

/** A rate less a discount percent, to the paisa (half away from zero). */
export const netRate = (rate: number, discountPercent: number): number =>
  roundHalfAway((rate * (100 - discountPercent)) / 100, AMOUNT_DECIMALS);

/**
 * An origin line's price as a line of `def` takes it (issue 38, decision 2020: "stock received against a PO
 * line is valued at what it costs"): a line with no discount of its own takes the origin's rate less the
 * origin's discount; a line with one takes both as they are.
 */
export function originPriceFor(
  def: Pick<DocumentDef, 'lines'>,
  price: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  if (pricedFields(def).includes('discountPercent')) return { ...price };
  const { discountPercent, ...rest } = price;
  const discount = Number(discountPercent ?? 0);
  if (typeof rest.rate !== 'number' || !Number.isFinite(discount) || discount === 0) return rest;
  return { ...rest, rate: netRate(rest.rate, discount) };
}

/** The terms of `among` (all of `CHAIN_TERMS` by default) a document's header declares. */
export const declaredTerms = (
  def: Pick<DocumentDef, 'fields'>,
  among: readonly string[] = CHAIN_TERMS,
): string[] => {
  const own = keysOf(def.fields);
  return among.filter((key) => own.has(key));
};

/** `record` with each of `keys` it leaves blank taken from `from` (what it gives stays). */
const filled = <R extends Record<string, unknown>>(
  record: R,
  from: Readonly<Record<string, unknown>>,
  keys: readonly string[],
): R => {
  const out: Record<string, unknown> = { ...record };
  for (const key of keys) if (isBlank(out[key]) && !isBlank(from[key])) out[key] = from[key];
  return out as R;
};

/**
 * A line's defaults (issue 38: "a line made from an origin document takes the origin's price, discount and
 * GST rate; the master price is only a default for a line with no origin"): a line whose origin line was
 * found (`origin`, its price fields) takes each it leaves blank from it, and its item gives only the unit and
 * HSN; a line with no origin takes its item's rate and GST rate too (`lineWithItemDefaults`).
 */
export function lineWithDefaults<L extends Record<string, unknown>>(
  line: L,
  item: ItemLineDefaults | undefined,
  origin: Readonly<Record<string, unknown>> | undefined,
): L {
  const priced = origin ? filled(line, origin, ORIGIN_PRICES) : line;
  if (!item) return priced;
  return lineWithItemDefaults(priced, origin ? { ...item, rate: null, gstRate: null } : item);
}

/** A header with the `terms` it leaves blank taken from its origin document's header. */
export const headerWithTerms = <H extends Record<string, unknown>>(
  header: H,
  origin: Readonly<Record<string, unknown>>,
  terms: readonly string[],
): H => filled(header, origin, terms);

/** What the refusal names of the origin where it was read: its label, number and the name of each term's value. */
export interface OriginNamed {
  label?: string;
  number?: string | null;
  names?: Readonly<Record<string, string>>;
}

/**
 * The first of its `sameAsOrigin` terms a header gives otherwise than its origin's (`origin`, the terms read
 * for the fill), refused on the field in words (decision 1826); nothing where each is the same or blank.
 * `named`: the origin's label (a document whose lines name it: an invoice's dispatch), number and the name
 * of its term's value, said where known (decision 2020: the invoice names the dispatch and its branch).
 */
export function differentFromOrigin(
  def: Pick<DocumentDef, 'label' | 'fields' | 'sameAsOrigin'> & Links,
  header: Readonly<Record<string, unknown>>,
  origin: Readonly<Record<string, unknown>>,
  named: OriginNamed = {},
): { field: string; message: string } | undefined {
  const field = def.sameAsOrigin?.find(
    (term) => !isBlank(header[term]) && !isBlank(origin[term]) && header[term] !== origin[term],
  );
  if (field === undefined) return undefined;
  const labelOf = (key: string | undefined): string =>
    def.fields.find((candidate) => candidate.key === key)?.label ?? key ?? 'origin';
  const from = named.label ?? labelOf(headerOrigin(def)?.field);
  const said = `A ${def.label.toLowerCase()} has the ${labelOf(field)} of its ${from}`;
  const name = named.names?.[field];
  if (isBlank(named.number) || name === undefined)
    return { field, message: `${said}: choose the ${from}'s or leave it blank.` };
  return {
    field,
    message: `${said}: ${String(named.number)} is of ${name}; choose ${name} or leave it blank.`,
  };
}
