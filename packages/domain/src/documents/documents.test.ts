import { describe, expect, it } from 'vitest';
import { findRoute, MENU, menuLeaves, moduleByKey } from '../index.ts';
import {
  DOCUMENTS,
  PARCEL_PACKING,
  documentByApiPath,
  documentByKey,
  documentByModuleId,
} from './documents.ts';
import {
  documentModule,
  newDocumentDraft,
  newDocumentLine,
  transitionRules,
  waitsForApproval,
  documentTables,
} from './documentRules.ts';
import { DOCUMENT_SYSTEM_FIELDS, GST_SERIES_FIELD, LINE_SYSTEM_FIELDS } from './documentFields.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';
import { parseEntity } from '../catalogue/validate.ts';

const all = Object.values(DOCUMENTS);
const keysOf = (fields: readonly { key: string }[]): string[] => fields.map((field) => field.key);

describe('DOCUMENTS', () => {
  it('are the orders, the stock documents and those of stock inside the factory, at spec §7 paths exactly', () => {
    expect(all.map(({ key, apiPath, series }) => [key, apiPath, series])).toEqual([
      ['purchaseOrder', 'chemical/purchaseOrder', 'PO'],
      ['salesOrder', 'chemical/salesOrder', 'SO'],
      ['stockIssue', 'chemical/stockIssue', 'SI'],
      ['preInward', 'chemical/preinward', 'GE'],
      ['inward', 'chemical/inward', 'GRN'],
      ['foundryInward', 'chemical/foundaryInward', 'FIN'],
      ['purchaseReturn', 'chemical/purchaseReturn', 'PR'],
      ['supportingMaterialInward', 'chemical/sm-inward', 'SMI'],
      ['supportingMaterialAllocation', 'chemical/supportingMaterialAllocation', 'SMA'],
      ['packingTypeInward', 'chemical/packingTypeInward', 'PTI'],
      ['materialRequest', 'chemical/requestApproval', 'MR'],
      ['departmentTransfer', 'erp/cbl-to-cbl', 'IDT'],
      ['stockTransfer', 'chemical/stockTransfer', 'ST'],
      ['transferValidation', 'chemical/transferApproval', 'TV'],
      ['materialAllocation', 'chemical/storeManagement/allocate', 'MA'],
      ['materialReconciliation', 'chemical/reconcile', 'MRS'],
      ['stockCount', 'chemical/storeManagement/reconcile', 'SR'],
      ['jobWorkChallan', 'chemical/transfer-and-dispatch', 'JWC'],
      ['jobWorkReceipt', 'chemical/jobWorkReceipt', 'JWR'],
      ['planning', 'chemical/planning', 'PLN'],
      ['labTest', 'chemical/labTest', 'LT'],
      ['packaging', 'chemical/packingProcess', 'PK'],
      ['dispatch', 'chemical/dispatch', 'DC'],
      ['dailyProduction', 'chemical/dailyProduction', 'DP'],
      ['dailyProductionMachineWise', 'chemical/dailyProductionMachineWise', 'DPM'],
      ['machineSchedule', 'chemical/scheduling', 'MS'],
      ['productionBatch', 'chemical/productionbatch', 'PB'],
      ['weavingProcess', 'chemical/weavingProcess', 'WV'],
      ['newProductionBatch', 'chemical/newproductionbatch', 'SB'],
      ['slittingProcess', 'chemical/slittingProcess', 'SL'],
      ['bagMakingProcess', 'chemical/bagMakingProcess', 'BM'],
      ['lotWiseProductionBatch', 'chemical/lotwiseproductionbatch', 'LPB'],
      ['salesInvoice', 'chemical/salesInvoice', 'INV'],
      ['purchaseBill', 'chemical/purchaseBill', 'BIL'],
      ['creditNote', 'chemical/creditNote', 'CN'],
      ['debitNote', 'chemical/debitNote', 'DN'],
      ['receipt', 'chemical/receipt', 'RCT'],
      ['payment', 'chemical/payment', 'PMT'],
      ['openingReceivable', 'chemical/openingReceivable', 'OPR'],
      ['openingPayable', 'chemical/openingPayable', 'OPP'],
      ['quotation', 'crm/quotation', 'QT'],
      ['machineMaintenance', 'chemical/machineAssets/maintenance', 'MNT'],
    ]);
    expect(new Set(all.map((document) => document.moduleId)).size).toBe(all.length);
    expect(documentByKey('salesOrder')).toBe(DOCUMENTS.salesOrder);
    expect(documentByApiPath('chemical/purchaseOrder')).toBe(DOCUMENTS.purchaseOrder);
    expect(documentByKey('quotation')).toBe(DOCUMENTS.quotation);
    expect(documentByModuleId(2)).toBe(DOCUMENTS.salesOrder);
    expect(documentByModuleId(99)).toBeUndefined();
    expect(PARCEL_PACKING).toBe(DOCUMENTS.packaging);
  });

  // Spec §2's menu has no entry for these: they open from Inventory Stock (or Job Work) and a route of their own.
  const unlisted = ['stockIssue', 'purchaseReturn', 'supportingMaterialAllocation', 'jobWorkReceipt'];
  it.each(all.filter((document) => !unlisted.includes(document.key)))(
    '$key opens from the menu entry of spec §2, guarded by its ACL name',
    (document) => {
      const entry = menuLeaves(MENU).find((leaf) => leaf.path === document.listRoute);
      const route = findRoute(`${document.route}/addUpdate/1`);
      expect(route?.aclNames).toContain(document.aclName);
      expect(route?.aclNames).toContain(entry?.moduleName);
    },
  );

  it("the purchase return opens from Inventory Stock's Return, under the inward's ACL name", () => {
    const document = DOCUMENTS.purchaseReturn;
    expect(document.aclName).toBe(DOCUMENTS.inward.aclName);
    expect(findRoute(`${document.route}/addUpdate/1`)?.aclNames).toContain(document.aclName);
  });

  it("the job work receipt opens under Job Work's ACL name, at a route of its own", () => {
    const document = DOCUMENTS.jobWorkReceipt;
    const entry = menuLeaves(MENU).find((leaf) => leaf.path === DOCUMENTS.jobWorkChallan.listRoute);
    expect(entry?.moduleName).toBe(document.aclName);
    const route = findRoute(`${document.route}/addUpdate/1`);
    expect(route?.fullPath).toBe(document.route);
    expect(route?.aclNames).toContain(document.aclName);
  });

  it("the stock issue opens from Inventory Stock's Outward, under Inventory Stock's ACL name", () => {
    const document = DOCUMENTS.stockIssue;
    const entry = menuLeaves(MENU).find((leaf) => leaf.path === '/module/inward-stock');
    expect(entry?.moduleName).toBe(document.aclName);
    const route = findRoute(`${document.route}/addUpdate/1`);
    expect(route?.fullPath).toBe(document.route);
    expect(route?.aclNames).toContain(document.aclName);
  });

  it.each([
    ['purchaseOrder', ['party', 'branch', 'department', 'transport', 'item', 'uom']],
    ['salesOrder', ['party', 'branch', 'transport', 'quotation', 'item', 'uom']],
    ['quotation', ['party', 'funnel', 'branch', 'item', 'uom']],
    ['stockIssue', ['department', 'item', 'stockArea', 'uom']],
    ['preInward', ['party', 'branch', 'purchaseOrder', 'item', 'uom']],
    ['inward', ['party', 'branch', 'purchaseOrder', 'preInward', 'item', 'uom', 'stockArea', 'rack']],
    ['foundryInward', ['party', 'branch', 'purchaseOrder', 'item', 'uom', 'stockArea', 'rack']],
    ['purchaseReturn', ['party', 'branch', 'purchaseOrder', 'item', 'uom', 'stockArea']],
    ['supportingMaterialInward', ['party', 'branch', 'supportingMaterial', 'stockArea', 'rack']],
    ['supportingMaterialAllocation', ['department', 'supportingMaterial', 'stockArea', 'rack']],
    ['packingTypeInward', ['party', 'branch', 'packing', 'stockArea', 'rack']],
    ['jobWorkChallan', ['party', 'branch', 'process', 'item', 'stockArea', 'uom']],
    [
      'jobWorkReceipt',
      ['party', 'jobWorkChallan', 'branch', 'item', 'uom', 'item', 'uom', 'stockArea', 'rack'],
    ],
  ] as const)('%s looks up masters or documents, each by a key ending in Id', (key, modules) => {
    const document = DOCUMENTS[key];
    const fields = [...document.fields, ...document.lines.fields];
    const lookups = fields.filter((field) => field.type === 'lookup');
    expect(lookups.map((field) => field.lookup?.module)).toEqual(modules);
    for (const field of lookups) {
      expect(field.key.endsWith('Id')).toBe(true);
      const target = field.lookup?.module ?? '';
      expect(moduleByKey(target) ?? documentByKey(target)).toBeDefined();
    }
  });

  it('the party is a supplier on a purchase order and a job work document, a customer on a sales order', () => {
    const party = (key: 'purchaseOrder' | 'salesOrder' | 'jobWorkChallan' | 'jobWorkReceipt') =>
      DOCUMENTS[key].fields[0]?.lookup?.filter;
    expect(party('purchaseOrder')).toEqual({ isSupplier: true });
    expect(party('jobWorkChallan')).toEqual({ isSupplier: true });
    expect(party('jobWorkReceipt')).toEqual({ isSupplier: true });
    expect(party('salesOrder')).toEqual({ isCustomer: true });
  });

  it('a document whose lines carry no quantity says so, unless it counts (decisions 1010, 1121, 1162)', () => {
    const without = all.filter((def) => !keysOf(def.lines.fields).includes('quantity'));
    expect(without.filter((def) => def.count === undefined).map((def) => def.key)).toEqual([
      'labTest',
      'dailyProduction',
      'dailyProductionMachineWise',
      'receipt',
      'payment',
      'openingReceivable',
      'openingPayable',
    ]);
    for (const def of all)
      expect([def.key, def.quantified]).toEqual([
        def.key,
        without.includes(def) && def.count === undefined ? false : undefined,
      ]);
  });

  it('orders use Closed, not Completed, and list by status (getPOByStatus/10: the open ones)', () => {
    for (const document of all) {
      // Decision 0881: a document that posts stock is Completed when submitted, and nothing else; a stock
      // transfer posts and stays Open in transit until its validation (decision 1002), a job work challan
      // Open at the job worker's until its goods come back (decision 1030). A lab test posts nothing itself
      // and is Completed when submitted (decision 1162).
      const staysOpen = document.posting?.toTransit === true || document.posting?.toJobWorker === true;
      expect(document.statuses.includes(S.COMPLETED)).toBe(
        (document.posting !== undefined && !staysOpen) || document.completesOnSubmit === true,
      );
      for (const list of document.lists)
        expect(document.statuses).toEqual(expect.arrayContaining([...list.statuses]));
    }
    expect(DOCUMENTS.purchaseOrder.lists.map((list) => [list.path, list.statuses])).toEqual([
      ['getPOList', [5, 10, 20, 30, 90]],
      ['getInProgressAndOpenPOList', [10, 20]],
      ['getClosedPOList', [30]],
      ['getReceivedPOList', [20, 30]],
    ]);
    expect(DOCUMENTS.purchaseOrder.statusList).toBe('getPOByStatus');
    expect(DOCUMENTS.salesOrder.statusList).toBeUndefined();
  });
});

