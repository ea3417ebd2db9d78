import type { FieldDef, LookupDef } from '../catalogue/fields.ts';
import { FORMATS } from '../catalogue/formats.ts';
import { FEATURE_ON, type SysConfigKey } from '../constants.ts';
import { PHRASES, say } from '../errors/phrases.ts';
import { SYS_CONFIG_MEANINGS } from './sysConfigMeanings.ts';
import { calendarDayOf } from '../format/calendar.ts';

/**
 * What a system config value is (decision 0516): a switch (on only when exactly YES), the id of a
 * record of a master (chosen from its list), a whole number, a web address, a date (stored yyyy-MM-dd),
 * or free text.
 */
export type SysConfigType =
  | { kind: 'switch' }
  | { kind: 'lookup'; lookup: LookupDef }
  | { kind: 'number'; min?: 0 | 1 }
  | { kind: 'url' }
  | { kind: 'date' }
  | { kind: 'text' };

const SWITCH: SysConfigType = { kind: 'switch' };
const NUMBER: SysConfigType = { kind: 'number' };
/** A share in per cent, where 0 is a value of its own (no tolerance at all). */
const PERCENT: SysConfigType = { kind: 'number', min: 0 };
const TEXT: SysConfigType = { kind: 'text' };
const pick = (module: string, displayKey = 'name', filter?: LookupDef['filter']): SysConfigType => ({
  kind: 'lookup',
  lookup: { module, displayKey, ...(filter ? { filter } : {}) },
});

/** Every key of spec §3 with the type of its value; the one table the screen and the server read. */
export const SYS_CONFIG_TYPES: Readonly<Record<SysConfigKey, SysConfigType>> = {
  DYNAMIC_LOGO_CONFIGURATION: SWITCH,
  HEADER_LOGO: TEXT,
  FOOTER_TITLE: TEXT,
  FOOTER_URL: { kind: 'url' },
  TITLE_NAME: TEXT,
  // The item category that wastage is booked under (category types are the material types of items).
  wastageMaterialTypeId: pick('categoryType', 'name', { appliesTo: 'ITEM' }),
  DEFAULT_SYSTEM_DATE: SWITCH,
  DIRECT_QUOTATION: SWITCH,
  PACKING_TYPE_SUPPORT: SWITCH,
  SECONDARY_STOCK_SUPPORT: SWITCH,
  ROLL_NO_SUPPORT: SWITCH,
  VENDOR_CODE_ON: SWITCH,
  RACK_SUPPORT: SWITCH,
  LAB_TEST_INWARD: SWITCH,
  ITEM_CODE_SUPPORT: SWITCH,
  ALPS_CONFIGURATION: SWITCH,
  CBL_FLOW_SUPPORT: SWITCH,
  ALLOCATION_SUPPORT: SWITCH,
  PO_CBL_FLOW_SUPPORT: SWITCH,
  SO_CBL_FLOW_SUPPORT: SWITCH,
  DEFAULT_MATERIAL: pick('item'),
  DEFAULT_TAPEBOBINE_MATERIAL: pick('item'),
  LABEL_SUPPORT: SWITCH,
  CUSTOMER_SUPPORT: SWITCH,
  // No label type master exists yet: the id is a number until one does.
  LABEL_TYPE_ID: NUMBER,
  // The names the screens give the cost and stock parameters (spec §3: purity, pH, moisture, solubility).
  DEFAULT_COST_PARAM_1: TEXT,
  DEFAULT_STOCK_PARAM_1: TEXT,
  DEFAULT_STOCK_PARAM_2: TEXT,
  DEFAULT_STOCK_PARAM_3: TEXT,
  // Document statuses are fixed numbers (spec §9: completed 7), not a master.
  STATUS_COMPLETED_ID: NUMBER,
  PARTY_ORDER_LEDGER_SUPPORT: SWITCH,
  SCHEDULING_SUPPORT: SWITCH,
  WEAVING_PROCESS_AUTOMATION: SWITCH,
  PO_PRINT_PARTNER_ID: pick('party', 'companyName'),
  PRIMARY_UOM_MTR: SWITCH,
  PARTNER_NAME: TEXT,
  PRINT_PARTNER_NAME: TEXT,
  ONLY_INWARD: SWITCH,
  BOOKS_LOCKED_UPTO: { kind: 'date' },
  BOOKS_START_DATE: { kind: 'date' },
  GO_LIVE_DATE: { kind: 'date' },
  WEAVING_GSM_WARN_PERCENT: PERCENT,
  WEAVING_GSM_REFUSE_PERCENT: PERCENT,
  TAPE_DENIER_WARN_PERCENT: PERCENT,
  TAPE_DENIER_REFUSE_PERCENT: PERCENT,
  LAB_TEST_PRODUCTION: SWITCH,
  BILL_RATE_TOLERANCE_PERCENT: PERCENT,
  E_INVOICE: SWITCH,
  E_INVOICE_PROVIDER: TEXT,
  AATO_CRORE: NUMBER,
  SMTP_HOST: TEXT,
  SMTP_PORT: NUMBER,
  SMTP_SECURE: SWITCH,
  DIRECT_INVOICE: SWITCH,
  INWARD_TOLERANCE_PERCENT: PERCENT,
};

