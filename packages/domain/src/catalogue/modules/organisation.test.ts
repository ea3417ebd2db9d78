import { describe, expect, it } from 'vitest';
import { moduleByKey } from './index.ts';
import { ORGANISATION_DETAILS, ORGANISATION_DETAILS_NEEDED, hasOrganisationDetails } from './organisation.ts';

const DETAILS = {
  name: 'Sabarmati Polysacks Pvt. Ltd.',
  gstin: '24AAECS4321K1ZH',
  state: '24',
  address: 'Survey No. 214, Changodar Industrial Estate',
};

describe('issue 56 "a fresh install never asks the organisation\'s name, GSTIN or address" (decision 2243)', () => {
  it('an organisation with its name, GSTIN, state and address has what a document needs', () => {
    expect(hasOrganisationDetails(DETAILS)).toBe(true);
  });

  it.each(ORGANISATION_DETAILS)('one without its %s has not', (key) => {
    expect(hasOrganisationDetails({ ...DETAILS, [key]: ' ' })).toBe(false);
    expect(hasOrganisationDetails({ ...DETAILS, [key]: null })).toBe(false);
  });

  it('nor has an organisation not read', () => {
    expect(hasOrganisationDetails(null)).toBe(false);
  });

  it('the refusal says where they are filled', () => {
    expect(ORGANISATION_DETAILS_NEEDED).toMatch(
      /fills them in Org Profile \(the user menu at the top right\)/,
    );
  });

  it.each(ORGANISATION_DETAILS)('the Org Profile form asks for its %s', (key) => {
    expect(moduleByKey('organization')?.fields.find((field) => field.key === key)?.required).toBe(true);
  });
});
