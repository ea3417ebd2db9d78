import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_STATUS, cellText } from '@erp/domain';
import {
  documentRecordLoaded,
  lookupSearchLoaded,
  planNeedsLoaded,
  planRequestRaised,
  type DocumentRecord,
} from '@erp/api';
import { renderApp, settle, storedSession, typeInto } from '../../testing/render.tsx';
import { needsColumns } from './PlanNeedsPanel.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/only_planning', view: 1, mode: 1 },
  { moduleAPI: 'chemical/requestApproval', view: 1, mode: 1 },
]);

type App = Awaited<ReturnType<typeof renderApp>>;
const dispatch = async (app: App, action: Parameters<App['services']['store']['dispatch']>[0]) => {
  act(() => {
    app.services.store.dispatch(action);
  });
  await settle();
};
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === name);
const click = async (name: string) => {
  const button = buttonNamed(name);
  if (!button) throw new Error(`no ${name} button`);
  await act(async () => button.click());
  await settle();
};

const plan: DocumentRecord = {
  id: 4,
  version: 1,
  number: 'PLN/2026-27/00001',
  status: DOCUMENT_STATUS.OPEN,
  date: '2026-11-24',
  planName: 'Week 48 bags',
  lines: [{ id: 1, itemId: 11, item: { id: 11, name: 'PP Woven Sack' }, quantity: 10000, uomId: 2 }],
  taxableTotal: 0,
  cgstTotal: 0,
  sgstTotal: 0,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 0,
  amountInWords: '',
};
const NEEDS = {
  planId: 4,
  needs: [
    {
      itemId: 3,
      itemCode: 'PPG',
      itemName: 'PP Granules',
      uomId: 1,
      uomName: 'KGS',
      uom: { name: 'KGS', decimals: 3 },
      needed: 1200,
      available: 800,
      shortfall: 400,
    },
  ],
  withoutBom: [{ itemId: 9, itemName: 'Liner' }],
};

async function openPlan(): Promise<App> {
  const app = await renderApp('/module/planning/addUpdate/4', session);
  await dispatch(app, documentRecordLoaded({ document: 'planning', record: plan }));
  await dispatch(app, planNeedsLoaded(NEEDS));
  return app;
}

describe('decision 1163: a plan form shows its needs and raises its shortfall as a request', () => {
  it('shows needed, available and short per material, and names what no bill of material makes', async () => {
    const app = await openPlan();
    expect(app.services.store.getState().planNeeds.planId).toBe(4);
    const table = app.host.querySelector('[role="table"][aria-label="Material Needs"]');
    // The rows are virtualised (no layout here): the columns show, and the rows are the plan's.
    expect(table?.textContent).toBe('MaterialCodeUnitNeededAvailableShortfall');
    expect(app.services.store.getState().planNeeds.needs).toEqual(NEEDS.needs);
    expect(app.host.textContent).toContain('No bill of material makes Liner.');
    expect(buttonNamed('Raise Material Request')).toBeDefined();
    // A saved change to the plan reads its needs again.
    await dispatch(app, documentRecordLoaded({ document: 'planning', record: { ...plan, version: 2 } }));
    expect(app.services.store.getState().planNeeds.status).toBe('loading');
  });

  it("shows needed, available and short in the unit's decimals (KGS 3: 1,200.000)", () => {
    const row = NEEDS.needs[0];
    const shown = needsColumns((text) => text)
      .slice(3)
      .map((column) => cellText(column, row));
    expect(shown).toEqual(['1,200.000', '800.000', '400.000']);
  });

  it('asks the department and the required-by date, refuses none, raises once chosen and opens the request raised', async () => {
    const app = await openPlan();
    const raise = vi.spyOn(app.services.api.planning, 'raiseMaterialRequest');
    await click('Raise Material Request');
    // Decision 1243: required by the plan's date unless the planner changes it.
    const label = [...document.querySelectorAll<HTMLLabelElement>('[role="dialog"] label')].find((each) =>
      each.textContent?.startsWith('Required By'),
    );
    const requiredBy = document.getElementById(label?.htmlFor ?? '') as HTMLInputElement | null;
    expect(requiredBy?.value).toBe('24-11-2026');
    const combobox = document.querySelector<HTMLInputElement>('[role="dialog"] input[role="combobox"]');
    if (!combobox) throw new Error('no department field');
    await click('Raise');
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Department is required');
    expect(app.services.store.getState().planNeeds.raising).toBe(false);

    await act(async () => combobox.click());
    const { requestId } = app.services.store.getState().lookupSearch.modules.department ?? { requestId: 0 };
    const rows = [{ id: 2, name: 'Weaving' }];
    await dispatch(app, lookupSearchLoaded({ module: 'department', requestId, page: 1, rows, total: 1 }));
    const option = document.querySelector('[role="option"]');
    await act(async () => option?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    if (!requiredBy) throw new Error('no required-by field');
    typeInto(requiredBy, '31-02-2026');
    await click('Raise');
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
      'Required By must be a valid date',
    );
    expect(raise).not.toHaveBeenCalled();
    typeInto(requiredBy, '01-12-2026');
    await click('Raise');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(app.services.store.getState().planNeeds.raising).toBe(true);
    expect(raise).toHaveBeenCalledWith({ id: 4, departmentId: 2, requiredBy: '2026-12-01' });

    await dispatch(app, planRequestRaised({ planId: 4, id: 12 }));
    expect(app.router.state.location.pathname).toBe('/module/materialRequest/addUpdate/12');
    expect(app.services.store.getState().planNeeds.raised).toBeNull();
    // Two dialogs' worth of typing and choosing: more than the default 5 s on a busy machine.
  }, 20_000);
});
