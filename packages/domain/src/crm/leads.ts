import { readDecimal } from '../format/written.ts';
import { STATE_OPTIONS } from '../catalogue/modules/helpers.ts';

/**
 * Issue 21, digital platform leads (decision 1604): the funnel entry fields a lead file's columns may fill,
 * in the order the mapping step shows them, each with the header names it is guessed from (compared with
 * case, spaces and punctuation ignored).
 */
export const LEAD_IMPORT_FIELDS = [
  {
    key: 'companyName',
    label: 'Company Name',
    headers: [
      'company',
      'companyname',
      'firm',
      'organisation',
      'organization',
      'business',
      'sendercompany',
      'glusrusrcompanyname',
    ],
  },
  {
    key: 'contactPerson',
    label: 'Contact Person',
    headers: [
      'contact',
      'contactperson',
      'contactname',
      'name',
      'sendername',
      'buyername',
      'person',
      'customername',
    ],
  },
  {
    key: 'phone',
    label: 'Phone',
    headers: [
      'phone',
      'mobile',
      'phoneno',
      'phonenumber',
      'mobileno',
      'mobilenumber',
      'contactno',
      'contactnumber',
      'sendermobile',
      'whatsapp',
      'tel',
      'telephone',
    ],
  },
  { key: 'email', label: 'E-Mail', headers: ['email', 'emailid', 'emailaddress', 'mail', 'senderemail'] },
  {
    key: 'address',
    label: 'Address',
    headers: ['address', 'addressline1', 'street', 'senderaddress', 'fulladdress'],
  },
  { key: 'city', label: 'City', headers: ['city', 'town', 'sendercity', 'location'] },
  { key: 'state', label: 'State', headers: ['state', 'senderstate', 'region'] },
  {
    key: 'reference',
    label: 'Reference',
    headers: ['reference', 'ref', 'enquiryid', 'leadid', 'queryid', 'uniquequeryid', 'product', 'subject'],
  },
  {
    key: 'expectedValue',
    label: 'Expected Value (₹)',
    headers: ['expectedvalue', 'value', 'amount', 'budget'],
  },
  {
    key: 'remarks',
    label: 'Remarks',
    headers: [
      'remarks',
      'remark',
      'message',
      'notes',
      'note',
      'comments',
      'comment',
      'requirement',
      'querymessage',
      'enquiry',
    ],
  },
] as const;

export type LeadFieldKey = (typeof LEAD_IMPORT_FIELDS)[number]['key'];

/** Which field each column of the file fills, by the column's place (0 = first); null: the column is left out. */
export type LeadMapping = readonly (LeadFieldKey | null)[];

const squeeze = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The mapping guessed from a file's header row: a column whose squeezed name is one a field is known by
 * fills that field; each field is filled by its first such column only, and any other column is left out.
 */
export function guessLeadMapping(headers: readonly string[]): LeadMapping {
  const taken = new Set<LeadFieldKey>();
  return headers.map((header) => {
    const name = squeeze(header);
    const field = LEAD_IMPORT_FIELDS.find(
      (candidate) => !taken.has(candidate.key) && (candidate.headers as readonly string[]).includes(name),
    );
    if (!field) return null;
    taken.add(field.key);
    return field.key;
  });
}

/** Whether the key names a field a lead file may fill (a mapping sent by a client is checked with it). */
export function isLeadField(key: unknown): key is LeadFieldKey {
  return LEAD_IMPORT_FIELDS.some((field) => field.key === key);
}

/**
 * A state as a lead file writes it ('Maharashtra', 'maharashtra', '27'): its code, or the text as given
 * when no state is named so (left to the field's own check).
 */
function stateCode(text: string): string {
  const found = STATE_OPTIONS.find(
    (option) => option.value === text || option.label.toLowerCase() === text.toLowerCase(),
  );
  return found ? String(found.value) : text;
}

/** A cell as text: trimmed; a number as its digits (a phone read from Excel), nothing for an empty cell. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return typeof cell === 'string' || typeof cell === 'number' || typeof cell === 'boolean'
    ? String(cell).trim()
    : '';
}

/**
 * A cell's expected value: a number cell as it is, text read as a person writes a number (decision 2272),
 * else the text, which the funnel entry's check refuses in words.
 */
function expectedValueOf(cell: unknown, text: string): unknown {
  if (typeof cell === 'number') return cell;
  return readDecimal(String(cell)) ?? text;
}

