import type { ChildTableDef, FieldDef, LineNotice } from '../catalogue/fields.ts';
import type { SysConfig } from '../config/config.ts';

/* The line fields a form works out as it is typed, and the fields a new record takes from system config
 * (decision 1230): declared on the field, read here, never by a page naming a document. */

type Row = Readonly<Record<string, unknown>>;

/** What the form shows of one line beside what was typed: its derived values and their notices. */
export interface LineDerivation {
  values: Readonly<Record<string, number | null>>;
  notices: readonly LineNotice[];
}

/** The rows of a record's child table as records (a row that is not one as an empty record). */
export const rowsOf = (record: Row, key: string): readonly Row[] => {
  const rows = record[key];
  return Array.isArray(rows)
    ? rows.map((row: unknown) => (row !== null && typeof row === 'object' ? (row as Row) : {}))
    : [];
};

/**
 * Each line's derived values (null while they cannot be worked out) and the notices they call for. A field
 * not shown (its flow switched off, decision 1045) is not worked out: it calls for nothing.
 */
export function lineDerivations(
  lines: Pick<ChildTableDef, 'key' | 'fields'>,
  record: Row,
  config: SysConfig | null | undefined,
): LineDerivation[] {
  const derived = lines.fields.filter((field) => field.derived !== undefined && field.hidden !== true);
  return rowsOf(record, lines.key).map((line) => {
    const values: Record<string, number | null> = {};
    const notices: LineNotice[] = [];
    for (const field of derived) {
      const value = field.derived?.value(line, record) ?? null;
      values[field.key] = value;
      const notice = value === null ? null : (field.derived?.notice?.(value, line, config ?? {}) ?? null);
      if (notice) notices.push(notice);
    }
    return { values, notices };
  });
}

/** The fields that start from system config with the value configured for each (unset ones left out). */
export function configDefaults(
  fields: readonly FieldDef[],
  config: SysConfig | null | undefined,
): { field: FieldDef; value: string }[] {
  return fields.flatMap((field) => {
    const value = field.configDefault === undefined ? undefined : config?.[field.configDefault]?.trim();
    return value ? [{ field, value }] : [];
  });
}
