import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { FloorParcel, type FloorParcelContent } from './FloorParcel.tsx';

const BAGS = { name: 'NOS', decimals: 0 };
const CONTENTS: FloorParcelContent[] = [
  {
    id: 1,
    item: { code: 'BAG-50', name: 'PP Woven Bag 50 kg' },
    lotNumber: 'L-2611',
    stockAreaName: 'Dispatch Bay',
    quantity: 500,
    uom: BAGS,
    held: false,
    href: '#/module/floor/lot/8?lotNumber=L-2611',
  },
  {
    id: 2,
    item: { code: 'BAG-25', name: 'PP Woven Bag 25 kg' },
    lotNumber: 'L-2612',
    stockAreaName: 'Dispatch Bay',
    quantity: 250,
    uom: BAGS,
    held: true,
    href: '#/module/floor/lot/9?lotNumber=L-2612',
  },
];

const meta = {
  title: 'Floor/FloorParcel',
  component: FloorParcel,
  args: {
    parcelNumber: 'PCL/2026-27/00007',
    packagingNumber: 'PKG/2026-27/00003',
    grossWeight: 41.5,
    netWeight: 40,
    contents: CONTENTS,
    actions: <Button>Load</Button>,
  },
  parameters: { screenshot: { width: 1200 } },
} satisfies Meta<typeof FloorParcel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the desk: the parcel, where it is, its contents each opening its lot's page, and Load below. */
export const Desk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Parcel PCL/2026-27/00007' })).toBeVisible();
    await expect(canvas.getByText('Dispatch Bay', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'BAG-50 · PP Woven Bag 50 kg' })).toHaveAttribute(
      'href',
      CONTENTS[0]?.href,
    );
    const [, held] = within(canvas.getByRole('list', { name: 'Contents' })).getAllByRole('listitem');
    await expect(held).toHaveTextContent('250 NOS');
    await expect(held).toHaveTextContent('Held');
    await expect(
      within(canvas.getByLabelText('Actions')).getByRole('button', { name: 'Load' }),
    ).toBeVisible();
  },
};

/** On a 390 px phone, with no packaging number or weights known. */
export const Phone: Story = {
  args: { packagingNumber: null, grossWeight: 0, netWeight: 0 },
  parameters: { screenshot: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lot L-2611 · Dispatch Bay')).toBeVisible();
    await expect(canvas.queryByText('Packaging')).toBeNull();
  },
};

/** A role that may not load: no actions. */
export const NoActions: Story = {
  args: { actions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('Actions')).toBeNull();
  },
};

/** Loaded on a draft dispatch, which has no number yet: named by its customer, linked to its desk page. */
export const OnDraftDispatch: Story = {
  args: {
    dispatch: {
      number: null,
      customerName: 'Ambuja Cement Works Ltd',
      date: '2026-11-28',
      dispatched: false,
      href: '#/module/dispatch/41',
    },
    actions: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dispatch Bay', { selector: 'dd' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Draft dispatch of Ambuja Cement Works Ltd' }),
    ).toHaveAttribute('href', '#/module/dispatch/41');
    await expect(canvas.queryByLabelText('Actions')).toBeNull();
  },
};

/** Dispatched, on a phone: when, by which dispatch and to whom it left; no link for a role that may not view it. */
export const Dispatched: Story = {
  args: {
    dispatch: {
      number: 'DC/2026-27/00012',
      customerName: 'Ambuja Cement Works Ltd',
      date: '2026-11-28',
      dispatched: true,
      href: null,
    },
    actions: undefined,
  },
  parameters: { screenshot: { width: 390 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Dispatched on 28-11-2026 by DC/2026-27/00012 to Ambuja Cement Works Ltd'),
    ).toBeVisible();
    await expect(canvas.getByText('DC/2026-27/00012', { selector: 'dd' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'DC/2026-27/00012' })).toBeNull();
  },
};
