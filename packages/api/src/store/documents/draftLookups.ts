import { isBlank, lookupObjectKey, type EntityRecord, type FieldDef } from '@erp/domain';

// What a lookup chosen in a draft brings into it (decisions 1310, 2071): its record as a read one carries it,
// and the fields it fills.

/** The lookup object a read record carries for the chosen record (`itemId` → `item: { id, name }`). */
export const carried = (row: EntityRecord, key: string): EntityRecord => {
  const value = row[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { [key]: value } : {};
};

/** The fields of `record` among `keys` that it has. */
export const pick = (record: EntityRecord, keys: readonly string[]): EntityRecord =>
  Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));

/**
 * The looked-up record a chosen lookup's value carries, as a read record does (`machineId` → `machine: { id,
 * name, loomWidth }`): its display field and what the field's lookup `carries` (decision 1310); none when
 * the field is no lookup or the record is not the one chosen.
 */
export const chosenOf = (
  fields: readonly FieldDef[],
  field: string,
  value: unknown,
  record: EntityRecord | undefined,
): EntityRecord => {
  const lookup = fields.find((candidate) => candidate.key === field)?.lookup;
  if (!lookup || !record || record.id !== value) return {};
  const shown = pick(record, [lookup.displayKey, ...(lookup.carries ?? [])]);
  return { [lookupObjectKey({ key: field })]: { id: record.id, ...shown } };
};

/**
 * What the record `chosen` in the lookup `field` fills of the header or line `current` (the lookup's `fills`,
 * decision 2071: an inward's challan and vehicle from its gate entry): each field left blank, or still as the
 * record chosen before filled it, takes the chosen record's; what the user typed stays. A lookup it fills (the
 * gate entry's purchase order) is chosen by `chooseFilledLookupsEpic`, as the user would choose it.
 */
export const filledBy = (
  fields: readonly FieldDef[],
  field: string,
  current: EntityRecord,
  chosen: EntityRecord,
): EntityRecord => {
  const fills = (fields.find((candidate) => candidate.key === field)?.lookup?.fills ?? []).filter(
    (fill) => !fields.find((candidate) => candidate.key === fill)?.lookup,
  );
  const key = lookupObjectKey({ key: field });
  const now = chosen[key];
  const before = current[key];
  if (fills.length === 0 || typeof now !== 'object' || now === null) return {};
  const was = typeof before === 'object' && before !== null ? (before as EntityRecord) : {};
  const record = now as EntityRecord;
  return Object.fromEntries(
    fills
      .filter((fill) => fill in record && (isBlank(current[fill]) || current[fill] === was[fill]))
      .map((fill) => [fill, record[fill] ?? null]),
  );
};
