import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { TopBar } from '../TopBar/TopBar.tsx';
import { ScanButton } from './ScanButton.tsx';

const meta = {
  title: 'Floor/ScanButton',
  component: ScanButton,
  args: { onScan: fn(), place: 'topBar' },
} satisfies Meta<typeof ScanButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Measures a button's box: a touch target of 44 px at least each way. */
async function touchTarget(button: HTMLElement) {
  const box = button.getBoundingClientRect();
  await expect(box.width).toBeGreaterThanOrEqual(44);
  await expect(box.height).toBeGreaterThanOrEqual(44);
}

/** Scan in the top bar of a 390 px phone, beside the user: its icon, named Scan, 44 px. */
export const InTopBarOnAPhone: Story = {
  parameters: { layout: 'fullscreen', screenshot: { width: 390 } },
  render: (args) => (
    <div style={{ width: 390 }}>
      <TopBar
        title="Udyog ERP"
        homeHref="#/module"
        user={{ firstName: 'Ravi', lastName: 'Kumar' }}
        onToggleSidebar={fn()}
        onOrgProfile={fn()}
        onSetting={fn()}
        onLogout={fn()}
        status={<ScanButton {...args} />}
      />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const scan = within(canvasElement).getByRole('button', { name: 'Scan' });
    await touchTarget(scan);
    await userEvent.click(scan);
    await expect(args.onScan).toHaveBeenCalled();
  },
};

/** Beside a field that expects a code: Scan, named by what it scans. */
export const BesideAField: Story = {
  args: { place: 'field', label: 'Scan a parcel' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'end', gap: 8, width: 360 }}>
      <TextField label="Parcel number" value="" onChange={fn()} />
      <ScanButton {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const scan = within(canvasElement).getByRole('button', { name: 'Scan a parcel' });
    await expect(scan).toHaveTextContent('Scan');
    await touchTarget(scan);
    await userEvent.click(scan);
    await expect(args.onScan).toHaveBeenCalled();
  },
};

/** At a desk the top bar has no Scan: its keyboard scanner reads labels on any screen. */
export const NotInADesksTopBar: Story = {
  parameters: { layout: 'fullscreen', screenshot: { width: 900 } },
  render: (args) => (
    <TopBar
      title="Udyog ERP"
      homeHref="#/module"
      user={{ firstName: 'Ravi', lastName: 'Kumar' }}
      onToggleSidebar={fn()}
      onOrgProfile={fn()}
      onSetting={fn()}
      onLogout={fn()}
      status={<ScanButton {...args} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Scan' })).toBeNull();
  },
};
