import { MENU_ICONS } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { iconForMenu } from './Icon.tsx';

// The catalogue names its icons (the menu, reports' buttons, the floor's actions): each has its picture.
describe("the catalogue's icon names", () => {
  it.each(MENU_ICONS)('%s has its own picture, not the dot', (name) => {
    expect(iconForMenu(name)).toBe(name);
  });
});
