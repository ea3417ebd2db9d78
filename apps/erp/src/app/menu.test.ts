import { describe, expect, it } from 'vitest';
import { MENU, ROUTES, findRoute, findableMenu, menuLeaves, type MenuEntry } from '@erp/domain';
import { FEATURES } from '../routing/features.ts';

/** The screens the top bar opens (spec §2): the user's and the organisation's profile, label configuration. */
const TOP_BAR = ['user-profile', 'org-profile', 'org-profile/addUpdate/:orgId', 'labelConfig'];

const entries = menuLeaves(findableMenu(MENU));
const screens: MenuEntry[] = [...entries, ...entries.flatMap((entry) => entry.within ?? [])];
const areaOf = (entry: MenuEntry) => findRoute(String(entry.path))?.path;

describe('issue 42 "every screen is in the menu (under its area) or reachable from the screen it belongs to"', () => {
  it('every route with a screen is a menu entry or a screen opened from one, so the menu search finds it', () => {
    // An area's screens are one feature (the Dashboard at '' and at 'dashboard').
    const reached = new Set(screens.map((screen) => FEATURES[areaOf(screen) ?? '']));
    const lost = ROUTES.filter((route) => FEATURES[route.path] && !TOP_BAR.includes(route.path))
      .filter((route) => !reached.has(FEATURES[route.path]))
      .map((route) => route.path);
    expect(lost).toEqual([]);
  });

  it('the top bar opens only screens the menu does not', () => {
    expect(TOP_BAR.filter((path) => screens.some((screen) => areaOf(screen) === path))).toEqual([]);
  });

  it.each([
    ['/module/machineBreakdown', 'machineBreakdown', ''],
    ['/module/activityLog', 'activityLog', ''],
    ['/module/Planning-Scheduling/timeline', 'Planning-Scheduling', 'timeline'],
  ])('issue 42: %s is in the menu, a page of its area %s', (path, area, page) => {
    const entry = entries.find((leaf) => leaf.path === path);
    expect(entry && areaOf(entry)).toBe(area);
    expect(FEATURES[area]?.pages.some((candidate) => (candidate.path ?? '') === page)).toBe(true);
  });
});
