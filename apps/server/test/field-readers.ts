import {
  documentPostings,
  documentTaxes,
  postsFor,
  type DocumentDef,
  type FieldDef,
  type KeptFacts,
} from '@erp/domain';
import type { Caller } from '../src/core/caller.ts';
import type { Executor } from '../src/db/client.ts';
import { readFacts } from '../src/documents/kept.ts';
import { printableOf } from '../src/documents/printable.ts';
import type { DocumentResource } from '../src/documents/resource.ts';

/**
 * What reads a field of a document's form (decision 2201): found, never declared twice. A field is read when
 * its document's declaration names it (a posting's quantity field, an order's header field, a lookup's
 * filter), or when a consumer run on a record reads it: the posting, the taxes, the rules and worked-out
 * values, the print. Reads are recorded by handing the consumers records that note each key asked of them.
 * What only an area's own code reads (a SQL column, a hook) is named in `CODE_READERS`, each with the file
 * that reads it, which the test checks.
 */

/** A line's field is `lines.key`; a header's its key. */
export type FieldPath = string;

/** The declaration's members that name fields without reading them: the form itself, its lists, its texts. */
const NOT_READERS = new Set([
  'fields',
  'lines',
  'listColumns',
  'searchKeys',
  'progressFields',
  'pendingProgress',
  'statuses',
  'lists',
  'itemDefaults',
  'rules',
  'label',
  'onSubmit',
  'onIssue',
  'onAccept',
]);

/** The fields a form asks for: shown and typed, neither worked out nor set by the server. */
export const asked = (fields: readonly FieldDef[]): FieldDef[] =>
  fields.filter((field) => !field.hidden && !field.readOnly && !field.derived);

/** Every string a declaration holds outside its form and lists, with where it is held (`posting.toField`). */
function declaredNames(value: unknown, at: string, found: Map<string, string[]>): void {
  if (typeof value === 'string') found.set(value, [...(found.get(value) ?? []), at]);
  else if (Array.isArray(value)) value.forEach((item, index) => declaredNames(item, `${at}.${index}`, found));
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      if (!(at === '' && NOT_READERS.has(key))) declaredNames(inner, at === '' ? key : `${at}.${key}`, found);
}

/** What one field of the form names of another: the fields its picker is filtered or placed by. */
const fieldNames = (field: FieldDef): string[] => [
  ...Object.values(field.lookup?.filterFrom ?? {}),
  ...(field.lotOf ? [field.lotOf.item, ...(field.lotOf.area ? [field.lotOf.area] : [])] : []),
  ...(field.enteredWhen ? [field.enteredWhen.lookup] : []),
  ...(field.references?.within ? [field.references.within] : []),
  ...(field.references?.agrees ?? []),
  ...(field.uomField ? [field.uomField] : []),
];

/** A value of the field's kind, given; a select's first choice. */
function sampleOf(field: FieldDef): unknown {
  if (field.type === 'select') return field.options?.[0]?.value ?? 'X';
  if (field.type === 'checkbox') return true;
  if (field.type === 'date') return '2026-11-24';
  if (field.type === 'number' || field.type === 'amount' || field.type === 'lookup') return 1;
  return 'X-1';
}

const sampleRecord = (fields: readonly FieldDef[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field.key, sampleOf(field)]));

