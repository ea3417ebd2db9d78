import type { DocumentDef } from './documents.ts';
import { field, lookup, quantity } from './documentFields.ts';
import {
  PRODUCTION,
  PRODUCTION_ROLES,
  batch,
  date,
  given,
  isPositive,
  isRoll,
  machineField,
  productionLines,
  salesOrder,
  shift,
  weight,
} from './productionLines.ts';
import { STAGE_DOCUMENTS, type StageDocumentKey } from './stageDocuments.ts';
import { remarks } from './stockLines.ts';

/**
 * Issue 19's production batches (decisions 1100–1103): one lines table whose Role says what each line is
 * (consumed, produced, wasted, a cost head charged); completed, the inputs leave stock and the outputs
 * come in at the inputs' value plus the cost heads, in one transaction.
 */
export type ProductionDocumentKey = 'productionBatch' | 'weavingProcess' | StageDocumentKey;

export const PRODUCTION_DOCUMENTS: Readonly<Record<ProductionDocumentKey, DocumentDef>> = {
  productionBatch: batch({
    key: 'productionBatch',
    moduleId: 20,
    label: 'Production Batch',
    apiPath: 'chemical/productionbatch',
    aclName: 'chemical/productionbatch',
    route: '/module/production-batch',
    listRoute: '/module/production-batch',
    series: 'PB',
    fields: [
      date,
      lookup('bomId', 'Bill of Material', 'bom'),
      quantity('batchSize', 'Batch Size', { positive: true, uomField: undefined }),
      salesOrder,
      lookup('processId', 'Process', 'process'),
      remarks,
      // Written as it completes (decision 1102): good outputs over inputs by weight; against the BOM.
      field('yieldPercent', 'Yield %', 'number', { decimals: 2, hidden: true }),
      field('bomYieldPercent', 'Yield against BOM %', 'number', { decimals: 2, hidden: true }),
    ],
    lines: productionLines([weight]),
    listColumns: ['number', 'date', 'bomId', 'batchSize', 'status'],
    searchKeys: ['number'],
    onSubmit:
      'Consumes the inputs and brings the outputs and wastage into stock, valued at the inputs plus the cost heads.',
  }),
  weavingProcess: batch(
    {
      key: 'weavingProcess',
      moduleId: 21,
      label: 'Weaving',
      apiPath: 'chemical/weavingProcess',
      aclName: 'chemical/weavingProcess',
      route: '/module/weavingProcess',
      listRoute: '/module/weavingProcess/list',
      series: 'WV',
      fields: [
        date,
        { ...machineField('Loom', { isLoom: true }), required: true },
        shift,
        field('operator', 'Operator', 'text', { maxLength: 100 }),
        field('tubular', 'Tubular Fabric (circular loom)', 'checkbox'),
        salesOrder,
        remarks,
      ],
      lines: productionLines(
        [
          weight,
          field('metres', 'Metres', 'number', { min: 0, decimals: 2 }),
          field('widthInches', 'Width (inch)', 'number', { min: 0, max: 500, decimals: 2 }),
          field('mesh', 'Mesh', 'text', { maxLength: 20 }),
          field('gsm', 'GSM', 'number', { min: 0, decimals: 2, hidden: true }),
        ],
        [
          {
            field: 'rollNumber',
            message: 'Give the roll its number.',
            valid: (line) => !isRoll(line) || given(line.rollNumber),
          },
          {
            field: 'weightKg',
            message: "Give the roll's kg, metres and width.",
            valid: (line) =>
              !isRoll(line) || [line.weightKg, line.metres, line.widthInches].every(isPositive),
          },
        ],
      ),
      listColumns: ['number', 'date', 'machineId', 'shift', 'status'],
      searchKeys: ['number'],
      onSubmit:
        'Consumes the tape bobbins and brings the woven rolls into stock, each with its GSM checked against the item.',
    },
    { ...PRODUCTION, produces: { ...PRODUCTION_ROLES, woven: { tubularField: 'tubular' } } },
  ),
  ...STAGE_DOCUMENTS,
};
