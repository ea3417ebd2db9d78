import { formatDate, formatUnitQuantity } from '@erp/domain';
import type { Label } from './labels.ts';

/** One line of a label; `rows` is how many rows it may wrap to (cut to fit after them). */
export interface LabelLine {
  text: string;
  bold?: boolean;
  rows?: number;
}

/** The lines a label reads, the item code first in bold. */
export function linesOf(label: Label): LabelLine[] {
  // A parcel's label (decision 1141) names the parcel on a bold row of its own: its roll is the parcel.
  const roll = label.parcel ? '' : label.rollNumber && `Roll ${label.rollNumber}`;
  const place = [label.lotNumber && `Lot ${label.lotNumber}`, roll];
  return [
    ...(label.parcel ? [{ text: `Parcel ${label.rollNumber}`, bold: true }] : []),
    { text: label.itemCode, bold: true },
    { text: label.itemName, rows: 2 },
    { text: place.filter(Boolean).join(' · ') || 'No lot' },
    { text: formatUnitQuantity(label.quantity, { name: label.uom, decimals: label.decimals }), bold: true },
    { text: label.stockAreaName },
    { text: formatDate(label.date) },
    { text: label.documentNumber },
  ];
}
