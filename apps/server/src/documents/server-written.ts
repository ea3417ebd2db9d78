import type { DocumentDef, FieldDef } from '@erp/domain';
import type { LineRow } from './lines.ts';

/**
 * The fields the server writes (`readOnly`: a batch's produced kg, a count's freeze, a plan line's produced
 * quantity) are never the body's: a saved document or line keeps its own, a new one starts without them.
 */
export function serverWritten(
  fields: readonly FieldDef[],
  kept: Record<string, unknown> | undefined,
): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((field) => field.readOnly).map((field) => [field.key, kept?.[field.key] ?? null]),
  );
}

/** The body's lines with what the server wrote on them kept from the stored line of the same id. */
export function keptLines(
  def: DocumentDef,
  lines: Record<string, unknown>[],
  current: readonly LineRow[],
): Record<string, unknown>[] {
  if (!def.lines.fields.some((field) => field.readOnly)) return lines;
  const stored = new Map(current.map((line) => [line.id, line]));
  return lines.map((line) => ({
    ...line,
    ...serverWritten(def.lines.fields, stored.get(Number(line.id))),
  }));
}
