import { describe, expect, it } from 'vitest';
import { LEAD_ADDRESS_NEEDED, leadAddresses } from './customer.ts';

describe("decision 2241: a lead's address becomes its customer's billing address", () => {
  it('issue 56 "Converting a lead puts its city into Address Line 1": line 1 is the lead\'s Address, the city its City', () => {
    expect(leadAddresses({ address: ' 14, Aji GIDC, Phase 2 ', city: 'Rajkot', state: '24' })).toEqual({
      addresses: [
        {
          addressType: 'BILLING',
          line1: '14, Aji GIDC, Phase 2',
          city: 'Rajkot',
          state: '24',
          country: 'India',
          isDefault: true,
        },
      ],
    });
  });

  it('a lead that knows none of its address, city and state gives its customer no address', () => {
    expect(leadAddresses({ companyName: 'Walk-in', address: '  ', city: null })).toEqual({ addresses: [] });
  });

  it.each([
    ['only its city', { city: 'Rajkot' }],
    ['its city and state, no address', { city: 'Rajkot', state: '24' }],
    ['its address and city, no state', { address: 'Aji GIDC', city: 'Rajkot' }],
    ['its address and state, no city', { address: 'Aji GIDC', state: '24' }],
  ])('a lead that knows %s is refused in words saying where to fill the rest', (_, lead) => {
    expect(leadAddresses(lead)).toEqual({ refused: LEAD_ADDRESS_NEEDED });
    expect(LEAD_ADDRESS_NEEDED).toMatch(/fill them in on the lead \(CRM › Funnel\)/);
  });
});
