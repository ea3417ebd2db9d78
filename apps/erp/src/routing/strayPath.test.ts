import { describe, expect, it } from 'vitest';
import { strayAddress } from './strayPath.ts';

const KEYWORDS = ['vindhya', 'narmada'];

describe('strayAddress (issue 14: any other path gets the app, whose router shows its own not-found page)', () => {
  it.each([
    ['the app at its root', 'http://erp.test/#/module/uom', undefined, undefined],
    ['a hash route under the root', 'http://erp.test/?partner=narmada#/', undefined, undefined],
    ['a path typed without the hash', 'http://erp.test/module/items', 'http://erp.test/', '/#/module/items'],
    ['its query stays', 'http://erp.test/module/items?q=KG', 'http://erp.test/', '/?q=KG#/module/items'],
    ['a deep path, the hash dropped', 'http://erp.test/a/b/c#/x', 'http://erp.test/', '/#/a/b/c'],
    [
      "a partner's keyword alone is the app under that brand",
      'http://erp.test/vindhya',
      'http://erp.test/',
      undefined,
    ],
    ['in any case, with a slash', 'http://erp.test/Vindhya/', 'http://erp.test/', undefined],
    [
      'a path under a keyword keeps the keyword',
      'http://erp.test/vindhya/orders/7',
      'http://erp.test/',
      '/vindhya/#/orders/7',
    ],
    [
      'behind a proxy at /erp/',
      'http://erp.test/erp/module/items',
      'http://erp.test/erp/',
      '/erp/#/module/items',
    ],
    ['a base that is not above the path', 'http://erp.test/x/y', 'http://erp.test/z/', undefined],
  ])('%s: %s', (_case, href, base, expected) => {
    expect(strayAddress(href, base, KEYWORDS)).toBe(expected);
  });
});