// Issue 56: "the stage batch is numbered NPB/ and Pre Inward GE/": a number's prefix says which document it is.
describe("every document's number prefix is its own (decision 2222)", () => {
  /** The trade's name a prefix abbreviates where it is not the document's own: a goods receipt note is an inward. */
  const TRADE_NAMES: Readonly<Partial<Record<string, string>>> = {
    inward: 'Goods Receipt Note',
    materialReconciliation: 'Material Reconciliation Statement',
  };
  /** Its letters in order within the name, the first a word's first (GE in Gate Entry, RCT in Receipt). */
  const abbreviates = (series: string, name: string): boolean => {
    const letters = series.toLowerCase();
    const words = name.toLowerCase().split(/[^a-z]+/);
    return words.some((word, index) => {
      if (!word.startsWith(letters[0] ?? '')) return false;
      let rest = words.slice(index).join(' ').slice(1);
      for (const letter of letters.slice(1)) {
        const at = rest.indexOf(letter);
        if (at < 0) return false;
        rest = rest.slice(at + 1);
      }
      return true;
    });
  };
  it.each(Object.values(DOCUMENTS).map((def) => [def.key, def.series, def.label] as const))(
    '%s: %s abbreviates %s',
    (key, series, label) => {
      expect(abbreviates(series, TRADE_NAMES[key] ?? label)).toBe(true);
    },
  );
  it('no two documents share a prefix', () => {
    const series = Object.values(DOCUMENTS).map((def) => def.series);
    expect(new Set(series).size).toBe(series.length);
  });
  it.each([
    ['NPB', 'Stage Batch', false],
    ['GE', 'Pre Inward', false],
    ['SB', 'Stage Batch', true],
    ['GE', 'Gate Entry', true],
    ['INV', 'Sales Invoice', true],
  ])('%s abbreviates %s: %s', (series, name, expected) => {
    expect(abbreviates(series, name)).toBe(expected);
  });
});

