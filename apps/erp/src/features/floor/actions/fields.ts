import {
  FLOOR_ACTIONS,
  FLOOR_ACTION_FIELDS,
  FLOOR_LOT_FIELDS,
  floorActionSchemas,
  isFeatureOn,
  formatDate,
  type EntityRecord,
  type FieldDef,
  type FloorActionKey,
  type LotTarget,
  type SysConfig,
} from '@erp/domain';
import { narrowedRows } from '@erp/api';
import type { FloorFormField, FloorFormValues, FloorPickSearch, Translate } from '@erp/ui';
import { filterOf } from '../../../entity/lookups.ts';

/** The lists of what was scanned an action takes besides its fields: Pack's rolls, Load's parcels. */
interface ScannedList {
  name: string;
  /** Its name, in the reader's words (a literal `t` call, so that the texts are found). */
  label: (t: Translate) => string;
  /** Each code is the lot its label names. */
  lots?: true;
}

const SCANNED: Readonly<Partial<Record<FloorActionKey, ScannedList>>> = {
  pack: { name: 'lots', label: (t) => t('Rolls or bags'), lots: true },
  load: { name: 'parcelNumbers', label: (t) => t('Parcels') },
};

/** The floor list a lookup field picks from: its module's, kept on the phone under this name. */
export const floorListName = (def: FieldDef): string => `floor:${def.lookup?.module ?? def.key}`;

const LOT_KEYS = new Set(FLOOR_LOT_FIELDS.map((def) => def.key));

/**
 * The action's fields the phone asks: those the page did not give (the machine's), and none of the lot's
 * for an action that starts from a lot: they are its label's and where it lies, taken on arrival.
 */
export const askedFields = (key: FloorActionKey, given: Readonly<Record<string, unknown>>): FieldDef[] =>
  FLOOR_ACTION_FIELDS[key].filter(
    (def) =>
      !Object.hasOwn(given, def.key) &&
      !(FLOOR_ACTIONS[key].startsFrom === 'lot' && LOT_KEYS.has(def.key)) &&
      // A date, a time or a tick is optional on the floor ("Empty: today"): the server takes now.
      (def.type === 'lookup' || def.type === 'number' || def.type === 'text' || def.type === 'textarea'),
  );

/** What the form holds now: the values entered, and the organisation's switches its fields follow. */
export interface FloorFormState {
  values: FloorFormValues;
  config: SysConfig | null | undefined;
  /** How a lookup's picker searches the server while it answers (decision 2363); none: it searches its rows. */
  search?: (def: FieldDef) => FloorPickSearch | undefined;
}

/**
 * The rows a picker tied to another choice offers (a rack, its stock area's): none until that choice is made,
 * then those the choice names, by the rule the phone narrows its kept copies with (decision 2363).
 */
const offered = (def: FieldDef, rows: readonly EntityRecord[], values: FloorFormValues) => {
  const lookup = def.lookup;
  const tied = Object.values(lookup?.filterFrom ?? {});
  if (!lookup || tied.length === 0) return rows;
  if (!tied.every((from) => filled(values[from]))) return [];
  const filter = filterOf(lookup, values);
  return narrowedRows(
    {
      name: '',
      module: lookup.module,
      tied: Object.keys(lookup.filterFrom ?? {}),
      ...(filter ? { filter } : {}),
    },
    rows,
  );
};

const filled = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || typeof value === 'number';

/**
 * A picker's words for a row of its floor list: its display field (a document's number, a master's name); a
 * draft document has no number yet, so it is named by its party and day ("Draft of Ambuja Cement, 28-11-2026"),
 * never by its bare id.
 */
export function floorOptionLabel(row: EntityRecord, display: string, t: Translate): string {
  const shown = row[display] ?? row['name'];
  if (filled(shown)) return String(shown);
  const party = (row['party'] as { companyName?: unknown } | null | undefined)?.companyName;
  const date = row['date'];
  if (display === 'number' && filled(party))
    return filled(date)
      ? t('Draft of {{party}}, {{date}}', { party: String(party), date: formatDate(String(date)) })
      : t('Draft of {{party}}', { party: String(party) });
  return String(row['id']);
}

