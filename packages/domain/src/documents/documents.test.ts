import { describe, expect, it } from 'vitest';
import { findRoute, MENU, menuLeaves, moduleByKey } from '../index.ts';
import {
  DOCUMENT_SYSTEM_FIELDS,
  DOCUMENTS,
  documentByApiPath,
  documentByKey,
  documentByModuleId,
  documentModule,
  documentTables,
  LINE_SYSTEM_FIELDS,
} from './documents.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

const all = Object.values(DOCUMENTS);
const keysOf = (fields: readonly { key: string }[]): string[] => fields.map((field) => field.key);

describe('DOCUMENTS', () => {
  it('start with purchaseOrder and salesOrder, at spec §7 paths exactly', () => {
    expect(all.map(({ key, apiPath, series }) => [key, apiPath, series])).toEqual([
      ['purchaseOrder', 'chemical/purchaseOrder', 'PO'],
      ['salesOrder', 'chemical/salesOrder', 'SO'],
    ]);
    expect(documentByKey('salesOrder')).toBe(DOCUMENTS.salesOrder);
    expect(documentByApiPath('chemical/purchaseOrder')).toBe(DOCUMENTS.purchaseOrder);
    expect(documentByKey('quotation')).toBeUndefined();
    expect(documentByModuleId(2)).toBe(DOCUMENTS.salesOrder);
    expect(documentByModuleId(99)).toBeUndefined();
  });

  it.each(all)('$key opens from the menu entry of spec §2, guarded by its ACL name', (document) => {
    const entry = menuLeaves(MENU).find((leaf) => leaf.path === document.listRoute);
    expect(entry?.moduleName).toBe(document.aclName);
    const route = findRoute(`${document.route}/addUpdate/1`);
    expect(route?.fullPath).toBe(document.route);
    expect(route?.aclNames).toContain(document.aclName);
  });

  it.each(all)('$key looks up masters of the catalogue, each by a key ending in Id', (document) => {
    const fields = [...document.fields, ...document.lines.fields];
    const lookups = fields.filter((field) => field.type === 'lookup');
    expect(lookups.map((field) => field.lookup?.module)).toEqual([
      'party',
      'branch',
      'transport',
      'item',
      'uom',
    ]);
    for (const field of lookups) {
      expect(field.key.endsWith('Id')).toBe(true);
      expect(moduleByKey(field.lookup?.module ?? '')).toBeDefined();
    }
  });

  it('the party is a supplier on a purchase order and a customer on a sales order', () => {
    const party = (key: 'purchaseOrder' | 'salesOrder') => DOCUMENTS[key].fields[0]?.lookup?.filter;
    expect(party('purchaseOrder')).toEqual({ isSupplier: true });
    expect(party('salesOrder')).toEqual({ isCustomer: true });
  });

  it('orders use Closed, not Completed, and list by status (getPOByStatus/10: the open ones)', () => {
    for (const document of all) {
      expect(document.statuses).not.toContain(S.COMPLETED);
      for (const list of document.lists)
        expect(document.statuses).toEqual(expect.arrayContaining([...list.statuses]));
    }
    expect(DOCUMENTS.purchaseOrder.lists.map((list) => [list.path, list.statuses])).toEqual([
      ['getPOList', [5, 10, 20, 30, 90]],
      ['getInProgressAndOpenPOList', [10, 20]],
      ['getClosedPOList', [30]],
    ]);
    expect(DOCUMENTS.purchaseOrder.statusList).toBe('getPOByStatus');
    expect(DOCUMENTS.salesOrder.statusList).toBeUndefined();
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
    expect(keysOf(tables.fields)).toEqual([...keysOf(DOCUMENT_SYSTEM_FIELDS), ...keysOf(document.fields)]);
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
      expect(module.fields.find((field) => field.key === 'placeOfSupply')?.required).toBe(false);
      expect(module.fields.find((field) => field.key === 'partyId')?.required).toBe(true);
      expect(module.children).toEqual([document.lines]);
    },
  );
});
