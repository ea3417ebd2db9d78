import type { CrossFieldRule } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { StageDocumentKey } from './documentKeys.ts';
import { field, lookup, quantity } from './documentFields.ts';
import { rowsOf } from './derived.ts';
import { lineRoleOf } from './postings.ts';
import {
  batch,
  batchRule,
  date,
  given,
  isRoll,
  machineField,
  processLoss,
  productionLines,
  salesOrder,
  shift,
  weight,
  workedOut,
} from './productionLines.ts';
import { remarks } from './stockLines.ts';
import { gsmAddedMissing, laminatedGsmOf, measuredDenierOf, type StageOf } from './stageFigures.ts';
import { slitWidthMessage, slitWidthOverrun } from './weaving.ts';

const STAGES: readonly [string, string][] = [
  ['TAPE_EXTRUSION', 'Tape Extrusion'],
  ['LAMINATION', 'Lamination'],
  ['PRINTING', 'Printing'],
  ['OTHER', 'Other'],
];

/** The machine types the new batch's stages run on (the machine master's types of the same names, decision 1340). */
const STAGE_MACHINES = STAGES.map(([value]) => value);
/** A lot-wise batch moulds on an injection or a blow moulding machine (decisions 1105, 1340). */
const MOULDING_MACHINES = ['INJECTION_MOULDING', 'BLOW_MOULDING'];

const widthInches = field('widthInches', 'Width (inch)', 'number', { min: 0, max: 500, decimals: 2 });
const metres = field('metres', 'Metres', 'number', { min: 0, decimals: 2 });
const overrunOf = (record: Readonly<Record<string, unknown>>) =>
  slitWidthOverrun(rowsOf(record, 'lines'), (line) => lineRoleOf(line.lineRole) === 'INPUT', isRoll);

/** Slit rolls no wider together than the rolls they were cut from (decision 1231), on the lines. */
const slitWidths: CrossFieldRule = {
  field: 'lines',
  message: (record) => {
    const overrun = overrunOf(record);
    return overrun ? slitWidthMessage(overrun) : '';
  },
  valid: (record) => overrunOf(record) === null,
};

const header = (extra: readonly ReturnType<typeof field>[]) => [date, ...extra, remarks, processLoss];

const TAPE: StageOf = { field: 'stage', value: 'TAPE_EXTRUSION' };
const LAMINATION: StageOf = { field: 'stage', value: 'LAMINATION' };

/** A laminated fabric gives the GSM its coating adds (decision 1798): its GSM is the fabric's plus that. */
const gsmAdded: CrossFieldRule = {
  field: 'lines',
  message: 'Give each laminated fabric the GSM its coating adds.',
  valid: (record) => !gsmAddedMissing(record, LAMINATION),
};

/**
 * Issue 19's stages of the woven bag line beside weaving (decision 1104), each a production batch
 * (decision 1100): a stage of the chain with its inputs and outputs (tape extrusion with its denier,
 * lamination with the GSM it adds), slitting (a roll into narrower rolls), bag making (rolls into bags,
 * pieces counted, wastage in kg), and the lot-wise batch of moulded goods by mould and granule lot.
 */
