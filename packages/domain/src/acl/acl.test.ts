import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../catalogue/menu.ts';
import {
  ACCESS_DENIED,
  ACL_MODES,
  canView,
  viewAllowed,
  canWrite,
  filterMenu,
  guardDecision,
  moduleApi,
  readingNames,
  screenNames,
  type AclEntry,
} from './acl.ts';
import { ACL } from '../catalogue/modules/users.ts';

const acl: AclEntry[] = [
  { moduleAPI: '/api/v1/chemical/item', displayName: 'Products', view: 1, mode: 1 },
  { moduleAPI: 'uom', displayName: 'Units', view: 0, mode: 0 },
  { moduleAPI: 'api/v1/party', displayName: null, view: 1 },
  { moduleAPI: 'masters', displayName: 'Master Data', view: 1 },
  { moduleAPI: 'inventory', displayName: '', view: 1 },
  { moduleAPI: 'chemical/stockTransfer', view: 0 },
  { moduleAPI: 'supplyChain', view: 0 },
  { moduleAPI: 'chemical/salesOrder', view: 1 },
];

describe('moduleApi (spec §3 "moduleAPI (an /api/v1/ prefix is stripped)")', () => {
  it.each([
    ['/api/v1/chemical/item', 'chemical/item'],
    ['api/v1/uom', 'uom'],
    ['chemical/item', 'chemical/item'],
    ['/other/api/v1/x', '/other/api/v1/x'],
  ])('%s is %s', (raw, name) => {
    expect(moduleApi(raw)).toBe(name);
  });
});

describe('viewAllowed (spec §6 "View is allowed only when the flag equals 1")', () => {
  it.each([
    [1, true],
    ['1', true],
    [0, false],
    [2, false],
    [null, false],
    [undefined, false],
  ])('%j: %s', (view, allowed) => {
    expect(viewAllowed(view)).toBe(allowed);
  });
});

describe('canView (spec §6 "View is allowed only when the flag equals 1; a missing entry means no view in the menu")', () => {
  it.each([
    ['chemical/item', true],
    ['/api/v1/chemical/item', true],
    ['party', true],
    ['uom', false],
    ['zone', false],
    [['uom', 'chemical/item'], true],
    [['uom', 'zone'], false],
  ])('%j: %s', (name, allowed) => {
    expect(canView(acl, name)).toBe(allowed);
  });

  it('no access data, or data that is not a list, means no view', () => {
    expect(canView(null, 'party')).toBe(false);
    expect(canView(undefined, 'party')).toBe(false);
    expect(canView({} as unknown as AclEntry[], 'party')).toBe(false);
  });

  it('a view flag sent as text "1" still counts as 1', () => {
    expect(canView([{ moduleAPI: 'zone', view: '1' as unknown as number }], 'zone')).toBe(true);
  });
});

const menu: MenuEntry[] = [
  { path: '/module/dashboard', label: 'Dashboard' },
  {
    label: 'Masters',
    moduleName: 'masters',
    children: [
      { path: '/module/product', label: 'Item', moduleName: 'chemical/item' },
      { path: '/module/uom', label: 'UOM', moduleName: 'uom' },
      { path: '/module/party/partyList', label: 'Business Partner', moduleName: 'party' },
    ],
  },
  {
    label: 'Inventory',
    moduleName: 'inventory',
    children: [
      { path: '/module/stock-transfer', label: 'Stock Transfer', moduleName: 'chemical/stockTransfer' },
    ],
  },
  {
    label: 'Supply Chain',
    moduleName: 'supplyChain',
    children: [{ path: '/module/sales-order', label: 'Sales Order', moduleName: 'chemical/salesOrder' }],
  },
  { label: 'Settings', children: [{ path: '/module/zone', label: 'Zone' }] },
  { label: 'Empty', children: [] },
  { path: '/module/zone', label: 'Zone', moduleName: 'zone' },
];

