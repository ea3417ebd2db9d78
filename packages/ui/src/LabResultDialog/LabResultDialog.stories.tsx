import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LabResultDialog, type LabResultDialogProps } from './LabResultDialog.tsx';

const PARAMETERS = [
  { id: 1, name: 'Moisture', unit: '%', minValue: null, maxValue: 0.5 },
  { id: 2, name: 'Melt Flow Index', unit: 'g/10 min', minValue: 2.5, maxValue: 4 },
  { id: 3, name: 'Density', unit: 'g/cm³', minValue: 0.9, maxValue: null },
  { id: 4, name: 'Colour', unit: null, minValue: null, maxValue: null },
];

const meta = {
  title: 'Stock/LabResultDialog',
  component: LabResultDialog,
  args: {
    open: true,
    title: 'Lab test of GRN/2026-27/00004, line 1',
    description: 'PP Granules RP348 · 10.000 kg held in Raw Material Store',
    parameters: PARAMETERS,
    readings: {},
    remarks: '',
    onReadingChange: fn(),
    onRemarksChange: fn(),
    onSave: fn(),
    onClose: fn(),
  },
  parameters: { screenshot: { role: 'dialog' } },
} satisfies Meta<typeof LabResultDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog as its parent holds it: the readings and remarks in state. */
function Controlled(props: LabResultDialogProps) {
  const [readings, setReadings] = useState(props.readings);
  const [remarks, setRemarks] = useState(props.remarks);
  return (
    <LabResultDialog
      {...props}
      readings={readings}
      remarks={remarks}
      onReadingChange={(id, value) => {
        props.onReadingChange(id, value);
        setReadings((current) => ({ ...current, [id]: value }));
      }}
      onRemarksChange={(value) => {
        props.onRemarksChange(value);
        setRemarks(value);
      }}
    />
  );
}

/** Nothing read yet: each parameter's limits, Save waits for every limited parameter's reading. */
export const Pending: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Lab test of GRN/2026-27/00004, line 1' });
    await expect(dialog).toHaveTextContent('up to 0.5%');
    await expect(dialog).toHaveTextContent('2.5 – 4 g/10 min');
    await expect(dialog).toHaveTextContent('at least 0.9 g/cm³');
    await expect(dialog).toHaveTextContent('No limit');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Enter a reading for Moisture, Melt Flow Index, Density.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Typed readings are judged as they are typed; all within limits: it passes and Save sends them. */
export const Passing: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reading of Moisture' }), '0.3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reading of Melt Flow Index' }), '3.2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reading of Density' }), '0.91');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remarks' }), 'Sampled 3 bags');
    await expect(within(dialog).getAllByText('Pass')).toHaveLength(3);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Passes: the held stock becomes available to issue.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { parameterId: 1, value: 0.3 },
      { parameterId: 2, value: 3.2 },
      { parameterId: 3, value: 0.91 },
    ]);
    await expect(args.onRemarksChange).toHaveBeenLastCalledWith('Sampled 3 bags');
  },
};

/** A reading out of its limits fails, named in words; a fail is saved too (the stock stays held). */
export const Failing: Story = {
  args: { readings: { 1: 0.8, 2: 3.2, 3: 0.85, 4: 2 }, remarks: 'Damp bags' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getAllByText('Fail')).toHaveLength(2);
    const summary = within(dialog).getByRole('status');
    await expect(summary).toHaveTextContent('Fails: the stock stays held, to be returned to the supplier.');
    await expect(summary).toHaveTextContent('Moisture 0.8% is above its limit 0.5%');
    await expect(summary).toHaveTextContent('Density 0.85 g/cm³ is below its limit 0.9 g/cm³');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Saving: Save is busy and nothing can be changed. */
export const Saving: Story = {
  args: { readings: { 1: 0.3, 2: 3.2, 3: 0.91 }, saving: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(within(dialog).getByRole('textbox', { name: 'Reading of Moisture' })).toBeDisabled();
  },
};

/** The server refused the save: its words under the remarks. */
export const Refused: Story = {
  args: { readings: { 1: 0.3, 2: 3.2, 3: 0.91 }, error: 'Line 1 was released by a passing lab result.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Line 1 was released by a passing lab result.',
    );
  },
};

/**
 * An item without quality parameters (issue 56: it passed without readings, releasing the held stock): said so,
 * with where to add them; nothing to judge, nothing to save.
 */
export const NoParameters: Story = {
  args: { parameters: [] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(
      'The item has no quality parameters: add its quality parameters in Masters → Quality Parameters, then test it.',
    );
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Nothing to judge: the stock stays held.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Parameters without limits and nothing read: no verdict until a reading is typed, then it passes. */
export const Unread: Story = {
  args: { parameters: PARAMETERS.slice(3) },
  render: (args) => <Controlled {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Enter the readings: a lab test is judged on the readings of the quality parameters tested.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reading of Colour' }), '2');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Passes: the held stock becomes available to issue.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
