import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LoadingBar } from './LoadingBar.tsx';

/** When the last fake request started and ended (performance.now()), for the play functions. */
const work = { startedAt: 0, endedAt: 0 };

/** A panel with the bar along its top edge and buttons that start fake requests. */
function Requests() {
  const [running, setRunning] = useState(0);
  const request = (ms: number) => () => {
    work.startedAt = performance.now();
    work.endedAt = 0;
    setRunning((n) => n + 1);
    setTimeout(() => {
      work.endedAt = performance.now();
      setRunning((n) => n - 1);
    }, ms);
  };
  return (
    <div style={{ position: 'relative', width: 520, paddingTop: 16, display: 'flex', gap: 8 }}>
      <LoadingBar active={running > 0} contained />
      <Button onClick={request(40)}>Quick request</Button>
      <Button onClick={request(150)}>Short request</Button>
      <Button onClick={request(600)}>Slow request</Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  args: { active: true, contained: true },
  render: (args) => (
    <div style={{ position: 'relative', width: 520, height: 24 }}>
      <LoadingBar {...args} />
    </div>
  ),
} satisfies Meta<typeof LoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (el: HTMLElement) => within(el).queryByRole('progressbar', { name: 'Loading' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fast = { interval: 5, timeout: 2000 };

/** Shown: a thin indeterminate bar in the brand colour. */
export const Shown: Story = {
  args: { active: false, visible: true },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toBeVisible();
  },
};

/** While work runs the bar appears after the 100 ms debounce. */
export const AppearsAfterDebounce: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toBeNull();
    await waitFor(() => expect(bar(canvasElement)).not.toBeNull(), fast);
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await sleep(150);
    await expect(bar(canvasElement)).toBeNull();
  },
};

/**
 * Records the moments the bar enters and leaves the page (a MutationObserver sees each change in the
 * task that makes it, so the times do not depend on how often a test polls).
 */
function watchBar(el: HTMLElement) {
  const seen = { shownAt: 0, hiddenAt: 0 };
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (bar(el) && !seen.shownAt) seen.shownAt = now;
    if (!bar(el) && seen.shownAt && !seen.hiddenAt) seen.hiddenAt = now;
  });
  observer.observe(el, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

/** Spec §2/§9: a request shorter than the 100 ms debounce never shows the bar. */
export const QuickRequestShowsNothing: Story = {
  render: () => <Requests />,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const { seen, stop } = watchBar(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quick request' }));
    await sleep(400);
    stop();
    // Only meaningful if the 40 ms of work really ended before the debounce (a starved CPU can delay it).
    if (work.endedAt - work.startedAt < 100) await expect(seen.shownAt).toBe(0);
    await expect(bar(canvasElement)).toBeNull();
  },
};

/** 600 ms of work: the bar shows only after 100 ms, and stays 300 ms after the work ends. */
export const SlowRequestTiming: Story = {
  render: () => <Requests />,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const { seen, stop } = watchBar(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Slow request' }));
    await waitFor(() => expect(seen.hiddenAt).toBeGreaterThan(0), { interval: 20, timeout: 3000 });
    stop();
    await expect(seen.shownAt - work.startedAt).toBeGreaterThanOrEqual(99);
    await expect(seen.hiddenAt - work.endedAt).toBeGreaterThanOrEqual(298);
  },
};

/** 150 ms of work: shown at 100 ms, it stays the 300 ms minimum, then 300 ms more. */
export const ShortRequestKeepsMinimum: Story = {
  render: () => <Requests />,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const { seen, stop } = watchBar(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Short request' }));
    await waitFor(() => expect(seen.hiddenAt).toBeGreaterThan(0), { interval: 20, timeout: 3000 });
    stop();
    await expect(seen.shownAt - work.startedAt).toBeGreaterThanOrEqual(99);
    // Shown no earlier than 100 ms, then at least 300 ms minimum plus 300 ms extra.
    await expect(seen.hiddenAt - work.startedAt).toBeGreaterThanOrEqual(100 + 300 + 300 - 2);
    await expect(seen.hiddenAt - work.endedAt).toBeGreaterThanOrEqual(298);
  },
};
