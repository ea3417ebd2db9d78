import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { importColumns, importProblemText } from '../catalogue/masterImport.ts';
import { moduleByKey } from '../catalogue/modules/index.ts';
import type { ModuleDef } from '../catalogue/fields.ts';
import { TALLY_MASTERS_XML } from './tallyMasters.fixture.ts';
import {
  TALLY_XML_OPTIONS,
  tallyMastersOf,
  tallyXmlEncoding,
  type TallyLedgerMaster,
  type TallyStockItem,
} from './tallyExport.ts';
import {
  TALLY_CHOICES,
  TALLY_ITEM_CATEGORY,
  tallyAddress,
  tallyPartyGroup,
  tallySheet,
  tallyUnit,
} from './tallyMasters.ts';

// Issue 43, "From Tally": "A Tally export of masters (ledgers with their GSTIN, state, address and group;
// stock items with their unit, HSN and GST rate) imports as parties and items through the same
// check-then-import path."

const masters = tallyMastersOf(new XMLParser(TALLY_XML_OPTIONS).parse(TALLY_MASTERS_XML));

const master = (key: string): ModuleDef => {
  const module = moduleByKey(key);
  if (!module) throw new Error(`no module ${key}`);
  return module;
};
const columnsOf = (key: string) => importColumns(master(key), moduleByKey);

/** A sheet's rows as records by the template's labels, blank cells left out. */
const records = (rows: { cells: string[] }[]) => {
  const [header, ...body] = rows;
  return body.map((row) =>
    Object.fromEntries(
      row.cells.flatMap((cell, k) => (cell === '' ? [] : [[header?.cells[k] ?? '', cell] as const])),
    ),
  );
};

describe('reading an export', () => {
  it.each([
    ['UTF-16 little endian with its mark', [0xff, 0xfe, 0x3c, 0x00], { encoding: 'utf16le', start: 2 }],
    ['UTF-16 big endian with its mark', [0xfe, 0xff, 0x00, 0x3c], { encoding: 'utf16be', start: 2 }],
    ['UTF-16 little endian without a mark', [0x3c, 0x00, 0x45, 0x00], { encoding: 'utf16le', start: 0 }],
    ['UTF-16 big endian without a mark', [0x00, 0x3c, 0x00, 0x45], { encoding: 'utf16be', start: 0 }],
    ['UTF-8 with its mark', [0xef, 0xbb, 0xbf, 0x3c], { encoding: 'utf8', start: 3 }],
    ['UTF-8', [0x3c, 0x3f, 0x78, 0x6d], { encoding: 'utf8', start: 0 }],
  ])('reads %s', (_case, bytes, expected) => {
    expect(tallyXmlEncoding(Uint8Array.from(bytes))).toEqual(expected);
  });

  it('reads a ledger’s group, GSTIN, state, address and registration, wherever Tally put them', () => {
    expect(masters.ledgers.map((ledger) => [ledger.name, ledger.group])).toEqual([
      ['Bharat Cement Ltd', 'Sundry Debtors'],
      ['Shree Ganesh Polymers', 'Debtors - Mumbai'],
      ['Gujarat Petro Resins', 'Sundry Creditors'],
      ['Sales @ 18%', 'Sales Accounts'],
      ['HDFC Bank', 'Bank Accounts'],
    ]);
    expect(masters.ledgers[0]).toEqual({
      name: 'Bharat Cement Ltd',
      group: 'Sundry Debtors',
      gstin: '27AAACR5055K1Z7',
      registration: 'Regular',
      partyType: '',
      state: 'Maharashtra',
      address: ['MIDC Road', 'Nagpur'],
      pincode: '440001',
      country: '',
      pan: 'AAACR5055K',
      contact: 'R. Deshmukh',
      phone: '9822012345',
      email: 'accounts@bharatcement.example',
      creditDays: 30,
    });
    expect(masters.ledgers[2]).toMatchObject({
      gstin: '24AAACG1234K1ZZ',
      registration: 'Regular',
      partyType: 'Not Applicable',
      state: 'Gujarat',
      address: ['GIDC Estate, Vapi'],
      pincode: '396195',
      country: 'India',
      creditDays: null,
    });
  });

  it('reads a stock item’s unit, HSN, GST rate (integrated, or split in two), alias, rates and reorder level', () => {
    expect(masters.stockItems).toEqual([
      {
        name: 'PP Granules',
        aliases: ['RM-PP-01'],
        group: 'Raw Material',
        unit: 'Kgs',
        hsn: '39021000',
        gstRate: 18,
        cost: 112.5,
        price: 125,
        reorder: 500,
      },
      {
        name: 'HDPE Woven Bag 50 kg',
        aliases: [],
        group: 'Finished Goods',
        unit: 'Nos',
        hsn: '63053300',
        gstRate: 5,
        cost: 14,
        price: 18.5,
        reorder: 1000,
      },
    ]);
  });

  it('reads no masters from an export of none, and no rate where only one half is given', () => {
    expect(tallyMastersOf({ ENVELOPE: { BODY: '' } })).toEqual({
      ledgers: [],
      stockItems: [],
      groups: new Map(),
    });
    const half = {
      STOCKITEM: {
        '@NAME': 'Gum',
        'GSTDETAILS.LIST': {
          'RATEDETAILS.LIST': [
            { GSTRATEDUTYHEAD: 'CGST', GSTRATE: '9' },
            { GSTRATEDUTYHEAD: 'SGST/UTGST', GSTRATE: '' },
          ],
        },
      },
    };
    expect(tallyMastersOf(half).stockItems[0]).toMatchObject({ name: 'Gum', gstRate: null, unit: '' });
  });

  it.each([
    [
      'its NAME attribute',
      { '@NAME': 'Gum', PARENT: { '#text': 'Chemicals', '@TYPE': 'String' } },
      'Chemicals',
    ],
    ['its NAME.LIST', { 'NAME.LIST': { NAME: ['Gum', 'G-1'] }, PARENT: { '@TYPE': 'String' } }, ''],
    ['its NAME tag', { NAME: 'Gum' }, ''],
  ])('names a stock item by %s, with no GST details, rates or unit', (_case, item, group) => {
    expect(tallyMastersOf({ STOCKITEM: item }).stockItems[0]).toMatchObject({
      name: 'Gum',
      group,
      hsn: '',
      gstRate: null,
      cost: null,
      price: null,
      reorder: null,
    });
  });
});

