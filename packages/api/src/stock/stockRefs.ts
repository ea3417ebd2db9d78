// The item and unit a stock row, a stock card and a reorder row name, apart: stock.ts imports reorder.ts (issue 44).

/** A unit of measure as a stock row carries it: its decimals show its quantities. */
export interface StockUom {
  id: number;
  name: string;
  /** null: the unit says none (quantities then show 1 to 4 decimals). */
  decimals: number | null;
}

/** The item (or supporting material, packing type) a stock row or card is of. */
export interface StockItem {
  id: number;
  code: string | null;
  name: string | null;
}
