// An import's rows' problems as the report lists them (decision 2100): each under its column's label.
import type { ImportColumn, ImportProblem } from '@erp/domain';
import { AppError, ValidationFailure } from '../core/errors.ts';

/** The column an issue's field is of: a field of the record, or of a child table's row ('addresses.0.city'). */
export function columnNamed(columns: readonly ImportColumn[], field: string): ImportColumn | undefined {
  const [first, , last] = field.split('.');
  return columns.find((column) =>
    last === undefined
      ? column.key === field && !column.child
      : column.child === first && column.key === last,
  );
}

/** A refused row's problems, each under its column's label. */
export function problemsOf(error: unknown, row: number, columns: readonly ImportColumn[]): ImportProblem[] {
  if (error instanceof ValidationFailure)
    return error.issues.map((issue) => ({
      row,
      column: columnNamed(columns, issue.field)?.label ?? '',
      message: issue.message,
    }));
  if (error instanceof AppError) return [{ row, column: '', message: error.message }];
  throw error;
}
