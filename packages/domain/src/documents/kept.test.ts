import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../catalogue/fields.ts';
import {
  keptFactsOf,
  keptLine,
  keptParty,
  keptSeller,
  keptShown,
  keptTransporter,
  type KeptFacts,
} from './kept.ts';
import { DOCUMENT_STATUS } from './statuses.ts';

const ORGANISATION = {
  name: 'Shakti Polymers',
  legalName: 'Shakti Polymers Pvt Ltd',
  gstin: '27AAKFS1234C1Z5',
  address: 'Plot 4, MIDC\r\nTaloja',
  city: 'Navi Mumbai',
  state: '27',
  pincode: '410208',
  phone: '9820012345',
  email: 'accounts@shakti.in',
};

const BRANCH = {
  gstin: '24AAKFS1234C1Z9',
  address: '12 GIDC',
  city: 'Vapi',
  state: '24',
  pincode: '396195',
  bankName: 'SBI',
  bankAccountNumber: '1234567890',
  ifsc: 'SBIN0001234',
  bankBranch: 'Vapi',
};

describe('keptSeller: our side of a document of a branch (issue 38)', () => {
  it.each([
    {
      case: 'no branch: the organisation, under its legal name',
      branch: undefined,
      name: 'Shakti Polymers Pvt Ltd',
      gstin: '27AAKFS1234C1Z5',
      state: '27',
      address: ['Plot 4, MIDC', 'Taloja'],
      city: 'Navi Mumbai',
      bank: '',
    },
    {
      case: "a branch with its address and GSTIN: the branch's, under the organisation's legal name",
      branch: BRANCH,
      name: 'Shakti Polymers Pvt Ltd',
      gstin: '24AAKFS1234C1Z9',
      state: '24',
      address: ['12 GIDC'],
      city: 'Vapi',
      bank: 'SBI',
    },
    {
      case: 'a branch with a registered name of its own prints it',
      branch: { ...BRANCH, legalName: 'Shakti Vapi LLP' },
      name: 'Shakti Vapi LLP',
      gstin: '24AAKFS1234C1Z9',
      state: '24',
      address: ['12 GIDC'],
      city: 'Vapi',
      bank: 'SBI',
    },
    {
      case: "a branch without address or GSTIN: the organisation's",
      branch: { bankName: 'HDFC' },
      name: 'Shakti Polymers Pvt Ltd',
      gstin: '27AAKFS1234C1Z5',
      state: '27',
      address: ['Plot 4, MIDC', 'Taloja'],
      city: 'Navi Mumbai',
      bank: 'HDFC',
    },
  ])('$case', ({ branch, name, gstin, state, address, city, bank }) => {
    const seller = keptSeller(ORGANISATION, branch);
    expect(seller).toMatchObject({ name, gstin, state, address, city });
    expect(seller.bank.bankName).toBe(bank);
  });

  it('an organisation with neither legal name, GSTIN nor state keeps its name and nulls', () => {
    expect(keptSeller({ name: ' Shakti ' }, undefined)).toEqual({
      name: 'Shakti',
      gstin: null,
      state: null,
      address: [],
      city: '',
      pincode: '',
      phone: '',
      email: '',
      bank: { bankName: '', bankAccountNumber: '', ifsc: '', bankBranch: '' },
    });
  });
});

describe('keptParty', () => {
  it('keeps the default billing and shipping rows, the state of the GSTIN', () => {
    expect(
      keptParty({
        companyName: 'Acme Bags',
        gstin: '24AAACA1234A1Z1',
        phone: '98250 12345',
        addresses: [
          { addressType: 'BILLING', line1: 'Old', city: 'Surat', state: '24' },
          { addressType: 'BILLING', isDefault: true, line1: '1 Ring Road', city: 'Surat', state: '24' },
          { addressType: 'SHIPPING', line1: 'Godown 3', line2: 'Sachin', pincode: '394230', state: '24' },
        ],
      }),
    ).toEqual({
      name: 'Acme Bags',
      gstin: '24AAACA1234A1Z1',
      registration: 'REGULAR',
      state: '24',
      phone: '98250 12345',
      email: '',
      billing: { line1: '1 Ring Road', line2: '', city: 'Surat', pincode: '', state: '24' },
      shipping: { line1: 'Godown 3', line2: 'Sachin', city: '', pincode: '394230', state: '24' },
    });
  });

  it('keeps how the party is registered, as chosen on its master (issue 41)', () => {
    const sez = { companyName: 'Zone Exports', gstin: '24AAACZ1234A1Z1', addresses: [] };
    expect(keptParty({ ...sez, gstRegistrationType: 'SEZ' }).registration).toBe('SEZ');
  });

  it('an unregistered party without addresses keeps no GSTIN, state or address', () => {
    expect(keptParty({ companyName: 'Walk-in', gstin: ' ', addresses: [] })).toMatchObject({
      gstin: null,
      registration: 'UNREGISTERED',
      state: null,
      billing: null,
      shipping: null,
    });
  });
});

