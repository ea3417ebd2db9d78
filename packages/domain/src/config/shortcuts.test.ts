import { describe, expect, it } from 'vitest';
import { QUOTATION_ROUTES, shortcutRoute } from './shortcuts.ts';

describe('shortcutRoute (spec §2 "Ctrl or Cmd plus q opens the quotation add/update screen; Shift plus Q opens the quotation list")', () => {
  it.each([
    [{ key: 'q', ctrlKey: true }, QUOTATION_ROUTES.ADD_UPDATE],
    [{ key: 'q', metaKey: true }, QUOTATION_ROUTES.ADD_UPDATE],
    [{ key: 'Q', ctrlKey: true, shiftKey: true }, QUOTATION_ROUTES.ADD_UPDATE],
    [{ key: 'Q', shiftKey: true }, QUOTATION_ROUTES.LIST],
    [{ key: 'q' }, null],
    [{ key: 'w', ctrlKey: true }, null],
    [{ key: 'q', ctrlKey: true, altKey: true }, null],
  ])('%j opens %s', (keys, route) => {
    expect(shortcutRoute(keys)).toBe(route);
  });

  it('the quotation routes', () => {
    expect(QUOTATION_ROUTES).toEqual({
      ADD_UPDATE: '/module/quotation/addUpdate',
      LIST: '/module/quotation',
    });
  });
});
