import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { FloorMachine, type FloorBreakdown, type FloorMaintenance } from './FloorMachine.tsx';
import type { FloorRoll } from './MachineRolls.tsx';

const STOPPED: FloorBreakdown = {
  id: 3,
  stoppedOn: '2026-11-27',
  stoppedAt: '09:10',
  reason: 'Warp beam broke',
  planned: false,
  restartedOn: null,
  restartedAt: null,
};
const BEFORE: FloorBreakdown[] = [
  {
    id: 2,
    stoppedOn: '2026-11-24',
    stoppedAt: '14:00',
    reason: 'Shuttle change',
    planned: true,
    restartedOn: '2026-11-24',
    restartedAt: '15:30',
  },
  {
    id: 1,
    stoppedOn: '2026-11-20',
    stoppedAt: '22:45',
    reason: 'Power cut',
    planned: false,
    restartedOn: '2026-11-21',
    restartedAt: '06:05',
  },
];

const MAINTENANCE: FloorMaintenance[] = [
  { id: 1, activity: 'Oil the cams', status: 'OVERDUE', statusLabel: 'Overdue', dueOn: '2026-11-25' },
  { id: 2, activity: 'Check the shuttles', status: 'DUE', statusLabel: 'Due', dueOn: '2026-11-29' },
  { id: 3, activity: 'Clean the creel', status: 'DONE', statusLabel: 'Done', dueOn: '2026-12-20' },
];

const ROLLS: FloorRoll[] = [
  {
    id: 12,
    rollNumber: 'R-2611-09',
    metres: 1200,
    weightKg: 98.4,
    date: '2026-11-27',
    enteredBy: 'Ravi Patel',
  },
  { id: 11, rollNumber: 'R-2611-08', metres: 1150.5, weightKg: 95, date: '2026-11-27', enteredBy: null },
];
const onMore = fn();

const meta = {
  title: 'Floor/FloorMachine',
  component: FloorMachine,
  args: {
    facts: [
      { label: 'Name', value: 'Circular Loom 4' },
      { label: 'Code', value: 'CL-04' },
      { label: 'Machine Type', value: 'Loom' },
      { label: 'Department', value: 'Weaving' },
      { label: 'Stock Area', value: 'Loom Shed' },
    ],
    breakdowns: [STOPPED, ...BEFORE],
    breakdownsTotal: 7,
    maintenance: MAINTENANCE,
    rolls: { rolls: ROLLS, total: 9, onMore },
    actions: (
      <>
        <Button>Restarted</Button> <Button>Roll Entry</Button>
      </>
    ),
  },
  parameters: { screenshot: { width: 1200 } },
} satisfies Meta<typeof FloorMachine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stopped now: "Stopped since …" first, the last breakdowns beside, the actions below the machine. */
export const Stopped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Stopped since 27-11-2026 09:10 · Warp beam broke',
    );
    const [open, planned] = within(canvas.getByRole('list', { name: 'Last breakdowns' })).getAllByRole(
      'listitem',
    );
    await expect(open).toHaveTextContent('Stopped');
    await expect(planned).toHaveTextContent('Planned');
    await expect(planned).toHaveTextContent('Restarted 24-11-2026 15:30');
    await expect(canvas.getByText('3 of 7 shown')).toBeVisible();
    const [overdue] = within(canvas.getByRole('list', { name: 'Maintenance' })).getAllByRole('listitem');
    await expect(overdue).toHaveTextContent('Oil the camsOverdue · Due on 25-11-2026');
    await expect(
      within(canvas.getByLabelText('Actions')).getByRole('button', { name: 'Roll Entry' }),
    ).toBeVisible();
  },
};

/** Running, on a 390 px phone. */
export const Running: Story = {
  args: { breakdowns: BEFORE, breakdownsTotal: 2 },
  parameters: { screenshot: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Running');
    await expect(canvas.queryByText(/shown/)).toBeNull();
  },
};

/** Never stopped yet, and no maintenance scheduled for its type. */
export const NoBreakdowns: Story = {
  args: { breakdowns: [], breakdownsTotal: 0, maintenance: [] },
  parameters: { screenshot: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No breakdowns yet.')).toBeVisible();
    await expect(canvas.getByText('No maintenance is scheduled for it.')).toBeVisible();
  },
};

/** The breakdowns being read. */
export const Loading: Story = {
  args: {
    breakdowns: [],
    breakdownsTotal: 0,
    loading: true,
    maintenance: [],
    maintenanceLoading: true,
    rolls: { rolls: [], total: 0, loading: true, onMore },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Loading…')).toHaveLength(3);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Breakdowns and maintenance not to be read (a role without Maintenance's access): said, the machine shown. */
export const BreakdownsRefused: Story = {
  args: {
    breakdowns: [],
    breakdownsTotal: 0,
    breakdownsError: 'Access Denied',
    maintenance: [],
    maintenanceError: 'Access Denied',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getByText('Circular Loom 4')).toBeVisible();
  },
};

/** Its last rolls, newest first, each with its metres, weight, day and who entered it; More reads the next. */
export const Rolls: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [newest, next] = within(canvas.getByRole('list', { name: 'Last rolls' })).getAllByRole('listitem');
    await expect(newest).toHaveTextContent('Roll R-2611-09');
    await expect(newest).toHaveTextContent('27-11-2026 · by Ravi Patel');
    await expect(newest).toHaveTextContent('1,200.00 m · 98.400 kg');
    await expect(next).not.toHaveTextContent('by');
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(onMore).toHaveBeenCalled();
  },
};

/** A machine that has woven no roll yet (a press, a loom new to the floor): said, no More. */
export const NoRolls: Story = {
  args: { rolls: { rolls: [], total: 0, onMore } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No rolls entered yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
  },
};

/** A role that may not read weaving entries: the refusal said in words, the rest shown. */
export const RollsRefused: Story = {
  args: { rolls: { rolls: [], total: 0, error: 'Access Denied', onMore } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Access Denied');
    await expect(canvas.getByRole('list', { name: 'Last breakdowns' })).toBeVisible();
  },
};