describe('canWrite (decision 0201: view 1 and the WRITE mode on an entry of its own)', () => {
  const data: AclEntry[] = [
    { moduleAPI: '/api/v1/chemical/item', view: 1, mode: ACL_MODES.WRITE },
    { moduleAPI: 'uom', view: 1, mode: ACL_MODES.READ },
    { moduleAPI: 'zone', view: 0, mode: ACL_MODES.WRITE },
    { moduleAPI: 'party', view: 1, mode: '1' },
    { moduleAPI: 'segment', view: 1 },
  ];
  it.each([
    ['chemical/item', true, 'view 1, mode WRITE (the /api/v1/ prefix stripped)'],
    ['uom', false, 'mode READ views only'],
    ['zone', false, 'mode WRITE without view'],
    ['party', true, 'a mode sent as text'],
    ['segment', false, 'no mode'],
    ['transport', false, 'no entry never writes'],
  ])('%s: %s (%s)', (name, allowed) => {
    expect(canWrite(data, name)).toBe(allowed);
  });

  it('one of several names is enough; no access data writes nothing', () => {
    expect(canWrite(data, ['uom', 'chemical/item'])).toBe(true);
    expect(canWrite(null, 'chemical/item')).toBe(false);
  });
});

describe('filterMenu (spec §6 "Menu")', () => {
  const shown = filterMenu(menu, acl);

  it('"an entry appears only if the role\'s access data has the module with view 1" and "displayed titles are replaced by the display name"', () => {
    expect(shown).toEqual([
      { path: '/module/dashboard', label: 'Dashboard' },
      {
        label: 'Master Data',
        moduleName: 'masters',
        children: [
          { path: '/module/product', label: 'Products', moduleName: 'chemical/item' },
          { path: '/module/party/partyList', label: 'Business Partner', moduleName: 'party' },
        ],
      },
      { label: 'Settings', children: [{ path: '/module/zone', label: 'Zone' }] },
    ]);
  });

  it('"entries with no module name always show"', () => {
    expect(filterMenu(menu, [])).toEqual([
      { path: '/module/dashboard', label: 'Dashboard' },
      { label: 'Settings', children: [{ path: '/module/zone', label: 'Zone' }] },
    ]);
  });

  it('"a group shows only if at least one child is allowed" (Inventory: its only child has view 0); a group with a module name needs its own view 1 (Supply Chain)', () => {
    expect(shown.map((entry) => entry.label)).not.toContain('Inventory');
    expect(shown.map((entry) => entry.label)).not.toContain('Supply Chain');
    expect(shown.map((entry) => entry.label)).not.toContain('Empty');
  });

  it('entries sharing one access name keep their own titles (decision 0105): one display name would make them look the same', () => {
    const inward: MenuEntry[] = [
      { path: '/module/pre-inward/addUpdate', label: 'Add Pre Inward', moduleName: 'pre-inward' },
      { path: '/module/pre-inward', label: 'Pre Inward List', moduleName: 'pre-inward' },
      { path: '/module/zone', label: 'Zone', moduleName: 'zone' },
    ];
    const data = [
      { moduleAPI: 'pre-inward', displayName: 'Add Pre Inward', view: 1 },
      { moduleAPI: 'zone', displayName: 'Sales Zones', view: 1 },
    ];
    expect(filterMenu(inward, data).map((entry) => entry.label)).toEqual([
      'Add Pre Inward',
      'Pre Inward List',
      'Sales Zones',
    ]);
  });

  it('does not change the menu it is given', () => {
    const before = JSON.stringify(menu);
    filterMenu(menu, acl);
    expect(JSON.stringify(menu)).toBe(before);
  });

  it('issue 42: a screen opened from an entry shows in the search only with view 1, keeping its own title', () => {
    const stock: MenuEntry[] = [
      {
        path: '/module/inward-stock',
        label: 'Inventory Stock',
        moduleName: 'chemical/itemStock/stock',
        within: [
          { path: '/module/stock-issue', label: 'Stock Issue', moduleName: 'chemical/itemStock/stock' },
          { path: '/module/purchase-return', label: 'Purchase Return', moduleName: 'inward' },
          { path: '/module/somewhere', label: 'Open to all' },
        ],
      },
    ];
    const data = [
      { moduleAPI: 'chemical/itemStock/stock', displayName: 'Stock', view: 1 },
      { moduleAPI: 'inward', view: 0 },
    ];
    expect(filterMenu(stock, data)).toEqual([
      {
        ...stock[0],
        label: 'Stock',
        within: [
          { path: '/module/stock-issue', label: 'Stock Issue', moduleName: 'chemical/itemStock/stock' },
          { path: '/module/somewhere', label: 'Open to all' },
        ],
      },
    ]);
  });

  it('no access data: only entries without module names', () => {
    expect(filterMenu(menu, null)).toEqual(filterMenu(menu, []));
  });
});

