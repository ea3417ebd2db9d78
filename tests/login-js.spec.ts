import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { LOGIN_JS_BUDGET_KB, LOGIN_SOURCE, neededKb } from '../apps/erp/bench/chunks.ts';

// Issue 15 (decision 0751): the login screen's JavaScript stays within its budget. Here, because the
// end-to-end tests run on the built app that `npm test` has just made.
test(`the login screen needs at most ${LOGIN_JS_BUDGET_KB} KB of JavaScript (gzip)`, () => {
  const kb = neededKb(resolve(import.meta.dirname, '../apps/erp/dist'), [LOGIN_SOURCE]);
  expect(kb).toBeLessThanOrEqual(LOGIN_JS_BUDGET_KB);
});