/** The record, noting every key asked of it as `prefix + key`. */
const noting = <T extends object>(record: T, reads: Set<string>, prefix = ''): T =>
  new Proxy(record, {
    get(target, key, receiver) {
      if (typeof key === 'string') reads.add(`${prefix}${key}`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });

/** A consumer run on sample records: what it throws on a sample is no read of ours. */
const run = (consumer: () => unknown): void => {
  try {
    consumer();
  } catch {
    // A consumer refusing a sample reads what it read before it refused.
  }
};

/** The facts of a document whose masters say nothing: its own values are what the print shows. */
export const NO_FACTS: KeptFacts = {
  party: null,
  seller: {
    name: 'Seller',
    address: [],
    city: '',
    pincode: '',
    gstin: null,
    state: null,
    bank: { bankName: '', bankAccountNumber: '', ifsc: '', bankBranch: '' },
  } as unknown as KeptFacts['seller'],
  places: { supplierState: null, placeOfSupply: null },
  lines: {},
  shown: {},
  transporter: null,
  partner: null,
};

/** The record with every field given, once for each combination of the choices of its selects. */
function choicesOf(fields: readonly FieldDef[], base: Record<string, unknown>): Record<string, unknown>[] {
  return fields
    .filter((field) => field.type === 'select' && (field.options ?? []).length > 0)
    .reduce<Record<string, unknown>[]>(
      (records, field) =>
        records.flatMap((record) =>
          (field.options ?? []).map((option) => ({ ...record, [field.key]: option.value })),
        ),
      [base],
    );
}

/** The samples a consumer is run on: every field given, under each combination of choices, then none. */
function samples(def: DocumentDef): { header: Record<string, unknown>; line: Record<string, unknown> }[] {
  const headers = choicesOf(def.fields, sampleRecord(def.fields));
  const lines = choicesOf(def.lines.fields, { id: 1, ...sampleRecord(def.lines.fields) });
  return [
    ...headers.flatMap((header) => lines.map((line) => ({ header, line }))),
    { header: {}, line: { id: 1 } },
  ];
}

/** A database that answers the facts' one read with no masters: the reads of the row are what is noted. */
const NO_MASTERS = {
  execute: () =>
    Promise.resolve({
      rows: [
        {
          // An organisation with the details every document needs (decision 2243), so the facts read on.
          org: { name: 'Org', gstin: '24AAECS4321K1ZH', state: '24', address: 'Plot 1' },
          own: null,
          party: null,
          transport: null,
          partner: null,
          goods: { item: [], supportingMaterial: [], packing: [] },
          units: [],
        },
      ],
    }),
} as unknown as Executor;
const CALLER = { orgId: 1, staffId: 1 } as Caller;

/** The keys the document's consumers read of its header (`key`) and lines (`lines.key`), run on samples. */
async function consumed(def: DocumentDef): Promise<Set<string>> {
  const reads = new Set<string>();
  for (const sample of samples(def)) {
    const line = noting(sample.line, reads, 'lines.');
    const header = noting({ id: 1, version: 1, ...sample.header, lines: [line] }, reads);
    const { posting, count } = def;
    if (posting) {
      // A count's lines are of the stock area its header names, as the submit places them (pickedOf).
      const placed = count ? noting({ ...sample.line, stockAreaId: 1 }, reads, 'lines.') : line;
      run(() => documentPostings(posting, [placed], { labTestInward: true, labTestProduction: true }));
      run(() => postsFor(posting, header));
    }
    // What the print names of the masters the document's header and lines point at (decision 1820).
    try {
      await readFacts(NO_MASTERS, CALLER, def, header);
    } catch {
      // A sample the facts refuse reads what it read before.
    }
    if (def.valuation === 'gst')
      run(() => documentTaxes(header, [line], { supplierState: '24', placeOfSupply: '24' }));
    for (const rule of def.rules ?? []) {
      reads.add(rule.field);
      run(() => rule.valid(header));
      if (typeof rule.message === 'function') run(() => (rule.message as (r: object) => string)(header));
    }
    for (const rule of def.lines.rules ?? []) {
      reads.add(`lines.${rule.field}`);
      run(() => rule.valid(line));
      if (typeof rule.message === 'function') run(() => (rule.message as (r: object) => string)(line));
    }
    for (const field of def.lines.fields)
      if (field.derived) {
        const { derived } = field;
        run(() => derived.value(line, header));
        run(() => derived.notice?.(1, line, {}));
      }
    const shown = noting<Record<string, string>>({}, reads);
    run(() => printableOf({ def } as DocumentResource, header, { facts: { ...NO_FACTS, shown } }));
  }
  return reads;
}

/**
 * An area's code that reads a field of the form by its name (a SQL column, a hook): `documents` it reads it
 * of (all, when none named), and the file under apps/server/src that reads it, which the test opens.
 */
export interface CodeReader {
  field: FieldPath;
  documents?: readonly string[];
  file: string;
}

/** Each field the document's form asks for, with what reads it (none: nothing does). */
export async function fieldReaders(
  def: DocumentDef,
  code: readonly CodeReader[],
): Promise<Map<FieldPath, string[]>> {
  const names = new Map<string, string[]>();
  declaredNames(def, '', names);
  for (const field of [...def.fields, ...def.lines.fields])
    for (const name of fieldNames(field))
      names.set(name, [...(names.get(name) ?? []), `${field.key}'s picker`]);
  const reads = await consumed(def);
  const of = (path: FieldPath, key: string): string[] => [
    ...(names.get(key) ?? []).map((where) => `declared (${where})`),
    ...(reads.has(path) ? ['read by the posting, taxes, rules, facts or print'] : []),
    ...code
      .filter((reader) => reader.field === path && (reader.documents ?? [def.key]).includes(def.key))
      .map((reader) => `code (${reader.file})`),
  ];
  return new Map([
    ...asked(def.fields).map((field): [FieldPath, string[]] => [field.key, of(field.key, field.key)]),
    ...asked(def.lines.fields).map((field): [FieldPath, string[]] => [
      `lines.${field.key}`,
      of(`lines.${field.key}`, field.key),
    ]),
  ]);
}
