import { sysConfigValueProblem } from '../../config/sysConfigTypes.ts';
import { ANY_DOCUMENT, templateTextProblem } from '../../messages/placeholders.ts';
import type { ModuleSpec } from '../fields.ts';
import {
  active,
  choices,
  master,
  MESSAGE_DOCUMENTS,
  messageDocumentType,
  printableName,
  name,
  problemRule,
  required,
  requiredWhen,
  select,
  settings,
  text,
  textarea,
} from './helpers.ts';

/* System settings: configuration values and the message and print templates. */

/** A system config value has its key's type (decision 0516): the message names the key. */
const sysConfigValueOfItsType = problemRule('value', (record) =>
  sysConfigValueProblem(
    String(record['keyName'] ?? ''),
    typeof record['value'] === 'string' ? record['value'] : null,
  ),
);

/** A template's placeholders are its document type's (decision 1640): the message names each unknown one. */
const placeholdersKnown = (field: 'subject' | 'body') =>
  problemRule(field, (record) =>
    templateTextProblem(
      String(record[field] ?? ''),
      typeof record['documentType'] === 'string' && record['documentType'] !== ''
        ? record['documentType']
        : ANY_DOCUMENT,
      MESSAGE_DOCUMENTS,
    ),
  );

export const MESSAGE_TEMPLATE: ModuleSpec = master({
  key: 'messageTemplate',
  label: 'Message Template',
  apiPath: 'chemical/smsTemplate',
  aclName: 'chemical/smsTemplate',
  fields: [
    name(),
    required(
      select(
        'channel',
        'Channel',
        choices([
          ['SMS', 'SMS'],
          ['EMAIL', 'E-Mail'],
          ['WHATSAPP', 'WhatsApp'],
        ]),
        { defaultValue: 'SMS' },
      ),
    ),
    messageDocumentType(),
    text('subject', 'Subject', { maxLength: 200 }),
    required(textarea('body', 'Message', { maxLength: 2000 })),
    active(),
  ],
  listColumns: ['name', 'channel', 'documentType', 'subject', 'active'],
  searchKeys: ['name', 'subject'],
  rules: [
    requiredWhen('subject', 'Subject', (t) => t['channel'] === 'EMAIL', 'for an e-mail'),
    placeholdersKnown('subject'),
    placeholdersKnown('body'),
  ],
});

export const PRINT_TEMPLATE: ModuleSpec = master({
  key: 'printTemplate',
  label: 'Print Template',
  apiPath: 'templateConfig',
  aclName: 'templateConfig',
  fields: [
    name(),
    printableName(),
    required(
      select(
        'paperSize',
        'Paper Size',
        choices([
          ['A4', 'A4'],
          ['A5', 'A5'],
          ['LETTER', 'Letter'],
        ]),
        { defaultValue: 'A4' },
      ),
    ),
    required(
      select(
        'orientation',
        'Orientation',
        choices([
          ['PORTRAIT', 'Portrait'],
          ['LANDSCAPE', 'Landscape'],
        ]),
        { defaultValue: 'PORTRAIT' },
      ),
    ),
    { key: 'headerImage', label: 'Header Image', type: 'file' },
    required(textarea('content', 'Template', { maxLength: 100000 })),
    active(),
  ],
  listColumns: ['name', 'moduleName', 'paperSize', 'active'],
  searchKeys: ['name', 'moduleName'],
});

export const SYS_CONFIG: ModuleSpec = settings({
  key: 'sysConfig',
  label: 'System Configuration',
  apiPath: 'sysConfig',
  aclName: 'sysConfig',
  route: '/module/sysConfig',
  fields: [
    required(text('keyName', 'Key')),
    text('value', 'Value', { maxLength: 1000 }),
    textarea('description', 'Description', { maxLength: 500 }),
  ],
  listColumns: ['keyName', 'value', 'description'],
  searchKeys: ['keyName', 'value'],
  sortKey: 'keyName',
  uniqueKeys: ['keyName'],
  rules: [sysConfigValueOfItsType],
});