describe('which ledgers are parties', () => {
  const groups = new Map([
    ['Debtors - Mumbai', 'Sundry Debtors'],
    ['Mumbai West', 'Debtors - Mumbai'],
    ['Loop A', 'Loop B'],
    ['Loop B', 'Loop A'],
  ]);
  it.each([
    ['Sundry Debtors', 'customer'],
    ['sundry creditors', 'supplier'],
    ['Debtors - Mumbai', 'customer'],
    ['Mumbai West', 'customer'],
    ['Sales Accounts', null],
    ['Loop A', null],
    ['', null],
  ] as const)('a ledger under %s is %s', (group, side) => {
    expect(tallyPartyGroup(group, groups)).toBe(side);
  });
});

describe('a Tally unit as ours (decision 2128)', () => {
  const units = [
    { name: 'KG', uqc: 'KGS' },
    { name: 'Pieces', uqc: 'PCS' },
    { name: 'NOS', uqc: 'NOS' },
    { name: 'Bundle', uqc: 'BDL' },
    { name: 'Bundles', uqc: 'BDL' },
  ];
  it.each([
    ['Kgs', 'KG'],
    ['KGS', 'KG'],
    ['kg.', 'KG'],
    ['Nos', 'NOS'],
    ['Pcs', 'Pieces'],
    ['Bdl', 'Bdl'],
    ['Bundles', 'Bundles'],
    ['Drum', 'Drum'],
  ])('"%s" is our "%s"', (symbol, ours) => {
    expect(tallyUnit(symbol, units)).toBe(ours);
  });
});

