import { describe, expect, it } from 'vitest';
import { detailsFirst } from './detailsFirst.ts';

const FORM = '/module/org-profile/addUpdate/1';
const asked = { awaits: true, mayChange: true, pathname: '/dashboard/classic', formPath: FORM };

describe('decision 2243: an administrator gives the organisation its details before anything else', () => {
  it.each(['/dashboard/classic', '/module/purchase-order/addUpdate', '/module/product'])(
    'from %s, to the Org Profile form',
    (pathname) => {
      expect(detailsFirst({ ...asked, pathname })).toBe(FORM);
    },
  );

  it.each(['/module/org-profile', '/module/org-profile/', FORM])(
    'not away from its own screens (%s)',
    (pathname) => {
      expect(detailsFirst({ ...asked, pathname })).toBeNull();
    },
  );

  it('a user who may not change the organisation is not sent (the documents refuse in words)', () => {
    expect(detailsFirst({ ...asked, mayChange: false })).toBeNull();
  });

  it('an organisation with its details sends nobody', () => {
    expect(detailsFirst({ ...asked, awaits: false })).toBeNull();
  });
});
