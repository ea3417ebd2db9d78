import { RESPONSE_CODES } from '../errors/codes.ts';
import {
  decimalPlaces,
  quantityDecimals,
  tooManyDecimalsMessage,
  type UomDecimals,
} from '../format/decimals.ts';
import type { FieldDef, ModuleSpec } from './fields.ts';
import type { ValidationIssue } from './schema.ts';

/** A quantity of a record (or of a child row) in the unit of measure it names. */
/** The catalogue module of the units quantities are counted in (a field's `uomField` looks it up). */
export const UNITS_MODULE = 'uom';

export interface QuantityInUnit {
  /** The field's key, or its path in a child row ('lines.0.quantity'), as issues name it. */
  field: string;
  quantity: FieldDef;
  value: number;
  uomId: number;
}

/** A unit of measure as quantities are checked against it: its name for the message, and its decimals. */
export interface UnitOfMeasure extends UomDecimals {
  name?: string | null;
}

function quantitiesIn(
  fields: readonly FieldDef[],
  record: Readonly<Record<string, unknown>>,
  prefix: string,
): QuantityInUnit[] {
  return fields.flatMap((quantity) => {
    const value = record[quantity.key];
    const uomId = quantity.uomField === undefined ? undefined : record[quantity.uomField];
    return typeof value === 'number' && typeof uomId === 'number'
      ? [{ field: prefix + quantity.key, quantity, value, uomId }]
      : [];
  });
}

/**
 * The quantities of a record whose unit of measure is chosen (the fields with a `uomField`), in its own
 * fields and its child rows: what `quantityIssues` checks, once the record is parsed.
 */
export function quantitiesOf(
  module: Pick<ModuleSpec, 'fields' | 'children'>,
  record: Readonly<Record<string, unknown>>,
): QuantityInUnit[] {
  const own = quantitiesIn(module.fields, record, '');
  const children = (module.children ?? []).flatMap((child) => {
    const rows = record[child.key];
    return Array.isArray(rows)
      ? rows.flatMap((row: Readonly<Record<string, unknown>>, index) =>
          quantitiesIn(child.fields, row, `${child.key}.${index}.`),
        )
      : [];
  });
  return [...own, ...children];
}

/**
 * Issue 14: every quantity with more decimals than its unit of measure takes ('Reorder Level must be a
 * whole number in NOS'), refused rather than rounded. `units` gives the units by id; one not found is
 * the lookup's own problem, not this check's.
 */
export function quantityIssues(
  module: Pick<ModuleSpec, 'fields' | 'children'>,
  record: Readonly<Record<string, unknown>>,
  units: ReadonlyMap<number, UnitOfMeasure>,
): ValidationIssue[] {
  return quantitiesOf(module, record).flatMap(({ field, quantity, value, uomId }) => {
    const unit = units.get(uomId);
    if (!unit) return [];
    const decimals = quantityDecimals(unit);
    if (decimalPlaces(value) <= decimals) return [];
    const message = tooManyDecimalsMessage(quantity.label, decimals);
    return [
      {
        field,
        code: quantity.errorCode ?? RESPONSE_CODES.VALIDATION_FAILED,
        message: unit.name ? `${message} in ${unit.name}` : message,
      },
    ];
  });
}
