import { describe, expect, it } from 'vitest';
import { PHRASES, readPhrase } from '../errors/phrases.ts';
import { shortageMessage, type StockShortage } from './shortage.ts';

const line: StockShortage = {
  item: 'PP Bag',
  area: 'Finished Goods Store',
  lotNumber: '',
  rollNumber: '',
  available: '0 BAG',
  wanted: '400 BAG',
  parcels: false,
  held: null,
  loose: null,
  packed: null,
};

// Issue 56's walk: "Only 0 BAG … available in Finished Goods Store; 400 BAG asked" while 17,000 bags were
// there, loose. The words name what the line narrowed its taking to, and the way through (decision 2202).
describe('shortageMessage: the quantity said is true of what the line asked', () => {
  it.each<[string, Partial<StockShortage>, string, keyof typeof PHRASES]>([
    [
      'a line naming nothing: the place',
      {},
      'Only 0 BAG of PP Bag available in Finished Goods Store; 400 BAG asked',
      'stockShort',
    ],
    [
      'with what the place holds held',
      { held: '500 BAG' },
      'Only 0 BAG of PP Bag available in Finished Goods Store (500 BAG held); 400 BAG asked',
      'stockShortHeld',
    ],
    [
      'a line naming its lot: the lot',
      { lotNumber: 'L-7' },
      'Only 0 BAG of PP Bag, lot L-7 available in Finished Goods Store; 400 BAG asked',
      'stockShort',
    ],
    [
      'a line naming its roll: the roll',
      { rollNumber: 'R-1' },
      'Only 0 BAG of PP Bag in roll R-1 available in Finished Goods Store; 400 BAG asked',
      'stockShortRoll',
    ],
    [
      'a dispatch line naming a parcel, loose goods there: the way is to leave the parcel blank',
      { parcels: true, rollNumber: 'PCL-9', loose: '17,000 BAG' },
      'Only 0 BAG of PP Bag in parcel PCL-9 available in Finished Goods Store; 400 BAG asked. 17,000 BAG lie there loose: leave Parcel Number blank to dispatch them.',
      'stockShortParcelLoose',
    ],
    [
      'a dispatch line naming a parcel, nothing loose: choose a parcel in stock',
      { parcels: true, rollNumber: 'PCL-9' },
      'Only 0 BAG of PP Bag in parcel PCL-9 available in Finished Goods Store; 400 BAG asked. Choose a parcel in stock with Choose Parcels, or leave Parcel Number blank to dispatch loose goods.',
      'stockShortParcel',
    ],
    [
      'a loose dispatch line, parcels there: add them',
      { parcels: true, packed: '300 BAG' },
      'Only 0 BAG of PP Bag available loose in Finished Goods Store; 400 BAG asked. 300 BAG more lie there packed in parcels: add them with Scan Parcel or Choose Parcels.',
      'stockShortLoosePacked',
    ],
    [
      'a loose dispatch line, nothing packed either',
      { parcels: true },
      'Only 0 BAG of PP Bag available loose in Finished Goods Store; 400 BAG asked. Lower the quantity, or take it from the stock area that holds it.',
      'stockShortLoose',
    ],
  ])('%s', (_case, given, words, phrase) => {
    const message = shortageMessage({ ...line, ...given });
    expect(message).toBe(words);
    // A screen reads it back into its template, to say it in the user's language (decision 0524).
    expect(readPhrase(message)?.template).toBe(PHRASES[phrase]);
  });
});