describe('keptLine', () => {
  it.each([
    {
      case: "the line's HSN before the item's",
      line: { hsnCode: '3923' },
      expected: { item: 'PP Bag', hsnCode: '3923', unit: 'Nos', uqc: 'NOS', decimals: 0 },
    },
    {
      case: "the item's HSN when the line has none",
      line: {},
      expected: { item: 'PP Bag', hsnCode: '6305', unit: 'Nos', uqc: 'NOS', decimals: 0 },
    },
  ])('$case', ({ line, expected }) => {
    expect(
      keptLine(line, { name: 'PP Bag', hsnCode: '6305' }, { name: 'Nos', uqc: 'NOS', decimals: 0 }),
    ).toEqual(expected);
  });

  it('a line without item or unit keeps blanks', () => {
    expect(keptLine({}, undefined, undefined)).toEqual({
      item: '',
      hsnCode: '',
      unit: '',
      uqc: '',
      decimals: null,
    });
  });
});

describe('keptFactsOf', () => {
  const kept: KeptFacts = {
    party: null,
    seller: keptSeller(ORGANISATION, undefined),
    places: { supplierState: '27', placeOfSupply: '27' },
    lines: {},
    shown: {},
    transporter: null,
    partner: null,
  };
  it.each([
    {
      case: 'a submitted document: what it kept',
      row: { status: DOCUMENT_STATUS.COMPLETED, kept },
      expected: kept,
    },
    { case: 'a draft reads the masters', row: { status: DOCUMENT_STATUS.DRAFT, kept }, expected: undefined },
    { case: 'nothing kept', row: { status: DOCUMENT_STATUS.OPEN, kept: null }, expected: undefined },
    {
      case: 'something else kept',
      row: { status: DOCUMENT_STATUS.OPEN, kept: { seller: {}, places: [] } },
      expected: undefined,
    },
  ])('$case', ({ row, expected }) => {
    expect(keptFactsOf(row)).toEqual(expected);
  });
});

describe('keptShown: what the header fields naming a record printed (issue 38)', () => {
  const lookup = (key: string, displayKey: string): FieldDef =>
    ({
      key,
      label: key,
      type: 'lookup',
      lookup: { module: key, displayKey },
    }) as FieldDef;
  const fields: FieldDef[] = [
    lookup('transportId', 'name'),
    lookup('salesOrderId', 'number'),
    lookup('machineId', 'name'),
    lookup('bomId', 'code'),
    { key: 'vehicleNumber', label: 'Vehicle', type: 'text' } as FieldDef,
  ];
  it.each([
    {
      case: 'a name, a number and a numeric code; a field naming none and a plain field left out',
      row: {
        transportId: 4,
        transport: { id: 4, name: ' VRL Logistics ' },
        salesOrder: { id: 9, number: 'SO/26-27/00009' },
        machineId: null,
        bom: { id: 2, code: 17 },
        vehicleNumber: 'GJ01AB1234',
      },
      expected: { transportId: 'VRL Logistics', salesOrderId: 'SO/26-27/00009', bomId: '17' },
    },
    { case: 'nothing looked up', row: { transportId: 4 }, expected: {} },
  ])('$case', ({ row, expected }) => {
    expect(keptShown({ fields }, row)).toEqual(expected);
  });
});

describe('keptTransporter: the transporter Part B names', () => {
  it.each([
    {
      case: 'its name and enrolment ID',
      transport: { name: ' VRL Logistics ', transporterId: '29AAACV1234K1Z5' },
      expected: { name: 'VRL Logistics', id: '29AAACV1234K1Z5' },
    },
    {
      case: 'no ID kept',
      transport: { name: 'Local Tempo', transporterId: null },
      expected: { name: 'Local Tempo', id: '' },
    },
    { case: 'none named', transport: null, expected: null },
  ])('$case', ({ transport, expected }) => {
    expect(keptTransporter(transport)).toEqual(expected);
  });
});
