import { describe, expect, it } from 'vitest';
import { MENU, menuLeaves, type MenuEntry } from './menu.ts';
import {
  findRoute,
  orgProfileRoute,
  ROUTES,
  routeSwitchedOn,
  switchedOffMessage,
  switchedOnMenu,
} from './routes.ts';

const route = (path: string) => ROUTES.find((r) => r.path === path);

describe('ROUTES (spec §2 "Guarded route paths under \'module/\' (with access-control name where it differs)")', () => {
  it.each([
    ['bom', ['chemical/bom']],
    ['ph', ['chemical/ph']],
    ['materialPropertyType', ['materialPropertyType']],
    ['funnelSource', ['funnelSource', 'funnel/source']],
    ['planning', ['chemical/planning', 'chemical/only_planning']],
    ['storeManagement', ['allocate', 'chemical/storeManagement/allocate']],
    ['reconciliation', ['reconcile', 'chemical/storeManagement/reconcile']],
    ['user', ['staff']],
    ['machine-asset-management', ['MachineAssets', 'machineAssets']],
    ['machine-asset-setting', ['machineSetting', 'machineAssetsActivity']],
    ['costHead', ['costHead', 'chemical/costHead']],
    ['rack', ['rack', 'erp/rack']],
    ['inward-stock', ['chemical/itemStock/stock']],
    ['materialRequest', ['chemical/requestApproval', 'chemical/materialRequest']],
    ['stock-param7', ['chemical/stockParam7']],
    ['aclConfig', ['acl']],
    ['sysConfig', ['sysConfig']],
  ])(
    "%s is guarded by %j (the spec's names, then the menu's permission name for the same area)",
    (path, names) => {
      expect(route(path)).toMatchObject({ guarded: true, aclNames: names, fullPath: `/module/${path}` });
    },
  );

  it.each([
    '',
    'dashboard',
    'org-profile',
    'org-profile/addUpdate/:orgId',
    'user-profile',
    'labelConfig',
    'services',
    'floor',
  ])('spec §2 "Unguarded or special": %j has no access-control names', (path) => {
    expect(route(path)).toMatchObject({ guarded: false, aclNames: [] });
  });

  it('every route has a title, a unique path, and a guarded route at least one name', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    // Spec §2's 96, the stock issue and purchase return behind Inventory Stock's Outward and Return, and
    // the job work receipt behind Job Work (decision 1031), issue 20's billing, and issue 21's funnel
    // customer type and digital platform masters (decision 1603), and the activity log (decision 1680), and the machine breakdowns (decision 1782), and the maintenance records (decision 1784).
    expect(ROUTES.filter((r) => r.guarded)).toHaveLength(115);
    for (const r of ROUTES) {
      expect(r.title.trim()).not.toBe('');
      expect(r.guarded).toBe(r.aclNames.length > 0);
    }
    expect(route('')?.fullPath).toBe('/module');
  });

  it("every menu entry leads to a route, and the route checks the menu entry's permission name", () => {
    for (const leaf of menuLeaves(MENU)) {
      const found = findRoute(leaf.path as string);
      expect(found, leaf.path).toBeDefined();
      if (found?.guarded) expect(found.aclNames).toContain(leaf.moduleName);
    }
  });
});

describe('findRoute', () => {
  it.each([
    ['/module/bom', 'bom'],
    ['/module/bom/addUpdate/3', 'bom'],
    ['/module/party/partyList?page=2', 'party'],
    ['/module/org-profile/addUpdate/7', 'org-profile/addUpdate/:orgId'],
    ['/module/org-profile/', 'org-profile'],
    ['/module', ''],
    ['/module/', ''],
    ['/module/dashboard#top', 'dashboard'],
  ])('%s belongs to %j', (address, path) => {
    expect(findRoute(address)?.path).toBe(path);
  });

  it.each(['/module/nothing-here', '/dashboard/classic', '/', '/modules/bom'])(
    '%s belongs to no route',
    (address) => {
      expect(findRoute(address)).toBeUndefined();
    },
  );
});

