/** A unit of measure as the masters keep it: its name and, for GST, its unit quantity code (UQC). */
export interface UnitName {
  name: string;
  uqc?: string | null;
}

/** What a unit of metres is called, in capitals without dots or spaces ("Mtrs.", "metre", "M"). */
const METRE_NAMES = new Set(['M', 'MTR', 'MTRS', 'METER', 'METERS', 'METRE', 'METRES']);
/** GST's unit quantity code of metres. */
const METRE_UQC = 'MTR';

const bare = (text: string): string => text.toUpperCase().replace(/[^A-Z]/g, '');

/**
 * Whether a unit counts metres (issue 17: `PRIMARY_UOM_MTR` "makes metres primary", decision 0981): by its
 * name, or by its UQC MTR whatever its name. "MT" is not metres (it is a metric tonne).
 */
export function isMetreUnit(unit: UnitName | null | undefined): boolean {
  if (!unit) return false;
  return METRE_NAMES.has(bare(unit.name)) || bare(unit.uqc ?? '') === METRE_UQC;
}
