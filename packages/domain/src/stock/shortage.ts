import { PHRASES, say } from '../errors/phrases.ts';

/**
 * What a line going out asked of its place and what the place could give it (decision 2202), each quantity
 * written with its unit ("8.000 KG"): the words name what the line narrowed its taking to (its lot, its roll
 * or parcel, loose goods), so the quantity said is true of what was asked.
 */
export interface StockShortage {
  item: string;
  area: string;
  /** The lot and the roll the line names ('' for none). */
  lotNumber: string;
  rollNumber: string;
  available: string;
  wanted: string;
  /** Its rolls are parcels (decision 2200): a line naming none takes loose goods only. */
  parcels: boolean;
  /** What the place holds held (a lab's hold), when any. */
  held: string | null;
  /** The loose goods a parcel line would take were it to name no parcel, when any. */
  loose: string | null;
  /** What lies packed in parcels there, of the line's lot, when any. */
  packed: string | null;
}

/**
 * The ledger's refusal in words (decision 2202): "Only 0.000 BAG of PP Bag in parcel PCL/26-27/00009
 * available in Finished Goods Store; 400.000 BAG asked. 17,000.000 BAG lie there loose: leave Parcel Number
 * blank to dispatch them."
 */
export function shortageMessage(shortage: StockShortage): string {
  const { lotNumber, rollNumber, parcels, held, loose, packed } = shortage;
  const values = {
    item: lotNumber === '' ? shortage.item : `${shortage.item}, lot ${lotNumber}`,
    area: shortage.area,
    available: shortage.available,
    wanted: shortage.wanted,
  };
  if (parcels && rollNumber !== '')
    return loose === null
      ? say(PHRASES.stockShortParcel, { ...values, parcel: rollNumber })
      : say(PHRASES.stockShortParcelLoose, { ...values, parcel: rollNumber, loose });
  if (parcels)
    return packed === null
      ? say(PHRASES.stockShortLoose, values)
      : say(PHRASES.stockShortLoosePacked, { ...values, packed });
  if (rollNumber !== '') return say(PHRASES.stockShortRoll, { ...values, roll: rollNumber });
  return held === null ? say(PHRASES.stockShort, values) : say(PHRASES.stockShortHeld, { ...values, held });
}
