import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { PortalAnswerDialog, type PortalAnswerDialogProps } from './PortalAnswerDialog.tsx';

const IRN_FIELDS = [
  { key: 'irn', label: 'IRN' },
  { key: 'ackNumber', label: 'Acknowledgement Number' },
  { key: 'ackDate', label: 'Acknowledgement Date', hint: '2026-11-24 11:32:00' },
  { key: 'signedQrCode', label: 'Signed QR Code', multiline: true },
];

const meta = {
  title: 'Billing/PortalAnswerDialog',
  component: PortalAnswerDialog,
  args: {
    open: true,
    title: 'IRN of INV/26-27/00001',
    description: 'Type what the e-invoice portal answered, or choose its response file.',
    fields: IRN_FIELDS,
    values: {},
    onChange: fn(),
    onImport: fn(),
    onSave: fn(),
    onClose: fn(),
  },
  parameters: { screenshot: { role: 'dialog' } },
} satisfies Meta<typeof PortalAnswerDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog as its parent holds it: the values in state. */
function Controlled(props: PortalAnswerDialogProps) {
  const [values, setValues] = useState(props.values);
  return (
    <PortalAnswerDialog
      {...props}
      values={values}
      onChange={(key, value) => {
        props.onChange(key, value);
        setValues((current) => ({ ...current, [key]: value }));
      }}
    />
  );
}

/** The IRN typed in and saved. */
export const EnterIrn: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText('Acknowledgement Number'), '112610012345678');
    await expect(args.onChange).toHaveBeenLastCalledWith('ackNumber', '112610012345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** The portal's response file chosen instead of typing. */
export const ImportResponse: Story = {
  play: async ({ args }) => {
    const file = new File(['{"Irn":"…"}'], 'response.json', { type: 'application/json' });
    await userEvent.upload(await screen.findByLabelText("Portal's response file"), file);
    await expect(args.onImport).toHaveBeenCalledWith(file);
  },
};

/** The server's refusal names the field. */
export const Refused: Story = {
  args: {
    values: { irn: 'abc' },
    error: 'IRN must be the 64 hexadecimal characters the portal gave',
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('IRN must be the 64 hexadecimal');
  },
};

/** The vehicles a consignment is split across, one a line; saving, nothing can be changed. */
export const VehiclesSaving: Story = {
  args: {
    title: 'Vehicles of INV/26-27/00001',
    description: 'One vehicle a line: its number, then the quantity it carries (10,000 BAG in all).',
    fields: [{ key: 'vehicles', label: 'Vehicles', multiline: true }],
    values: { vehicles: 'GJ01AB1234 6000\nGJ05CD5678 4000' },
    onImport: undefined,
    saving: true,
  },
  play: async () => {
    await expect(await screen.findByLabelText('Vehicles')).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  },
};
