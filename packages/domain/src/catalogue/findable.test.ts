import { describe, expect, it } from 'vitest';
import { findableMenu } from './findable.ts';
import { MENU, menuLeaves, searchMenu, type MenuEntry } from './menu.ts';
import { findRoute, switchedOnMenu } from './routes.ts';

const FINDABLE = findableMenu(MENU);
const SCHEDULING_ON = { SCHEDULING_SUPPORT: 'YES' };

/** What the search shows: every leaf's label, groups opened. */
const shown = (query: string, config: Record<string, string> | null = SCHEDULING_ON): string[] =>
  menuLeaves(searchMenu(switchedOnMenu(FINDABLE, config), query)).map((entry) => entry.label);

/** Where a label is found: its group and its address. */
const where = (query: string, label: string) => {
  const found = searchMenu(switchedOnMenu(FINDABLE, SCHEDULING_ON), query);
  const group = found.find((entry) => menuLeaves([entry]).some((leaf) => leaf.label === label));
  return { group: group?.label, path: menuLeaves(found).find((leaf) => leaf.label === label)?.path };
};

describe('issue 42 "menu search finds it by its title and its everyday words"', () => {
  it.each([
    ['Breakdown', 'Machine Breakdowns', 'Machine Asset', '/module/machineBreakdown'],
    ['breakdowns', 'Machine Breakdowns', 'Machine Asset', '/module/machineBreakdown'],
    ['stoppage', 'Machine Breakdowns', 'Machine Asset', '/module/machineBreakdown'],
    ['timeline', 'Machine Timeline', 'Production & Dispatch', '/module/Planning-Scheduling/timeline'],
    ['follow up', 'Activity Log', 'CRM', '/module/activityLog'],
    ['FOLLOW-UP', 'Activity Log', 'CRM', '/module/activityLog'],
    ['lead', 'Funnel', 'CRM', '/module/funnel'],
    ['gate entry', 'Add Gate Entry', 'Inventory', '/module/pre-inward/addUpdate'],
    ['pre inward', 'Add Gate Entry', 'Inventory', '/module/pre-inward/addUpdate'],
    ['new production batch', 'Stage Batch', 'Production & Dispatch', '/module/new-production-batch'],
    ['lamination', 'Stage Batch', 'Production & Dispatch', '/module/new-production-batch'],
    ['outward', 'Inventory Stock › Stock Issue', 'Inventory', '/module/stock-issue'],
    ['pH', 'Quality Parameters › pH', 'Masters', '/module/ph'],
    ['party type', 'Business Partner › Party Type', 'Masters', '/module/partytype'],
    ['roles', 'ACL Config › Role', 'ACL Config › Role', '/module/role'],
  ])('%j finds %j in %s at %s', (query, label, group, path) => {
    expect(where(query, label)).toEqual({ group, path });
  });

  it('the reports by their titles, under Report: "Activity Log" finds both logs, each named where it is', () => {
    expect(shown('Activity Log')).toEqual(['Activity Log', 'Report › Activity Log']);
    expect(where('activity log', 'Report › Activity Log').path).toBe('/module/reports/activityLog');
    expect(shown('sales register')).toEqual(['Report › Sales Register']);
    // A report of its own address opens there (spec §2's transaction report).
    expect(where('transaction', 'Report › Transaction Report').path).toBe('/module/transaction-report');
  });

  it('"timeline" finds the timeline when SCHEDULING_SUPPORT is on and not when it is off (decision 1233)', () => {
    expect(shown('timeline')).toEqual(['Machine Timeline']);
    expect(shown('timeline', { SCHEDULING_SUPPORT: 'NO' })).toEqual([]);
    expect(shown('scheduling', null)).toEqual([]);
  });

  it('a word matches from its start, whatever the case and accents; a group found keeps all its entries', () => {
    expect(shown('reakdown')).toEqual([]);
    expect(shown('MACHINE BREAK')).toEqual(['Machine Breakdowns']);
    expect(shown('crm').slice(0, 4)).toEqual(['CRM Activity', 'Funnel', 'Activity Log', 'Digital Platform']);
    expect(shown('  ')).toEqual(menuLeaves(switchedOnMenu(MENU, SCHEDULING_ON)).map((entry) => entry.label));
    expect(shown('zzz')).toEqual([]);
  });

  it('a screen found under an entry takes its icon at the top level', () => {
    const [report] = searchMenu(FINDABLE, 'stock ageing');
    expect(report).toMatchObject({ label: 'Report › Stock Ageing', icon: 'report' });
  });
});

describe('findableMenu: every screen opened from an entry, as the catalogue declares it', () => {
  const within = (path: string): (string | undefined)[] =>
    (menuLeaves(FINDABLE).find((leaf) => leaf.path === path)?.within ?? []).map((screen) => screen.path);

  it('a master: its related masters not in the menu; Machine keeps no second Machine Breakdowns', () => {
    expect(within('/module/party/partyList')).toEqual(['/module/partytype', '/module/categorytype']);
    expect(within('/module/machine')).toEqual([]);
    expect(within('/module/crmActivity')).toEqual([]);
  });

  it('declared screens first, each with the access name its guard checks', () => {
    const stock = menuLeaves(FINDABLE).find((leaf) => leaf.path === '/module/inward-stock');
    expect(stock?.within).toEqual([
      {
        path: '/module/stock-issue',
        label: 'Stock Issue',
        moduleName: 'chemical/itemStock/stock',
        words: ['Outward', 'Issue'],
      },
      {
        path: '/module/purchase-return',
        label: 'Purchase Return',
        moduleName: 'inward',
        words: ['return to supplier', 'rejection'],
      },
    ]);
    const report = FINDABLE.find((entry) => entry.path === '/module/reports');
    for (const screen of report?.within ?? []) {
      expect(screen.moduleName).toBe(findRoute(String(screen.path))?.aclNames[0]);
    }
  });

  it('every screen opened from an entry is a route, found once, and none is listed in the menu itself', () => {
    const listed = new Set(menuLeaves(MENU).map((leaf) => leaf.path));
    const screens: MenuEntry[] = menuLeaves(FINDABLE).flatMap((leaf) => leaf.within ?? []);
    expect(screens.filter((screen) => !findRoute(String(screen.path)) || listed.has(screen.path))).toEqual(
      [],
    );
    expect(new Set(screens.map((screen) => screen.path)).size).toBe(screens.length);
    // Machine Activity opens from M/c Types and Activity and from Maintenance Activity: found under the first.
    expect(within('/module/machine-asset-setting')).toEqual(['/module/machineActivity']);
    expect(within('/module/machine-asset-management')).toEqual([]);
  });

  it('leaves an entry without a route, and a report whose address is no route; an unguarded screen has no access name', () => {
    const menu: MenuEntry[] = [
      { label: 'Somewhere', path: '/elsewhere' },
      { label: 'Nowhere' },
      { label: 'Report', path: '/module/reports' },
    ];
    const reports = [
      { id: 'gone', title: 'Gone', address: '/module/gone-away/x' },
      { id: 'services', title: 'Services', address: '/module/services' },
      { id: 'stockAgeing', title: 'Stock Ageing' },
    ];
    expect(findableMenu(menu, reports)).toEqual([
      menu[0],
      menu[1],
      {
        ...menu[2],
        within: [
          { path: '/module/services', label: 'Services' },
          { path: '/module/reports/stockAgeing', label: 'Stock Ageing', moduleName: 'chemical/report' },
        ],
      },
    ]);
  });
});
