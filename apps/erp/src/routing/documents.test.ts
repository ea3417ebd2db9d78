import { describe, expect, it } from 'vitest';
import { DOCUMENTS, ROUTES } from '@erp/domain';
import { DOCUMENT_FEATURES } from './documents.ts';
import { FEATURES } from './features.ts';

const areaOf = (route: string) => route.replace('/module/', '');

describe('issue 16: every document of DOCUMENTS is a feature area under its route', () => {
  it.each(Object.values(DOCUMENTS).map((document) => [document.key, document.route]))(
    '%s lists at %s, a route of spec §2',
    (key, route) => {
      const area = areaOf(route);
      expect(ROUTES.some((candidate) => candidate.path === area)).toBe(true);
      expect(FEATURES[area]?.pages).toContainEqual({ page: `${key}/list` });
    },
  );

  it("the list opens at the menu's address inside the area too ('/module/sales-order/salesOrderList'); the form at addUpdate", () => {
    const form = (key: string) => [
      { path: 'addUpdate', title: 'Add {{title}}', page: `${key}/form` },
      { path: 'addUpdate/:id', title: 'Edit {{title}}', page: `${key}/form` },
    ];
    expect(DOCUMENT_FEATURES['sales-order']?.pages).toEqual([
      { page: 'salesOrder/list' },
      { path: 'salesOrderList', page: 'salesOrder/list' },
      ...form('salesOrder'),
    ]);
    expect(DOCUMENT_FEATURES['purchase-order']?.pages).toEqual([
      { page: 'purchaseOrder/list' },
      ...form('purchaseOrder'),
    ]);
  });

  it("issue 17: the inward lists at '/module/inward/list' and adds at the menu's '/module/inward/list/addUpdate'", () => {
    expect(DOCUMENT_FEATURES.inward?.pages).toEqual([
      { page: 'inward/list' },
      { path: 'list', page: 'inward/list' },
      { path: 'addUpdate', title: 'Add {{title}}', page: 'inward/form' },
      { path: 'addUpdate/:id', title: 'Edit {{title}}', page: 'inward/form' },
      { path: 'list/addUpdate', title: 'Add {{title}}', page: 'inward/form' },
      { path: 'list/addUpdate/:id', title: 'Edit {{title}}', page: 'inward/form' },
    ]);
    expect(DOCUMENT_FEATURES['pre-inward']?.pages).toEqual([
      { page: 'preInward/list' },
      { path: 'addUpdate', title: 'Add {{title}}', page: 'preInward/form' },
      { path: 'addUpdate/:id', title: 'Edit {{title}}', page: 'preInward/form' },
    ]);
  });

  it('the documents share one chunk, which has every page their routes name', async () => {
    const chunks = await Promise.all(Object.values(DOCUMENT_FEATURES).map((feature) => feature.load()));
    expect(new Set(chunks).size).toBe(1);
    for (const [index, feature] of Object.values(DOCUMENT_FEATURES).entries())
      for (const page of feature.pages) expect(chunks[index]?.pages[page.page]).toBeTypeOf('function');
  });
});
