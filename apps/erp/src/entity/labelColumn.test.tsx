import { act } from 'react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { ApiError, entityListLoaded } from '@erp/api';
import { renderApp, settle, storedSession } from '../testing/render.tsx';

// Issue 58 (decision 2311): "Stock areas, racks and machines print labels from their masters' lists through
// the same calls as a lot's".

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'erp/rack', view: 1 },
  { moduleAPI: 'segment', view: 1 },
]);

type App = Awaited<ReturnType<typeof renderApp>>;

async function rows(app: App, module: string, loaded: Record<string, unknown>[]) {
  const requestId = app.services.store.getState().entities.modules[module]?.requestId ?? 0;
  act(() => {
    app.services.store.dispatch(entityListLoaded({ module, requestId, rows: loaded, total: loaded.length }));
  });
  await settle();
}

const labelButtons = (app: App) =>
  [...app.host.querySelectorAll('[role="row"] button')].filter(
    (button) => button.textContent?.trim() === 'Label',
  );

describe("a master's list prints its records' labels", () => {
  // jsdom lays nothing out: the table's virtualizer is given a view to put its rows in.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => vi.restoreAllMocks());

  it("a rack's row saves its label sheet through the label calls", async () => {
    const app = await renderApp('/module/rack', session);
    await rows(app, 'rack', [{ id: 7, name: 'A-1', code: 'RK-A1' }]);
    const labels = vi.fn(() => of('Labels RK-A1.pdf'));
    app.services.api.labels.labels = labels;
    const [button] = labelButtons(app);
    expect(button).toBeInstanceOf(HTMLElement);
    await act(async () => (button as HTMLElement).click());
    expect(labels).toHaveBeenCalledWith('rack', 7, 'RK-A1');
  });

  it('a refusal (labels not in use) shows in words', async () => {
    const app = await renderApp('/module/rack', session);
    await rows(app, 'rack', [{ id: 7, name: 'A-1' }]);
    const message = 'Labels are not in use: System Config LABEL_SUPPORT is not YES.';
    const labels = vi.fn(() => throwError(() => new ApiError(RESPONSE_CODES.IN_USE, message, 409)));
    app.services.api.labels.labels = labels;
    await act(async () => (labelButtons(app)[0] as HTMLElement).click());
    await settle();
    expect(labels).toHaveBeenCalledWith('rack', 7, 'A-1');
    expect(app.services.store.getState().notifications.queue.at(-1)).toMatchObject({
      kind: 'error',
      message,
    });
  });

  it('a master that declares no label has no Label column', async () => {
    const app = await renderApp('/module/segment', session);
    await rows(app, 'segment', [{ id: 1, name: 'Bag Segment' }]);
    expect(labelButtons(app)).toHaveLength(0);
    expect(app.host.querySelector('[role="rowgroup"][data-body] [role="row"]')?.textContent).toContain(
      'Bag Segment',
    );
  });
});
