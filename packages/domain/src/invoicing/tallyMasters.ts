// Issue 43, "From Tally": a Tally export of masters (Masters.xml) read as the party or item master's sheet
// rows, so that it is checked and imported by the one path every master's sheet takes (decisions 2100, 2125).
import type { ImportColumn } from '../catalogue/masterImport.ts';
import { code } from '../catalogue/modules/helpers.ts';
import { formatCount } from '../format/count.ts';
import { PHRASES, say } from '../errors/phrases.ts';
import type { TallyLedgerMaster, TallyMasters, TallyStockItem } from './tallyExport.ts';

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

/** Tally's party types of a registered party (decision 2211): an SEZ's and a deemed export's buyer's. */
const PARTY_TYPE: Readonly<Record<string, string>> = { sez: 'SEZ', 'deemed export': 'DEEMED_EXPORT' };

/** A ledger's registration as ours: its party type where Tally says one, else its registration type. */
const registrationOf = (ledger: TallyLedgerMaster): string =>
  PARTY_TYPE[ledger.partyType.toLowerCase()] ?? REGISTRATION[ledger.registration.toLowerCase()] ?? '';

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
    gstRegistrationType: registrationOf(ledger),
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

/** What an item takes from Tally that Tally may not keep, by its field's label on the item. */
const KEPT_OR_NOT: readonly { label: string; of: (item: TallyStockItem) => number | null }[] = [
  { label: 'Purchase Price', of: (item) => item.cost },
  { label: 'Sale Price', of: (item) => item.price },
  { label: 'Reorder Level', of: (item) => item.reorder },
];
/** How many stock items a note names before the rest are an ellipsis. */
const NAMED = 3;

/**
 * Decision 2221: what the items take nothing of because Tally keeps none, said once per figure with the first
 * stock items' names ('Stock items with no Sale Price in Tally: 2 (PP Granules, Gum). …'). A new item is made
 * without it; an updated one keeps its own.
 */
function unkeptNotes(items: readonly TallyStockItem[]): string[] {
  return KEPT_OR_NOT.flatMap(({ label, of }) => {
    const without = items.filter((item) => of(item) === null).map((item) => item.name);
    if (without.length === 0) return [];
    const names = without.slice(0, NAMED).join(', ') + (without.length > NAMED ? ', …' : '');
    return [say(PHRASES.tallyNoFigure, { figure: label, count: formatCount(without.length), names })];
  });
}

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
  } else {
    for (const item of masters.stockItems)
      made.push({ source: `stock item ${item.name}`, cells: stockItemCells(item, options) });
    notes.push(...unkeptNotes(masters.stockItems));
  }
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
