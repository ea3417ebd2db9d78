import { describe, expect, it } from 'vitest';
import { REPORTS, type ReportDef } from '@erp/domain';
import { reportParamsFrom, reportSearchOf } from './reportAddress.ts';

const dispatch = REPORTS.dispatchAgainstSO as ReportDef;
const lots = REPORTS.lotClearance as ReportDef;
const paramsOf = (search: string, report = dispatch) =>
  reportParamsFrom(new URLSearchParams(search), report, 10, '2026-02-14');

describe("a report's question in the address (decision 1210)", () => {
  it('reads each filter by its kind, the page, size and a sort the report offers', () => {
    expect(
      paramsOf('from=2026-04-01&to=2026-04-30&partyId=4&pending=true&page=2&size=20&sort=-pending'),
    ).toEqual({
      filter: { from: '2026-04-01', to: '2026-04-30', partyId: 4, pending: true },
      page: 2,
      size: 20,
      sort: '-pending',
    });
    expect(paramsOf('lotNumber=L-7&itemId=3', lots).filter).toEqual({ itemId: 3, lotNumber: 'L-7' });
  });

  it.each([
    ['from=01-04-2026', {}],
    ['from=&to=&partyId=abc&salesOrderId=-2', {}],
    ['from=&to=&pending=yes', {}],
    ['lotNumber=%20%20', {}],
    ['from=&nothing=1', {}],
    ['q=bag', {}],
  ])('drops what is no value of its filter: %s', (search, filter) => {
    expect(
      paramsOf(search, search.startsWith('lot') || search.startsWith('q') ? lots : dispatch).filter,
    ).toEqual(filter);
  });

  it('keeps the search of a report that searches on the server (decision 2231)', () => {
    expect(paramsOf('from=&q=bag&nothing=1').filter).toEqual({ q: 'bag' });
  });

  it('opens on the month of today where the address names no day of the SO Date (decision 1960)', () => {
    expect(paramsOf('partyId=4').filter).toEqual({ from: '2026-02-01', to: '2026-02-28', partyId: 4 });
    expect(paramsOf('to=2026-02-10').filter).toEqual({ to: '2026-02-10' });
    expect(paramsOf('itemId=3', lots).filter).toEqual({ itemId: 3 });
  });

  it('drops a sort the report does not offer (a lot clearance sum)', () => {
    expect(paramsOf('sort=left', lots).sort).toBeNull();
    expect(paramsOf('sort=lotNumber', lots).sort).toBe('lotNumber');
    expect(paramsOf('sort=-item.name', lots).sort).toBe('-item.name');
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const params = { filter: { itemId: 3, lotNumber: 'L-7' }, page: 1, size: 10, sort: null };
    expect(reportSearchOf(params, lots, 10)).toEqual({ itemId: '3', lotNumber: 'L-7' });
    const asked = { filter: { from: '2026-04-01', pending: true }, page: 3, size: 50, sort: 'orderDate' };
    const search = reportSearchOf(asked, dispatch, 10);
    // The To emptied is written empty, so that reading it back does not open on the month again.
    expect(search).toEqual({
      from: '2026-04-01',
      to: '',
      pending: 'true',
      page: '3',
      size: '50',
      sort: 'orderDate',
    });
    expect(paramsOf(new URLSearchParams(search).toString())).toEqual(asked);
  });
});
