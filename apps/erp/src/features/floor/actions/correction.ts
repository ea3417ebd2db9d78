import { FLOOR_LOT_FIELDS, type FloorActionKey } from '@erp/domain';
import type { FloorFormValue } from '@erp/ui';
import { askedFields } from './fields.ts';

/** A value the form can show again: a picked id or a text, a number, or codes scanned. */
const formValue = (value: unknown): FloorFormValue | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((one) => typeof one === 'string')) return value as string[];
  return undefined;
};

/**
 * A refused entry's body split for its form (Needs attention's Correct): what the form asks, to show and
 * change, and the rest (the scanned lot's fields, Pack's lots read from their labels) sent again as it was.
 */
export function correctionOf(
  key: FloorActionKey,
  body: unknown,
): { given: Record<string, unknown>; initial: Record<string, FloorFormValue> } {
  const sent = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  // The scanned lot's fields came from its label, not the form: they go again as they were.
  const scanned = new Set(FLOOR_LOT_FIELDS.map((def) => def.key));
  const asked = new Map(
    askedFields(key, {})
      .filter((def) => !scanned.has(def.key))
      .map((def) => [def.key, def]),
  );
  const given: Record<string, unknown> = {};
  const initial: Record<string, FloorFormValue> = {};
  for (const [name, value] of Object.entries(sent)) {
    const shown =
      asked.has(name) || (!scanned.has(name) && Array.isArray(value)) ? formValue(value) : undefined;
    if (shown === undefined) given[name] = value;
    // A picker holds its option's value, the id as text.
    else
      initial[name] = typeof shown === 'number' && asked.get(name)?.type === 'lookup' ? String(shown) : shown;
  }
  return { given, initial };
}
