import { describe, expect, it } from 'vitest';
import { ACL_NAMES, aclDisplayName, carriesCustomFields, groupAclNames } from './catalogue.ts';
import { MENU, menuLeaves } from './menu.ts';
import { MODULES } from './modules/index.ts';
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

describe('aclDisplayName (what users see for an access-control name)', () => {
  it.each([
    ['inventory', 'Inventory', "the menu's label"],
    ['chemical/itemStock/stock', 'Inventory Stock', "a menu entry's label"],
    ['chemical/only_planning', 'Planning', "a route's title"],
    ['emailUserConfig', 'User Profile', "a catalogue module's label"],
    ['no/such/name', 'no/such/name', 'else the name itself'],
  ])('%s is %j (%s)', (name, shown) => {
    expect(aclDisplayName(name)).toBe(shown);
  });
});

describe("groupAclNames (a menu group's names: its own, its entries' and their routes')", () => {
  it('the Inventory group holds its entries and what their routes check', () => {
    const names = groupAclNames('inventory');
    for (const name of ['inventory', 'chemical/itemStock/stock', 'pre-inward', 'chemical/stockTransfer']) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('chemical/item');
    expect(names).not.toContain('uom');
  });

  it("an unknown group, or an entry without children, holds its own name and its routes'", () => {
    expect([...groupAclNames('nothing')]).toEqual(['nothing']);
    expect([...groupAclNames('dashboard')]).toEqual(['dashboard']);
  });

  it('entries without a name add nothing', () => {
    const menu = [
      { label: 'Tools', moduleName: 'tools', children: [{ label: 'Help', path: '/module/help' }] },
    ];
    expect([...groupAclNames('tools', menu)]).toEqual(['tools']);
  });
});

describe('carriesCustomFields (spec §1: custom fields are assigned to masters)', () => {
  it.each([
    ['chemical/item', true],
    ['uom', true],
    ['sysConfig', false],
    ['acl', false],
  ])('%s: %s', (apiPath, carries) => {
    const module = MODULES.find((candidate) => candidate.apiPath === apiPath);
    expect(module && carriesCustomFields(module)).toBe(carries);
  });
});
