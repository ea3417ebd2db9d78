import { describe, expect, it } from 'vitest';
import {
  billingAddressOf,
  isInterState,
  isStateCode,
  partyState,
  purchaseOrderPlaces,
  registrationOf,
  salesOrderPlaces,
  salesPlaceOfSupply,
  salesSupplierState,
  stateOfGstin,
  type PartyLike,
} from './places.ts';

const GSTIN_MH = '27AAPFU0939F1ZV';
const GSTIN_GJ = '24AAACC1206D1ZM';

describe('states', () => {
  it('The state comes from the first two digits of a GSTIN', () => {
    expect(stateOfGstin(GSTIN_MH)).toBe('27');
    expect(stateOfGstin(' 24AAACC1206D1ZM')).toBe('24');
  });

  it('a retired code is read as its state of today; the Centre and nothing have none', () => {
    expect(stateOfGstin('25AAAAA0000A1Z5')).toBe('26');
    expect(stateOfGstin('28AAAAA0000A1Z5')).toBe('37');
    expect(stateOfGstin('99AAAAA0000A1Z5')).toBeUndefined();
    expect(stateOfGstin(null)).toBeUndefined();
    expect(stateOfGstin(undefined)).toBeUndefined();
  });

  it('a place of supply is an Indian state code', () => {
    expect(isStateCode('27')).toBe(true);
    expect(isStateCode('97')).toBe(true);
    expect(isStateCode('25')).toBe(false);
    expect(isStateCode(27)).toBe(false);
  });
});

describe('the state of a party', () => {
  const cases: readonly [string, PartyLike, string | undefined][] = [
    ["its GSTIN's state", { gstin: GSTIN_MH, addresses: [{ addressType: 'BILLING', state: '24' }] }, '27'],
    [
      "the state of a party without GSTIN is its billing address's (the default one first)",
      {
        gstin: '',
        addresses: [
          { addressType: 'SHIPPING', state: '09' },
          { addressType: 'BILLING', state: '07' },
          { addressType: 'BILLING', state: '24', isDefault: true },
        ],
      },
      '24',
    ],
    ['else the first billing row', { addresses: [{ addressType: 'BILLING', state: '07' }] }, '07'],
    ['none without GSTIN or billing address', { addresses: null }, undefined],
    [
      'none for a billing address without a known state',
      { addresses: [{ addressType: 'BILLING', state: 'MH' }] },
      undefined,
    ],
  ];
  it.each(cases)('%s', (_rule, party, state) => {
    expect(partyState(party)).toBe(state);
  });
});

describe('billingAddressOf (decision 0515: the billing row marked default, else the first one)', () => {
  const billing = (state: string, isDefault?: boolean) => ({ addressType: 'BILLING', state, isDefault });
  it.each([
    ['none', { addresses: [{ addressType: 'SHIPPING', state: '27' }] }, undefined],
    ['no rows at all', { addresses: null }, undefined],
    ['the first billing row', { addresses: [billing('24'), billing('27')] }, '24'],
    ['the one marked default', { addresses: [billing('24'), billing('27', true)] }, '27'],
  ])('%s', (_case, party, state) => {
    expect(billingAddressOf(party)?.state).toBe(state);
  });
});

