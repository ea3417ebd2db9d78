import type { MaintenanceDashboard, MaintenanceScheduleRow } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MaintenanceOverview } from './MaintenanceOverview.tsx';

const loom = (id: number, name: string, code: string) => ({ id, name, code });
const overdue = (
  machine: ReturnType<typeof loom>,
  activity: string,
  extra: Partial<MaintenanceScheduleRow> = {},
): MaintenanceScheduleRow => ({
  machine,
  machineType: { id: 1, name: 'Loom' },
  activity: { id: 7, name: activity, frequencyKind: 'DAYS', frequency: 7 },
  lastDoneOn: '2026-11-05',
  usedSince: 20,
  status: 'OVERDUE',
  dueOn: '2026-11-12',
  remaining: -13,
  ...extra,
});

const FIGURES: MaintenanceDashboard = {
  today: '2026-11-25',
  overdue: {
    total: 7,
    rows: [
      overdue(loom(3, 'Circular Loom 3', 'LOOM-03'), 'Oil change'),
      overdue(loom(1, 'Circular Loom 1', 'LOOM-01'), 'Grease bearings', {
        activity: { id: 8, name: 'Grease bearings', frequencyKind: 'RUNNING_HOURS', frequency: 250 },
        dueOn: null,
        remaining: -42.5,
      }),
      overdue(loom(6, 'Circular Loom 6', 'LOOM-06'), 'Belt check', { dueOn: '2026-11-24', remaining: -1 }),
    ],
  },
  down: {
    total: 3,
    rows: [
      {
        machine: loom(5, 'Circular Loom 5', 'LOOM-05'),
        since: '2026-11-23T22:00',
        reason: null,
        planned: false,
        breakdownId: null,
        shift: 'C',
      },
      {
        machine: loom(4, 'Circular Loom 4', 'LOOM-04'),
        since: '2026-11-24T09:00',
        reason: 'Gearbox overhaul',
        planned: true,
        breakdownId: 41,
        shift: null,
      },
      {
        machine: loom(2, 'Circular Loom 2', 'LOOM-02'),
        since: '2026-11-25T07:10',
        reason: 'Cam shaft broke',
        planned: false,
        breakdownId: 42,
        shift: null,
      },
    ],
  },
  downtime: {
    from: '2026-11-23',
    to: '2026-11-29',
    minutes: 3515,
    machineCount: 4,
    machines: [
      { machine: loom(4, 'Circular Loom 4', 'LOOM-04'), minutes: 2340 },
      { machine: loom(2, 'Circular Loom 2', 'LOOM-02'), minutes: 1010 },
      { machine: loom(1, 'Circular Loom 1', 'LOOM-01'), minutes: 90 },
      { machine: loom(7, 'Tape Line 1', 'TAPE-01'), minutes: 75 },
    ],
  },
};

const EMPTY: MaintenanceDashboard = {
  today: '2026-11-25',
  overdue: { total: 0, rows: [] },
  down: { total: 0, rows: [] },
  downtime: { from: '2026-11-23', to: '2026-11-29', minutes: 0, machineCount: 0, machines: [] },
};

const meta = {
  title: 'Maintenance/MaintenanceOverview',
  component: MaintenanceOverview,
  args: {
    dashboard: FIGURES,
    overduePath: (row) =>
      row
        ? `/module/machine-asset-management?machineId=${row.machine.id}&status=OVERDUE`
        : '/module/machine-asset-management?status=OVERDUE',
    downPath: (row) =>
      row.breakdownId === null ? null : `/module/machineBreakdown/addUpdate/${row.breakdownId}`,
    onNavigate: fn(),
  },
  parameters: { screenshot: { width: 1000 } },
} satisfies Meta<typeof MaintenanceOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Overdue maintenance, machines down now and the week's downtime; each overdue row and stop is a link. */
export const Figures: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const overdueCard = canvas.getByRole('region', { name: 'Overdue maintenance' });
    await expect(within(overdueCard).getByText('Overdue by 13 days')).toBeVisible();
    await expect(within(overdueCard).getByText('Overdue by 1 day')).toBeVisible();
    await expect(within(overdueCard).getByText('Overdue by 42.5 running hours')).toBeVisible();
    await userEvent.click(within(overdueCard).getByRole('link', { name: 'Circular Loom 3 · Oil change' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/module/machine-asset-management?machineId=3&status=OVERDUE',
    );
    await expect(
      within(overdueCard).getByRole('link', { name: '7 overdue: open the schedule' }),
    ).toHaveAttribute('href', '#/module/machine-asset-management?status=OVERDUE');

    const down = canvas.getByRole('region', { name: 'Machines down now' });
    await expect(within(down).getByText('Since 25-11-2026 07:10 — Cam shaft broke')).toBeVisible();
    await expect(within(down).getByText('Planned Maintenance')).toBeVisible();
    await expect(
      within(down).getByText('Since 23-11-2026, Shift C (8 h) — Breakdown, still down on the DP log'),
    ).toBeVisible();
    await expect(within(down).queryByRole('link', { name: 'Circular Loom 5' })).toBeNull();
    await userEvent.click(within(down).getByRole('link', { name: 'Circular Loom 2' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/module/machineBreakdown/addUpdate/42');

    const week = canvas.getByRole('region', { name: 'Downtime this week' });
    await expect(within(week).getByText('58 h 35 min')).toBeVisible();
    await expect(within(week).getByText('On 4 machines, 23-11-2026 – 29-11-2026')).toBeVisible();
    await expect(within(week).getByRole('row', { name: 'Circular Loom 4 39 h 0 min' })).toBeInTheDocument();
  },
};

/** Nothing overdue, nothing down, no downtime: each part says so. */
export const Empty: Story = {
  args: { dashboard: EMPTY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No maintenance is overdue.')).toBeVisible();
    await expect(canvas.getByText('No machine is down.')).toBeVisible();
    await expect(canvas.getByText('No downtime this week.')).toBeVisible();
    await expect(canvas.getByText('0 min')).toBeVisible();
  },
};

/** The first read on its way. */
export const Loading: Story = {
  args: { dashboard: null, loading: true },
  play: async ({ canvasElement }) => {
    const loading = within(canvasElement).getByText('Loading…');
    await expect(loading).toBeVisible();
    await expect(loading.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The read failed: why, said as an alert. */
export const Failed: Story = {
  args: { dashboard: null, error: 'The server is busy. Try again in a minute.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The server is busy');
  },
};
