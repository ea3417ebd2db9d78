import type { FieldDef } from '@erp/domain';
import type { EntityErrors, EntityValues } from '../EntityForm/values.ts';

/** A cell of the grid: a line (0-based) and an editable column (0-based). */
export interface GridCell {
  row: number;
  col: number;
}

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/** A line whose required cells all hold a value: the grid then offers an empty line after it. */
export function isLineFilled(fields: readonly FieldDef[], row: EntityValues): boolean {
  return fields.every((field) => !field.required || !isEmpty(row[field.key]));
}

/** A lookup's chosen option as the line keeps it: a record's id as a number (as the entity form does). */
export function lookupId(chosen: string | null): string | number | null {
  if (chosen === null) return null;
  return Number.isFinite(Number(chosen)) ? Number(chosen) : chosen;
}

/** One problem of the lines: the line (0-based) and its field, when it names one. */
export interface LineProblem {
  row: number;
  field: string | undefined;
  message: string;
}

/**
 * Whether a line's message names its line already (0-based `row`), as the server's refusals and the domain's
 * line rules do ("Line 2: make the invoice from a dispatch…", "Line 2's item is not on the order"): it is
 * then announced as it is, not as "Line 2: Line 2: …" (issue 38).
 */
export function namesLine(message: string, row: number): boolean {
  return new RegExp(`^Line ${row + 1}(?![0-9])`).test(message);
}

/** The problems of the table's lines, keyed `lines.2.quantity` (a field) or `lines.2` (the line) as errors are. */
export function lineProblems(errors: EntityErrors, tableKey: string): LineProblem[] {
  const prefix = `${tableKey}.`;
  return Object.entries(errors).flatMap(([key, message]) => {
    if (!key.startsWith(prefix)) return [];
    const [row, ...field] = key.slice(prefix.length).split('.');
    const index = Number(row);
    if (row === '' || !Number.isInteger(index)) return [];
    return [{ row: index, field: field.length > 0 ? field.join('.') : undefined, message }];
  });
}

/** The cell Enter moves to (`step` 1) or Shift+Enter (`step` -1): along the line, then to the next one. */
export function stepCell(from: GridCell, columns: number, step: 1 | -1): GridCell | null {
  const index = from.row * columns + from.col + step;
  return index < 0 ? null : { row: Math.floor(index / columns), col: index % columns };
}

/** Focuses the control of a cell and selects its text, so that typing replaces it; false when there is none. */
export function focusCell(table: HTMLElement, cell: GridCell): boolean {
  const control = table.querySelector<HTMLElement>(
    `[data-row="${cell.row}"][data-col="${cell.col}"] :is(input, select, textarea):not(:disabled)`,
  );
  if (!control) return false;
  control.focus();
  if (control instanceof HTMLInputElement) control.select();
  return true;
}

/** The cell a control sits in, from its `data-row` and `data-col`. */
export function cellOf(element: Element): GridCell | null {
  const cell = element.closest<HTMLElement>('[data-col]');
  if (!cell) return null;
  return { row: Number(cell.dataset['row']), col: Number(cell.dataset['col']) };
}

/** The least width (px) of a field's column, so that a value of its kind reads whole. */
export function columnWidth(field: FieldDef, fields: readonly FieldDef[]): number {
  switch (field.type) {
    case 'lookup':
      // A quantity's unit of measure is a short name (Kg, Nos).
      return fields.some((other) => other.uomField === field.key) ? 100 : 200;
    case 'amount':
      return 110;
    case 'number':
      return 84;
    case 'text':
      return field.maxLength !== undefined && field.maxLength <= 20 ? 84 : 120;
    default:
      return 150;
  }
}
