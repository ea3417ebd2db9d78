import { act } from 'react';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { entityListLoaded, labelsLoaded } from '@erp/api';
import { renderApp, settle, storedSession, typeInto } from '../testing/render.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'segment', view: 1 },
]);

type App = Awaited<ReturnType<typeof renderApp>>;
const segments = (app: App) => app.services.store.getState().entities.modules['segment'];
const search = (app: App) => Object.fromEntries(new URLSearchParams(app.router.state.location.search));

/** The server's answer to the list's last request: `total` segments, one row of them shown. */
async function answer(app: App, total: number, estimated = false) {
  const requestId = segments(app)?.requestId ?? 0;
  act(() => {
    app.services.store.dispatch(
      entityListLoaded({
        module: 'segment',
        requestId,
        rows: [{ id: 1, name: 'Bag Segment' }],
        total,
        estimated,
      }),
    );
  });
  await settle();
}

const click = async (element: Element | null | undefined) => {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => element.click());
  await settle();
};

const button = (app: App, name: string) =>
  [...app.host.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);

describe('issue 14: "the page, sort, search and filters of a list live in the URL" (decision 0611)', () => {
  it('a shared link opens the list at its page, sort and search, asked of the server', async () => {
    const app = await renderApp('/module/segment?page=3&sort=-name&q=bag', session);
    expect(segments(app)).toMatchObject({
      mode: 'paged',
      query: 'bag',
      sort: '-name',
      pagination: { page: 3, pageSize: 10 },
    });
    expect(app.host.querySelector<HTMLInputElement>('input[aria-label="Filter Segment"]')?.value).toBe('bag');
    expect(app.host.querySelector('[aria-sort="descending"]')?.textContent).toContain('Name');
  });

  it('Next is a new history entry, and back returns to the previous page', async () => {
    const app = await renderApp('/module/segment?page=3&sort=-name&q=bag', session);
    await answer(app, 95);
    await click(button(app, 'Next'));
    expect(search(app)).toEqual({ page: '4', sort: '-name', q: 'bag' });
    expect(segments(app)?.pagination.page).toBe(4);
    await act(async () => app.router.navigate(-1));
    await settle();
    expect(search(app)).toEqual({ page: '3', sort: '-name', q: 'bag' });
    expect(segments(app)).toMatchObject({ query: 'bag', sort: '-name', pagination: { page: 3 } });
  });

  it('"sorting a column orders the whole list": a header click is the server\'s sort, from page 1', async () => {
    const app = await renderApp('/module/segment?page=3', session);
    await answer(app, 95);
    await click(app.host.querySelector('[role="columnheader"] button'));
    expect(search(app)).toEqual({ sort: 'name' });
    expect(segments(app)).toMatchObject({ sort: 'name', pagination: { page: 1 } });
  });

  it('a page past the end of a shared link steps back to the last page, in the address too (spec §4)', async () => {
    const app = await renderApp('/module/segment?page=40', session);
    await answer(app, 95);
    // The store stepped back and asked again; once that is answered the address follows.
    expect(segments(app)?.pagination.page).toBe(10);
    await answer(app, 95);
    expect(search(app)).toEqual({ page: '10' });
  });

  it('"a list shows one count": the pagination bar\'s, an estimate labelled as such', async () => {
    const app = await renderApp('/module/segment', session);
    await answer(app, 238517, true);
    const text = app.host.textContent ?? '';
    expect(text).not.toMatch(/records/);
    expect(text.match(/Total Count/g)).toHaveLength(1);
    expect(text).toContain('about 2,40,000');
    await click(button(app, 'Last'));
    expect(search(app)).toEqual({ page: '23852' });
  });
});