describe('an export as the master’s sheet', () => {
  it('makes a party of each ledger under Sundry Debtors or Sundry Creditors, and counts the others left out', () => {
    const sheet = tallySheet(masters, 'ledgers', columnsOf('party'));
    expect(sheet.rows[0]?.cells).toEqual(columnsOf('party').map((column) => column.label));
    expect(records(sheet.rows)).toEqual([
      {
        'Company Name': 'Bharat Cement Ltd',
        'Party Type': 'Customer',
        Customer: 'Yes',
        Supplier: 'No',
        GSTIN: '27AAACR5055K1Z7',
        'GST Registration Type': 'REGULAR',
        PAN: 'AAACR5055K',
        'Contact Person': 'R. Deshmukh',
        Phone: '9822012345',
        'E-Mail': 'accounts@bharatcement.example',
        'Credit Days': '30',
      },
      {
        'Company Name': 'Shree Ganesh Polymers',
        'Party Type': 'Customer',
        Customer: 'Yes',
        Supplier: 'No',
        'GST Registration Type': 'REGULAR',
      },
      {
        'Company Name': 'Gujarat Petro Resins',
        'Party Type': 'Supplier',
        Customer: 'No',
        Supplier: 'Yes',
        GSTIN: '24AAACG1234K1ZZ',
        'GST Registration Type': 'REGULAR',
      },
    ]);
    expect(sheet.sources).toEqual({
      2: 'ledger Bharat Cement Ltd',
      3: 'ledger Shree Ganesh Polymers',
      4: 'ledger Gujarat Petro Resins',
    });
    expect(sheet.notes).toEqual(['2 ledgers of other groups left out.']);
    // "ledgers with their GSTIN, state, address and group": the address as the party's billing address.
    expect(sheet.children).toEqual({
      2: {
        addresses: [
          {
            addressType: 'BILLING',
            line1: 'MIDC Road',
            line2: 'Nagpur',
            city: 'Nagpur',
            state: 'Maharashtra',
            pincode: '440001',
            country: 'India',
            isDefault: 'Yes',
          },
        ],
      },
      4: {
        addresses: [
          {
            addressType: 'BILLING',
            line1: 'GIDC Estate, Vapi',
            line2: '',
            city: 'Vapi',
            state: 'Gujarat',
            pincode: '396195',
            country: 'India',
            isDefault: 'Yes',
          },
        ],
      },
    });
  });

  it('makes an item of each stock item: its code the alias, else its name; the category named, else the default', () => {
    const units = [
      { name: 'KG', uqc: 'KGS' },
      { name: 'NOS', uqc: 'NOS' },
    ];
    const sheet = tallySheet(masters, 'stockItems', columnsOf('item'), { units });
    expect(records(sheet.rows)).toEqual([
      {
        'Item Code': 'RM-PP-01',
        'Item Name': 'PP Granules',
        Category: TALLY_ITEM_CATEGORY,
        'Unit of Measure': 'KG',
        'HSN Code': '39021000',
        'Purchase GST Rate': '18',
        'Sale GST Rate': '18',
        'Purchase Price': '112.5',
        'Sale Price': '125',
        'Reorder Level': '500',
      },
      {
        'Item Code': 'HDPE-Woven-Bag-50-kg',
        'Item Name': 'HDPE Woven Bag 50 kg',
        Category: TALLY_ITEM_CATEGORY,
        'Unit of Measure': 'NOS',
        'HSN Code': '63053300',
        'Purchase GST Rate': '5',
        'Sale GST Rate': '5',
        'Purchase Price': '14',
        'Sale Price': '18.5',
        'Reorder Level': '1000',
      },
    ]);
    expect(sheet.sources).toEqual({ 2: 'stock item PP Granules', 3: 'stock item HDPE Woven Bag 50 kg' });
    expect(sheet.notes).toEqual([]);
    const named = tallySheet(masters, 'stockItems', columnsOf('item'), { category: ' Raw Material ' });
    expect(records(named.rows).map((row) => [row.Category, row['Unit of Measure']])).toEqual([
      ['Raw Material', 'Kgs'],
      ['Raw Material', 'Nos'],
    ]);
    const updating = tallySheet(masters, 'stockItems', columnsOf('item'), { update: true });
    expect(records(updating.rows).map((row) => row.Category)).toEqual([undefined, undefined]);
  });

  // Issue 56: "a Tally masters export of stock items is refused when (as usual) it carries no prices or reorder
  // level": such an item is made without them, and the report says which (decision 2221).
  it('makes an item of a stock item without prices or reorder level, and says which have none', () => {
    const bare = (name: string): TallyStockItem =>
      ({ ...masters.stockItems[0], name, cost: null, price: null, reorder: null }) as TallyStockItem;
    const items = [bare('Gum'), { ...masters.stockItems[1], price: null } as TallyStockItem, bare('Wax')];
    const sheet = tallySheet({ ...masters, stockItems: items }, 'stockItems', columnsOf('item'));
    expect(
      records(sheet.rows).map((row) => [row['Purchase Price'], row['Sale Price'], row['Reorder Level']]),
    ).toEqual([
      [undefined, undefined, undefined],
      ['14', undefined, '1000'],
      [undefined, undefined, undefined],
    ]);
    const none = (figure: string, count: number, names: string) =>
      `Stock items with no ${figure} in Tally: ${count} (${names}). Their items take none from it: enter it on the item where it is needed.`;
    expect(sheet.notes).toEqual([
      none('Purchase Price', 2, 'Gum, Wax'),
      none('Sale Price', 3, 'Gum, HDPE Woven Bag 50 kg, Wax'),
      none('Reorder Level', 2, 'Gum, Wax'),
    ]);
    const many = tallySheet(
      {
        ...masters,
        stockItems: [...['A', 'B', 'C', 'D'].map(bare), masters.stockItems[0] as TallyStockItem],
      },
      'stockItems',
      columnsOf('item'),
    );
    expect(many.notes[0]).toBe(none('Purchase Price', 4, 'A, B, C, …'));
  });

  it.each([
    ['Consumer', '', 'UNREGISTERED'],
    ['Regular - SEZ', '', 'SEZ'],
    ['Unknown', '', undefined],
    // Decision 2211: Tally's party type of a regular party, as our own Tally file writes an SEZ.
    ['Regular', 'SEZ', 'SEZ'],
    ['Regular', 'Deemed Export', 'DEEMED_EXPORT'],
    ['Regular', 'Not Applicable', 'REGULAR'],
  ])('takes Tally’s registration "%s" of party type "%s" as %s', (registration, partyType, ours) => {
    const ledger = { ...masters.ledgers[1], name: 'Walk-in', registration, partyType } as TallyLedgerMaster;
    const sheet = tallySheet({ ...masters, ledgers: [ledger] }, 'ledgers', columnsOf('party'));
    expect(records(sheet.rows)[0]?.['GST Registration Type']).toBe(ours);
  });

  it.each([
    [['RM-PP-01'], 'PP Granules', 'RM-PP-01'],
    [[], 'HDPE Woven Bag (50 kg)', 'HDPE-Woven-Bag-50-kg'],
    [[], 'Laminated BOPP Bag 60 x 90 cm Printed 4 Colour', 'Laminated-BOPP-Bag-60-x-90-cm-'],
  ])('codes a stock item with the aliases %j named "%s" as "%s"', (aliases, name, code) => {
    const item = { ...masters.stockItems[0], name, aliases } as TallyStockItem;
    const sheet = tallySheet({ ...masters, stockItems: [item] }, 'stockItems', columnsOf('item'));
    expect(records(sheet.rows)[0]?.['Item Code']).toBe(code);
  });

  it.each([
    [
      'the city before a PIN code in the last line, the PIN code from the lines',
      { address: ['Plot 7, Andheri East', 'Mumbai - 400 093'], pincode: '', country: '' },
      {
        line1: 'Plot 7, Andheri East',
        line2: 'Mumbai - 400 093',
        city: 'Mumbai',
        pincode: '400093',
        country: 'India',
      },
    ],
    [
      'the city of the line before a last line of only a PIN code, and Tally’s country',
      { address: ['12 Thamel Marg', 'Kathmandu', '44600'], pincode: '44600', country: 'Nepal' },
      {
        line1: '12 Thamel Marg',
        line2: 'Kathmandu, 44600',
        city: 'Kathmandu',
        pincode: '44600',
        country: 'Nepal',
      },
    ],
    [
      'no city where no part has letters',
      { address: ['400093'], pincode: '', country: '' },
      { line1: '400093', line2: '', city: '', pincode: '400093' },
    ],
    [
      'no PIN code where Tally gives none',
      { address: ['Station Road, Vapi'], pincode: '', country: '' },
      { line1: 'Station Road, Vapi', city: 'Vapi', pincode: '' },
    ],
  ])('takes a ledger’s address: %s', (_case, given, expected) => {
    const ledger = { ...masters.ledgers[0], ...given } as TallyLedgerMaster;
    expect(tallyAddress(ledger)).toMatchObject(expected);
  });

  it('takes no address of a ledger without address lines', () => {
    expect(tallyAddress({ ...masters.ledgers[0], address: [] } as TallyLedgerMaster)).toBeNull();
  });

  it('asks the user for the stock items’ category: a lookup of the item master (decision 2151)', () => {
    const field = master('item').fields.find((candidate) => candidate.key === TALLY_CHOICES.stockItems);
    expect(field?.lookup?.module).toBe('categoryType');
    expect(TALLY_CHOICES.ledgers).toBeUndefined();
  });

  it('says one ledger left out in the singular, and none when all are parties', () => {
    const one = { ...masters, ledgers: masters.ledgers.slice(0, 4) };
    expect(tallySheet(one, 'ledgers', columnsOf('party')).notes).toEqual([
      '1 ledger of other groups left out.',
    ]);
    const none = { ...masters, ledgers: masters.ledgers.slice(0, 3) };
    expect(tallySheet(none, 'ledgers', columnsOf('party')).notes).toEqual([]);
  });

  it('names a problem’s row by the Tally master it was made from', () => {
    expect(
      importProblemText({
        row: 3,
        column: 'GSTIN',
        message: 'GSTIN is not valid.',
        record: 'ledger Shree Ganesh Polymers',
      }),
    ).toBe('Row 3 (ledger Shree Ganesh Polymers), GSTIN: GSTIN is not valid.');
    expect(importProblemText({ row: 3, column: '', message: 'Repeated.', record: 'stock item Gum' })).toBe(
      'Row 3 (stock item Gum): Repeated.',
    );
  });
});
