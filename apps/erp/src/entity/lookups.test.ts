import type { LookupDef } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { filterOf } from './lookups.ts';

// Decision 1426: a picker takes filters from the record being entered, while their fields are chosen.
const invoices: LookupDef = {
  module: 'salesInvoice',
  displayKey: 'number',
  filter: { status: 7 },
  filterFrom: { partyId: 'partyId' },
};

describe('filterOf', () => {
  it.each([
    ['a customer chosen: its invoices', { partyId: 12 }, { status: 7, partyId: 12 }],
    ['an id kept as text', { partyId: '12' }, { status: 7, partyId: '12' }],
    ['no customer yet: every invoice', { partyId: null }, { status: 7 }],
    ['a blank choice: every invoice', { partyId: '' }, { status: 7 }],
    ['no record', null, { status: 7 }],
  ])('%s', (_case, record, filter) => {
    expect(filterOf(invoices, record)).toEqual(filter);
  });

  it('leaves a lookup without filterFrom as declared', () => {
    expect(filterOf({ module: 'uom', displayKey: 'name' }, { partyId: 3 })).toBeUndefined();
  });
});