/**
 * The funnel entry fields of one row of a lead file under `mapping`: each mapped, non-empty cell as text
 * (the state as its code, the expected value as a number when it reads as one).
 */
export function leadFromRow(cells: readonly unknown[], mapping: LeadMapping): Record<string, unknown> {
  const lead: Record<string, unknown> = {};
  mapping.forEach((key, column) => {
    const text = key ? cellText(cells[column]) : '';
    if (!key || text === '') return;
    if (key === 'state') lead[key] = stateCode(text);
    else if (key === 'expectedValue') lead[key] = expectedValueOf(cells[column], text);
    else lead[key] = text;
  });
  return lead;
}

/** A phone by its digits, the last ten (a mobile with or without +91 or a leading 0 is one number). */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/**
 * The keys a lead is a duplicate by (decision 1605): its phone by its digits and its e-mail without case;
 * a lead with neither has none.
 */
export function leadDuplicateKeys(lead: { phone?: unknown; email?: unknown }): string[] {
  const keys: string[] = [];
  if (typeof lead.phone === 'string' && phoneKey(lead.phone) !== '')
    keys.push(`phone:${phoneKey(lead.phone)}`);
  if (typeof lead.email === 'string' && lead.email.trim() !== '')
    keys.push(`email:${lead.email.trim().toLowerCase()}`);
  return keys;
}

/** An earlier lead a lead repeats: an entry of the organisation (its id) or an earlier row of the file. */
export type LeadOriginal = { entryId: number; companyName: string } | { row: number };

/** A row of a lead file that is not created: the key it repeats (`phone:…`, `email:…`) and what it repeats. */
export interface LeadDuplicate {
  row: number;
  key: string;
  original: LeadOriginal;
}

/**
 * Splits the rows of a lead file (decision 1605) into those to create and the duplicates: a row repeating
 * a key of an existing entry (`existing`, by key) or of an earlier row kept from the file is a duplicate
 * of the first such original; every other row is kept.
 */
export function splitDuplicates<T extends { row: number; lead: { phone?: unknown; email?: unknown } }>(
  rows: readonly T[],
  existing: ReadonlyMap<string, { entryId: number; companyName: string }>,
): { fresh: T[]; duplicates: LeadDuplicate[] } {
  const seen = new Map<string, LeadOriginal>(existing);
  const fresh: T[] = [];
  const duplicates: LeadDuplicate[] = [];
  for (const row of rows) {
    const keys = leadDuplicateKeys(row.lead);
    const key = keys.find((candidate) => seen.has(candidate));
    const original = key === undefined ? undefined : seen.get(key);
    if (key !== undefined && original) {
      duplicates.push({ row: row.row, key, original });
      continue;
    }
    for (const candidate of keys) seen.set(candidate, { row: row.row });
    fresh.push(row);
  }
  return { fresh, duplicates };
}

/** A lead file's columns as the server read them (decision 1605): its headers, the guessed mapping, its rows. */
export interface LeadColumns {
  headers: string[];
  mapping: LeadMapping;
  rows: number;
}

/** A row of a lead file that is not valid: its number, the field and the message in the user's words. */
export interface LeadRowError {
  row: number;
  field: string;
  message: string;
}

/** What an import did (decision 1605): the rows read, how many were created, the duplicates and the errors. */
export interface LeadImportResult {
  platform: { id: number; name: string };
  rows: number;
  created: number;
  duplicates: (LeadDuplicate & { message: string })[];
  errors: LeadRowError[];
}

const csvCell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The report of an import to download (decision 1605): a CSV of every row not created, in row order, with
 * what became of it (Duplicate or Error), the field and the message; the first line sums the import up.
 */
export function leadImportReport(result: LeadImportResult): string {
  const problems = [
    ...result.duplicates.map((d) => ({
      row: d.row,
      kind: 'Duplicate',
      field: d.key.slice(0, d.key.indexOf(':')),
      message: d.message,
    })),
    ...result.errors.map((e) => ({ row: e.row, kind: 'Error', field: e.field, message: e.message })),
  ].sort((a, b) => a.row - b.row);
  const lines = [
    [`${result.platform.name}: ${result.rows} rows read, ${result.created} created`],
    ['Row', 'Result', 'Field', 'Message'],
    ...problems.map((p) => [p.row, p.kind, p.field, p.message]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
