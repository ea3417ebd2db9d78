import type { SalesDashboardSummary } from '@erp/domain';
import { salesDashboardLoaded } from '@erp/api';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

const SUMMARY: SalesDashboardSummary = {
  today: '2026-11-24',
  stages: [
    { stageId: 1, stage: 'New', outcome: 'OPEN', count: 2, value: 150000 },
    { stageId: 2, stage: 'Won', outcome: 'WON', count: 1, value: 300000 },
  ],
  conversion: {
    from: '2026-08-27',
    to: '2026-11-24',
    sources: [{ sourceId: 3, source: 'IndiaMART', entered: 4, won: 1, lost: 1, closed: 2, rate: 50 }],
  },
  closingThisMonth: { from: '2026-11-01', to: '2026-11-30', count: 2, value: 140000.5 },
  followUps: {
    rows: [
      {
        id: 41,
        version: 3,
        activityDate: '2026-11-20',
        nextFollowUpDate: '2026-11-24',
        outcome: 'Wants a sample',
        kind: 'Call',
        funnelId: 7,
        funnel: 'Annapurna Agro Foods Pvt. Ltd.',
        partyId: null,
        party: null,
      },
      {
        id: 42,
        version: 1,
        activityDate: '2026-11-22',
        nextFollowUpDate: '2026-11-27',
        outcome: null,
        kind: 'Visit',
        funnelId: null,
        funnel: null,
        partyId: 5,
        party: 'Gujarat Cement Works',
      },
    ],
    total: 2,
    counts: { overdue: 0, today: 1, coming: 1 },
  },
};

const crmSession = (funnel: 0 | 1) =>
  storedSession([
    { moduleAPI: 'dashboard', view: 1 },
    { moduleAPI: 'crm/funnel', view: funnel, mode: funnel },
  ]);

describe('issue 21: the sales dashboard on the home dashboard (decision 1681)', () => {
  it('asks for the figures as of today, then shows the closing value, both charts and my follow-ups', async () => {
    const app = await renderApp('/dashboard/classic', crmSession(1));
    expect(app.services.store.getState().salesDashboard.status).toBe('loading');
    act(() => {
      app.services.store.dispatch(salesDashboardLoaded({ requestId: 1, summary: SUMMARY }));
    });
    await settle();
    const sales = app.host.querySelector('section[aria-label="Sales"]');
    if (!(sales instanceof HTMLElement)) throw new Error('no sales section');
    expect(sales.textContent).toContain('Expected value closing this month');
    expect(sales.textContent).toContain('₹ 1,40,000.50');
    expect([...sales.querySelectorAll('figure h3')].map((title) => title.textContent)).toEqual([
      'Funnel by stage',
      'Conversion by source',
    ]);
    expect(sales.querySelector('table caption')?.textContent).toBe('Funnel by stage');
    const followUps = sales.querySelector('section[aria-label="My follow-ups"]');
    const links = [...(followUps?.querySelectorAll('a') ?? [])];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#/module/activityLog/addUpdate/41',
      '#/module/funnel/addUpdate/7',
      '#/module/activityLog/addUpdate/42',
    ]);
    // Issue 42: "today's and the coming ones belong there too", each under its heading.
    expect([...(followUps?.querySelectorAll('h4') ?? [])].map((heading) => heading.textContent)).toEqual([
      'Today (1)',
      'Coming in the next 7 days (1)',
    ]);
    expect(followUps?.textContent).toContain('Due in 3 days');

    const done = sales.querySelector('section[aria-label="My follow-ups"] button');
    if (!(done instanceof HTMLElement)) throw new Error('no mark done button');
    await act(async () => done.click());
    expect(app.services.store.getState().salesDashboard.marking).toEqual([41]);
  });

  // Issue 56: "Hindi: the dashboard shows the funnel's stages (New, Contacted, Won…), lead sources and activity
  // types (Call, Mail, Visit) in English". The server says the seeded ones in the reader's language (decision
  // 2233): the dashboard asks again when the language is chosen, and shows what it is told.
  it('asks again in a language chosen, and a Hindi reader sees no seeded name in English', async () => {
    const app = await renderApp('/dashboard/classic', crmSession(1));
    const asked = () => app.services.store.getState().salesDashboard.requestId;
    act(() => {
      app.services.store.dispatch(salesDashboardLoaded({ requestId: asked(), summary: SUMMARY }));
    });
    await settle();
    const before = asked();
    await act(async () => app.services.translator.setLanguage('hi'));
    await settle();
    expect(asked()).toBe(before + 1);
    const inHindi: SalesDashboardSummary = {
      ...SUMMARY,
      stages: SUMMARY.stages.map((stage) => ({ ...stage, stage: stage.stage === 'New' ? 'नया' : 'जीता' })),
      followUps: {
        ...SUMMARY.followUps,
        rows: SUMMARY.followUps.rows.map((row) => ({ ...row, kind: row.kind === 'Call' ? 'कॉल' : 'दौरा' })),
      },
    };
    act(() => {
      app.services.store.dispatch(salesDashboardLoaded({ requestId: asked(), summary: inHindi }));
    });
    await settle();
    const sales = app.host.querySelector('section[aria-label="बिक्री"]')?.textContent ?? '';
    expect(sales).toContain('नया');
    expect(sales).toContain('कॉल');
    expect(sales).not.toMatch(/\b(New|Won|Call|Visit)\b/);
  });

  it('is not shown, nor asked for, without the funnel', async () => {
    const app = await renderApp('/dashboard/classic', crmSession(0));
    expect(app.host.querySelector('section[aria-label="Sales"]')).toBeNull();
    expect(app.services.store.getState().salesDashboard.status).toBe('idle');
  });
});