describe('documentTables', () => {
  it.each(all)('$key: a header of system and entered fields, and one table of line rows', (document) => {
    const tables = documentTables(document);
    expect(tables).toMatchObject({
      key: document.key,
      sortKey: 'number',
      largeList: true,
      uniqueKeys: ['number'],
    });
    // A GST series' document keeps its series beside its number (decision 1825).
    const series = document.gstSeries ? [GST_SERIES_FIELD.key] : [];
    expect(keysOf(tables.fields)).toEqual([
      ...keysOf(DOCUMENT_SYSTEM_FIELDS),
      ...series,
      ...keysOf(document.fields),
    ]);
    expect(tables.children).toHaveLength(1);
    const [lines] = tables.children ?? [];
    expect(lines?.key).toBe('lines');
    expect(keysOf(lines?.fields ?? [])).toEqual([
      ...keysOf(document.lines.fields),
      ...keysOf(LINE_SYSTEM_FIELDS),
      ...keysOf(document.progressFields),
    ]);
    expect(new Set(keysOf(tables.fields)).size).toBe(tables.fields.length);
    expect(new Set(keysOf(lines?.fields ?? [])).size).toBe(lines?.fields.length);
  });

  it.each(Object.values(DOCUMENTS).filter((document) => document.pendingProgress))(
    "$key's pending lines are of its progress fields (decision 1961)",
    (document) => {
      expect(keysOf(document.progressFields)).toEqual(
        expect.arrayContaining([...(document.pendingProgress ?? [])]),
      );
      expect(keysOf(document.lines.fields)).toContain('quantity');
    },
  );

  it('builds the received quantity per line of a purchase order now', () => {
    expect(keysOf(documentTables(DOCUMENTS.purchaseOrder).children?.[0]?.fields ?? [])).toContain(
      'receivedQuantity',
    );
  });
});

