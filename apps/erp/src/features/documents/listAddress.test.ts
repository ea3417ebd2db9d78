import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUS, DOCUMENTS } from '@erp/domain';
import { documentParamsFrom, documentSearchOf } from './listAddress.ts';

const order = DOCUMENTS.purchaseOrder;
const read = (search: string, defaultSize = 10) =>
  documentParamsFrom(new URLSearchParams(search), order, defaultSize);

describe('a document list in the address (decision 0611)', () => {
  it('reads the page, size and search as the masters do, and the status tab and dates', () => {
    expect(read('page=3&size=20&q=acme&status=10&from=2026-04-01&to=2027-03-31')).toEqual({
      page: 3,
      size: 20,
      q: 'acme',
      status: DOCUMENT_STATUS.OPEN,
      from: '2026-04-01',
      to: '2027-03-31',
    });
  });

  it('what is missing or not valid takes its default: every status, open dates, the remembered size', () => {
    expect(read('page=0&status=7&from=31-03-2026&to=tomorrow', 50)).toEqual({
      page: 1,
      size: 50,
      q: '',
      status: null,
      from: null,
      to: null,
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const params = read('status=0&q=PO%2F2026&from=2026-11-01');
    const search = documentSearchOf(params, 10);
    expect(search).toEqual({ status: '0', q: 'PO/2026', from: '2026-11-01' });
    expect(read(new URLSearchParams(search).toString())).toEqual(params);
    expect(documentSearchOf(read(''), 10)).toEqual({});
  });
});
