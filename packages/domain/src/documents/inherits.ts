import type { DocumentDef } from './documentDef.ts';

/**
 * Header fields a document takes from the document another of its header fields names (decision 1826): a
 * dispatch's branch is its sales order's, a note's its invoice's. `from`: the header lookup naming the
 * source document; `fields`: the fields both have.
 */
export interface DocumentInherits {
  from: string;
  fields: readonly string[];
}

export type Inherited =
  { ok: true; header: Record<string, unknown> } | { ok: false; field: string; message: string };

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * The header with its inherited fields: each left blank takes the source's value, each given must equal it
 * (else refused on the field, in words). A header naming no source keeps what it has.
 */
export function inheritFrom(
  def: Pick<DocumentDef, 'label' | 'fields' | 'inherits'>,
  header: Readonly<Record<string, unknown>>,
  source: Readonly<Record<string, unknown>> | undefined,
): Inherited {
  const { inherits } = def;
  if (!inherits || !source) return { ok: true, header: { ...header } };
  const labelOf = (key: string): string => def.fields.find((field) => field.key === key)?.label ?? key;
  const taken: Record<string, unknown> = { ...header };
  for (const key of inherits.fields) {
    const own = header[key];
    if (blank(own)) taken[key] = source[key] ?? null;
    else if (!blank(source[key]) && own !== source[key]) {
      const from = labelOf(inherits.from);
      return {
        ok: false,
        field: key,
        message: `A ${def.label.toLowerCase()} has the ${labelOf(key)} of its ${from}: choose the ${from}'s or leave it blank.`,
      };
    }
  }
  return { ok: true, header: taken };
}
