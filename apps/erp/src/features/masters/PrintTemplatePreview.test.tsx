import { act } from 'react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { ApiError, entityRecordLoaded } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

type App = Awaited<ReturnType<typeof renderApp>>;

const acl = [{ moduleAPI: 'templateConfig', view: 1, mode: 1 }];
const stored = {
  id: 3,
  version: 1,
  name: 'PO print',
  moduleName: 'purchaseOrder',
  paperSize: 'A5',
  orientation: 'PORTRAIT',
  content: 'Stored terms.',
  active: true,
};

// jsdom has no object URLs: the store's epics make and revoke them through these.
const createObjectURL = vi.fn((_blob: Blob) => 'blob:preview-1');
const revokeObjectURL = vi.fn((_url: string) => undefined);
beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => vi.clearAllMocks());

async function openTemplate(): Promise<App> {
  const app = await renderApp('/module/print-templates/addUpdate/3', storedSession(acl));
  act(() => {
    app.services.store.dispatch(entityRecordLoaded({ module: 'printTemplate', record: stored }));
  });
  await settle();
  return app;
}

/** Types into a textarea as React sees it. */
function typeInto(field: HTMLTextAreaElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const sectionOf = (app: App) => app.host.querySelector('section[aria-label="Print preview"]');
const previewButton = (app: App) =>
  [...app.host.querySelectorAll('button')].find((button) => button.textContent === 'Preview');

describe("issue 16: the print template's preview", () => {
  it('prints the values being edited, unsaved ones included, and shows the PDF in the page', async () => {
    const app = await openTemplate();
    const preview = vi
      .spyOn(app.services.api.printTemplates, 'preview')
      .mockReturnValue(of(new Blob(['%PDF-'], { type: 'application/pdf' })));
    expect(sectionOf(app)).not.toBeNull();
    expect(app.host.querySelector('iframe')).toBeNull();
    const content = app.host.querySelector<HTMLTextAreaElement>('textarea');
    if (!content) throw new Error('no Template field');
    typeInto(content, 'Unsaved terms.');
    act(() => previewButton(app)?.click());
    await settle();
    expect(preview).toHaveBeenCalledWith(
      expect.objectContaining({ id: 3, name: 'PO print', paperSize: 'A5', content: 'Unsaved terms.' }),
      expect.any(Function),
    );
    const frame = app.host.querySelector('iframe');
    expect(frame?.title).toBe('Print preview');
    expect(frame?.getAttribute('src')).toBe('blob:preview-1');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    // Closing the page forgets the preview and revokes its object URL.
    act(() => app.root.unmount());
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(app.services.store.getState().printPreview).toEqual({ status: 'idle', url: null, error: null });
  });

  it("shows the server's refusal in words and no PDF", async () => {
    const app = await openTemplate();
    vi.spyOn(app.services.api.printTemplates, 'preview').mockReturnValue(
      throwError(() => new ApiError(RESPONSE_CODES.VALIDATION_FAILED, 'Template is required', 400)),
    );
    act(() => previewButton(app)?.click());
    await settle();
    expect(sectionOf(app)?.querySelector('[role="alert"]')?.textContent).toBe('Template is required');
    expect(app.host.querySelector('iframe')).toBeNull();
  });

  it('is not on the other masters’ forms', async () => {
    const app = await renderApp(
      '/module/party/addUpdate',
      storedSession([{ moduleAPI: 'party', view: 1, mode: 1 }]),
    );
    expect(sectionOf(app)).toBeNull();
  });
});
