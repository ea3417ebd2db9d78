import { describe, expect, it } from 'vitest';
import { GST_REGISTRATION_TYPES } from '../documents/places.ts';
import { FORMATS, gstinCheckCharacter, gstinStateMismatch, PASSWORD_POLICY } from './formats.ts';
import { moduleByKey } from './modules/index.ts';
import { validateEntity } from './validate.ts';

/** A valid GSTIN of the state code and PAN given (entity 1). */
const gstinOf = (state: string, pan = 'AAPFU0939F'): string => {
  const first14 = `${state}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
};
const messages = (key: string, body: unknown) =>
  validateEntity(key, body).map((issue) => `${issue.field}: ${issue.message}`);

describe('gstinStateMismatch (issue 14: "the state code (first two digits) matches the state of the address")', () => {
  it.each([
    ['the same state', gstinOf('27'), '27', null],
    [
      'another state, named in the user’s words',
      gstinOf('27'),
      '24',
      'The GSTIN 27AAPFU0939F1ZV is of Maharashtra (27), but the billing address is in Gujarat (24).',
    ],
    ['a retired Daman and Diu GSTIN (25) in today’s state 26', gstinOf('25'), '26', null],
    ['a retired Andhra Pradesh GSTIN (28) in today’s Andhra Pradesh (37)', gstinOf('28'), '37', null],
    [
      'a retired code in another state',
      gstinOf('28'),
      '36',
      `The GSTIN ${gstinOf('28')} is of Andhra Pradesh (old) (28), but the billing address is in Telangana (36).`,
    ],
    ['the Centre’s GSTIN (99) belongs to no state', gstinOf('99'), '24', null],
    ['an invalid GSTIN is left to its own check', '27AAPFU0939F1ZA', '24', null],
    ['no state chosen', gstinOf('27'), '', null],
    ['a state that is not one', gstinOf('27'), '00', null],
  ])('%s', (_case, gstin, state, expected) => {
    expect(gstinStateMismatch(gstin, state, 'the billing address')).toBe(expected);
  });
});

describe('GSTIN and address state on the masters (issue 14)', () => {
  const party = { companyName: 'Shree Ganesh Polysacks', partyTypeId: 1 };
  const address = (state: string, extra: Record<string, unknown> = {}) => ({
    addressType: 'BILLING',
    line1: '12, Narol-Vatva Road',
    city: 'Ahmedabad',
    state,
    country: 'India',
    ...extra,
  });
  const mismatch = (gstin: string, where: string, state: string) =>
    `gstin: The GSTIN ${gstin} is of Maharashtra (27), but ${where} is in ${state}.`;

  it.each([
    [
      'party: GSTIN of the billing address’s state',
      { ...party, gstin: gstinOf('27'), addresses: [address('27')] },
      [],
    ],
    [
      'party: GSTIN of another state than the billing address (shown on the GSTIN field)',
      { ...party, gstin: gstinOf('27'), addresses: [address('24')] },
      [mismatch(gstinOf('27'), 'the billing address', 'Gujarat (24)')],
    ],
    [
      'party: a GSTIN typed in lower case is read in upper case',
      { ...party, gstin: gstinOf('27').toLowerCase(), addresses: [address('24')] },
      [mismatch(gstinOf('27'), 'the billing address', 'Gujarat (24)')],
    ],
    [
      'party: only the billing address counts, not a factory elsewhere',
      {
        ...party,
        gstin: gstinOf('27'),
        addresses: [address('24', { addressType: 'FACTORY' }), address('27')],
      },
      [],
    ],
    [
      'party: of several billing addresses, the default one counts',
      {
        ...party,
        gstin: gstinOf('27'),
        addresses: [address('24'), address('27', { isDefault: true })],
      },
      [],
    ],
    [
      'party: without a default, the first billing address counts',
      { ...party, gstin: gstinOf('27'), addresses: [address('24'), address('27')] },
      [mismatch(gstinOf('27'), 'the billing address', 'Gujarat (24)')],
    ],
    [
      'party: no billing address, nothing to compare',
      { ...party, gstin: gstinOf('27'), addresses: [address('24', { addressType: 'SHIPPING' })] },
      [],
    ],
    ['party: no addresses at all', { ...party, gstin: gstinOf('27') }, []],
    [
      'party: a row that is not a record is refused by its own check only',
      { ...party, gstin: gstinOf('27'), addresses: [null] },
      ['addresses.0: Addresses: every row must be a record'],
    ],
    ['party: no GSTIN', { ...party, addresses: [address('24')] }, []],
  ])('%s', (_case, body, expected) => {
    expect(messages('party', body)).toEqual(expected);
  });

  // Issue 41: "The party master gains its GST registration type (regular, composition, unregistered, SEZ,
  // overseas, deemed export)".
  it.each([
    ['no registration chosen: as before', { ...party, gstin: gstinOf('27') }, []],
    ['SEZ with its GSTIN', { ...party, gstin: gstinOf('27'), gstRegistrationType: 'SEZ' }, []],
    ['overseas without GSTIN', { ...party, gstRegistrationType: 'OVERSEAS' }, []],
    [
      'deemed export without GSTIN',
      { ...party, gstRegistrationType: 'DEEMED_EXPORT' },
      ['gstin: GSTIN is required for a party registered as Deemed Export (EOU, Advance Authorisation).'],
    ],
    [
      'unregistered with a GSTIN',
      { ...party, gstin: gstinOf('27'), gstRegistrationType: 'UNREGISTERED' },
      [
        'gstin: A party registered as Unregistered has no GSTIN: clear the GSTIN or choose how it is registered.',
      ],
    ],
    [
      'a registration not offered',
      { ...party, gstRegistrationType: 'EMBASSY' },
      ['gstRegistrationType: GST Registration Type must be one of the listed choices'],
    ],
  ])('party: %s', (_case, body, expected) => {
    expect(messages('party', body)).toEqual(expected);
  });

  it('party: offers every registration the domain knows', () => {
    const field = moduleByKey('party')?.fields.find((candidate) => candidate.key === 'gstRegistrationType');
    expect(field?.options?.map((option) => option.value)).toEqual([...GST_REGISTRATION_TYPES]);
  });

  it.each([
    ['branch', "the branch's address"],
    ['organization', "the organisation's address"],
  ])('%s: the GSTIN is of the state of its own address', (key, where) => {
    const body = { name: 'Head Office', code: 'HO', gstin: gstinOf('27'), address: 'MIDC Road' };
    expect(messages(key, { ...body, state: '27' })).toEqual([]);
    expect(messages(key, { ...body, state: '24' })).toEqual([mismatch(gstinOf('27'), where, 'Gujarat (24)')]);
  });

  it("branch: without a state, its GSTIN is left alone (the organisation's state is asked, decision 2243)", () => {
    expect(messages('branch', { name: 'Head Office', code: 'HO', gstin: gstinOf('27') })).toEqual([]);
  });
});

describe('staff password (issue 14: "A staff user cannot be saved without a password"; decision 0517)', () => {
  const user = { firstname: 'Suresh', username: 'suresh.k', roleId: 2 };

  it.each([
    ['a new user with a password', { ...user, password: 'Suresh-Pass-1' }, []],
    ['a new user without a password', user, ['password: Password is required']],
    ['a new user with an empty password', { ...user, password: '' }, ['password: Password is required']],
    // Issue 42, decision 2075: "Operators are staff": a machine operator need not log in.
    ['a new machine operator without a password', { ...user, operator: true }, []],
    [
      'a password shorter than the policy',
      { ...user, password: 'short' },
      ['password: Password must be at least 8 characters'],
    ],
    [
      'the username as password, in any case',
      { ...user, username: 'suresh.kumar', password: 'SURESH.KUMAR' },
      ['password: Password must not be the username'],
    ],
    ['an update without a password keeps the stored one', { ...user, id: 7 }, []],
    [
      'an update with a new password obeys the policy',
      { ...user, id: 7, password: 'short' },
      ['password: Password must be at least 8 characters'],
    ],
  ])('%s', (_case, body, expected) => {
    expect(messages('staff', body)).toEqual(expected);
  });

  it('the policy is shown beside the password field', () => {
    const field = moduleByKey('staff')?.fields.find((candidate) => candidate.key === 'password');
    expect(field?.hint).toBe(PASSWORD_POLICY.hint);
    expect(PASSWORD_POLICY.hint).toBe('At least 8 characters, and not the username.');
    expect(FORMATS.password.test('x'.repeat(PASSWORD_POLICY.minLength))).toBe(true);
  });
});
