import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRAND, DOCUMENTS, type EntityRecord } from '@erp/domain';
import { entityListLoaded, entitySaveRequested } from '@erp/api';
import { BrandProvider } from '../../app/branding.tsx';
import { ServicesProvider } from '../../app/ServicesContext.tsx';
import { testServices } from '../../testing/services.ts';
import { render, renderApp, settle, storedSession } from '../../testing/render.tsx';
import { RightsCell } from './RightsCell.tsx';
import { ViewAllCell } from './ViewAllCell.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'acl', view: 1, mode: 1 },
  { moduleAPI: 'role', view: 1, mode: 1 },
]);

const NAME = `Purchase Order (${DOCUMENTS.purchaseOrder.aclName})`;
const clerk = { id: 2, version: 1, name: 'Clerk', allRecords: false };

type App = Awaited<ReturnType<typeof renderApp>>;

async function answer(app: App, module: string, rows: EntityRecord[]) {
  const requestId = app.services.store.getState().entities.modules[module]?.requestId ?? 0;
  act(() => {
    app.services.store.dispatch(entityListLoaded({ module, requestId, rows, total: rows.length }));
  });
  await settle();
}

const switchNamed = (host: HTMLElement, name: string) =>
  host.querySelector<HTMLInputElement>(`input[role="switch"][aria-label="${name}"]`);

async function rights(entry: EntityRecord | undefined, writes: boolean) {
  const onChange = vi.fn();
  const { host } = await render(
    <ServicesProvider handle={testServices().handle}>
      <BrandProvider brand={DEFAULT_BRAND}>
        <RightsCell name={NAME} entry={entry} writes={writes} onChange={onChange} />
      </BrandProvider>
    </ServicesProvider>,
  );
  return { host, onChange };
}

describe('ACL Config: the document rights and the all-records flag (decision 0830)', () => {
  it("the chosen role's All records switch shows its flag and saves the role at once", async () => {
    const app = await renderApp('/module/aclConfig?role=2', session);
    await answer(app, 'role', [clerk]);
    const flag = switchNamed(app.host, 'All records');
    expect(flag?.checked).toBe(false);
    expect(app.host.textContent).toContain('Sees only its own documents');

    const dispatch = vi.spyOn(app.services.store, 'dispatch');
    await answer(app, 'role', [clerk]);
    await act(async () => switchNamed(app.host, 'All records')?.click());
    expect(dispatch).toHaveBeenCalledWith(
      entitySaveRequested({ module: 'role', record: { ...clerk, allRecords: true } }),
    );
  });

  it('a switch per right: on unless withheld; switching one reports its field', async () => {
    const { host, onChange } = await rights({ canSubmit: false, canAmend: true }, true);
    expect(
      [...host.querySelectorAll<HTMLInputElement>('input[role="switch"]')].map((input) => [
        input.getAttribute('aria-label'),
        input.checked,
      ]),
    ).toEqual([
      [`Create ${NAME}`, true],
      [`Submit ${NAME}`, false],
      [`Cancel or close ${NAME}`, true],
      [`Amend ${NAME}`, true],
    ]);
    await act(async () => switchNamed(host, `Cancel or close ${NAME}`)?.click());
    expect(onChange).toHaveBeenCalledWith('canCancelClose', false);
    await act(async () => switchNamed(host, `Submit ${NAME}`)?.click());
    expect(onChange).toHaveBeenCalledWith('canSubmit', true);
  });

  it('the rights wait for the entry to view and edit', async () => {
    const { host } = await rights(undefined, false);
    const inputs = [...host.querySelectorAll<HTMLInputElement>('input[role="switch"]')];
    expect(inputs).toHaveLength(4);
    expect(inputs.every((input) => input.disabled && !input.checked)).toBe(true);
  });

  it.each<[string, EntityRecord | undefined, boolean, boolean]>([
    ["decision 1601: the funnel's View all is off until switched on", { view: 1, mode: 0 }, false, false],
    ['on once granted', { view: 1, canViewAll: true }, true, false],
    ['waiting for the entry to view', { view: 0, canViewAll: true }, false, true],
    ['waiting for an entry', undefined, false, true],
  ])('%s', async (_case, entry, checked, disabled) => {
    const onChange = vi.fn();
    const funnel = 'Funnel (crm/funnel)';
    const { host } = await render(
      <ServicesProvider handle={testServices().handle}>
        <BrandProvider brand={DEFAULT_BRAND}>
          <ViewAllCell name={funnel} entry={entry} onChange={onChange} />
        </BrandProvider>
      </ServicesProvider>,
    );
    const viewAll = switchNamed(host, `View all ${funnel}`);
    expect(viewAll?.checked).toBe(checked);
    expect(viewAll?.disabled).toBe(disabled);
    if (!disabled) {
      await act(async () => viewAll?.click());
      expect(onChange).toHaveBeenCalledWith('canViewAll', !checked);
    }
  });
});