describe('issue 21: the funnel list filters by owner, stage, source and date (decision 1602)', () => {
  const crm = storedSession([
    { moduleAPI: 'dashboard', view: 1 },
    { moduleAPI: 'crm/funnel', view: 1 },
  ]);
  const funnel = (app: App) => app.services.store.getState().entities.modules['funnel'];
  const labelled = (app: App, text: string) =>
    [...app.host.querySelectorAll('label')].find((label) => label.textContent?.trim() === text);

  it("a shared link's filters are asked of the server, and each has its picker or date", async () => {
    const app = await renderApp(
      '/module/funnel?filter.stageId=7&filter.ownerId=3&from=2026-11-01&to=2026-11-30',
      crm,
    );
    expect(funnel(app)?.filters).toEqual({
      'filter.stageId': '7',
      'filter.ownerId': '3',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    for (const text of ['Owner', 'Stage', 'Source', 'From', 'To']) expect(labelled(app, text)).toBeDefined();
  });

  it('a master without filters shows none', async () => {
    const app = await renderApp('/module/segment', session);
    expect(labelled(app, 'From')).toBeUndefined();
  });
});

describe('issue 42: a list filtered by a record adds records of it (decision 2072)', () => {
  const crm = storedSession([
    { moduleAPI: 'dashboard', view: 1 },
    { moduleAPI: 'crm/funnel', view: 1, mode: 1 },
  ]);
  const handed = (app: App) => (app.router.state.location.state as { draft?: unknown } | null)?.draft;

  it('"an activity\'s Add New from a lead does not fill the lead": it hands the form the entry, by its name', async () => {
    const app = await renderApp('/module/activityLog', crm);
    vi.spyOn(app.services.api.entity, 'getById').mockReturnValue(
      of({ id: 109, version: 2, companyName: 'Narmada Cement' }),
    );
    await act(async () => app.router.navigate('/module/activityLog?filter.funnelId=109&from=2026-11-01'));
    await settle();
    await click(button(app, 'Add New'));
    expect(app.router.state.location.pathname).toBe('/module/activityLog/addUpdate');
    expect(handed(app)).toEqual({
      funnelId: 109,
      funnel: { id: 109, version: 2, companyName: 'Narmada Cement' },
    });
    await settle(300);
    // The new activity's form shows the lead chosen.
    const funnel = [...app.host.querySelectorAll('label')].find((label) =>
      label.textContent?.startsWith('Funnel'),
    );
    const picker = document.getElementById(funnel?.htmlFor ?? '') as HTMLInputElement | null;
    expect(picker?.value).toBe('Narmada Cement');
  });

  it('a list filtered by no record hands the form nothing', async () => {
    const app = await renderApp('/module/activityLog?from=2026-11-01', crm);
    await click(button(app, 'Add New'));
    expect(app.router.state.location.pathname).toBe('/module/activityLog/addUpdate');
    expect(handed(app)).toBeUndefined();
  });
});

describe('issue 40: "stale rows never pass for new ones"', () => {
  const table = (app: App) => app.host.querySelector('[role="table"]');
  // The rows' group: jsdom lays nothing out, so the virtualised rows themselves are not rendered.
  const stale = (app: App) =>
    app.host.querySelector('[role="table"] [data-body]')?.hasAttribute('data-stale');

  it('a search typed marks the rows shown stale (busy, dimmed, "Loading…") until its own rows come', async () => {
    const app = await renderApp('/module/segment', session);
    await answer(app, 1);
    expect(table(app)?.getAttribute('aria-busy')).toBeNull();
    expect(stale(app)).toBe(false);

    typeInto(app.host.querySelector<HTMLInputElement>('input[aria-label="Filter Segment"]')!, 'cloth');
    await settle();
    expect(segments(app)).toMatchObject({ query: 'cloth', listStatus: 'loading' });
    // The old row is still in hand, but marked as not the answer to 'cloth'.
    expect(table(app)?.getAttribute('aria-busy')).toBe('true');
    expect(stale(app)).toBe(true);
    const said = [...app.host.querySelectorAll('[role="status"]')].map((status) => status.textContent);
    expect(said).toContain('Loading…');

    await answer(app, 1);
    expect(table(app)?.getAttribute('aria-busy')).toBeNull();
    expect(stale(app)).toBe(false);
  });

  it('a new page or order marks the rows stale the same way', async () => {
    const app = await renderApp('/module/segment', session);
    await answer(app, 95);
    await click(button(app, 'Next'));
    expect(table(app)?.getAttribute('aria-busy')).toBe('true');
    expect(stale(app)).toBe(true);
    await answer(app, 95);
    await click(app.host.querySelector('[role="columnheader"] button'));
    expect(table(app)?.getAttribute('aria-busy')).toBe('true');
  });
});

// Issue 42: "the Kind select on Quality Parameters does not follow a kind renamed in Label Configuration"
// (decision 2053: kinds 4 to 9 are renamed there under their key, which their screens follow).
describe('decision 2053: a kind renamed in Label Configuration', () => {
  it('is offered by its new name in the Kind select', { timeout: 20_000 }, async () => {
    const app = await renderApp(
      '/module/customParameters/addUpdate',
      storedSession([
        { moduleAPI: 'dashboard', view: 1 },
        { moduleAPI: 'customParam', view: 1, mode: 1 },
      ]),
    );
    const kinds = () => [...app.host.querySelectorAll('select option')].map((option) => option.textContent);
    expect(kinds()).toContain('Custom Kind 4');
    act(() => {
      app.services.store.dispatch(labelsLoaded([{ keyName: 'stockParam4', labelName: 'Colour' }]));
    });
    await settle();
    expect(kinds()).toContain('Colour');
    expect(kinds()).not.toContain('Custom Kind 4');
    expect(kinds()).toContain('Custom Kind 5');
  });
});
