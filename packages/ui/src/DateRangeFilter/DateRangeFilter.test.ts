import { describe, expect, it } from 'vitest';
import { dateRangeErrors, type DateRange, type DateRangeErrors } from './DateRangeFilter.tsx';

describe('dateRangeErrors: whether a range can filter a list', () => {
  const cases: [string, DateRange, DateRangeErrors][] = [
    ['both ends open', { from: '', to: '' }, {}],
    ['To open', { from: '2026-04-01', to: '' }, {}],
    ['From open', { from: '', to: '2026-03-31' }, {}],
    ['one day', { from: '2026-04-01', to: '2026-04-01' }, {}],
    ['From after To, on To', { from: '2026-04-02', to: '2026-04-01' }, { to: 'fromAfterTo' }],
    ['across years', { from: '2026-12-31', to: '2027-01-01' }, {}],
    ['text and no such day', { from: '31-02', to: '2026-02-31' }, { from: 'notADate', to: 'notADate' }],
    ['From not a date, To a date', { from: '2026-13-01', to: '2026-04-01' }, { from: 'notADate' }],
  ];
  it.each(cases)('%s', (_, range, errors) => {
    expect(dateRangeErrors(range)).toEqual(errors);
  });
});
