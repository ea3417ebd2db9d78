import { describe, expect, it } from 'vitest';
import { MENU, MENU_ICONS, menuLeaves, type MenuEntry } from './menu.ts';

const byPath = (path: string): MenuEntry | undefined => menuLeaves(MENU).find((entry) => entry.path === path);

describe('MENU (spec §2 "Menu entries (path, label, permission name)")', () => {
  it("the top level, in the spec's order", () => {
    expect(MENU.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Masters',
      'CRM',
      'Report',
      'Material-Reconciliation',
      'Supply Chain',
      'Pending Approval',
      'Floor',
      'Inventory',
      'Production & Dispatch',
      'Billing',
      'Machine Asset',
      'Staff',
      'Settings',
      'ACL Config',
    ]);
  });

  it.each([
    ['Masters', 'masters', 26],
    ['CRM', 'chemical/crm', 4],
    ['Supply Chain', 'supplyChain', 2],
    ['Inventory', 'inventory', 15],
    ['Production & Dispatch', undefined, 17],
    ['Billing', 'billing', 10],
    ['Machine Asset', 'chemical/machineAsset', 5],
    ['Settings', undefined, 7],
  ])('group %s (%s) has %d entries', (label, moduleName, count) => {
    const group = MENU.find((entry) => entry.label === label);
    expect(group?.moduleName).toBe(moduleName);
    expect(group?.children).toHaveLength(count);
    expect(group?.path).toBeUndefined();
  });

  it.each([
    ['/module/dashboard', 'Dashboard', 'dashboard'],
    ['/module/party/partyList', 'Business Partner', 'party'],
    ['/module/bom', 'Bill of Material', 'chemical/bom'],
    ['/module/product', 'Item', 'chemical/item'],
    ['/module/uom', 'Unit of Measure', 'uom'],
    ['/module/openingstock', 'Opening Stock Upload', 'chemical/itemStock'],
    ['/module/rack/rack', 'Rack', 'erp/rack'],
    ['/module/customParameters', 'Quality Parameters', 'customParam'],
    ['/module/freight', 'Freight', 'chemical/freight'],
    ['/module/quotation', 'Quotation', 'crm/quotation'],
    ['/module/reports', 'Report', 'chemical/report'],
    ['/module/materialreconciliation', 'Material-Reconciliation', 'chemical/reconcile'],
    ['/module/sales-order/salesOrderList', 'Sales Order', 'chemical/salesOrder'],
    ['/module/approval-generic/approvalList', 'Pending Approval', 'pendingApproval'],
    ['/module/inward-stock', 'Inventory Stock', 'chemical/itemStock/stock'],
    ['/module/storeManagement', 'Material Allocation', 'chemical/storeManagement/allocate'],
    ['/module/transfer-approval', 'Transfer Validation', 'chemical/transferApproval'],
    ['/module/reconciliation', 'Reconciliation', 'chemical/storeManagement/reconcile'],
    ['/module/loom-vise-daily-production', 'DP Log', 'loom-vise-daily-production'],
    ['/module/packaging', 'Packaging Process', 'chemical/packingProcess'],
    ['/module/transferAndDispatch', 'Job Work', 'chemical/transfer-and-dispatch'],
    ['/module/cbl-to-cbl', 'Inter Department Transfer', 'erp/cbl-to-cbl'],
    ['/module/machine-asset-setting', 'M/c Types and Activity', 'machineAssetsActivity'],
    ['/module/machine-asset-management', 'Maintenance Activity', 'machineAssets'],
    // Issue 22 (decision 1784): the maintenance recorded against the schedule.
    ['/module/machine-maintenance', 'Maintenance Records', 'machineAssets'],
    // Issue 22 (decision 1742): the log of the activities done on the machines.
    ['/module/machine-activities', 'Machine Activities', 'machine-activities'],
    ['/module/user', 'Staff', 'staff'],
    ['/module/part-code', 'Product Code', 'chemical/partCodeConfig'],
    ['/module/sysConfig', 'System Configuration', 'sysConfig'],
    ['/module/moduleFieldConfig', 'Module Param Config', 'chemical/formConfig'],
    ['/module/aclConfig', 'ACL Config', 'acl'],
    // Issue 42: "Machine Breakdowns, the CRM activities log … are not in the menu".
    ['/module/machineBreakdown', 'Machine Breakdowns', 'machineAssets'],
    ['/module/activityLog', 'Activity Log', 'crm/funnel'],
    ['/module/Planning-Scheduling/timeline', 'Machine Timeline', 'chemical/planning_scheduling'],
    [
      '/module/supporting-material-allocation',
      'Supporting Material Allocation',
      'chemical/supportingMaterialAllocation',
    ],
  ])('%s is %j with permission %s', (path, label, moduleName) => {
    expect(byPath(path)).toMatchObject({ label, moduleName });
  });

  it("issue 58: Floor opens the floor's home to anyone, its actions by the role's rights", () => {
    expect(byPath('/module/floor')).toMatchObject({ label: 'Floor' });
    expect(byPath('/module/floor')).not.toHaveProperty('moduleName');
  });

  it('every leaf has a /module/ path and a label; paths are unique', () => {
    const leaves = menuLeaves(MENU);
    expect(leaves).toHaveLength(7 + 26 + 4 + 2 + 15 + 17 + 10 + 5 + 7);
    for (const leaf of leaves) {
      expect(leaf.path).toMatch(/^\/module\/\S+$/);
      expect(leaf.label.trim()).not.toBe('');
    }
    expect(new Set(leaves.map((leaf) => leaf.path)).size).toBe(leaves.length);
  });

  it('top-level entries have an icon from MENU_ICONS', () => {
    for (const entry of MENU) expect(MENU_ICONS).toContain(entry.icon);
  });

  it('menuLeaves flattens groups in order', () => {
    expect(
      menuLeaves([
        { label: 'g', children: [{ label: 'a' }, { label: 'h', children: [{ label: 'b' }] }] },
        { label: 'c' },
      ]).map((e) => e.label),
    ).toEqual(['a', 'b', 'c']);
  });
});
