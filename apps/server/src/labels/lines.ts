import { formatDate, formatUnitQuantity } from '@erp/domain';
import { sayIn, type Say } from '../print/words.ts';
import type { AnyLabel, Label, PlaceLabel } from './labels.ts';

/** One line of a label; `rows` is how many rows it may wrap to (cut to fit after them). */
export interface LabelLine {
  text: string;
  bold?: boolean;
  rows?: number;
}

/** A place's or machine's label (decision 2311): what it is, then its code in bold and its name. */
const placeLines = (label: PlaceLabel, say: Say): LabelLine[] => [
  { text: say(label.title) },
  { text: label.code, bold: true, rows: 2 },
  { text: label.name, rows: 2 },
];

/** The lines a label reads; its words said in the sheet's language (decision 2090). */
export const linesOf = (label: AnyLabel, say: Say = sayIn('en')): LabelLine[] =>
  'kind' in label ? placeLines(label, say) : stockLines(label, say);

/** A lot's, roll's or parcel's label: the item code first in bold. */
function stockLines(label: Label, say: Say): LabelLine[] {
  // A parcel's label (decision 1141) names the parcel on a bold row of its own: its roll is the parcel.
  const roll = label.parcel ? '' : label.rollNumber && say('Roll {roll}', { roll: label.rollNumber });
  const place = [label.lotNumber && say('Lot {lot}', { lot: label.lotNumber }), roll];
  return [
    ...(label.parcel ? [{ text: say('Parcel {parcel}', { parcel: label.rollNumber }), bold: true }] : []),
    { text: label.itemCode, bold: true },
    { text: label.itemName, rows: 2 },
    { text: place.filter(Boolean).join(' · ') || say('No lot') },
    { text: formatUnitQuantity(label.quantity, { name: label.uom, decimals: label.decimals }), bold: true },
    { text: label.stockAreaName },
    { text: formatDate(label.date) },
    { text: label.documentNumber },
  ];
}
