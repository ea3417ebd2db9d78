import { describe, expect, it } from 'vitest';
import { parseEntity } from '../catalogue/validate.ts';
import { documentModule } from './documentRules.ts';
import {
  NO_CUSTOMER,
  QUOTATION_DOCUMENTS,
  VALID_BEFORE_DATE,
  draftParty,
  expired,
  expiredMessage,
  needsOrigin,
} from './quotationDocuments.ts';

const { quotation } = QUOTATION_DOCUMENTS;

describe('the quotation (issue 21: "number QT/FY/NNNNN, customer or funnel entry, validity date…")', () => {
  it('is a GST document of the CRM at the spec paths, starting from a funnel entry, accepted into a sales order', () => {
    expect(quotation).toMatchObject({
      apiPath: 'crm/quotation',
      aclName: 'crm/quotation',
      route: '/module/quotation',
      listRoute: '/module/quotation',
      series: 'QT',
      valuation: 'gst',
      deletesLine: 'deleteQuotationItemDetails',
    });
    expect(quotation.origin).toMatchObject({ field: 'funnelId', config: 'DIRECT_QUOTATION' });
    expect(quotation.accepts).toMatchObject({ document: 'salesOrder', linkField: 'quotationId' });
  });

  const rule = quotation.rules?.[0];
  it.each([
    ['a validity after the date', { date: '2026-11-20', validUntil: '2026-12-20' }, true],
    ['on the date', { date: '2026-11-20', validUntil: '2026-11-20' }, true],
    ['none given', { date: '2026-11-20', validUntil: '' }, true],
    ['no date yet', { validUntil: '2026-11-01' }, true],
    ['before the date', { date: '2026-11-20', validUntil: '2026-11-19' }, false],
  ])('validity: %s → %s', (_case, record, valid) => {
    expect(rule?.valid(record)).toBe(valid);
    expect(rule?.message).toBe(VALID_BEFORE_DATE);
  });

  it('refuses a line with quantity 0, naming the field', () => {
    const parsed = parseEntity(documentModule(quotation), {
      date: '2026-11-20',
      branchId: 1,
      lines: [{ itemId: 1, quantity: 0, uomId: 1, rate: 1, gstRate: 18 }],
    });
    expect(parsed.ok ? [] : parsed.issues.map((issue) => issue.field)).toContain('lines.0.quantity');
  });

  it.each([
    ['2026-11-19', '2026-11-20', true],
    ['2026-11-20', '2026-11-20', false],
    ['', '2026-11-20', false],
    [null, '2026-11-20', false],
  ])('valid until %s is expired on %s: %s', (validUntil, today, result) => {
    expect(expired(validUntil, today)).toBe(result);
  });

  it("says why in the user's words", () => {
    expect(expiredMessage('QT/2026-27/00001', '2026-04-30')).toBe(
      'QT/2026-27/00001 was valid until 2026-04-30: revise it with a new validity date before it is accepted.',
    );
    expect(needsOrigin('DIRECT_QUOTATION')).toMatch(/funnel entry.*DIRECT_QUOTATION to YES/);
    expect(NO_CUSTOMER).toMatch(/revise it to choose its customer/);
  });
});

describe("draftParty: a quotation's customer known through its funnel entry (decision 1626)", () => {
  it.each([
    ['its own customer', { partyId: 5, funnel: { id: 9, partyId: 6 } }, 5],
    ["the funnel entry's customer", { partyId: null, funnel: { id: 9, partyId: 6 } }, 6],
    ['a prospect (an entry without a customer)', { partyId: '', funnel: { id: 9, partyId: null } }, null],
    ['an entry read without its customer', { funnel: { id: 9 } }, null],
    ['neither', {}, null],
    ['no draft', null, null],
  ])('%s', (_case, draft, party) => {
    expect(draftParty(quotation, draft)).toBe(party);
  });

  it('a document without an origin has only its own party', () => {
    expect(draftParty({ ...quotation, origin: undefined }, { funnel: { id: 9, partyId: 6 } })).toBeNull();
  });
});