export const STAGE_DOCUMENTS: Readonly<Record<StageDocumentKey, DocumentDef>> = {
  newProductionBatch: batch({
    key: 'newProductionBatch',
    moduleId: 22,
    label: 'Stage Batch',
    apiPath: 'chemical/newproductionbatch',
    aclName: 'chemical/newproductionbatch',
    route: '/module/new-production-batch',
    listRoute: '/module/new-production-batch',
    // Its own name's (decision 2222); numbers given as NPB/ before keep it.
    series: 'SB',
    fields: header([
      field('stage', 'Stage', 'select', {
        required: true,
        options: STAGES.map(([value, label]) => ({ value, label })),
      }),
      lookup('processId', 'Process', 'process'),
      machineField('Machine', { machineKind: STAGE_MACHINES }),
      shift,
      salesOrder,
    ]),
    lines: productionLines(
      [
        weight,
        metres,
        // Tape extrusion: the tape's denier (grams per 9,000 m), and the one its kg and metres give (1799).
        field('denier', 'Denier', 'number', { min: 0, max: 20000, decimals: 2 }),
        workedOut('measuredDenier', 'Measured Denier', measuredDenierOf(TAPE)),
        // Lamination: the GSM the coating adds, and the laminated fabric's (decision 1798).
        field('gsmAdded', 'GSM Added', 'number', { min: 0, max: 2000, decimals: 2 }),
        workedOut('gsm', 'GSM', laminatedGsmOf(LAMINATION)),
      ],
      [],
      // A fabric carries its GSM and a tape its denier, for the figures above.
      { lookup: { module: 'item', displayKey: 'name', carries: ['gsm', 'denier'] } },
    ),
    listColumns: ['number', 'date', 'stage', 'machineId', 'status'],
    searchKeys: ['number'],
    rules: [batchRule, gsmAdded],
    onSubmit: 'Consumes the stage inputs and brings its outputs and wastage into stock.',
  }),
  slittingProcess: batch({
    key: 'slittingProcess',
    moduleId: 23,
    label: 'Slitting',
    apiPath: 'chemical/slittingProcess',
    aclName: 'slittingProcess',
    route: '/module/slittingProcess',
    listRoute: '/module/slittingProcess',
    series: 'SL',
    fields: header([machineField('Slitting Machine', { machineKind: 'SLITTING' }), shift, salesOrder]),
    lines: productionLines(
      [weight, metres, widthInches],
      [
        {
          field: 'rollNumber',
          message: 'Give each slit roll its number.',
          valid: (line) => !isRoll(line) || given(line.rollNumber),
        },
      ],
    ),
    listColumns: ['number', 'date', 'machineId', 'status'],
    searchKeys: ['number'],
    rules: [batchRule, slitWidths],
    onSubmit: 'Consumes the rolls slit and brings the narrower rolls into stock.',
  }),
  bagMakingProcess: batch({
    key: 'bagMakingProcess',
    moduleId: 24,
    label: 'Bag Making',
    apiPath: 'chemical/bagMakingProcess',
    aclName: 'bagMakingProcess',
    route: '/module/bagMakingProcess',
    listRoute: '/module/bagMakingProcess',
    series: 'BM',
    fields: header([
      machineField('Bag Machine', { machineKind: 'BAG_CONVERSION' }),
      shift,
      field('cutting', 'Cutting', 'checkbox'),
      field('stitching', 'Stitching', 'checkbox'),
      field('printing', 'Printing', 'checkbox'),
      salesOrder,
    ]),
    // Bags are counted in pieces (the output's quantity); their weight and the wastage are in kg.
    lines: productionLines([weight]),
    listColumns: ['number', 'date', 'machineId', 'status'],
    searchKeys: ['number'],
    onSubmit: 'Consumes the fabric rolls and brings the bags (pieces) and the wastage (kg) into stock.',
  }),
  lotWiseProductionBatch: batch({
    key: 'lotWiseProductionBatch',
    moduleId: 25,
    label: 'Lot-wise Production Batch',
    apiPath: 'chemical/lotwiseproductionbatch',
    aclName: 'chemical/lotwiseproductionbatch',
    route: '/module/lot-wise-production-batch',
    listRoute: '/module/lot-wise-production-batch',
    series: 'LPB',
    fields: header([
      { ...lookup('mouldId', 'Mould', 'mould'), required: true },
      field('granuleLot', 'Granule Lot', 'text', { required: true, maxLength: 40 }),
      quantity('shots', 'Shots', { positive: true, uomField: undefined }),
      machineField('Moulding Machine', { machineKind: MOULDING_MACHINES }),
      shift,
      salesOrder,
    ]),
    lines: productionLines([weight]),
    listColumns: ['number', 'date', 'mouldId', 'granuleLot', 'status'],
    searchKeys: ['number', 'granuleLot'],
    onSubmit: 'Consumes the granule lot and brings the moulded pieces and the runners (wastage) into stock.',
  }),
};