/** The form of one action: its asked fields, each lookup a picker of its floor list's rows, then what is scanned. */
export function floorFormFields(
  key: FloorActionKey,
  given: Readonly<Record<string, unknown>>,
  rowsOf: (def: FieldDef) => readonly EntityRecord[],
  t: Translate,
  state: FloorFormState,
): FloorFormField[] {
  // A field of a switch that is off is not asked (RACK_SUPPORT's rack, decision 2356).
  const shown = askedFields(key, given).filter(
    (def) => def.feature === undefined || isFeatureOn(state.config, def.feature),
  );
  const fields = shown.map((def): FloorFormField => {
    const common = {
      name: def.key,
      label: t(def.label),
      required: def.required,
      hint: def.hint && t(def.hint),
    };
    if (def.type === 'lookup') {
      const display = def.lookup?.displayKey ?? 'name';
      const options = offered(def, rowsOf(def), state.values).map((row) => ({
        value: String(row['id']),
        label: floorOptionLabel(row, display, t),
      }));
      const search = state.search?.(def);
      return { ...common, kind: 'pick', options, ...(search ? { search } : {}) };
    }
    if (def.type === 'number') return { ...common, kind: 'number', decimals: def.decimals };
    return { ...common, kind: 'text' };
  });
  const scanned = SCANNED[key];
  return scanned
    ? [...fields, { kind: 'codes', name: scanned.name, label: scanned.label(t), required: true }]
    : fields;
}

/**
 * The lot as the page saw it (decision 2340): its label's place, else the one stock area its page shows it in,
 * so that an entry kept offline is refused on arrival when the lot was moved meanwhile, not taken from its new
 * place; a lot shown in several places names none, and the server asks for the place.
 */
export function seenAt<T extends Pick<LotTarget, 'stockAreaId'>>(
  target: T,
  places: readonly { stockAreaId: number | null }[],
): T {
  if (target.stockAreaId !== undefined) return target;
  const areas = new Set(places.map((place) => place.stockAreaId));
  const [only] = [...areas];
  return areas.size === 1 && typeof only === 'number' ? { ...target, stockAreaId: only } : target;
}

/** What a scanned code names as a lot, or null: Pack's rolls and bags are lots of their labels. */
export type LotOf = (code: string) => Omit<LotTarget, 'kind'> | null;

/**
 * The body an action sends: what the page gave, then the values entered (an empty one left out); a list of
 * codes read as lots as the lots their labels name (Pack's rolls).
 */
export function floorBody(
  key: FloorActionKey,
  given: Readonly<Record<string, unknown>>,
  values: FloorFormValues,
  lotOf: LotOf,
): Record<string, unknown> {
  const entered = Object.entries(values).filter(([, value]) => value !== null && value !== '');
  const body: Record<string, unknown> = { ...given, ...Object.fromEntries(entered) };
  const scanned = SCANNED[key];
  const codes = scanned ? body[scanned.name] : undefined;
  if (scanned?.lots && Array.isArray(codes)) {
    // A code that names no lot is sent as a roll's number: the server refuses it in words.
    body[scanned.name] = (codes as string[]).map((code) => lotOf(code) ?? { rollNumber: code });
  }
  return body;
}

/** The body's refusals by the form's field (the first of each), in words; none when it may be sent. */
export function floorErrors(
  key: FloorActionKey,
  body: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const result = floorActionSchemas[key].safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What the outbox lists the entry as: the action and what it acts on ("Move L-104"). */
export const floorEntryLabel = (key: FloorActionKey, subject: string, t: (text: string) => string): string =>
  subject ? `${t(FLOOR_ACTIONS[key].label)}: ${subject}` : t(FLOOR_ACTIONS[key].label);
