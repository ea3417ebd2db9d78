import { describe, expect, it } from 'vitest';
import { GST_REGISTRATION_TYPES } from '../documents/places.ts';
import { eInvoiceJson } from './einvoice.ts';
import { exportType } from './gstr1.ts';
import { RULE_46_ENDORSEMENTS, rule46Endorsement } from './rule46.ts';

// Issue 56: "An invoice for export or to an SEZ prints no endorsement, while Rule 46 of the CGST Rules … asks
// for 'Supply meant for export / supply to SEZ unit or SEZ developer for authorised operations on payment of
// integrated tax' (or 'under bond or letter of undertaking without payment of integrated tax')" (decision 2213).

const { withTax, withoutTax } = RULE_46_ENDORSEMENTS;

describe("rule 46's endorsement, from the invoice's own facts", () => {
  it.each([
    ['an export on payment of IGST', '96', 'OVERSEAS', 1800, withTax],
    ['an export under LUT', '96', 'OVERSEAS', 0, withoutTax],
    ['a supply to an SEZ on payment of IGST', '24', 'SEZ', 1800, withTax],
    ['a supply to an SEZ under bond', '27', 'SEZ', 0, withoutTax],
    ['a buyer abroad whatever it was registered as', '96', 'REGULAR', 0, withoutTax],
    ['a regular buyer', '24', 'REGULAR', 0, undefined],
    ['a deemed export: no endorsement of rule 46', '24', 'DEEMED_EXPORT', 0, undefined],
    ['a buyer abroad with its place of supply in India', '27', 'OVERSEAS', 1800, undefined],
    ['a buyer of no registration kept', '24', null, 0, undefined],
  ] as const)('%s', (_case, placeOfSupply, registration, igst, endorsement) => {
    expect(rule46Endorsement({ placeOfSupply, registration, igst })).toBe(endorsement);
  });

  it('says the words of the rule as it writes them', () => {
    expect(withTax).toBe(
      'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX',
    );
    expect(withoutTax).toBe(
      'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
    );
  });

  // The seams: the endorsement, the e-invoice's supply type and GSTR-1's export type read the same facts.
  const party = {
    gstin: '24AAACK1234K1Z5',
    legalName: 'Kandla Unit',
    address1: 'Plot 4',
    location: 'Gandhidham',
    pincode: '370230',
    stateCode: '24',
  };
  const seller = { ...party, legalName: 'Our Mill', stateCode: '24' };
  it.each(
    GST_REGISTRATION_TYPES.flatMap((registration) => [0, 18].map((rate) => [registration, rate] as const)),
  )(
    'a buyer registered as %s at GST %d%%: endorsed as the e-invoice and GSTR-1 say the supply',
    (registration, gstRate) => {
      const placeOfSupply = registration === 'OVERSEAS' ? '96' : '24';
      const json = eInvoiceJson({
        kind: 'invoice',
        number: 'INV/26-27/00090',
        date: '2026-11-27',
        seller,
        buyer: party,
        placeOfSupply,
        buyerRegistration: registration,
        lines: [{ description: 'Sack', hsn: '63053300', quantity: 100, unit: 'NOS', rate: 10, gstRate }],
      });
      const igst = json.ValDtls.IgstVal;
      const endorsement = rule46Endorsement({ placeOfSupply, registration, igst });
      const supply = json.TranDtls.SupTyp;
      expect(endorsement !== undefined).toBe(['EXPWP', 'EXPWOP', 'SEZWP', 'SEZWOP'].includes(supply));
      if (endorsement) expect(endorsement === withTax).toBe(supply.endsWith('WP'));
      if (placeOfSupply === '96') {
        const document = { placeOfSupply, value: 0, lines: [{ igst }] } as unknown as Parameters<
          typeof exportType
        >[0];
        expect(exportType(document)).toBe(endorsement === withTax ? 'WPAY' : 'WOPAY');
      }
    },
  );
});
