import type { DocumentDef } from '../documents/documentDef.ts';
import { documentValueField } from '../documents/documentRules.ts';
import { formatAmount } from '../format/amount.ts';
import { formatDate } from '../format/date.ts';

/* Message templates' placeholders (issue 21, decision 1640): `{partyName}` and the like, filled from a document. */

/** A template's document type that fits every printable document: its placeholders are checked when it is sent. */
export const ANY_DOCUMENT = 'any';

/** How a placeholder's value is written: a date dd-MM-yyyy, an amount in Indian grouping, text as it is. */
export type PlaceholderFormat = 'date' | 'amount' | 'text';

/** Where a placeholder's value comes from: the document's party (its name), or one of its header fields. */
export type PlaceholderSource = { kind: 'party' } | { kind: 'field'; key: string; format: PlaceholderFormat };

/** The placeholders a document type knows, by name. */
export type Placeholders = ReadonlyMap<string, PlaceholderSource>;

/** What a template for any document may name: the placeholders most documents have. */
export const ANY_PLACEHOLDERS = ['partyName', 'documentNumber', 'date', 'amount', 'dueDate'] as const;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

const formatOf = (def: DocumentDef, key: string): PlaceholderFormat => {
  const type = def.fields.find((field) => field.key === key)?.type;
  if (type === 'date') return 'date';
  return type === 'amount' ? 'amount' : 'text';
};

/**
 * The placeholders of a document type: `{documentNumber}` and `{date}` of every one, `{partyName}` of one with
 * a party, `{amount}` of one with a value (its grand total, or the header field it is worth to the account),
 * and the ones it declares in `messageFields` (`{dueDate}`: a purchase order's expected date).
 */
export function documentPlaceholders(def: DocumentDef): Placeholders {
  const entries: [string, PlaceholderSource][] = [
    ['documentNumber', { kind: 'field', key: 'number', format: 'text' }],
    ['date', { kind: 'field', key: 'date', format: 'date' }],
  ];
  if (def.partyRole) entries.push(['partyName', { kind: 'party' }]);
  const amountField = documentValueField(def);
  if (amountField) entries.push(['amount', { kind: 'field', key: amountField, format: 'amount' }]);
  for (const [name, key] of Object.entries(def.messageFields ?? {}))
    entries.push([name, { kind: 'field', key, format: formatOf(def, key) }]);
  return new Map(entries);
}

/** The placeholders a text names, each once, in the order first named. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => String(match[1])))];
}

/** The placeholders of the texts that are not among `known`, each once, in the order first named. */
export function unknownPlaceholders(texts: readonly string[], known: ReadonlySet<string>): string[] {
  return [...new Set(texts.flatMap(placeholdersIn))].filter((name) => !known.has(name));
}

/** The placeholders a template for `documentType` may name: the type's own, or the common ones for any. */
export function knownPlaceholders(
  documentType: string,
  documents: readonly DocumentDef[],
): ReadonlySet<string> | null {
  if (documentType === ANY_DOCUMENT) return new Set(ANY_PLACEHOLDERS);
  const def = documents.find((document) => document.key === documentType);
  return def ? new Set(documentPlaceholders(def).keys()) : null;
}

/**
 * Why a template's text cannot be kept for its document type, naming each unknown placeholder and the type
 * (`{dueDat} is not a placeholder of Purchase Order`); null when every placeholder is known.
 */
export function placeholderProblem(unknown: readonly string[], documentLabel: string): string | null {
  if (unknown.length === 0) return null;
  const names = unknown.map((name) => `{${name}}`).join(', ');
  return unknown.length === 1
    ? `${names} is not a placeholder of ${documentLabel}`
    : `${names} are not placeholders of ${documentLabel}`;
}

/** The problem of a template's text for its document type (`any` names the common placeholders). */
export function templateTextProblem(
  text: string,
  documentType: string,
  documents: readonly DocumentDef[],
): string | null {
  const known = knownPlaceholders(documentType, documents);
  if (!known) return null;
  const label = documents.find((document) => document.key === documentType)?.label;
  return placeholderProblem(unknownPlaceholders([text], known), label ?? 'every document');
}

const written = (value: unknown, format: PlaceholderFormat): string => {
  if (value === null || value === undefined || value === '') return '';
  if (format === 'date') return formatDate(String(value));
  if (format === 'amount') return formatAmount(Number(value));
  return String(value);
};

/** The placeholders' values for one document: its row as stored and its party's name. */
export function placeholderValues(
  placeholders: Placeholders,
  row: Readonly<Record<string, unknown>>,
  partyName: string | null,
): Record<string, string> {
  return Object.fromEntries(
    [...placeholders].map(([name, source]) => [
      name,
      source.kind === 'party' ? (partyName ?? '') : written(row[source.key], source.format),
    ]),
  );
}

/** A template's text with each placeholder it names filled; one without a value is left as written. */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
