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

/** The type of the key the values name (text until a key of spec §3 is typed). */
const typeOf = (values: Readonly<Record<string, unknown>>): SysConfigType =>
  sysConfigType(String(values['keyName'] ?? '').trim());

// One module per value type, so that the form keeps its checks while the key stays the same type.
const modules = new Map<SysConfigType, ModuleDef>();

/** The system configuration module with its value field of `type`: a switch, a picker, a number or text. */
function moduleFor(type: SysConfigType): ModuleDef {
  const known = modules.get(type);
  if (known) return known;
  const value = sysConfigValueField(type);
  const module = {
    ...SYS_CONFIG,
    fields: SYS_CONFIG.fields.map((field) => (field.key === value.key ? value : field)),
    // The stored text's rule is the field's own check here: a switch is a checkbox, an id a picker.
    rules: SYS_CONFIG.rules?.filter((rule) => rule.field !== value.key),
  };
  modules.set(type, module);
  return module;
}

/**
 * Decision 0516: the system configuration form edits a value with its key's field (a switch for a
 * feature switch, the master's picker for an id, a number field for a number, text where it is text)
 * and stores it as the text the product reads (YES or NO, the id's digits, the text).
 */
export const SYS_CONFIG_FORM: FormAdapter = {
  module: (values) => moduleFor(typeOf(values)),
  toValues: (record) => ({
    ...record,
    value: sysConfigFormValue(typeOf(record), typeof record.value === 'string' ? record.value : null),
  }),
  toRecord: (values) => ({ ...values, value: sysConfigStoredValue(typeOf(values), values['value']) }),
};
