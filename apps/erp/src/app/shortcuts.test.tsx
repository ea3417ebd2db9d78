import { describe, expect, it, vi } from 'vitest';
import { render } from '../testing/render.tsx';
import { useShortcuts } from './shortcuts.ts';

function Shortcuts({ open }: { open: (route: string) => void }) {
  useShortcuts(open);
  return <input aria-label="Remarks" />;
}

const press = (target: EventTarget, init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('spec §2 keyboard shortcuts anywhere', () => {
  it('Ctrl or Cmd+Q opens the quotation add/update route, Shift+Q the list; the browser does not act on them', async () => {
    const open = vi.fn();
    await render(<Shortcuts open={open} />);
    expect(press(document.body, { key: 'q', ctrlKey: true }).defaultPrevented).toBe(true);
    press(document.body, { key: 'q', metaKey: true });
    press(document.body, { key: 'Q', shiftKey: true });
    press(document.body, { key: 'w', ctrlKey: true });
    expect(open.mock.calls).toEqual([
      ['/module/quotation/addUpdate'],
      ['/module/quotation/addUpdate'],
      ['/module/quotation'],
    ]);
  });

  it('decision 0503: Shift+Q in a field types a Q; Ctrl+Q still opens the add/update route', async () => {
    const open = vi.fn();
    const { host } = await render(<Shortcuts open={open} />);
    const field = host.querySelector('input') as HTMLInputElement;
    expect(press(field, { key: 'Q', shiftKey: true }).defaultPrevented).toBe(false);
    press(field, { key: 'q', ctrlKey: true });
    expect(open.mock.calls).toEqual([['/module/quotation/addUpdate']]);
  });
});
