import { fieldDecimals, type FieldDef } from './fields.ts';

// What a number field's column keeps, declared once (decision 1855): the tables are made from it
// (numeric(precision, scale), integer or bigint) and the field's schema refuses what the column cannot keep.

/** The digits of a number column its field bounds no tighter: the stock tables' numeric(14, 3). */
export const NUMBER_DIGITS = 14;
/** The largest value of a PostgreSQL integer column. */
export const INTEGER_MAX = 2_147_483_647;

type NumberField = Pick<FieldDef, 'type' | 'integer' | 'decimals' | 'min' | 'max'>;

/** A whole-number field whose own min and max lie within an integer column (else its column is bigint). */
export const fitsInteger = (field: Pick<FieldDef, 'min' | 'max'>): boolean =>
  Math.max(Math.abs(field.min ?? Infinity), Math.abs(field.max ?? Infinity)) <= INTEGER_MAX;

/**
 * The `numeric(precision, scale)` of a number field with decimals: scale its decimals, and as many whole
 * digits as its own min and max need (`numeric(5, 2)` for a percentage up to 100), else NUMBER_DIGITS in
 * all (`numeric(14, 3)` for a quantity, `numeric(14, 2)` for an amount). Undefined for a whole number and
 * for a number kept with any decimals (an unbounded `numeric`).
 */
export function numericPrecision(field: NumberField): readonly [number, number] | undefined {
  const scale = fieldDecimals(field);
  if (field.integer || scale === undefined) return undefined;
  const bound =
    field.min === undefined || field.max === undefined
      ? undefined
      : Math.max(Math.abs(field.min), Math.abs(field.max));
  const whole = bound === undefined ? NUMBER_DIGITS - scale : String(Math.trunc(bound)).length;
  return [whole + scale, scale];
}

/**
 * The largest size a number field's value may have, as written in a message: what an integer column keeps,
 * the largest whole number JavaScript keeps exactly (a bigint column's), or the digits of its numeric
 * column (99999999999.999 in numeric(14, 3)); a number kept with any decimals has NUMBER_DIGITS whole
 * digits at most. A value is within it when its size is below `numberCeiling`.
 */
export function numberLimit(field: NumberField): string {
  if (field.integer) return String(fitsInteger(field) ? INTEGER_MAX : Number.MAX_SAFE_INTEGER);
  const [precision, scale] = numericPrecision(field) ?? [NUMBER_DIGITS, 0];
  const whole = '9'.repeat(precision - scale);
  return scale === 0 ? whole : `${whole}.${'9'.repeat(scale)}`;
}

/** The first size a number field's value may not have: 10 to its whole digits (a whole number's limit + 1). */
export function numberCeiling(field: NumberField): number {
  const limit = numberLimit(field);
  return field.integer ? Number(limit) + 1 : 10 ** limit.replace(/\..*/, '').length;
}

/** Whether `value` is a number a field's column keeps (finite, below its ceiling in size). */
export const fitsColumn = (field: NumberField, value: number): boolean =>
  Number.isFinite(value) && Math.abs(value) < numberCeiling(field);

/**
 * The first number field of `record` whose value its column cannot keep: a figure the server works out
 * from entered ones (a line's taxable value, a grand total), which the entered ones' own bounds do not bound.
 */
export const unkeptFigure = (
  fields: readonly FieldDef[],
  record: Readonly<Record<string, unknown>>,
): FieldDef | undefined =>
  fields.find((field) => {
    const value = record[field.key];
    return (
      (field.type === 'number' || field.type === 'amount') &&
      typeof value === 'number' &&
      !fitsColumn(field, value)
    );
  });
