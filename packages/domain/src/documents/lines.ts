/** What a document line takes from its item (issue 16: "UOM (the item's) … HSN and GST rate (from the item)"). */
export interface ItemLineDefaults {
  uomId: number | null;
  hsnCode: string | null;
  gstRate: number | null;
  /** The item's purchase or sale price, as the document's `itemDefaults` names it. */
  rate: number | null;
}

const ITEM_DEFAULTED = ['uomId', 'hsnCode', 'gstRate', 'rate'] as const;

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The line with its item's unit, HSN, GST rate and rate where the line gives none; what it gives stays. */
export function lineWithItemDefaults<L extends Record<string, unknown>>(line: L, item: ItemLineDefaults): L {
  const filled: Record<string, unknown> = { ...line };
  for (const key of ITEM_DEFAULTED) if (blank(filled[key]) && item[key] !== null) filled[key] = item[key];
  return filled as L;
}
