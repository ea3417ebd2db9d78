import { DOCUMENTS } from '../../documents/documents.ts';
import { waitsForApproval } from '../../documents/documentRules.ts';
import type { ChildTableDef, ModuleSpec } from '../fields.ts';
import { active, amount, lookup, master, num, required, select } from './helpers.ts';

/*
 * Issue 16: the approval configuration (spec §2 /module/approval-configuration, ACL approvalConfiguration).
 * One record per document module and level: the roles that may approve it and the condition under which
 * the level applies (decision 0821). The rules that read it are `approvals/approvals.ts`.
 */

/** A level's condition and state, the same for every module (decision 0820). */
const LEVEL_FIELDS = [
  required(num('level', 'Level', { integer: true, min: 1, max: 9, defaultValue: 1 })),
  amount('minAmount', 'Grand Total From', {
    hint: 'The level applies to documents of at least this grand total; empty: any amount.',
  }),
  lookup('departmentId', 'Department', 'department', {
    hint: "The level applies to documents raised by this department's users; empty: any department.",
  }),
  lookup('partyTypeId', 'Party Type', 'partyType', {
    hint: 'The level applies to documents with a party of this type; empty: any party.',
  }),
  active(),
];

const ROLES: ChildTableDef = {
  key: 'roles',
  label: 'Approving Roles',
  minRows: 1,
  fields: [required(lookup('roleId', 'Role', 'role'))],
  listColumns: ['roleId'],
};

export const APPROVAL_CONFIGURATION: ModuleSpec = master({
  key: 'approvalConfiguration',
  label: 'Approval Configuration',
  apiPath: 'approvalConfiguration',
  aclName: 'approvalConfiguration',
  fields: [
    required(
      select(
        'moduleName',
        'Module',
        Object.values(DOCUMENTS)
          .filter(waitsForApproval)
          .map((document) => ({ value: document.key, label: document.label })),
      ),
    ),
    ...LEVEL_FIELDS,
  ],
  children: [ROLES],
  listColumns: ['moduleName', 'level', 'minAmount', 'departmentId', 'partyTypeId', 'active'],
  searchKeys: ['moduleName'],
  sortKey: 'moduleName',
  uniqueKeys: ['moduleName', 'level'],
});

/**
 * Issue 18: the request approval configuration (spec §2 /module/materialRequestConfig, ACL
 * chemical/requestApprovalConfig): the approval configuration's records of the material request, under its
 * own route and rights (decisions 1000, 1044). Its department condition is the request's own department.
 */
export const MATERIAL_REQUEST_CONFIG: ModuleSpec = master({
  key: 'materialRequestConfig',
  label: 'Material Request Config',
  apiPath: 'chemical/requestApprovalConfig',
  aclName: 'chemical/requestApprovalConfig',
  fields: [
    {
      ...required(select('moduleName', 'Module', [{ value: 'materialRequest', label: 'Material Request' }])),
      defaultValue: 'materialRequest',
    },
    ...LEVEL_FIELDS,
  ],
  children: [ROLES],
  listColumns: ['moduleName', 'level', 'minAmount', 'departmentId', 'active'],
  searchKeys: ['moduleName'],
  sortKey: 'moduleName',
  uniqueKeys: ['moduleName', 'level'],
  viewOf: { module: 'approvalConfiguration', where: { moduleName: 'materialRequest' } },
});