/** The value a switch stores when off. */
export const FEATURE_OFF = 'NO';

const YES_OR_NO = /^(yes|no)$/i;
const WHOLE_NUMBER = /^[1-9][0-9]{0,14}$/;
/** A number key's value: a whole number from 1, or from 0 where its type allows 0. */
const numberOk = (type: { min?: 0 | 1 }, text: string): boolean =>
  WHOLE_NUMBER.test(text) || (type.min === 0 && text === '0');

/** The type of a key's value: the table's for a key of spec §3, text for a key an admin added. */
export function sysConfigType(keyName: string): SysConfigType {
  return Object.hasOwn(SYS_CONFIG_TYPES, keyName) ? SYS_CONFIG_TYPES[keyName as SysConfigKey] : TEXT;
}

/**
 * Whether the list shows the value as a switch: a switch of the table, or a key an admin added whose
 * value reads yes or no (decision 0506).
 */
export function sysConfigShowsSwitch(keyName: string, value: string | null | undefined): boolean {
  return Object.hasOwn(SYS_CONFIG_TYPES, keyName)
    ? sysConfigType(keyName).kind === 'switch'
    : YES_OR_NO.test(value ?? '');
}

/**
 * The form field a key's value is edited with: a switch, a picker, a number field or text, named by what
 * the key means ("Hold received goods until a lab test passes them", issue 42) with its description as
 * the hint; 'Value' for a key an admin added.
 */
export function sysConfigValueField(keyName: string): FieldDef {
  const type = sysConfigType(keyName);
  const meaning = Object.hasOwn(SYS_CONFIG_MEANINGS, keyName)
    ? SYS_CONFIG_MEANINGS[keyName as SysConfigKey]
    : null;
  const value = meaning
    ? { key: 'value', label: meaning.label, hint: meaning.description }
    : { key: 'value', label: 'Value' };
  switch (type.kind) {
    case 'switch':
      return { ...value, type: 'checkbox', appearance: 'switch' };
    case 'lookup':
      return { ...value, type: 'lookup', lookup: type.lookup };
    case 'number':
      return { ...value, type: 'number', integer: true, min: type.min ?? 1 };
    case 'url':
      return { ...value, type: 'text', maxLength: 1000, format: 'url' };
    case 'date':
      return { ...value, type: 'date' };
    case 'text':
      return { ...value, type: 'text', maxLength: 1000 };
  }
}

/** A stored value as its field holds it: a switch's on/off, an id's number (null when empty), text. */
export function sysConfigFormValue(type: SysConfigType, stored: string | null | undefined): unknown {
  const text = stored ?? '';
  switch (type.kind) {
    case 'switch':
      return text === FEATURE_ON;
    case 'lookup':
      return WHOLE_NUMBER.test(text) ? Number(text) : null;
    case 'number':
      return numberOk(type, text) ? Number(text) : null;
    default:
      return text;
  }
}

/** A field's value as it is stored: YES or NO for a switch, the digits of an id or number, the text. */
export function sysConfigStoredValue(type: SysConfigType, value: unknown): string {
  if (type.kind === 'switch') return value === true ? FEATURE_ON : FEATURE_OFF;
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Why `value` cannot be stored under `keyName`, naming the key (decision 0516); null when it can. An id,
 * a number, a web address or text may be empty; a switch is exactly YES or NO.
 */
export function sysConfigValueProblem(keyName: string, value: string | null | undefined): string | null {
  const type = sysConfigType(keyName);
  const text = value ?? '';
  switch (type.kind) {
    case 'switch':
      return text === FEATURE_ON || text === FEATURE_OFF
        ? null
        : say(PHRASES.switchValue, { label: keyName, on: FEATURE_ON, off: FEATURE_OFF });
    case 'lookup':
      return text === '' || WHOLE_NUMBER.test(text) ? null : say(PHRASES.fromTheList, { label: keyName });
    case 'number':
      return text === '' || numberOk(type, text) ? null : say(PHRASES.wholeNumber, { label: keyName });
    case 'url':
      return text === '' || FORMATS.url.test(text) ? null : FORMATS.url.message(keyName);
    case 'date':
      return text === '' || calendarDayOf(text) !== null ? null : say(PHRASES.validDate, { label: keyName });
    case 'text':
      return null;
  }
}
