import { lookupObjectKey, type EntityRecord, type ModuleDef } from '@erp/domain';

/**
 * A record's facts as its page of the floor shows them: each named field's label from the catalogue and its
 * value, a lookup's record's name (read with the record); a field left empty is left out.
 */
export function factsOf(
  module: ModuleDef,
  record: EntityRecord,
  keys: readonly string[],
  t: (text: string) => string,
): { label: string; value: string }[] {
  return keys.flatMap((key) => {
    const field = module.fields.find((one) => one.key === key);
    if (!field) return [];
    const looked = field.lookup ? record[lookupObjectKey(field)] : record[key];
    const value =
      field.lookup && typeof looked === 'object' && looked !== null
        ? (looked as Record<string, unknown>)[field.lookup.displayKey]
        : looked;
    return typeof value === 'string' || typeof value === 'number'
      ? [{ label: t(field.label), value: String(value) }]
      : [];
  });
}
