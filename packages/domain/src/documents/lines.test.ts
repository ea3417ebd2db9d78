import { describe, expect, it } from 'vitest';
import { lineWithItemDefaults } from './lines.ts';

const granules = { uomId: 3, hsnCode: '3902', gstRate: 18, rate: 112.5 };

describe('lineWithItemDefaults (issue 16: a line takes its UOM, HSN, GST rate and rate from the item)', () => {
  it.each([
    [
      'a line giving none takes all four',
      { itemId: 11, quantity: 5 },
      { uomId: 3, hsnCode: '3902', gstRate: 18, rate: 112.5 },
    ],
    [
      'what the line gives stays',
      { itemId: 11, rate: 110, hsnCode: '390210' },
      { rate: 110, hsnCode: '390210', uomId: 3 },
    ],
    [
      'an empty text or null counts as none',
      { itemId: 11, hsnCode: '', rate: null },
      { hsnCode: '3902', rate: 112.5 },
    ],
  ])('%s', (_case, line, expected) => {
    expect(lineWithItemDefaults(line, granules)).toMatchObject(expected);
  });

  it('an item without a value leaves the line as it is', () => {
    expect(
      lineWithItemDefaults({ itemId: 12 }, { uomId: null, hsnCode: null, gstRate: null, rate: null }),
    ).toEqual({
      itemId: 12,
    });
  });
});
