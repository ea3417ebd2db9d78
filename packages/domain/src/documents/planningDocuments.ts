import type { ChildTableDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { PlanningDocumentKey } from './documentKeys.ts';
import { field, lookup, quantity, uomLookup } from './documentFields.ts';
import { leftToProduce } from './planning.ts';
import { SALES_ORDER_PICKER } from './requestDocuments.ts';
import { remarks } from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

const PLAN_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    // The order line it plans for, when it plans for one: its quantity left caps the line (decision 1160).
    field('salesOrderLineId', 'Sales Order Line', 'number', {
      integer: true,
      min: 1,
      hidden: true,
      references: { module: 'salesOrder', line: true, within: 'salesOrderId' },
    }),
    lookup('salesOrderId', 'Sales Order', 'salesOrder', { lookup: SALES_ORDER_PICKER }),
    lookup('itemId', 'Item', 'item', { required: true }),
    quantity('quantity', 'Planned Quantity', { required: true, positive: true }),
    uomLookup(),
    field('byDate', 'By Date', 'date', { required: true }),
    field('remarks', 'Remarks', 'text', { maxLength: 200 }),
    // What batches naming the plan made for its order line (decision 1342), written by their completion;
    // shown with what is left to produce (decision 1351).
    field('producedQuantity', 'Produced Quantity', 'number', { min: 0, decimals: 3, readOnly: true }),
    // Shown with the unit's decimals, as the quantity beside it (issue 19).
    quantity('leftToProduce', 'Left to Produce', {
      readOnly: true,
      derived: { value: leftToProduce, shownOnly: true },
    }),
  ],
  listColumns: ['salesOrderId', 'itemId', 'quantity', 'producedQuantity', 'leftToProduce', 'uomId', 'byDate'],
};

const LAB_TEST_LINES: ChildTableDef = {
  key: 'lines',
  label: 'Readings',
  // A test is judged on its readings: one of none passed, releasing a held lot (issue 56).
  minRows: 1,
  fields: [
    // The picker shows each parameter's kind beside its name (decision 1358), and offers the item's own:
    // its product type's and those of every type (the submit refuses any other, decision 0951).
    lookup('parameterId', 'Quality Parameter', 'customParam', {
      required: true,
      lookup: {
        module: 'customParam',
        displayKey: 'name',
        detailKey: 'kind',
        filterFrom: { productTypeId: 'item.productTypeId' },
        filterAlsoUnset: ['productTypeId'],
        noneFound: 'The item has no quality parameters: add them in Masters → Quality Parameters.',
      },
    }),
    field('reading', 'Reading', 'number', { required: true, decimals: 4 }),
  ],
  listColumns: ['parameterId', 'reading'],
};

/** Issue 19's planning from open sales orders (decision 1160) and the lab test of a lot (decision 1162). */
export const PLANNING_DOCUMENTS: Readonly<Record<PlanningDocumentKey, DocumentDef>> = {
  planning: {
    key: 'planning',
    moduleId: 50,
    label: 'Plan',
    apiPath: 'chemical/planning',
    aclName: 'chemical/only_planning',
    route: '/module/planning',
    listRoute: '/module/planning',
    series: 'PLN',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      field('planName', 'Plan Name', 'text', { required: true, maxLength: 100 }),
      field('date', L.date, 'date', { required: true }),
      remarks,
      // What its batches made of what it plans (decision 1506), worked out by the server from its lines.
      field('progress', 'Progress %', 'number', {
        decimals: 0,
        readOnly: true,
        ofLines: { part: 'producedQuantity', whole: 'quantity' },
      }),
    ],
    lines: PLAN_LINES,
    progressFields: [],
    materialNeeds: true,
    // Make Batch from Plan (decision 1352): on the stage the item names (its Made On, decision 1505), else
    // chemicals by their bill of material, bags on bag making.
    makes: {
      byBom: { document: 'productionBatch', bomField: 'bomId', sizeField: 'batchSize' },
      otherwise: { document: 'bagMakingProcess' },
      stageField: 'madeOn',
      stages: {
        BOM: { document: 'productionBatch' },
        LOT_WISE: { document: 'lotWiseProductionBatch' },
        TAPE_EXTRUSION: { document: 'newProductionBatch', header: { stage: 'TAPE_EXTRUSION' } },
        LAMINATION: { document: 'newProductionBatch', header: { stage: 'LAMINATION' } },
        PRINTING: { document: 'newProductionBatch', header: { stage: 'PRINTING' } },
        WEAVING: { document: 'weavingProcess' },
        SLITTING: { document: 'slittingProcess' },
        BAG_MAKING: { document: 'bagMakingProcess' },
      },
      planField: 'planningId',
      orderField: 'salesOrderId',
    },
    submitEffect: 'planLines',
    // Spec §7: "chemical/planning (by planName)".
    defaultSort: 'planName',
    // Open: the plan stands (its needs raise requests); Closed: done with, by the planner.
    statuses: [S.DRAFT, S.OPEN, S.CLOSED, S.CANCELLED],
    lists: [{ path: 'getOpenPlanList', statuses: [S.OPEN] }],
    listColumns: ['number', 'planName', 'date', 'progress', 'status'],
    searchKeys: ['number', 'planName'],
    onSubmit:
      'Numbers the plan and opens it; a line naming a sales order line may not plan more than the order has left to make. Moves no stock.',
  },
  labTest: {
    key: 'labTest',
    moduleId: 51,
    label: 'Lab Test',
    apiPath: 'chemical/labTest',
    aclName: 'chemical/labTest',
    route: '/module/labTest',
    listRoute: '/module/labTest',
    series: 'LT',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      field('date', L.date, 'date', { required: true }),
      lookup('itemId', 'Item', 'item', {
        required: true,
        lookup: { module: 'item', displayKey: 'name', carries: ['productTypeId'] },
      }),
      field('lotNumber', 'Lot Number', 'text', {
        required: true,
        maxLength: 40,
        lotOf: { item: 'itemId' },
      }),
      // The laboratory's own report number (spec §7's select list `chemical/newLabTest` shows it).
      field('reportId', 'Report Number', 'text', { required: true, maxLength: 40 }),
      remarks,
    ],
    lines: LAB_TEST_LINES,
    quantified: false,
    progressFields: [],
    // Final when submitted: a retest is a new lab test, the last one deciding (decision 0950).
    statuses: [S.DRAFT, S.COMPLETED],
    completesOnSubmit: true,
    labReport: true,
    submitEffect: 'labVerdict',
    lists: [],
    listColumns: ['number', 'date', 'itemId', 'lotNumber', 'reportId', 'status'],
    searchKeys: ['number', 'lotNumber', 'reportId'],
    onSubmit:
      "Judges the readings against the item's quality parameters (an item without them cannot be tested: add them in Masters → Quality Parameters); a pass releases the lot's stock held for the lab, a fail keeps it held.",
  },
};
