// Issue 43, "From Tally": a Tally export of masters (Masters.xml) read as what Tally holds: its ledgers, its
// stock items and its groups' parents, before any of it is taken as our masters (decision 2125).
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
  /** Tally's "Party Type" of a registered party (`GSTNATUREOFSUPPLY`: 'SEZ', 'Deemed Export'), '' for none. */
  partyType: string;
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
    partyType: firstText(node, 'GSTNATUREOFSUPPLY') || firstText(registration, 'GSTNATUREOFSUPPLY'),
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
