// Issue 43, "From Tally": a Tally export of masters (Masters.xml) read as the party or item master's sheet
// rows, so that it is checked and imported by the one path every master's sheet takes (decisions 2100, 2125).
import type { ImportColumn } from '../catalogue/masterImport.ts';
import { code } from '../catalogue/modules/helpers.ts';
import { formatCount } from '../format/count.ts';

/** The masters a Tally export fills: its ledgers the parties, its stock items the items. */
export type TallyMasterKind = 'ledgers' | 'stockItems';

/** The masters that take a Tally export besides a sheet (decision 2125), by their catalogue key. */
export const TALLY_IMPORTS: Readonly<Record<string, TallyMasterKind>> = {
  party: 'ledgers',
  item: 'stockItems',
};

/**
 * The lookup of the master a Tally import asks the user to choose, by what it fills, sent as that field's
 * key in the call's query (decision 2151): the stock items' category.
 */
export const TALLY_CHOICES: Readonly<Partial<Record<TallyMasterKind, string>>> = { stockItems: 'categoryId' };

/** How fast-xml-parser is to read a Tally export: every value as the text Tally wrote, attributes as `@NAME`. */
export const TALLY_XML_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
} as const;

/** How an export's bytes are text: Tally writes UTF-16 (with its byte-order mark) as often as UTF-8. */
export interface TallyEncoding {
  encoding: 'utf16le' | 'utf16be' | 'utf8';
  /** Where the text starts: after the byte-order mark, if any. */
  start: number;
}

/** An export's encoding by its first bytes; without a mark, a zero byte after '<' still says UTF-16. */
export function tallyXmlEncoding(bytes: Uint8Array): TallyEncoding {
  const [first, second, third] = bytes;
  if (first === 0xff && second === 0xfe) return { encoding: 'utf16le', start: 2 };
  if (first === 0xfe && second === 0xff) return { encoding: 'utf16be', start: 2 };
  if (first === 0x3c && second === 0x00) return { encoding: 'utf16le', start: 0 };
  if (first === 0x00 && second === 0x3c) return { encoding: 'utf16be', start: 0 };
  return { encoding: 'utf8', start: first === 0xef && second === 0xbb && third === 0xbf ? 3 : 0 };
}

/** A ledger as the export gives it. */
export interface TallyLedgerMaster {
  name: string;
  group: string;
  gstin: string;
  /** Tally's "Registration type" ('Regular', 'Composition', 'Unregistered', 'Consumer'). */
  registration: string;
  state: string;
  address: string[];
  pincode: string;
  /** Its country as Tally names it, '' where it says none. */
  country: string;
  pan: string;
  contact: string;
  phone: string;
  email: string;
  /** Its credit period in days, or null. */
  creditDays: number | null;
}

/** A stock item as the export gives it. */
export interface TallyStockItem {
  name: string;
  /** Its other names in Tally (the first is taken as its code). */
  aliases: string[];
  group: string;
  /** Its base unit's symbol ('Kgs'). */
  unit: string;
  hsn: string;
  /** Its GST rate (the integrated rate, or the central and state rates added), or null. */
  gstRate: number | null;
  /** Its standard cost and selling price per base unit, and its reorder level, or null. */
  cost: number | null;
  price: number | null;
  reorder: number | null;
}

