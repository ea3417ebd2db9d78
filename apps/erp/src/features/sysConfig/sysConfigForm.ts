import {
  sysConfigFormValue,
  sysConfigStoredValue,
  sysConfigType,
  sysConfigValueField,
  type ModuleDef,
  type SysConfigType,
} from '@erp/domain';
import { catalogueModule } from '@erp/api';
import type { FormAdapter } from '../../entity/EntityFormPage.tsx';

const SYS_CONFIG = catalogueModule('sysConfig');

/** The key the values name (text until a key of spec §3 is typed). */
const keyOf = (values: Readonly<Record<string, unknown>>): string => String(values['keyName'] ?? '').trim();

const typeOf = (values: Readonly<Record<string, unknown>>): SysConfigType => sysConfigType(keyOf(values));

// One module per key, so that the form keeps its checks while the key stays the same.
const modules = new Map<string, ModuleDef>();

/**
 * The system configuration module with the key's value field: a switch, a picker, a number or text, named
 * by what the key means (issue 42).
 */
function moduleFor(keyName: string): ModuleDef {
  const known = modules.get(keyName);
  if (known) return known;
  const value = sysConfigValueField(keyName);
  const module = {
    ...SYS_CONFIG,
    fields: SYS_CONFIG.fields.map((field) => (field.key === value.key ? value : field)),
    // The stored text's rule is the field's own check here: a switch is a checkbox, an id a picker.
    rules: SYS_CONFIG.rules?.filter((rule) => rule.field !== value.key),
  };
  modules.set(keyName, module);
  return module;
}

/**
 * Decision 0516: the system configuration form edits a value with its key's field (a switch for a
 * feature switch, the master's picker for an id, a number field for a number, text where it is text),
 * named by what the key changes (issue 42), and stores it as the text the product reads (YES or NO, the
 * id's digits, the text).
 */
export const SYS_CONFIG_FORM: FormAdapter = {
  module: (values) => moduleFor(keyOf(values)),
  toValues: (record) => ({
    ...record,
    value: sysConfigFormValue(typeOf(record), typeof record.value === 'string' ? record.value : null),
  }),
  toRecord: (values) => ({ ...values, value: sysConfigStoredValue(typeOf(values), values['value']) }),
  // The value is named by its key's meaning, whatever the form configuration calls the column.
  ownLabels: ['value'],
};