describe('orgProfileRoute (spec §2 "if organisation data exists go to /module/org-profile/addUpdate/{orgId}; otherwise /module/org-profile/")', () => {
  it.each([
    [7, '/module/org-profile/addUpdate/7'],
    ['12', '/module/org-profile/addUpdate/12'],
    [0, '/module/org-profile/addUpdate/0'],
    [null, '/module/org-profile/'],
    [undefined, '/module/org-profile/'],
    ['', '/module/org-profile/'],
  ])('%j goes to %s', (orgId, path) => {
    expect(orgProfileRoute(orgId)).toBe(path);
  });
});

describe('switchedOnMenu (issue 19: "With SCHEDULING_SUPPORT, scheduling on machines"; decision 1233)', () => {
  const paths = (menu: readonly MenuEntry[]) => menuLeaves([...menu]).map((entry) => entry.path);
  it.each([
    ['unset', {}, false],
    ['NO', { SCHEDULING_SUPPORT: 'NO' }, false],
    ['yes in lower case (only exactly YES is on)', { SCHEDULING_SUPPORT: 'yes' }, false],
    ['YES', { SCHEDULING_SUPPORT: 'YES' }, true],
  ])('SCHEDULING_SUPPORT %s', (_, config, shown) => {
    const menu = switchedOnMenu(MENU, config);
    expect(paths(menu).includes('/module/Planning-Scheduling')).toBe(shown);
    // Issue 42: "with its switch on, the machine timeline is in the menu".
    expect(paths(menu).includes('/module/Planning-Scheduling/timeline')).toBe(shown);
    // Everything else stays, planning without scheduling among it.
    expect(paths(menu)).toContain('/module/planning');
    expect(paths(menu).length).toBe(paths(MENU).length - (shown ? 0 : 2));
    expect(routeSwitchedOn(findRoute('/module/scheduling') ?? { feature: 'x' }, config)).toBe(shown);
  });

  it('drops a group its switch empties, keeps a route without a switch, and changes nothing given', () => {
    const group = [
      { label: 'Scheduling', children: [{ path: '/module/Planning-Scheduling', label: 'P&S' }] },
    ];
    expect(switchedOnMenu(group, null)).toEqual([]);
    expect(switchedOnMenu([{ label: 'Odd', path: '/elsewhere' }], null)).toEqual([
      { label: 'Odd', path: '/elsewhere' },
    ]);
    expect(routeSwitchedOn({}, null)).toBe(true);
    expect(findRoute('/module/Planning-Scheduling')?.feature).toBe('SCHEDULING_SUPPORT');
  });

  it('issue 42: a switched-off screen opened from an entry leaves the search with it', () => {
    const entry: MenuEntry = {
      label: 'Planning',
      path: '/module/planning',
      within: [
        { label: 'Scheduling', path: '/module/scheduling' },
        { label: 'Lab Test', path: '/module/labTest' },
      ],
    };
    expect(switchedOnMenu([entry], null)).toEqual([
      { ...entry, within: [{ label: 'Lab Test', path: '/module/labTest' }] },
    ]);
    expect(switchedOnMenu([entry], { SCHEDULING_SUPPORT: 'YES' })).toEqual([entry]);
  });
});

describe('switchedOffMessage (issue 42: "nothing tells the user the switch exists")', () => {
  it.each([
    [
      'SCHEDULING_SUPPORT',
      'Machine scheduling is switched off (System Configuration › SCHEDULING_SUPPORT). An administrator can turn it on.',
    ],
    [
      'MY_OWN_SWITCH',
      'MY_OWN_SWITCH is switched off (System Configuration › MY_OWN_SWITCH). An administrator can turn it on.',
    ],
  ])('%s: %j', (feature, message) => {
    expect(switchedOffMessage(feature)).toBe(message);
  });

  it('names the switch of every switched route', () => {
    for (const route of ROUTES.filter((candidate) => candidate.feature)) {
      expect(switchedOffMessage(String(route.feature))).toMatch(/^Machine scheduling is switched off/);
    }
  });
});
