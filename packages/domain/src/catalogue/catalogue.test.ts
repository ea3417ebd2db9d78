import { describe, expect, it } from 'vitest';
import { ACL_NAMES } from './catalogue.ts';
import { MENU, menuLeaves } from './menu.ts';
import { MODULES } from './modules.ts';
import { ROUTES } from './routes.ts';

describe('ACL_NAMES (every access-control name the product checks)', () => {
  it('holds every menu permission name, every route name and every module name, once, sorted', () => {
    const menuNames = [...MENU, ...menuLeaves(MENU)].flatMap((entry) =>
      entry.moduleName ? [entry.moduleName] : [],
    );
    for (const name of [
      ...menuNames,
      ...ROUTES.flatMap((route) => route.aclNames),
      ...MODULES.map((m) => m.aclName),
    ]) {
      expect(ACL_NAMES).toContain(name);
    }
    expect(new Set(ACL_NAMES).size).toBe(ACL_NAMES.length);
    expect([...ACL_NAMES].sort()).toEqual(ACL_NAMES);
    expect(ACL_NAMES).toContain('masters');
    expect(ACL_NAMES).toContain('chemical/item');
  });
});
