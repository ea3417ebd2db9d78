import { PHRASES, RESPONSE_CODES, say, type DocumentDef, type FieldDef } from '@erp/domain';
import { ValidationFailure } from '../core/errors.ts';
import type { LineRow } from './lines.ts';

/**
 * What the server itself writes on a document it makes: its header's fields (the quotation an accept links)
 * and each new line's, by the line's place (the plan a raised request's line is for, decision 2270).
 */
export interface Written {
  header?: Record<string, unknown>;
  lines?: readonly Record<string, unknown>[];
}

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

/**
 * The body's lines with what the server wrote on them kept from the stored line of the same id; a new line
 * takes what the server writes on it (`written`, by its place), else nothing.
 */
export function keptLines(
  def: DocumentDef,
  lines: Record<string, unknown>[],
  current: readonly LineRow[],
  written: readonly Record<string, unknown>[] = [],
): Record<string, unknown>[] {
  if (!def.lines.fields.some((field) => field.readOnly)) return lines;
  const stored = new Map(current.map((line) => [line.id, line]));
  return lines.map((line, index) => ({
    ...line,
    ...serverWritten(def.lines.fields, stored.get(Number(line.id)) ?? written[index]),
  }));
}

const given = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * A link the server writes on a line (a `readOnly` field naming another record: a request line's plan) is
 * never the body's to give: a line naming one other than the server keeps for it is refused in words, so
 * that no one can make a record seem another's (issue 57: a request squatting on a plan blocked its raise).
 * A line sent back as read names what it was read with, and passes.
 */
export function refuseGivenLinks(def: DocumentDef, lines: unknown, current: readonly LineRow[]): void {
  const links = def.lines.fields.filter((field) => field.readOnly && field.references);
  if (links.length === 0 || !Array.isArray(lines)) return;
  const stored = new Map(current.map((line) => [line.id, line]));
  const issues = lines.flatMap((line: unknown, index) => {
    if (typeof line !== 'object' || line === null) return [];
    const body = line as Record<string, unknown>;
    const kept = stored.get(Number(body.id));
    return links
      .filter((link) => given(body[link.key]) && String(body[link.key]) !== String(kept?.[link.key] ?? ''))
      .map((link) => ({
        field: `${def.lines.key}.${index}.${link.key}`,
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: say(PHRASES.onRow, {
          row: index + 1,
          message: say(PHRASES.linkWrittenByServer, { label: link.label }),
        }),
      }));
  });
  if (issues.length > 0) throw new ValidationFailure(issues);
}
