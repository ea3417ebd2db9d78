import type { FieldDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { ProductionDocumentKey } from './documentKeys.ts';
import { field, lookup, quantity } from './documentFields.ts';
import {
  PRODUCTION,
  PRODUCTION_ROLES,
  RUNS_OVER_DAYS,
  batch,
  date,
  given,
  isPositive,
  isRoll,
  machineField,
  operatorField,
  processLoss,
  productionLines,
  salesOrder,
  shift,
  weight,
  workedOut,
} from './productionLines.ts';
import { STAGE_DOCUMENTS } from './stageDocuments.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';
import { remarks } from './stockLines.ts';
import { rollGsmOf } from './weaving.ts';

/** A figure the server writes and the form shows, never entered. */
const written = (key: string, label: string, decimals: number): FieldDef =>
  field(key, label, 'number', { decimals, readOnly: true });

/**
 * Issue 19's production batches (decisions 1100–1103): one lines table whose Role says what each line is
 * (consumed, produced, wasted, a cost head charged); completed, the inputs leave stock and the outputs
 * come in at the inputs' value plus the cost heads, in one transaction.
 */
export const PRODUCTION_DOCUMENTS: Readonly<Record<ProductionDocumentKey, DocumentDef>> = {
  productionBatch: batch(
    {
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
        // Issued now, its outputs entered day by day on the daily production entries (decision 1221); their
        // wastage comes in as this material (decision 1300).
        field(RUNS_OVER_DAYS, 'Runs Over Days', 'checkbox'),
        lookup('wastageItemId', 'Wastage Material', 'item'),
        // Written by the server (decisions 1102, 1300): as it completes, or with each day of one over days.
        written('producedKg', 'Produced (kg)', 3),
        written('wastageKg', 'Wastage (kg)', 3),
        processLoss,
        written('yieldPercent', 'Yield %', 2),
        written('bomYieldPercent', 'Yield against BOM %', 2),
      ],
      // One input line is a batch running over days issued (decision 1221); the batch rule asks the rest.
      lines: { ...productionLines([weight]), minRows: 1 },
      listColumns: ['number', 'date', 'bomId', 'batchSize', 'status'],
      searchKeys: ['number'],
      onSubmit:
        'Consumes the inputs and brings the outputs and wastage into stock, valued at the inputs plus the cost heads; a batch running over days posts its inputs and stays Open for its daily entries.',
    },
    {
      ...PRODUCTION,
      produces: {
        ...PRODUCTION_ROLES,
        overDays: {
          field: RUNS_OVER_DAYS,
          producedField: 'producedKg',
          wastageField: 'wastageKg',
          wastageItemField: 'wastageItemId',
        },
      },
    },
    [S.DRAFT, S.OPEN, S.COMPLETED, S.CANCELLED],
  ),
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
        operatorField,
        field('tubular', 'Tubular Fabric (circular loom)', 'checkbox'),
        salesOrder,
        remarks,
        processLoss,
        // The daily production entry that wove it under WEAVING_PROCESS_AUTOMATION (decision 1220).
        field('sourceEntry', 'Woven on Entry', 'text', { maxLength: 60, hidden: true }),
      ],
      lines: productionLines(
        [
          weight,
          field('metres', 'Metres', 'number', { min: 0, decimals: 2 }),
          field('widthInches', 'Width (inch)', 'number', { min: 0, max: 500, decimals: 2 }),
          field('mesh', 'Mesh', 'text', { maxLength: 20 }),
          // Worked out on the form as the roll is typed, checked against its item's; written on completion.
          workedOut('gsm', 'GSM', rollGsmOf('tubular', isRoll)),
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
        // A new entry's first line is the tape bobbins configured; an item carries its GSM for the check.
        {
          configDefault: 'DEFAULT_TAPEBOBINE_MATERIAL',
          lookup: { module: 'item', displayKey: 'name', carries: ['gsm'] },
        },
      ),
      listColumns: ['number', 'date', 'machineId', 'shift', 'status'],
      searchKeys: ['number'],
      onSubmit:
        'Consumes the tape bobbins and brings the woven rolls into stock, each with its GSM checked against the item.',
    },
    {
      ...PRODUCTION,
      produces: { ...PRODUCTION_ROLES, woven: { tubularField: 'tubular', machineField: 'machineId' } },
    },
  ),
  ...STAGE_DOCUMENTS,
};
