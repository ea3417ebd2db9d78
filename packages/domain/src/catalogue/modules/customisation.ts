import type { ChildTableDef, FieldOption, ModuleSpec } from '../fields.ts';
import {
  active,
  checkbox,
  choices,
  lookup,
  master,
  moduleName,
  name,
  num,
  required,
  requiredWhen,
  select,
  settings,
  text,
  textarea,
} from './helpers.ts';

/* How forms are shaped: custom fields, which modules carry them, field and label configuration. */

/** The value types a custom field can have (a subset of the form's field types). */
export const CUSTOM_FIELD_TYPES: readonly FieldOption[] = choices([
  ['text', 'Text'],
  ['number', 'Number'],
  ['amount', 'Amount'],
  ['date', 'Date'],
  ['checkbox', 'Yes / No'],
  ['select', 'Choice'],
  ['textarea', 'Long Text'],
  ['email', 'E-Mail'],
]);

const FIELD_DETAILS: ChildTableDef = {
  key: 'fieldDetails',
  label: 'Fields',
  minRows: 1,
  fields: [
    required(text('fieldKeyName', 'Field Key', { format: 'key' })),
    text('fieldLabel', 'Field Label'),
    checkbox('isRequired', 'Required'),
    checkbox('isVisible', 'Visible', { defaultValue: true }),
  ],
  listColumns: ['fieldKeyName', 'fieldLabel', 'isRequired', 'isVisible'],
};

export const CUSTOM_FIELD: ModuleSpec = master({
  key: 'customField',
  label: 'Custom Field',
  apiPath: 'customField',
  aclName: 'customField',
  fields: [
    name('Label'),
    required(text('fieldKey', 'Field Key', { maxLength: 50, format: 'key' })),
    required(select('fieldType', 'Field Type', CUSTOM_FIELD_TYPES, { defaultValue: 'text' })),
    textarea('options', 'Choices (comma separated)', { maxLength: 1000 }),
    checkbox('required', 'Required'),
    active(),
  ],
  listColumns: ['name', 'fieldKey', 'fieldType', 'required', 'active'],
  searchKeys: ['name', 'fieldKey'],
  uniqueKeys: ['fieldKey'],
  rules: [
    requiredWhen(
      'options',
      'Choices (comma separated)',
      (f) => f['fieldType'] === 'select',
      'for a choice field',
    ),
  ],
});

export const MODULE_CUSTOM_FIELD: ModuleSpec = master({
  key: 'moduleCustomField',
  label: 'Module Custom Field',
  apiPath: 'moduleCustomField',
  aclName: 'moduleCustomField',
  fields: [
    moduleName(),
    required(lookup('customFieldId', 'Custom Field', 'customField')),
    num('sequence', 'Sequence', { integer: true, min: 1 }),
    checkbox('required', 'Required'),
    active(),
  ],
  listColumns: ['moduleName', 'customFieldId', 'sequence', 'required', 'active'],
  searchKeys: ['moduleName'],
  sortKey: 'moduleName',
  uniqueKeys: ['moduleName', 'customFieldId'],
});

export const LABEL_CONFIG: ModuleSpec = settings({
  key: 'labelConfig',
  label: 'Label Configuration',
  apiPath: 'labelConfig',
  aclName: 'labelConfig',
  route: '/module/labelConfig',
  fields: [required(text('keyName', 'Key')), required(text('labelName', 'Label', { maxLength: 200 }))],
  listColumns: ['keyName', 'labelName'],
  searchKeys: ['keyName', 'labelName'],
  sortKey: 'keyName',
  uniqueKeys: ['keyName'],
});

export const MODULE_FIELD_CONFIG: ModuleSpec = settings({
  key: 'moduleFieldConfig',
  label: 'Module Param Config',
  apiPath: 'chemical/formConfig',
  aclName: 'chemical/formConfig',
  route: '/module/moduleFieldConfig',
  fields: [moduleName()],
  children: [FIELD_DETAILS],
  listColumns: ['moduleName'],
  searchKeys: ['moduleName'],
  sortKey: 'moduleName',
  uniqueKeys: ['moduleName'],
});
