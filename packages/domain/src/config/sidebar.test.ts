import { describe, expect, it } from 'vitest';
import { SIDEBAR_TYPES, sidebarTypeForWidth, toggleSidebar } from './sidebar.ts';

describe('sidebarTypeForWidth (spec §2 "Full and iconbar collapse to mini-sidebar when the window is narrower than 1170 px; overlay collapses below 767 px")', () => {
  it.each([
    ['full', 1200, 'full'],
    ['full', 1170, 'full'],
    ['full', 1169, 'mini-sidebar'],
    ['iconbar', 1170, 'iconbar'],
    ['iconbar', 1000, 'mini-sidebar'],
    ['overlay', 1000, 'overlay'],
    ['overlay', 767, 'overlay'],
    ['overlay', 766, 'mini-sidebar'],
    ['mini-sidebar', 2000, 'mini-sidebar'],
    ['mini-sidebar', 300, 'mini-sidebar'],
  ] as const)('default %s at %d px is %s', (type, width, shown) => {
    expect(sidebarTypeForWidth(type, width)).toBe(shown);
  });
});

describe('toggleSidebar (spec §2 "The toggle")', () => {
  it.each([
    [
      '"full or iconbar go to mini-sidebar": full',
      'full',
      'full',
      { type: 'mini-sidebar', showMobileMenu: false },
    ],
    ['iconbar', 'iconbar', 'iconbar', { type: 'mini-sidebar', showMobileMenu: false }],
    [
      '"mini-sidebar returns to the default type"',
      'mini-sidebar',
      'iconbar',
      { type: 'iconbar', showMobileMenu: false },
    ],
    [
      '"or to full if the default is mini-sidebar"',
      'mini-sidebar',
      'mini-sidebar',
      { type: 'full', showMobileMenu: false },
    ],
    [
      '"overlay shows or hides the mobile menu": shows',
      'overlay',
      'overlay',
      { type: 'overlay', showMobileMenu: true },
    ],
  ] as const)('%s', (_rule, current, defaultType, result) => {
    expect(toggleSidebar(current, defaultType)).toEqual(result);
  });

  it('overlay hides a shown mobile menu; other types keep the mobile menu as it is', () => {
    expect(toggleSidebar('overlay', 'overlay', true)).toEqual({ type: 'overlay', showMobileMenu: false });
    expect(toggleSidebar('full', 'full', true)).toEqual({ type: 'mini-sidebar', showMobileMenu: true });
  });

  it('spec §2 "Sidebar types: full, iconbar, overlay, mini-sidebar"', () => {
    expect(SIDEBAR_TYPES).toEqual(['full', 'iconbar', 'overlay', 'mini-sidebar']);
  });
});