describe('place of supply defaults', () => {
  it("On a purchase order the supplier is the party (its GSTIN's state) and the place of supply is our receiving branch's state", () => {
    expect(purchaseOrderPlaces({ gstin: GSTIN_GJ }, { gstin: GSTIN_MH, state: '27' })).toEqual({
      supplierState: '24',
      placeOfSupply: '27',
    });
    expect(purchaseOrderPlaces({ gstin: GSTIN_GJ }, { gstin: GSTIN_MH })).toEqual({
      supplierState: '24',
      placeOfSupply: '27',
    });
    expect(purchaseOrderPlaces({}, null)).toEqual({ supplierState: undefined, placeOfSupply: undefined });
  });

  const suppliers: readonly [string, Parameters<typeof salesSupplierState>, string | undefined][] = [
    [
      'on a sales order the supplier is our dispatching branch (its GSTIN…',
      [{ gstin: GSTIN_GJ }, { gstin: GSTIN_MH }],
      '24',
    ],
    ["… else the organisation's)", [{ state: '24' }, { gstin: GSTIN_MH }], '27'],
    ["without GSTINs, the branch's address", [{ state: '24' }, { state: '27' }], '24'],
    ["else the organisation's address", [null, { state: '27' }], '27'],
    ['else none', [undefined, undefined], undefined],
  ];
  it.each(suppliers)('%s', (_rule, args, state) => {
    expect(salesSupplierState(...args)).toBe(state);
  });

  const customer: PartyLike = {
    gstin: GSTIN_MH,
    addresses: [
      { addressType: 'BILLING', state: '07' },
      { addressType: 'SHIPPING', state: '09' },
      { addressType: 'SHIPPING', state: '10', isDefault: true },
    ],
  };
  const places: readonly [string, PartyLike, string | undefined][] = [
    ["default: the customer's first shipping address", customer, '09'],
    ['else its billing address', { ...customer, addresses: customer.addresses?.slice(0, 1) }, '07'],
    ["else its GSTIN's state", { gstin: GSTIN_MH }, '27'],
    ['else none', {}, undefined],
  ];
  it.each(places)('the place of supply of a sales order: %s', (_rule, party, state) => {
    expect(salesPlaceOfSupply(party)).toBe(state);
  });

  it('the place of supply is the state of the ship-to address chosen on the order', () => {
    expect(salesPlaceOfSupply(customer, { addressType: 'SHIPPING', state: '33' })).toBe('33');
    expect(salesOrderPlaces(customer, { gstin: GSTIN_MH }, null, { state: '27' })).toEqual({
      supplierState: '27',
      placeOfSupply: '27',
    });
    expect(salesOrderPlaces(customer, { gstin: GSTIN_MH }, null)).toEqual({
      supplierState: '27',
      placeOfSupply: '09',
    });
  });

  it('the same state is CGST and SGST; another state, or one not known, is IGST', () => {
    expect(isInterState({ supplierState: '27', placeOfSupply: '27' })).toBe(false);
    expect(isInterState({ supplierState: '24', placeOfSupply: '27' })).toBe(true);
    expect(isInterState({ supplierState: '27', placeOfSupply: undefined })).toBe(true);
    expect(isInterState({ supplierState: undefined, placeOfSupply: '27' })).toBe(true);
  });
});

// Issue 41: "SEZ supplies and deemed exports cannot be e-invoiced … The party master gains its GST
// registration type … the supply type follows from them." IGST Act, section 7(5)(b): a supply to an SEZ unit or
// developer is a supply in the course of inter-state trade.
describe('a party’s GST registration', () => {
  it.each<[string, PartyLike, string]>([
    ['chosen on the master', { gstin: GSTIN_MH, gstRegistrationType: 'SEZ' }, 'SEZ'],
    ['none chosen, with a GSTIN: regular', { gstin: GSTIN_MH }, 'REGULAR'],
    ['none chosen, no GSTIN: unregistered', { gstin: '  ' }, 'UNREGISTERED'],
    ['one not known: read as none chosen', { gstRegistrationType: 'EMBASSY' }, 'UNREGISTERED'],
  ])('%s', (_case, party, expected) => {
    expect(registrationOf(party)).toBe(expected);
  });

  it('a supply to an SEZ is IGST even within the supplier’s state', () => {
    const sez = {
      gstin: GSTIN_MH,
      gstRegistrationType: 'SEZ',
      addresses: [{ addressType: 'BILLING', state: '27' }],
    };
    const places = salesOrderPlaces(sez, { gstin: GSTIN_MH }, null);
    expect(places).toEqual({ supplierState: '27', placeOfSupply: '27', igstOnIntra: true });
    expect(isInterState(places)).toBe(true);
    expect(
      salesOrderPlaces({ ...sez, gstRegistrationType: 'DEEMED_EXPORT' }, { gstin: GSTIN_MH }, null),
    ).toEqual({
      supplierState: '27',
      placeOfSupply: '27',
    });
  });
});
