import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { entityRecordLoaded, intakeTokenLoaded, tokenGenerated } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';
import { intakeUrl } from './IntakeTokenPanel.tsx';

type App = Awaited<ReturnType<typeof renderApp>>;

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'crm/digitalPlatform', view: 1, mode: 1 },
]);

const click = async (element: Element | null | undefined) => {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => element.click());
  await settle();
};

const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);

async function openPlatform(): Promise<App> {
  const app = await renderApp('/module/digitalPlatformMaster/addUpdate/3', session);
  act(() => {
    app.services.store.dispatch(
      entityRecordLoaded({ module: 'digitalPlatform', record: { id: 3, version: 1, name: 'IndiaMART' } }),
    );
  });
  await settle();
  return app;
}

const panel = (app: App) => app.host.querySelector('section[aria-label="Intake token"]');

describe("issue 21: a digital platform's intake token on its form (decision 1606)", () => {
  it('asks whether a token is active, and says so', async () => {
    const app = await openPlatform();
    expect(app.services.store.getState().intakeToken).toMatchObject({ platformId: 3, busy: true });
    act(() => {
      app.services.store.dispatch(
        intakeTokenLoaded({
          platformId: 3,
          status: { active: false, createdAt: null, repeatedLeads: 0, lastRepeated: null },
        }),
      );
    });
    await settle();
    expect(panel(app)?.textContent).toContain('No token is active');
    expect(button(app.host, 'Revoke')).toBeUndefined();
    act(() => {
      app.services.store.dispatch(
        intakeTokenLoaded({
          platformId: 3,
          status: { active: true, createdAt: '2026-11-24T10:00:00Z', repeatedLeads: 0, lastRepeated: null },
        }),
      );
    });
    await settle();
    expect(panel(app)?.textContent).toContain('A token is active since');
  });

  it('issue 39: says how many posted leads the funnel had already, and the last one, which the form was not told', async () => {
    const app = await openPlatform();
    const repeated = (app: App) => app.host.querySelector('[aria-label="Leads in the funnel already"]');
    act(() => {
      app.services.store.dispatch(
        intakeTokenLoaded({
          platformId: 3,
          status: {
            active: true,
            createdAt: '2026-11-24T10:00:00Z',
            repeatedLeads: 2,
            lastRepeated: { at: '2026-11-25T06:30:00Z', entryId: 148, companyName: 'Kisan Agro' },
          },
        }),
      );
    });
    await settle();
    expect(repeated(app)?.textContent).toBe(
      'Leads posted that were in the funnel already: 2. The last, on 25-11-2026, repeated Kisan Agro.',
    );
    act(() => {
      app.services.store.dispatch(
        intakeTokenLoaded({
          platformId: 3,
          status: { active: true, createdAt: '2026-11-24T10:00:00Z', repeatedLeads: 0, lastRepeated: null },
        }),
      );
    });
    await settle();
    expect(repeated(app)).toBeNull();
  });

  it('Generate Token asks the server; the token shows once in its dialog with the intake address', async () => {
    const app = await openPlatform();
    await click(button(app.host, 'Generate Token'));
    expect(app.services.store.getState().intakeToken.busy).toBe(true);
    act(() => {
      app.services.store.dispatch(tokenGenerated({ platformId: 3, token: 'dpt_abc' }));
    });
    await settle();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.querySelector<HTMLTextAreaElement>('textarea[readonly]')?.value).toBe('dpt_abc');
    expect(dialog?.textContent).toContain('it is not shown again');
    await click(button(document, 'Done'));
    expect(app.services.store.getState().intakeToken.token).toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('Revoke asks first, then revokes', async () => {
    const app = await openPlatform();
    act(() => {
      app.services.store.dispatch(
        intakeTokenLoaded({
          platformId: 3,
          status: { active: true, createdAt: '2026-11-24T10:00:00Z', repeatedLeads: 0, lastRepeated: null },
        }),
      );
    });
    await settle();
    await click(button(app.host, 'Revoke'));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Revoke the token?');
    await click([...(dialog?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Revoke'));
    expect(app.services.store.getState().intakeToken.busy).toBe(true);
  });

  it('the intake address is the API root’s intake call of the platform', () => {
    expect(intakeUrl('https://erp.example.in', 3)).toBe(
      'https://erp.example.in/api/v1/crm/digitalPlatform/intake/3',
    );
  });
});
