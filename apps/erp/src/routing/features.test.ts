import { describe, expect, it } from 'vitest';
import { ROUTES } from '@erp/domain';
import { ModuleNotFoundError } from './errors.ts';
import { FEATURES, loadPage } from './features.ts';

describe('feature areas', () => {
  it('each is a route of spec §2', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(Object.keys(FEATURES).filter((area) => !paths.includes(area))).toEqual([]);
  });

  it.each(Object.entries(FEATURES))('%s: its chunk has every page its routes name', async (area, feature) => {
    for (const { page } of feature.pages) await expect(loadPage(area, page)).resolves.toBeTypeOf('function');
  });

  it('spec §8: an unknown module or page raises the module-not-found error', async () => {
    await expect(loadPage('bom', '')).rejects.toBeInstanceOf(ModuleNotFoundError);
    await expect(loadPage('user', 'nothing')).rejects.toThrow('Module not found: user/nothing');
  });
});