/** What an export holds: its ledgers, its stock items, and its groups' parents (a sub-group's chain). */
export interface TallyMasters {
  ledgers: TallyLedgerMaster[];
  stockItems: TallyStockItem[];
  groups: ReadonlyMap<string, string>;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

const listOf = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** An element's text, whether it has attributes (`#text`) or not. */
const textOf = (value: unknown): string => {
  const [first] = listOf(value);
  if (typeof first === 'string') return first.trim();
  return isNode(first) && typeof first['#text'] === 'string' ? first['#text'].trim() : '';
};

/** The first non-empty text of a node's tags, in the order given. */
const firstText = (node: Node, ...tags: string[]): string =>
  tags.map((tag) => textOf(node[tag])).find((text) => text !== '') ?? '';

/** A node's children under `tag` (Tally's `….LIST` repeats), the last being the latest where dated. */
const children = (node: Node, tag: string): Node[] => listOf(node[tag]).filter(isNode);

/** Every element named `tag` anywhere below a node. */
function collect(node: unknown, tag: string, found: Node[] = []): Node[] {
  for (const item of listOf(node)) {
    if (!isNode(item)) continue;
    for (const [key, value] of Object.entries(item)) {
      if (key === tag) found.push(...listOf(value).filter(isNode));
      else if (!key.startsWith('@')) collect(value, tag, found);
    }
  }
  return found;
}

/** A master's name: its NAME attribute, else the first name of its NAME.LIST. */
const nameOf = (node: Node): string =>
  textOf(node['@NAME']) || textOf(children(node, 'NAME.LIST')[0]?.NAME) || textOf(node.NAME);

/** The leading number of Tally's text ('30 Days', '125.50/Kgs', '100 Kgs'), or null. */
function leadingNumber(text: string): number | null {
  const match = /^-?[\d,]*\.?\d+/.exec(text.trim());
  return match ? Number(match[0].replace(/,/g, '')) : null;
}

function ledgerOf(node: Node): TallyLedgerMaster {
  const registration = children(node, 'LEDGSTREGDETAILS.LIST').at(-1) ?? {};
  const mailing = children(node, 'LEDMAILINGDETAILS.LIST').at(-1) ?? {};
  const addressList = children(node, 'ADDRESS.LIST')[0] ?? children(mailing, 'ADDRESS.LIST')[0] ?? {};
  const credit = leadingNumber(firstText(node, 'BILLCREDITPERIOD'));
  return {
    name: nameOf(node),
    group: firstText(node, 'PARENT'),
    gstin: firstText(node, 'PARTYGSTIN') || firstText(registration, 'GSTIN'),
    registration: firstText(node, 'GSTREGISTRATIONTYPE') || firstText(registration, 'GSTREGISTRATIONTYPE'),
    state: firstText(node, 'LEDSTATENAME', 'STATENAME') || firstText(mailing, 'STATE'),
    address: listOf(addressList.ADDRESS)
      .map(textOf)
      .filter((line) => line !== ''),
    pincode: firstText(node, 'PINCODE') || firstText(mailing, 'PINCODE'),
    country: firstText(node, 'COUNTRYNAME') || firstText(mailing, 'COUNTRY'),
    pan: firstText(node, 'INCOMETAXNUMBER'),
    contact: firstText(node, 'LEDGERCONTACT'),
    phone: firstText(node, 'LEDGERMOBILE', 'LEDGERPHONE'),
    email: firstText(node, 'EMAIL'),
    creditDays: credit === null ? null : Math.round(credit),
  };
}

const INTEGRATED = /^(igst|integrated tax)$/i;
const SPLIT = /^(cgst|sgst\/utgst|central tax|state tax)$/i;

/** A stock item's GST rate in its latest GST details: the integrated rate, or the central and state added. */
function gstRateOf(details: Node): number | null {
  const rates = collect(details, 'RATEDETAILS.LIST').map((rate) => ({
    head: firstText(rate, 'GSTRATEDUTYHEAD'),
    rate: leadingNumber(firstText(rate, 'GSTRATE')),
  }));
  const integrated = rates.find((rate) => INTEGRATED.test(rate.head) && rate.rate !== null);
  if (integrated) return integrated.rate;
  const split = rates.flatMap((rate) => (SPLIT.test(rate.head) && rate.rate !== null ? [rate.rate] : []));
  return split.length === 2 ? split.reduce((sum, rate) => sum + rate, 0) : null;
}

function stockItemOf(node: Node): TallyStockItem {
  const name = nameOf(node);
  const names = listOf(children(node, 'NAME.LIST')[0]?.NAME)
    .map(textOf)
    .filter((text) => text !== '');
  const details = children(node, 'GSTDETAILS.LIST').at(-1) ?? {};
  const hsn = children(node, 'HSNDETAILS.LIST').at(-1) ?? {};
  const rateOf = (tag: string): number | null =>
    leadingNumber(firstText(children(node, tag).at(-1) ?? {}, 'RATE'));
  return {
    name,
    aliases: names.filter((text) => text !== name),
    group: firstText(node, 'PARENT'),
    unit: firstText(node, 'BASEUNITS'),
    hsn: firstText(details, 'HSNCODE') || firstText(hsn, 'HSNCODE'),
    gstRate: gstRateOf(details),
    cost: rateOf('STANDARDCOSTLIST.LIST'),
    price: rateOf('STANDARDPRICELIST.LIST'),
    reorder: leadingNumber(firstText(node, 'REORDERBASE')),
  };
}

/** An export's masters from its parsed XML (fast-xml-parser with `TALLY_XML_OPTIONS`). */
export function tallyMastersOf(tree: unknown): TallyMasters {
  return {
    ledgers: collect(tree, 'LEDGER').map(ledgerOf),
    stockItems: collect(tree, 'STOCKITEM').map(stockItemOf),
    groups: new Map(collect(tree, 'GROUP').map((group) => [nameOf(group), firstText(group, 'PARENT')])),
  };
}

const DEBTORS = 'sundry debtors';
const CREDITORS = 'sundry creditors';

/** Which of Tally's party groups a group is, following its sub-groups' parents as the export gives them. */
export function tallyPartyGroup(
  group: string,
  groups: ReadonlyMap<string, string>,
): 'customer' | 'supplier' | null {
  const seen = new Set<string>();
  let current = group;
  while (current !== '' && !seen.has(current.toLowerCase())) {
    const lower = current.toLowerCase();
    if (lower === DEBTORS) return 'customer';
    if (lower === CREDITORS) return 'supplier';
    seen.add(lower);
    current = [...groups].find(([name]) => name.toLowerCase() === lower)?.[1] ?? '';
  }
  return null;
}

/** Tally's registration types as the party master's choices (a consumer is unregistered). */
const REGISTRATION: Readonly<Record<string, string>> = {
  regular: 'REGULAR',
  composition: 'COMPOSITION',
  unregistered: 'UNREGISTERED',
  consumer: 'UNREGISTERED',
  'regular - sez': 'SEZ',
};

/** The party types a customer and a supplier from Tally are given (the seeded ones, decision 2126). */
export const TALLY_PARTY_TYPES = { customer: 'Customer', supplier: 'Supplier' } as const;

/** The category items from Tally are made in when the call names none (decision 2127). */
export const TALLY_ITEM_CATEGORY = 'Imported from Tally';

/** A unit of ours as the matching reads it: its name and GST unit code (UQC). */
export interface TallyUnitOfOurs {
  name: string;
  uqc: string;
}

/** Tally's usual unit symbols and the GST unit code (UQC) each stands for. */
const TALLY_UQC: Readonly<Record<string, string>> = {
  kg: 'KGS',
  no: 'NOS',
  nos: 'NOS',
  pc: 'PCS',
  pcs: 'PCS',
  mtr: 'MTR',
  m: 'MTR',
  ltr: 'LTR',
  l: 'LTR',
  bag: 'BAG',
  box: 'BOX',
  ton: 'TON',
  mt: 'MTS',
  gm: 'GMS',
  g: 'GMS',
  roll: 'ROL',
  set: 'SET',
  doz: 'DOZ',
  pkt: 'PAC',
  sqm: 'SQM',
  sqft: 'SQF',
};

/** A unit's words as the matching compares them: lower case, letters only, a plural 's' dropped. */
const unitWord = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/(?<=..)s$/, '');