describe('documentModule: what the form checks before sending and the server parses', () => {
  it.each(Object.values(DOCUMENTS))(
    '$key: the entered fields and lines; the place of supply may be left out',
    (document) => {
      const module = documentModule(document);
      expect(module).toMatchObject({ key: document.key, apiPath: document.apiPath, label: document.label });
      expect(module.fields.map((field) => field.key)).toEqual(document.fields.map((field) => field.key));
      const placeOfSupply = module.fields.find((field) => field.key === 'placeOfSupply');
      expect(placeOfSupply?.required ?? false).toBe(false);
      expect(placeOfSupply !== undefined).toBe(document.valuation === 'gst');
      const party = module.fields.find((field) => field.key === 'partyId');
      // A quotation's party may come from its funnel entry (decision 1620).
      expect(party?.required ?? false).toBe(
        document.partyRole !== undefined && document.origin === undefined,
      );
      expect(module.children).toEqual([document.lines]);
    },
  );
});

describe('newDocumentDraft', () => {
  it("starts from today and the header fields' defaults", () => {
    expect(newDocumentDraft(DOCUMENTS.stockIssue, '2026-11-23')).toEqual({
      purpose: 'CONSUMPTION',
      date: '2026-11-23',
    });
    expect(newDocumentDraft(DOCUMENTS.purchaseOrder, '2026-11-23')).toEqual({ date: '2026-11-23' });
  });
});

