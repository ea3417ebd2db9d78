import { columnPath, fieldRulesFor, type ModuleFieldConfig, type ModuleSpec } from '@erp/domain';
import type { ReactNode } from 'react';

/** How a column's values show and sort. */
export type DataTableColumnType = 'text' | 'number' | 'quantity' | 'amount' | 'date' | 'boolean';

export interface DataTableColumn<Row> {
  /** Where the value is in a row: a key, or a two-level key `a.b` (a lookup's display name). */
  key: string;
  header: string;
  type?: DataTableColumnType;
  /** Width in px; columns without one share what is left. */
  width?: number;
  /** Default true. */
  sortable?: boolean;
  /** The labels of coded values (a select field's choices). */
  options?: readonly { value: string | number; label: string }[];
  /** A custom cell; the value still sorts and filters as data. */
  cell?: (row: Row) => ReactNode;
}

const TYPE_OF = {
  amount: 'amount',
  number: 'number',
  date: 'date',
  checkbox: 'boolean',
} as const satisfies Partial<Record<string, DataTableColumnType>>;

/**
 * The list columns of a catalogue module (`MODULES` of @erp/domain): its `listColumns`, labelled and
 * filtered by the module field config (a hidden field is no column), lookups shown by their display name.
 */
export function columnsFromModule<Row = Record<string, unknown>>(
  module: Pick<ModuleSpec, 'fields' | 'listColumns'>,
  moduleConfig?: ModuleFieldConfig | null,
): DataTableColumn<Row>[] {
  return module.listColumns.flatMap((key) => {
    const field = module.fields.find((candidate) => candidate.key === key);
    if (!field) return [{ key, header: key }];
    const rules = fieldRulesFor(field, moduleConfig);
    if (!rules.visible) return [];
    const column: DataTableColumn<Row> = {
      key: columnPath(module, key),
      header: rules.label,
      type: TYPE_OF[field.type as keyof typeof TYPE_OF] ?? 'text',
    };
    if (field.options) column.options = field.options;
    return [column];
  });
}