/**
 * Decision 2128: a Tally unit is our unit whose name is it (any case, dots and a plural 's' ignored:
 * "Kgs", "KGS", "kg." and "Kg" are one), else the unit whose GST unit code Tally's symbol stands for
 * ("Nos" is NOS). Several or none leave Tally's symbol, which the check then names as a problem.
 */
export function tallyUnit(symbol: string, units: readonly TallyUnitOfOurs[]): string {
  const word = unitWord(symbol);
  const byName = units.filter((unit) => unitWord(unit.name) === word);
  const uqc = TALLY_UQC[word] ?? symbol.toUpperCase();
  const [unit, ...more] = byName.length > 0 ? byName : units.filter((ours) => ours.uqc.toUpperCase() === uqc);
  return unit && more.length === 0 ? unit.name : symbol;
}

/** What the import of an export is given besides it: the category named, our units, whether it updates. */
export interface TallyImportOptions {
  category?: string;
  /** An update keeps an item's category unless one is named. */
  update?: boolean;
  units?: readonly TallyUnitOfOurs[];
}

/** A sheet row made from a master of Tally's: its number as the report names it, its cells. */
export interface TallyRow {
  row: number;
  cells: string[];
}

/** A row's child-table rows (a party's addresses), each a child row's cells by field key, as text. */
export type TallyChildRows = Readonly<Record<string, readonly Readonly<Record<string, string>>[]>>;

/** An export as a master's sheet: the template's labels, a row per master, each row's Tally name, notes. */
export interface TallySheet {
  rows: TallyRow[];
  /** Row number → its child tables' rows, where Tally gives them (a ledger's address, decision 2150). */
  children: Record<number, TallyChildRows>;
  /** Row number → 'ledger Shree Ganesh Polymers', as the problems name the row. */
  sources: Record<number, string>;
  /** What was left out, in words ('12 ledgers of other groups left out.'). */
  notes: string[];
}

const amountText = (value: number | null): string => (value === null ? '' : String(value));

function ledgerCells(ledger: TallyLedgerMaster, side: 'customer' | 'supplier'): Record<string, string> {
  return {
    companyName: ledger.name,
    partyTypeId: TALLY_PARTY_TYPES[side],
    isCustomer: side === 'customer' ? 'Yes' : 'No',
    isSupplier: side === 'supplier' ? 'Yes' : 'No',
    gstin: ledger.gstin.toUpperCase(),
    gstRegistrationType: REGISTRATION[ledger.registration.toLowerCase()] ?? '',
    pan: ledger.pan.toUpperCase(),
    contactPerson: ledger.contact,
    phone: ledger.phone,
    email: ledger.email,
    creditDays: amountText(ledger.creditDays),
  };
}

