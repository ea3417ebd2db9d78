import type { DocumentDef } from './documentDef.ts';
import type { MaterialDocumentKey } from './documentKeys.ts';
import { field, lookup, partyField } from './documentFields.ts';
import type { MaterialKind } from './postings.ts';
import {
  branch,
  challan,
  listed,
  PACKING_INWARD_LINES,
  POSTING_STATUSES,
  RECEIPT,
  remarks,
  SUPPORTING_ALLOCATION_LINES,
  SUPPORTING_INWARD_LINES,
} from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';

/** A receipt of supporting material or packing types from a supplier: no order, stock in at its rate. */
function materialInward(
  def: Pick<
    DocumentDef,
    'key' | 'moduleId' | 'label' | 'apiPath' | 'aclName' | 'route' | 'series' | 'lines'
  > & {
    material: MaterialKind;
  },
): DocumentDef {
  const { material, ...rest } = def;
  return {
    ...rest,
    listRoute: def.route,
    partyRole: 'supplier',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      partyField('supplier', 'Supplier'),
      field('date', L.date, 'date', { required: true }),
      branch('Received At (Branch)'),
      ...challan,
      remarks,
    ],
    progressFields: [],
    statuses: POSTING_STATUSES,
    lists: [],
    listColumns: listed,
    searchKeys: ['number', 'partyId'],
    onSubmit: 'Brings the quantities into stock at their rates.',
    posting: { ...RECEIPT, quantityField: 'quantity', material },
  };
}

/** Issue 17: supporting material and packing types received and given out (decision 0901: materials too). */
export const MATERIAL_DOCUMENTS: Readonly<Record<MaterialDocumentKey, DocumentDef>> = {
  supportingMaterialInward: materialInward({
    key: 'supportingMaterialInward',
    moduleId: 8,
    label: 'Supporting Material Inward',
    apiPath: 'chemical/sm-inward',
    aclName: 'chemical/sm-inward',
    route: '/module/supporting-material-inward',
    series: 'SMI',
    lines: SUPPORTING_INWARD_LINES,
    material: 'supportingMaterial',
  }),
  supportingMaterialAllocation: {
    key: 'supportingMaterialAllocation',
    moduleId: 9,
    label: 'Supporting Material Allocation',
    apiPath: 'chemical/supportingMaterialAllocation',
    aclName: 'chemical/supportingMaterialAllocation',
    route: '/module/supporting-material-allocation',
    listRoute: '/module/supporting-material-allocation',
    series: 'SMA',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      field('date', L.date, 'date', { required: true }),
      lookup('departmentId', 'Department', 'department', { required: true }),
      remarks,
    ],
    lines: SUPPORTING_ALLOCATION_LINES,
    progressFields: [],
    statuses: POSTING_STATUSES,
    lists: [],
    listColumns: ['number', 'date', 'departmentId', 'status'],
    searchKeys: ['number'],
    onSubmit: 'Gives the supporting material out of its stock areas to the department.',
    posting: {
      movement: 'ISSUE',
      direction: 'out',
      quantityField: 'quantity',
      rated: false,
      material: 'supportingMaterial',
    },
  },
  packingTypeInward: materialInward({
    key: 'packingTypeInward',
    moduleId: 10,
    label: 'Packing Type Inward',
    apiPath: 'chemical/packingTypeInward',
    aclName: 'chemical/packingTypeInward',
    route: '/module/packing-type-inward',
    series: 'PTI',
    lines: PACKING_INWARD_LINES,
    material: 'packing',
  }),
};
