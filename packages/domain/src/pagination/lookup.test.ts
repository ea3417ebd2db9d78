import { describe, expect, it } from 'vitest';
import { LOOKUP_PAGE_SIZE, lookupFilterValues, lookupQuery } from './lookup.ts';

describe('lookupQuery: "a picker asks the server for the first page matching what was typed" (decision 0612)', () => {
  it.each([
    ['the list opens: the first page, no search', {}, '', 1, { page: 1, size: LOOKUP_PAGE_SIZE }],
    ['typed text is the search', {}, 'kg', 1, { page: 1, size: LOOKUP_PAGE_SIZE, q: 'kg' }],
    ['blank text is no search; "More" is the next page', {}, '  ', 2, { page: 2, size: LOOKUP_PAGE_SIZE }],
    [
      "the lookup's catalogue filter goes along, as text",
      { filter: { appliesTo: 'ITEM', active: true } },
      'fin',
      1,
      { page: 1, size: LOOKUP_PAGE_SIZE, q: 'fin', filter: { appliesTo: 'ITEM', active: 'true' } },
    ],
    [
      'a filter listing values sends them joined, any of them offered (decision 1340)',
      { filter: { machineType: ['INJECTION_MOULDING', 'BLOW_MOULDING'] } },
      '',
      1,
      { page: 1, size: LOOKUP_PAGE_SIZE, filter: { machineType: 'INJECTION_MOULDING,BLOW_MOULDING' } },
    ],
    ['an empty filter sends none', { filter: {} }, '', 1, { page: 1, size: LOOKUP_PAGE_SIZE }],
  ])('%s', (_rule, lookup, text, page, query) => {
    expect(lookupQuery(lookup, text, page)).toEqual(query);
  });

  it('the default page is the first', () => {
    expect(lookupQuery({}, 'mtr')).toEqual({ page: 1, size: LOOKUP_PAGE_SIZE, q: 'mtr' });
  });
});

describe('lookupFilterValues: a filter text offers each of its values (decision 1340)', () => {
  it.each([
    ['one value', 'SLITTING', ['SLITTING']],
    ['a list', 'INJECTION_MOULDING,BLOW_MOULDING', ['INJECTION_MOULDING', 'BLOW_MOULDING']],
  ])('%s', (_rule, text, values) => {
    expect(lookupFilterValues(text)).toEqual(values);
  });
});