describe('guardDecision (spec §6 "Route guard", decision 1867)', () => {
  const deny = {
    outcome: 'deny',
    title: 'Access Denied',
    message: 'You are not allow to access this module',
  };
  const allow = { outcome: 'allow' };
  const dispatcher: AclEntry[] = [{ moduleAPI: 'dispatch', view: 1, mode: 0 }];
  const dispatchViewer: AclEntry[] = [{ moduleAPI: 'dispatch', view: 0, mode: 0 }];
  const dispatchClosed: AclEntry[] = [{ moduleAPI: 'chemical/dispatch', view: 0, mode: 0 }];
  const aclConfig: AclEntry = { moduleAPI: 'acl', view: 1, mode: ACL_MODES.WRITE };
  const administrator: AclEntry[] = [aclConfig];

  it.each([
    ['"an entry with view 1 allows entry"', acl, 'chemical/item', { outcome: 'allow' }],
    // Decision 1867 departs from spec §6's "no entry for the module allows entry".
    ['no entry for the module denies entry', acl, 'zone', deny],
    ['"an entry without view 1 denies entry, shows a warning"', acl, 'uom', deny],
    [
      '"If no access data is stored the guard denies without message" (null)',
      null,
      'uom',
      { outcome: 'deny-silent' },
    ],
    ['(undefined)', undefined, 'uom', { outcome: 'deny-silent' }],
    [
      '"Errors while reading deny silently": not a list',
      { moduleAPI: 'uom' },
      'uom',
      { outcome: 'deny-silent' },
    ],
    ['a list with an unreadable entry', [null], 'uom', { outcome: 'deny-silent' }],
    ['a list with an entry without moduleAPI', [{ view: 1 }], 'uom', { outcome: 'deny-silent' }],
    ['stored JSON text is read', JSON.stringify(acl), 'uom', deny],
    ['stored JSON text that allows', JSON.stringify(acl), 'party', { outcome: 'allow' }],
    ['JSON text that does not parse', '[{"moduleAPI":', 'uom', { outcome: 'deny-silent' }],
    ['a route known under several names: one allows', acl, ['uom', 'chemical/item'], { outcome: 'allow' }],
    ['a route known under several names: none has an entry', acl, ['zone', 'segment'], deny],
    [
      'a route known under several names: entries without view 1',
      acl,
      ['uom', 'chemical/stockTransfer', 'zone'],
      deny,
    ],
    ['an empty list: nothing is allowed', [], 'uom', deny],
    [
      'no entry: its screen\'s entry decides (the menu\'s "dispatch")',
      dispatcher,
      'chemical/dispatch',
      allow,
    ],
    ["no entry: its screen's entry without view 1 denies", dispatchViewer, 'chemical/dispatch', deny],
    [
      "an entry of its own decides before its screen's",
      [...dispatcher, ...dispatchClosed],
      'chemical/dispatch',
      deny,
    ],
    ['no entry: the Administrator (writes ACL Config) enters', administrator, 'zone', allow],
    [
      'an entry without view 1 keeps the Administrator out',
      [...administrator, ...dispatchClosed],
      'chemical/dispatch',
      deny,
    ],
    ['one who only views ACL Config is no Administrator', [{ ...aclConfig, mode: 0 }], 'zone', deny],
  ])('%s', (_rule, data, name, decision) => {
    expect(guardDecision(data, name)).toEqual(decision);
  });

  it("reads a name's screens' names and ACL Config's, which is the acl module's", () => {
    expect(screenNames(['chemical/dispatch'])).toEqual(['chemical/dispatch', 'dispatch']);
    expect(screenNames(['zone'])).toEqual(['zone']);
    expect(readingNames('/api/v1/chemical/planning')).toEqual([
      'chemical/planning',
      'chemical/only_planning',
      'acl',
    ]);
    expect(ACL.aclName).toBe('acl');
  });

  it('the warning words of spec §6', () => {
    expect(ACCESS_DENIED).toEqual({
      TITLE: 'Access Denied',
      MESSAGE: 'You are not allow to access this module',
    });
  });
});