/** A PIN code within an address line ('400093', '400 093'). */
const PIN = /\b\d{3} ?\d{3}\b/;

/** An address part without its PIN code and the dashes or colons about it ('Mumbai - 400093' is Mumbai). */
const withoutPin = (part: string): string =>
  part
    .replace(PIN, '')
    .replace(/^[\s\-–:]+|[\s\-–:]+$/g, '')
    .trim();

/** The city of Tally's address lines: the last part of the last line that has letters, without its PIN code. */
const cityOf = (lines: readonly string[]): string =>
  lines
    .flatMap((line) => line.split(','))
    .map(withoutPin)
    .filter((part) => /[a-z]/i.test(part))
    .at(-1) ?? '';

/**
 * Decision 2150: a ledger's address as the party's billing address, its default: the first of Tally's
 * address lines its first line, the others its second (nothing dropped); its city the last part of the last
 * line (Tally keeps no city of its own); the state, PIN code (else one written in the lines) and country
 * (else India) as Tally gives them. None where Tally gives no address line.
 */
export function tallyAddress(ledger: TallyLedgerMaster): Record<string, string> | null {
  const [first, ...rest] = ledger.address;
  if (first === undefined) return null;
  return {
    addressType: 'BILLING',
    line1: first,
    line2: rest.join(', '),
    city: cityOf(ledger.address),
    state: ledger.state,
    pincode: ledger.pincode || (PIN.exec(ledger.address.join(' '))?.[0] ?? '').replace(' ', ''),
    country: ledger.country || 'India',
    isDefault: 'Yes',
  };
}

/**
 * An item's code from Tally's alias, else its name (decision 2127): what a code may not hold (spaces,
 * brackets) a dash, within a code's length.
 */
const codeOf = (item: TallyStockItem): string =>
  (item.aliases[0] ?? item.name)
    .replace(/[^A-Za-z0-9_/.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, code().maxLength);

function stockItemCells(item: TallyStockItem, options: TallyImportOptions): Record<string, string> {
  const rate = amountText(item.gstRate);
  return {
    code: codeOf(item),
    name: item.name,
    categoryId: options.category?.trim() || (options.update ? '' : TALLY_ITEM_CATEGORY),
    uomId: tallyUnit(item.unit, options.units ?? []),
    hsnCode: item.hsn,
    purchaseGstRate: rate,
    saleGstRate: rate,
    purchasePrice: amountText(item.cost),
    salePrice: amountText(item.price),
    reorderLevel: amountText(item.reorder),
  };
}

const plural = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * Decision 2125: an export's ledgers (those under Sundry Debtors or Sundry Creditors, or a sub-group of
 * theirs, the others counted as left out) or stock items as the master's sheet: its first row the
 * template's labels, then a row per master whose cells are what Tally says, blank where it says nothing.
 * A ledger's address goes beside its row, as the party's addresses (decision 2150).
 */
export function tallySheet(
  masters: TallyMasters,
  kind: TallyMasterKind,
  columns: readonly ImportColumn[],
  options: TallyImportOptions = {},
): TallySheet {
  const made: { source: string; cells: Record<string, string>; children?: TallyChildRows }[] = [];
  const notes: string[] = [];
  if (kind === 'ledgers') {
    let others = 0;
    for (const ledger of masters.ledgers) {
      const side = tallyPartyGroup(ledger.group, masters.groups);
      const address = tallyAddress(ledger);
      if (side)
        made.push({
          source: `ledger ${ledger.name}`,
          cells: ledgerCells(ledger, side),
          ...(address ? { children: { addresses: [address] } } : {}),
        });
      else others += 1;
    }
    if (others > 0) notes.push(`${plural(others, 'ledger', 'ledgers')} of other groups left out.`);
  } else
    for (const item of masters.stockItems)
      made.push({ source: `stock item ${item.name}`, cells: stockItemCells(item, options) });
  const header: TallyRow = { row: 1, cells: columns.map((column) => column.label) };
  const rows = made.map(({ cells }, k) => ({
    row: k + 2,
    cells: columns.map((column) => cells[column.key] ?? ''),
  }));
  const sources = Object.fromEntries(made.map(({ source }, k) => [k + 2, source]));
  const children = Object.fromEntries(
    made.flatMap(({ children: given }, k) => (given ? [[k + 2, given] as const] : [])),
  );
  return { rows: [header, ...rows], sources, children, notes };
}
