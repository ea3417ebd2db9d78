import type { ChildTableDef, ModuleSpec } from '../fields.ts';
import {
  active,
  amount,
  checkbox,
  choices,
  code,
  description,
  lookup,
  master,
  name,
  num,
  numberOf,
  percent,
  quantity,
  required,
  select,
  simple,
  text,
  textarea,
} from './helpers.ts';

/* Production: bills of material, moulds, cost heads and processes. */

const BOM_LINES: ChildTableDef = {
  key: 'lines',
  label: 'BOM Lines',
  minRows: 1,
  fields: [
    required(lookup('inputItemId', 'Input Item', 'item')),
    required(quantity('quantity', 'Quantity', { positive: true })),
    required(lookup('uomId', 'Unit of Measure', 'uom')),
    lookup('outputItemId', 'Output Item', 'item'),
    percent('yieldPercent', 'Yield %'),
    percent('wastagePercent', 'Wastage %'),
  ],
  listColumns: ['inputItemId', 'quantity', 'uomId', 'outputItemId', 'yieldPercent', 'wastagePercent'],
  rules: [
    {
      field: 'wastagePercent',
      message: 'Yield % and Wastage % together must not exceed 100',
      valid: (row) => !(numberOf(row['yieldPercent']) + numberOf(row['wastagePercent']) > 100),
    },
  ],
};

export const BOM: ModuleSpec = master({
  key: 'bom',
  label: 'Bill of Material',
  apiPath: 'chemical/bom',
  aclName: 'chemical/bom',
  fields: [
    name('BOM Name', 150),
    code('BOM Code'),
    required(lookup('outputItemId', 'Output Item', 'item')),
    required(quantity('outputQuantity', 'Output Quantity', { positive: true })),
    required(lookup('uomId', 'Unit of Measure', 'uom')),
    lookup('processId', 'Process', 'process'),
    checkbox('isDefault', 'Default BOM for the item'),
    textarea('remarks', 'Remarks', { maxLength: 500 }),
    active(),
  ],
  children: [BOM_LINES],
  listColumns: ['name', 'outputItemId', 'outputQuantity', 'uomId', 'active'],
  searchKeys: ['name', 'code'],
  rules: [
    {
      field: 'lines',
      message: 'The output item cannot also be an input of its own bill of material',
      valid: (record) => {
        const lines = record['lines'];
        const output = numberOf(record['outputItemId']);
        return (
          !Array.isArray(lines) ||
          !lines.some(
            (line: unknown) => numberOf((line as Record<string, unknown> | null)?.['inputItemId']) === output,
          )
        );
      },
    },
  ],
});

export const MOULD: ModuleSpec = master({
  key: 'mould',
  label: 'Mould',
  apiPath: 'chemical/mould',
  aclName: 'chemical/mould',
  fields: [
    name('Mould Number'),
    required(lookup('mouldNameId', 'Mould Name', 'mouldName')),
    required(lookup('mouldTypeId', 'Mould Type', 'mouldType')),
    lookup('itemId', 'Item Produced', 'item'),
    // Issue 19: the granules it moulds; a lot-wise batch offers their lots (decision 1105).
    lookup('materialItemId', 'Material (Granules)', 'item'),
    required(num('cavities', 'Cavities', { integer: true, min: 1, defaultValue: 1 })),
    num('cycleTimeSeconds', 'Cycle Time (s)', { min: 0 }),
    num('shotWeightGrams', 'Shot Weight (g)', { min: 0 }),
    text('manufacturer', 'Manufacturer'),
    active(),
  ],
  listColumns: ['name', 'mouldNameId', 'mouldTypeId', 'itemId', 'cavities', 'active'],
});

export const MOULD_NAME: ModuleSpec = simple('mouldName', 'Mould Name', 'chemical/mouldName', 'mouldName');

export const MOULD_TYPE: ModuleSpec = simple('mouldType', 'Mould Type', 'chemical/mouldType', 'mouldType');

export const COST_HEAD: ModuleSpec = master({
  key: 'costHead',
  label: 'Cost Head',
  apiPath: 'chemical/costHead',
  aclName: 'chemical/costHead',
  fields: [
    name(),
    required(
      select(
        'costType',
        'Cost Type',
        choices([
          ['DIRECT', 'Direct'],
          ['INDIRECT', 'Indirect'],
          ['OVERHEAD', 'Overhead'],
        ]),
        { defaultValue: 'DIRECT' },
      ),
    ),
    // Issue 19: what it charges a production batch (decision 1101), per kg of good output or per batch.
    required(
      select(
        'rateBasis',
        'Rate Basis',
        choices([
          ['PER_KG', 'Per kg of output'],
          ['PER_BATCH', 'Per batch'],
        ]),
        { defaultValue: 'PER_KG' },
      ),
    ),
    amount('rate', 'Rate', { min: 0 }),
    description(),
    active(),
  ],
  listColumns: ['name', 'costType', 'rateBasis', 'rate', 'active'],
});

export const PROCESS: ModuleSpec = master({
  key: 'process',
  label: 'Process',
  apiPath: 'chemical/process',
  aclName: 'chemical/process',
  fields: [
    name(),
    lookup('processTypeId', 'Process Type', 'processType'),
    lookup('departmentId', 'Department', 'department'),
    num('sequence', 'Sequence', { integer: true, min: 1 }),
    description(),
    active(),
  ],
  listColumns: ['name', 'processTypeId', 'departmentId', 'sequence', 'active'],
});

export const PROCESS_TYPE: ModuleSpec = simple('processType', 'Process Type', 'processType', 'processType');
