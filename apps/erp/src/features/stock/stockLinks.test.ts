import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '@erp/domain';
import { documentPath, stockCardPath, stockCardPlaceOf } from './stockLinks.ts';

describe('stock links', () => {
  it("issue 17: a movement's document opens its form; opening stock has none", () => {
    expect(documentPath('purchaseOrder', 7)).toBe(`${DOCUMENTS.purchaseOrder.route}/addUpdate/7`);
    expect(documentPath('openingStock', 3)).toBeNull();
    expect(documentPath('purchaseOrder', null)).toBeNull();
    expect(documentPath('toString', 1)).toBeNull();
  });

  it('the stock card is at /module/inward-stock/card/:itemId, its area and lot in the query', () => {
    expect(stockCardPath({ itemId: 3 })).toBe('/module/inward-stock/card/3');
    expect(stockCardPath({ itemId: 3, stockAreaId: 5, lotNumber: 'L 1/26' })).toBe(
      '/module/inward-stock/card/3?stockAreaId=5&lotNumber=L+1%2F26',
    );
  });

  it('reads the card back from its address; a bad id is no card, a bad area is none', () => {
    const search = new URLSearchParams('stockAreaId=5&lotNumber=L+1%2F26');
    expect(stockCardPlaceOf('3', search)).toEqual({ itemId: 3, stockAreaId: 5, lotNumber: 'L 1/26' });
    expect(stockCardPlaceOf('3', new URLSearchParams('stockAreaId=x'))).toEqual({ itemId: 3 });
    expect(stockCardPlaceOf('abc', search)).toBeNull();
    expect(stockCardPlaceOf(undefined, search)).toBeNull();
  });
});