describe('newDocumentLine', () => {
  it("starts from the line fields' defaults: a stage batch's Role is Input, a purchase order's line has none", () => {
    expect(newDocumentLine(DOCUMENTS.newProductionBatch.lines)).toEqual({ lineRole: 'INPUT' });
    expect(newDocumentLine(DOCUMENTS.purchaseOrder.lines)).toEqual({});
  });
});

describe('the foundry inward (issue 17: mode 1, by weight, the heat as the lot)', () => {
  const parse = (header: Record<string, unknown>) =>
    parseEntity(documentModule(DOCUMENTS.foundryInward), {
      partyId: 1,
      date: '2026-11-23',
      branchId: 1,
      purchaseOrderId: 1,
      ...header,
      lines: [
        {
          itemId: 1,
          lotNumber: 'H-118',
          pieces: 40,
          quantity: 1200,
          acceptedQuantity: 1200,
          uomId: 1,
          rate: 52,
          stockAreaId: 1,
        },
      ],
    });

  it.each([
    ['no weighbridge figures', {}, true],
    ['net = gross − tare', { grossWeight: 9800, tareWeight: 8600, netWeight: 1200 }, true],
    ['a net that is not gross − tare', { grossWeight: 9800, tareWeight: 8600, netWeight: 1300 }, false],
  ])('%s', (_, header, ok) => {
    const result = parse(header);
    expect(result.ok).toBe(ok);
    if (!result.ok)
      expect(result.issues.map((issue) => issue.message)).toEqual([
        'The net weight is the gross less the tare.',
      ]);
  });

  it('posts and fills its order as the inward does, with the heat number as the lot', () => {
    expect(DOCUMENTS.foundryInward.posting).toMatchObject({
      movement: 'INWARD',
      quantityField: 'acceptedQuantity',
    });
    expect(DOCUMENTS.foundryInward.against).toBe(DOCUMENTS.inward.against);
    expect(DOCUMENTS.foundryInward.lines.fields.find((f) => f.key === 'lotNumber')?.label).toBe(
      'Heat / Melt Number',
    );
  });
});

describe('the material request (issue 18, decision 1000)', () => {
  const rule = DOCUMENTS.materialRequest.rules?.[0];
  it.each([
    ['required the same day', { date: '2026-11-24', requiredBy: '2026-11-24' }, true],
    ['required later', { date: '2026-11-24', requiredBy: '2026-12-01' }, true],
    ['required before it was asked', { date: '2026-11-24', requiredBy: '2026-11-23' }, false],
    ['no date yet: the required field says so', { requiredBy: '2026-11-23' }, true],
  ])('%s', (_, header, valid) => {
    expect(rule?.field).toBe('requiredBy');
    expect(rule?.valid(header)).toBe(valid);
  });
});

