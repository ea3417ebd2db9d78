import { labelFor, type LabelEntry } from '../config/config.ts';
import type { FieldDef } from './fields.ts';

/**
 * The module with each choice the organisation renamed in Label Configuration (an option's `renamedAs`)
 * under its new name, so that a select and a list's cells follow the rename as the choice's own screen
 * does (decision 2053). The module itself when nothing is renamed.
 */
export function withRenamedOptions<M extends { fields: readonly FieldDef[] }>(
  module: M,
  labels: readonly LabelEntry[] | null | undefined,
): M {
  let renamed = false;
  const fields = module.fields.map((field) => {
    if (!field.options?.some((option) => option.renamedAs !== undefined)) return field;
    const options = field.options.map((option) => {
      if (option.renamedAs === undefined) return option;
      const label = labelFor(labels, option.renamedAs, option.label);
      if (label === option.label) return option;
      renamed = true;
      return { ...option, label };
    });
    return { ...field, options };
  });
  return renamed ? { ...module, fields } : module;
}
