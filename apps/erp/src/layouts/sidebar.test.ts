import { describe, expect, it } from 'vitest';
import { MENU } from '@erp/domain';
import { activeMenuPath, defaultSidebarType } from './sidebar.ts';

describe('defaultSidebarType (decision 0504)', () => {
  it.each([
    ['iconbar', 'iconbar'],
    ['overlay', 'overlay'],
    ['mini-sidebar', 'mini-sidebar'],
    ['full', 'full'],
    [undefined, 'full'],
    ['', 'full'],
    ['wide', 'full'],
  ])('%j gives %s', (configured, type) => {
    expect(defaultSidebarType(configured)).toBe(type);
  });
});

describe('activeMenuPath: the entry highlighted for an address', () => {
  it.each([
    ['/dashboard/classic', '/module/dashboard'],
    ['/module', '/module/dashboard'],
    ['/module/user', '/module/user'],
    ['/module/user/addUpdate/4', '/module/user'],
    ['/module/pre-inward', '/module/pre-inward'],
    ['/module/pre-inward/addUpdate', '/module/pre-inward/addUpdate'],
    ['/module/party/addUpdate/9', '/module/party/partyList'],
    ['/module/labelConfig', undefined],
    ['/elsewhere', undefined],
  ])('%s highlights %j', (pathname, path) => {
    expect(activeMenuPath(MENU, pathname)).toBe(path);
  });
});
