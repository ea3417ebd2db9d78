import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BRANDS } from '@erp/domain';
import { render } from '../testing/render.tsx';
import {
  appUpdate,
  linkManifest,
  manifestPath,
  useAppUpdate,
  type WorkerRegistration,
} from './installable.ts';

/** A worker's window side that the test drives: its events fired by hand. */
function fakeWorker() {
  const listeners: Record<string, (() => void)[]> = {};
  const worker: WorkerRegistration & { fire(type: string): void; skipped: number } = {
    skipped: 0,
    addEventListener: (type, listener) => void (listeners[type] ??= []).push(listener),
    messageSkipWaiting: () => void (worker.skipped += 1),
    register: () => Promise.resolve(undefined),
    fire: (type) => listeners[type]?.forEach((listener) => listener()),
  };
  return worker;
}

function NewVersion({ update }: { update: ReturnType<typeof appUpdate> }) {
  const { newVersion, reload } = useAppUpdate(update);
  return newVersion ? <button onClick={reload}>Reload</button> : <p>Current</p>;
}

describe('the installable app (issue 58)', () => {
  it.each(BRANDS)('links the manifest and the theme colour of $keyword from the page', (brand) => {
    const page = document.implementation.createHTMLDocument('ERP');
    linkManifest(page, brand);
    expect(page.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      `assets/brands/${brand.keyword}/manifest.webmanifest`,
    );
    expect(manifestPath(brand)).toBe(`assets/brands/${brand.keyword}/manifest.webmanifest`);
    expect(page.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      brand.theme.accent,
    );
  });

  it('a new version waits until Reload, which lets it take over and only then reloads the page', async () => {
    const update = appUpdate();
    const worker = fakeWorker();
    const reloadPage = vi.fn();
    const { host } = await render(<NewVersion update={update} />);
    expect(host.textContent).toBe('Current');
    act(() => update.attach(worker, reloadPage));
    expect(host.textContent).toBe('Current');
    act(() => worker.fire('waiting'));
    act(() => host.querySelector('button')?.click());
    expect(worker.skipped).toBe(1);
    expect(reloadPage).not.toHaveBeenCalled();
    worker.fire('controlling');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('without a worker there is never a new version, and Reload does nothing', () => {
    const update = appUpdate();
    update.reload();
    expect(update.ready()).toBe(false);
  });
});
