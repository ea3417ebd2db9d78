import { describe, expect, it } from 'vitest';
import { MENU, MODULES, ROUTES, menuLeaves } from '@erp/domain';
import { MASTER_FEATURES } from './masters.ts';

const MASTERS = MODULES.filter((module) => module.kind === 'master');

describe('issue 8: every master of spec §1 is a feature area under its spec §2 route', () => {
  it.each(MASTERS.map((module) => [module.key, module.route]))(
    '%s opens at %s, a route of spec §2',
    (key, route) => {
      const area = route.replace('/module/', '');
      expect(ROUTES.some((candidate) => candidate.path === area)).toBe(true);
      expect(MASTER_FEATURES[area]?.pages.map((page) => [page.path, page.page])).toEqual(
        expect.arrayContaining([
          [undefined, `${key}/list`],
          ['addUpdate', `${key}/form`],
          ['addUpdate/:id', `${key}/form`],
        ]),
      );
    },
  );

  it("the menu's own addresses of an area open its list ('/module/party/partyList', '/module/rack/rack')", () => {
    expect(MASTER_FEATURES['party']?.pages).toContainEqual({ path: 'partyList', page: 'party/list' });
    expect(MASTER_FEATURES['rack']?.pages).toContainEqual({ path: 'rack', page: 'rack/list' });
  });

  it("decision 1608: a master's declared import opens under its area ('/module/digitalplatform/import')", () => {
    expect(MASTER_FEATURES['digitalplatform']?.pages).toContainEqual({
      path: 'import',
      title: 'Import Leads',
      page: 'digitalLead/import',
    });
    expect(MASTER_FEATURES['party']?.pages.some((page) => page.path === 'import')).toBe(false);
  });

  it('every Masters menu entry opens a screen of this issue', () => {
    const masters = MENU.find((entry) => entry.label === 'Masters');
    for (const leaf of menuLeaves(masters?.children ?? [])) {
      const [area] = String(leaf.path).replace('/module/', '').split('/');
      expect(MASTER_FEATURES[area ?? '']).toBeDefined();
    }
  });

  it('each master page is in the masters chunk, the opening stock page in its own', async () => {
    const chunk = await MASTER_FEATURES['uom']?.load();
    for (const [area, feature] of Object.entries(MASTER_FEATURES)) {
      const module = await feature.load();
      if (area !== 'openingstock') expect(module).toBe(chunk);
      for (const page of feature.pages) expect(module.pages[page.page]).toBeDefined();
    }
  });
});
