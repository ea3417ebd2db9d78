import { MENU, REPORTS, menuLeaves } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchOnEveryFlow } from '../bench/busy-year-seed.ts';
import { firstOfList, injectionOf, lookupModules, screenReads } from '../bench/screen-calls.ts';
import { createSuite, type Suite } from './helpers.ts';

const TODAY = '2026-11-26';

/**
 * Decision 1940: the screen budget (`npm run bench busy-year`) times the calls `screenReads` derives from the
 * catalogues. Here, on the demo data, every menu entry and report has its calls, and each answers as a
 * screen would read it: so the budget measures what users open, and a call that drifts from its route fails
 * here rather than in a bench nobody runs.
 */
describe('the screen budget reads every screen and report (decision 1940)', () => {
  let suite: Suite;
  let ids: Map<string, number>;
  beforeAll(async () => {
    suite = await createSuite();
    // As the busy year: every document's own switch on.
    await switchOnEveryFlow(suite.server.database.db);
    ids = new Map();
    for (const module of lookupModules(TODAY)) {
      const reply = await suite.raw(injectionOf(firstOfList(module), suite.admin));
      ids.set(module, reply.json<{ dataList?: { id: number }[] }>().dataList?.[0]?.id ?? 1);
    }
  });
  afterAll(async () => {
    await suite.server.close();
  });

  it('every screen of the menu and every report has calls to time', () => {
    const screens = screenReads({ today: TODAY, idOf: (module) => ids.get(module) ?? 1 });
    const silent = screens.filter((s) => s.opening.length + s.filtered.length === 0).map((s) => s.screen);
    // The opening stock upload reads nothing until a sheet is chosen.
    expect(silent).toEqual(['Opening Stock Upload']);
    const named = screens.map((s) => s.screen);
    // An add form's entry (Add Inward) reads as its list does.
    const lists = menuLeaves(MENU).filter((leaf) => !leaf.path?.endsWith('/addUpdate'));
    expect(named).toEqual(expect.arrayContaining(lists.map((leaf) => leaf.label)));
    expect(named).toEqual(
      expect.arrayContaining(
        Object.values(REPORTS).map((r) => (r.address ? expect.any(String) : `Report ${r.title}`)),
      ),
    );
  });

  it('every call answers 200 as the administrator', async () => {
    const calls = screenReads({ today: TODAY, idOf: (module) => ids.get(module) ?? 1 }).flatMap((s) => [
      ...s.opening,
      ...s.filtered,
    ]);
    const failed: string[] = [];
    for (const call of calls) {
      const reply = await suite.raw(injectionOf(call, suite.admin));
      if (reply.statusCode !== 200)
        failed.push(`${call.name}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
    }
    expect(failed).toEqual([]);
  });
});
