import type { ModuleFieldConfig } from '../config/config.ts';
import { formatAmount, formatQuantity } from '../format/amount.ts';
import { formatDate } from '../format/date.ts';
import { quantityDecimals } from '../format/decimals.ts';
import { valueAt } from '../search/search.ts';
import { columnPath, lookupObjectKey, type ModuleSpec } from './fields.ts';
import { fieldRulesFor } from './schema.ts';

/** How a list column's values show and sort. */
export type ListColumnType = 'text' | 'number' | 'quantity' | 'amount' | 'date' | 'boolean';

/** One column of a catalogue list: the screen's table and the list's export (issue 16) read the same. */
export interface ListColumn {
  /** Where the value is in a row: a key, or a two-level key `a.b` (a lookup's display name). */
  key: string;
  header: string;
  type: ListColumnType;
  /** The labels of coded values (a select field's choices). */
  options?: readonly { value: string | number; label: string }[];
  /** A quantity's unit of measure: where the row carries it (`uom`, as `{ name, decimals }`). */
  unit?: string;
  /**
   * Its values are the product's own words (a document's kind, a status), shown in the reader's language
   * like a choice's label (issue 42: "Invoice", "Credit Note" stayed English in Hindi). A list names those
   * words where no other part of the catalogue does, so that they are translated.
   */
  words?: boolean | readonly string[];
}

const TYPE_OF = {
  amount: 'amount',
  number: 'number',
  date: 'date',
  checkbox: 'boolean',
} as const satisfies Partial<Record<string, ListColumnType>>;

/**
 * The list columns of a catalogue module or document: its `listColumns`, labelled and filtered by the
 * module field config (a hidden field is no column), lookups shown by their display name.
 */
export function listColumnsOf(
  module: Pick<ModuleSpec, 'fields' | 'listColumns'>,
  moduleConfig?: ModuleFieldConfig | null,
): ListColumn[] {
  return module.listColumns.flatMap((key): ListColumn[] => {
    const field = module.fields.find((candidate) => candidate.key === key);
    if (!field) return [{ key, header: key, type: 'text' }];
    const rules = fieldRulesFor(field, moduleConfig);
    if (!rules.visible) return [];
    const column: ListColumn = {
      key: columnPath(module, key),
      header: rules.label,
      type: TYPE_OF[field.type as keyof typeof TYPE_OF] ?? 'text',
    };
    if (field.options) column.options = field.options;
    if (field.uomField) {
      column.type = 'quantity';
      column.unit = lookupObjectKey({ key: field.uomField });
    }
    return [column];
  });
}

/** The decimals a quantity column shows a row's value with: its unit's, when the row carries them. */
function unitDecimalsOf(column: Pick<ListColumn, 'unit'>, row: unknown): number | undefined {
  const unit = column.unit === undefined ? undefined : valueAt(row, column.unit);
  return typeof unit === 'object' && unit !== null && 'decimals' in unit
    ? quantityDecimals(unit as { decimals?: number | null })
    : undefined;
}

/**
 * A cell's text as a list shows it: a choice's label, an amount in Indian grouping, a quantity in its
 * unit's decimals, a date, Yes or No (`yesNo` in the reader's words); empty when there is no value. The
 * product's own words, a choice's label and a `words` column's value (a kind, a status), are said by `say`
 * in the reader's language (issue 42), on screen and in a file alike; typed values are as typed.
 */
export function cellText(
  column: Pick<ListColumn, 'key' | 'options' | 'unit' | 'words'> & { type?: ListColumnType },
  row: unknown,
  yesNo: readonly [string, string] = ['Yes', 'No'],
  say: (word: string) => string = (word) => word,
): string {
  const text = valueText(column, row, yesNo);
  return text !== '' && (column.words || column.options) ? say(text) : text;
}

function valueText(
  column: Pick<ListColumn, 'key' | 'options' | 'unit'> & { type?: ListColumnType },
  row: unknown,
  yesNo: readonly [string, string],
): string {
  const value = valueAt(row, column.key);
  if (value === null || value === undefined || value === '') return '';
  const option = column.options?.find((candidate) => String(candidate.value) === String(value));
  if (option) return option.label;
  switch (column.type) {
    case 'amount':
      return formatAmount(Number(value));
    case 'quantity':
      return formatQuantity(Number(value), unitDecimalsOf(column, row));
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('en-IN') : String(value);
    case 'date':
      return formatDate(value as string);
    case 'boolean':
      return value ? yesNo[0] : yesNo[1];
    default:
      return String(value);
  }
}
