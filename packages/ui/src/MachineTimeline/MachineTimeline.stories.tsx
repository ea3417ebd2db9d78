import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MachineTimeline, type TimelineMachine } from './MachineTimeline.tsx';

const MACHINES: TimelineMachine[] = [
  {
    id: 1,
    name: 'Circular Loom 1',
    down: null,
    jobs: [
      {
        id: 11,
        label: 'MS/2026-27/00001 · Woven Fabric 24"',
        start: '2026-12-01T06:00',
        end: '2026-12-01T18:00',
      },
      {
        id: 12,
        label: 'MS/2026-27/00002 · Woven Fabric 24"',
        start: '2026-12-01T18:00',
        end: '2026-12-02T12:00',
      },
    ],
  },
  {
    id: 2,
    name: 'Circular Loom 2',
    down: 'Down since a breakdown on 2026-11-29 (shift C)',
    jobs: [],
  },
  {
    id: 3,
    name: 'Bag Cutting and Stitching 1',
    down: null,
    jobs: [
      {
        id: 31,
        label: 'MS/2026-27/00003 · 50 kg Cement Bag',
        start: '2026-12-02T08:00',
        end: '2026-12-03T02:00',
      },
    ],
  },
];

const meta = {
  title: 'Production/MachineTimeline',
  component: MachineTimeline,
  args: { from: '2026-12-01', days: 3, machines: MACHINES, onJobSelect: fn() },
  parameters: { screenshot: { width: 900 } },
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MachineTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three machines over three days: jobs back to back on a loom, a loom down in words, a bag machine's job. */
export const Scheduled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const loom = canvas.getByRole('group', { name: 'Circular Loom 1' });
    const bars = within(loom).getAllByRole('button');
    await expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'MS/2026-27/00001 · Woven Fabric 24", 2026-12-01 06:00 to 2026-12-01 18:00',
      'MS/2026-27/00002 · Woven Fabric 24", 2026-12-01 18:00 to 2026-12-02 12:00',
    ]);
    // 06:00 to 18:00 of the first of three days: a sixth of the way in, a sixth wide.
    await expect(bars[0]?.style.left).toBe('8.333%');
    await expect(bars[0]?.style.width).toBe('16.667%');
    const down = within(canvas.getByRole('group', { name: 'Circular Loom 2' })).getByText('Down');
    await expect(down).toHaveAttribute('title', 'Down since a breakdown on 2026-11-29 (shift C)');
    await userEvent.click(bars[1] as HTMLElement);
    await expect(args.onJobSelect).toHaveBeenCalledWith(MACHINES[0]?.jobs[1]);
  },
};

/** A job that began before the range and runs past it is cut at both edges. */
export const CutAtTheEdges: Story = {
  args: {
    from: '2026-12-02',
    days: 1,
    machines: [
      {
        id: 1,
        name: 'Circular Loom 1',
        down: null,
        jobs: [{ id: 12, label: 'MS/2026-27/00002', start: '2026-12-01T18:00', end: '2026-12-03T06:00' }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('button');
    await expect(bar.style.left).toBe('0%');
    await expect(bar.style.width).toBe('100%');
  },
};

/**
 * Recorded stops under the jobs: a breakdown that ended, planned maintenance between two jobs, and a stop not
 * restarted, which runs to the range's end.
 */
export const WithRecordedStops: Story = {
  args: {
    machines: [
      {
        id: 1,
        name: 'Circular Loom 1',
        down: null,
        jobs: [
          { id: 11, label: 'MS/2026-27/00001', start: '2026-12-01T06:00', end: '2026-12-01T18:00' },
          { id: 12, label: 'MS/2026-27/00002', start: '2026-12-02T06:00', end: '2026-12-02T18:00' },
        ],
        stops: [
          {
            id: 1,
            reason: 'Warp beam cracked',
            planned: false,
            start: '2026-12-01T10:00',
            end: '2026-12-01T12:00',
          },
          {
            id: 2,
            reason: 'Gearbox overhaul',
            planned: true,
            start: '2026-12-01T20:00',
            end: '2026-12-02T04:00',
          },
        ],
      },
      {
        id: 2,
        name: 'Circular Loom 2',
        down: null,
        jobs: [],
        stops: [{ id: 3, reason: 'Motor burnt', planned: false, start: '2026-12-02T12:00', end: null }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loom = within(canvas.getByRole('group', { name: 'Circular Loom 1' }));
    const stops = loom.getAllByRole('img');
    await expect(stops.map((stop) => stop.getAttribute('aria-label'))).toEqual([
      'Breakdown: Warp beam cracked, 2026-12-01 10:00 – 2026-12-01 12:00',
      'Planned Maintenance: Gearbox overhaul, 2026-12-01 20:00 – 2026-12-02 04:00',
    ]);
    // 20:00 of the first of three days to 04:00 of the second: 20/72 of the way in, 8/72 wide.
    await expect(stops[1]?.style.left).toBe('27.778%');
    await expect(stops[1]?.style.width).toBe('11.111%');
    // The jobs stay buttons over the bands.
    await expect(loom.getAllByRole('button')).toHaveLength(2);
    const open = within(canvas.getByRole('group', { name: 'Circular Loom 2' })).getByRole('img');
    await expect(open).toHaveAttribute(
      'aria-label',
      'Breakdown: Motor burnt, 2026-12-02 12:00 not restarted',
    );
    // From noon of the second day to the range's end: 36/72 in, the other half wide.
    await expect(open.style.left).toBe('50%');
    await expect(open.style.width).toBe('50%');
  },
};

/** No machine: the row says so. */
export const NoMachines: Story = {
  args: { machines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No machines to show')).toBeVisible();
  },
};
