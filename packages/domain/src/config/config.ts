import { FEATURE_ON } from '../constants.ts';

/** Spec §3: the system config seen as a key/value map. */
export type SysConfig = Readonly<Record<string, string | null | undefined>>;

/** Spec §3: a served system config entry. */
export interface SysConfigEntry {
  keyName: string;
  value: string | null;
}

/** Spec §3: "System config entry: keyName and value; seen as a key/value map." Later entries win. */
export function sysConfigMap(entries: readonly SysConfigEntry[] | null | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { keyName, value } of entries ?? []) map[keyName] = value ?? '';
  return map;
}

/** Spec §3: "Feature switches are on only when the value is exactly YES." */
export function isFeatureOn(sysConfig: SysConfig | null | undefined, key: string): boolean {
  return sysConfig?.[key] === FEATURE_ON;
}

/** Spec §3: "Module field config: moduleName with fieldDetails entries". */
export interface FieldDetail {
  fieldKeyName: string;
  fieldLabel?: string | null;
  isRequired?: boolean | null;
  isVisible?: boolean | null;
}
export interface ModuleFieldConfig {
  moduleName: string;
  fieldDetails: readonly FieldDetail[];
}

export interface FieldRules {
  required: boolean;
  visible: boolean;
  label: string;
}

/** The config of one module out of the served list, or undefined. */
export function moduleConfigFor(
  configs: readonly ModuleFieldConfig[] | null | undefined,
  moduleName: string,
): ModuleFieldConfig | undefined {
  return configs?.find((config) => config.moduleName === moduleName);
}

/** The config entry of one field, or undefined when the field has none. */
export function fieldDetailFor(
  moduleConfig: ModuleFieldConfig | null | undefined,
  fieldKey: string,
): FieldDetail | undefined {
  return moduleConfig?.fieldDetails.find((detail) => detail.fieldKeyName === fieldKey);
}

/**
 * Spec §5: "a field is required only if it is both required and visible; a field with no config is not
 * required and is visible." The label is the configured one, else `fallbackLabel`, else the key.
 */
export function fieldRules(
  moduleConfig: ModuleFieldConfig | null | undefined,
  fieldKey: string,
  fallbackLabel?: string,
): FieldRules {
  const detail = fieldDetailFor(moduleConfig, fieldKey);
  const visible = detail?.isVisible !== false;
  return {
    required: detail?.isRequired === true && visible,
    visible,
    label: detail?.fieldLabel || fallbackLabel || fieldKey,
  };
}

/**
 * The rules of a read-only line a form may show besides the record's fields (spec §3's user profile
 * field config has user and partner, which the screen of spec §2 does not show): the field rules,
 * but hidden without a config entry and never required (decision 0509).
 */
export function displayFieldRules(
  moduleConfig: ModuleFieldConfig | null | undefined,
  fieldKey: string,
  fallbackLabel?: string,
): FieldRules {
  const rules = fieldRules(moduleConfig, fieldKey, fallbackLabel);
  const configured = fieldDetailFor(moduleConfig, fieldKey) !== undefined;
  return { ...rules, required: false, visible: configured && rules.visible };
}

/** Spec §3: "Label config entry: keyName, labelName." */
export interface LabelEntry {
  keyName: string;
  labelName: string | null;
}

/** Spec §5: "Label lookup falls back to the supplied default, then to the key." */
export function labelFor(
  labels: readonly LabelEntry[] | null | undefined,
  key: string,
  fallback?: string,
): string {
  return labels?.find((entry) => entry.keyName === key)?.labelName || fallback || key;
}

/** Spec §5: "Translation lookup uses the key trimmed and upper-cased". */
export function translationKey(key: string): string {
  return key.trim().toUpperCase();
}

/** Spec §5: translation lookup by `translationKey`, "falling back to the key". */
export function translate(
  translations: Readonly<Record<string, string>> | null | undefined,
  key: string,
): string {
  return translations?.[translationKey(key)] || key;
}

/** Spec §3: "It is an update when id is 0 or greater" (user profile, mail configuration). */
export function isProfileUpdate(profile: { id?: number | null } | null | undefined): boolean {
  const id = profile?.id;
  return typeof id === 'number' && id >= 0;
}
