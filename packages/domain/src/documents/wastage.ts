import { PHRASES, say } from '../errors/phrases.ts';

/** The kilograms in one unit of each GST unit code that is a weight. */
export const KG_PER_UQC: Readonly<Record<string, number>> = { GMS: 0.001, KGS: 1, MTS: 1000 };

/**
 * A day's wastage, entered in kg, in its material's unit (decision 1356, addendum): the quantity and the rate
 * per unit of a scrap rate per kg; or the refusal in words when the unit (by its GST unit code) is no weight.
 */
export function wastageInUnit(
  kg: number,
  scrapRatePerKg: number,
  unit: { name: string; uqc: string | null | undefined },
  material: string,
): { quantity: number; rate: number } | { refusal: string } {
  const perUnit = unit.uqc ? KG_PER_UQC[unit.uqc] : undefined;
  if (perUnit === undefined) return { refusal: say(PHRASES.wastageNotWeight, { material, unit: unit.name }) };
  return { quantity: Number((kg / perUnit).toFixed(6)), rate: Number((scrapRatePerKg * perUnit).toFixed(6)) };
}

/**
 * The material a day's wastage comes in as (decision 1355): the one the day entry names, else its batch's;
 * null when the line wastes nothing; the refusal in words when there is wastage and neither names one.
 */
export function dayWastageMaterial(
  wastageKg: number,
  dayMaterialId: number | null,
  batch: { number: string; wastageItemId: number | null },
): number | null | { refusal: string } {
  if (!(wastageKg > 0)) return null;
  const materialId = [dayMaterialId, batch.wastageItemId].find((id) => id !== null && id > 0);
  return materialId ?? { refusal: say(PHRASES.wastageMaterialUnnamed, { batch: batch.number }) };
}