describe('the inter-department transfer (issue 18, decision 1001; decisions 2355, 2356)', () => {
  const def = DOCUMENTS.departmentTransfer;
  // Issue 58 item 5: "Move a lot to another stock area or rack": godown to godown inside one department too.
  it('has no rule against one department sending to itself: a move between its stock areas', () => {
    expect(def.rules ?? []).toEqual([]);
  });
  it.each([
    ['two stock areas', { fromStockAreaId: 1, toStockAreaId: 2 }, true],
    ['the same stock area', { fromStockAreaId: 3, toStockAreaId: 3 }, false],
    ['the same stock area, onto a rack', { fromStockAreaId: 3, toStockAreaId: 3, toRackId: 5 }, true],
    ['from one rack to another', { fromStockAreaId: 3, rackId: 4, toStockAreaId: 3, toRackId: 5 }, true],
    ['the rack it is on', { fromStockAreaId: 3, rackId: 5, toStockAreaId: 3, toRackId: 5 }, false],
    ['no source yet', { toStockAreaId: 3 }, true],
  ])('line: %s', (_, line, valid) => {
    expect(def.lines.rules?.[0]?.valid(line)).toBe(valid);
  });
  it("asks the racks only where racks are kept, each of its line's stock area", () => {
    const racks = def.lines.fields.filter((field) => field.lookup?.module === 'rack');
    expect(racks.map((field) => [field.key, field.feature, field.lookup?.filterFrom])).toEqual([
      ['rackId', 'RACK_SUPPORT', { stockAreaId: 'fromStockAreaId' }],
      ['toRackId', 'RACK_SUPPORT', { stockAreaId: 'toStockAreaId' }],
    ]);
  });
});

describe('the stock transfer and its validation (issue 18, decision 1002)', () => {
  const transfer = DOCUMENTS.stockTransfer;
  const validation = DOCUMENTS.transferValidation;
  it('a transfer posts on submit but stays Open in transit; its validation completes', () => {
    expect(transitionRules(transfer)).toMatchObject({ completes: false });
    expect(transitionRules(validation)).toMatchObject({ completes: true });
    expect(transitionRules(DOCUMENTS.purchaseOrder)).toMatchObject({ completes: false });
  });
  it.each([
    ['two branches', { fromBranchId: 1, toBranchId: 2 }, true],
    ['the same branch', { fromBranchId: 1, toBranchId: 1 }, false],
    ['no sender yet', { toBranchId: 1 }, true],
  ])('transfer: %s', (_, header, valid) => {
    expect(transfer.rules?.[0]?.valid(header)).toBe(valid);
  });
  // Decision 1040: a validation may account for part of what is in transit, never more.
  const [something, notMore, reasoned] = validation.lines.rules ?? [];
  it.each([
    ['all received', { quantity: 30, receivedQuantity: 30 }, true],
    ['received and short make the sent', { quantity: 30, receivedQuantity: 28.5, shortQuantity: 1.5 }, true],
    ['some left in transit', { quantity: 30, receivedQuantity: 28 }, true],
    ['more than sent', { quantity: 30, receivedQuantity: 31 }, false],
    ['not typed yet', { quantity: 30 }, true],
  ])('validation line: %s', (_, line, valid) => {
    expect(notMore?.valid(line)).toBe(valid);
  });
  it.each([
    ['something received', { receivedQuantity: 1 }, true],
    ['only a shortage', { receivedQuantity: 0, shortQuantity: 1 }, true],
    ['nothing', { receivedQuantity: 0 }, false],
    ['not typed yet', {}, true],
  ])('validation line accounts for %s', (_, line, valid) => {
    expect(something?.valid(line)).toBe(valid);
  });
  it.each([
    ['no shortage', { shortQuantity: 0 }, true],
    ['nothing said of a shortage', {}, true],
    ['a shortage with its reason', { shortQuantity: 2, shortReason: 'Torn bag' }, true],
    ['a shortage without one', { shortQuantity: 2, shortReason: '  ' }, false],
  ])('shortage: %s', (_, line, valid) => {
    expect(reasoned?.valid(line)).toBe(valid);
  });
});

describe('which documents wait for approval (decision 1003)', () => {
  it('the orders, the material request, the two reconciliations and the purchase bill (decision 1440), the quotation (1620); the approval configuration offers only them', () => {
    const waiting = all.filter(waitsForApproval).map((document) => document.key);
    expect(waiting).toEqual([
      'purchaseOrder',
      'salesOrder',
      'materialRequest',
      'materialReconciliation',
      'stockCount',
      'purchaseBill',
      'quotation',
    ]);
    const modules = moduleByKey('approvalConfiguration')?.fields.find((field) => field.key === 'moduleName');
    expect(modules?.options?.map((option) => option.value)).toEqual(waiting);
  });
});
