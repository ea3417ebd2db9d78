import { listColumnsOf, type ListColumnType, type ModuleFieldConfig, type ModuleSpec } from '@erp/domain';
import type { ReactNode } from 'react';
import type { IconName } from '../Icon/Icon.tsx';

/** How a column's values show and sort. */
export type DataTableColumnType = ListColumnType;

export interface DataTableColumn<Row> {
  /** Where the value is in a row: a key, or a two-level key `a.b` (a lookup's display name). */
  key: string;
  header: string;
  type?: DataTableColumnType;
  /**
   * Its least width in px: it widens to its header and longest value (decision 2145); columns without one
   * share what is left.
   */
  width?: number;
  /** Default true. */
  sortable?: boolean;
  /**
   * A quantity's unit of measure: where the row carries it (`uom`, as `{ name, decimals }`), so that the
   * quantity shows with its unit's decimals (NOS 0: 1,200; KGS 3: 1,200.500; issue 14).
   */
  unit?: string;
  /** The labels of coded values (a select field's choices). */
  options?: readonly { value: string | number; label: string }[];
  /** Its values are the product's own words (a kind, a status): shown in the reader's language. */
  words?: boolean | readonly string[];
  /** A custom cell; the value still sorts and filters as data. */
  cell?: (row: Row) => ReactNode;
}

/** Amounts, quantities and numbers: aligned right, sorted as numbers. */
export const numericColumn = (type: DataTableColumnType | undefined): boolean =>
  type === 'amount' || type === 'quantity' || type === 'number';

/**
 * The list columns of a catalogue module (`MODULES` of @erp/domain): its `listColumns`, labelled and
 * filtered by the module field config (a hidden field is no column), lookups shown by their display name.
 */
export function columnsFromModule<Row = Record<string, unknown>>(
  module: Pick<ModuleSpec, 'fields' | 'listColumns'>,
  moduleConfig?: ModuleFieldConfig | null,
): DataTableColumn<Row>[] {
  return listColumnsOf(module, moduleConfig);
}

/**
 * Something a user may do from a row beside Edit and Delete (decision 1784: a report's Record Maintenance): a
 * button showing its icon, named by its label and the row's name, the label shown as its tooltip.
 */
export interface DataTableRowAction<Row> {
  label: string;
  icon: IconName;
  onAction: (row: Row) => void;
}
