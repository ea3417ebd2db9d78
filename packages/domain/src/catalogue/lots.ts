import type { FieldDef } from './fields.ts';

/* Decision 2086: a lot field's picker asks the stock for the lots of the item (and area) being entered. */

/** What the lots in stock are asked for: the item's, and in one stock area once it is chosen. */
export interface LotFilter {
  itemId: number;
  stockAreaId?: number;
}

type Values = Readonly<Record<string, unknown>>;

const idIn = (key: string, line: Values, record: Values): number | undefined => {
  const value = line[key] ?? record[key];
  return typeof value === 'number' ? value : undefined;
};

/** Whether a new lot may be typed on the line: while its fields have one of the values `typed` names. */
export const lotTyped = (field: Pick<FieldDef, 'lotOf'>, line: Values): boolean =>
  Object.entries(field.lotOf?.typed ?? {}).some(([key, values]) =>
    values.some((value) => line[key] === value),
  );

/**
 * The lots a field's picker offers: those of the item its `lotOf` names, looked for on the line and then on
 * the header (a lab test's item is the header's), in the area when one is chosen; null while no item is.
 */
export function lotFilterOf(field: Pick<FieldDef, 'lotOf'>, line: Values, record: Values): LotFilter | null {
  const lotOf = field.lotOf;
  if (!lotOf) return null;
  const itemId = idIn(lotOf.item, line, record);
  if (itemId === undefined) return null;
  const stockAreaId = lotOf.area === undefined ? undefined : idIn(lotOf.area, line, record);
  return stockAreaId === undefined ? { itemId } : { itemId, stockAreaId };
}
