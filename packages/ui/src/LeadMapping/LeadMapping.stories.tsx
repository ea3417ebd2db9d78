import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeadMapping, type LeadMappingProps } from './LeadMapping.tsx';

const FIELDS = [
  { key: 'companyName', label: 'Company Name' },
  { key: 'contactPerson', label: 'Contact Person' },
  { key: 'phone', label: 'Phone' },
  { key: 'email', label: 'E-Mail' },
  { key: 'city', label: 'City' },
];

/** The step as a screen holds it: the mapping in its state. */
function Controlled(props: LeadMappingProps) {
  const [mapping, setMapping] = useState(props.mapping);
  return (
    <LeadMapping
      {...props}
      mapping={mapping}
      onChange={(next) => {
        setMapping(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'CRM/LeadMapping',
  component: LeadMapping,
  render: (args) => <Controlled {...args} />,
  args: {
    fileName: 'indiamart-november.csv',
    rows: 42,
    headers: ['Firm', 'SENDER_NAME', 'Mobile No.', 'Email ID', 'Serial'],
    mapping: ['companyName', 'contactPerson', 'phone', 'email', null],
    fields: FIELDS,
    onChange: fn(),
    onImport: fn(),
    onCancel: fn(),
  },
  parameters: { screenshot: { width: 600 } },
} satisfies Meta<typeof LeadMapping>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The guessed mapping: each column with its field, an unknown column left out. */
export const Guessed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Field for column Mobile No.' })).toHaveValue('phone');
    await expect(canvas.getByRole('combobox', { name: 'Field for column Serial' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

/** Choosing a field another column fills moves it: the other column is left out. */
export const FieldMoved: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Field for column Serial' }), 'phone');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'companyName',
      'contactPerson',
      null,
      'email',
      'phone',
    ]);
    await expect(canvas.getByRole('combobox', { name: 'Field for column Mobile No.' })).toHaveValue('');
  },
};

/** Nothing mapped: nothing to import. */
export const NothingMapped: Story = {
  args: { mapping: [null, null, null, null, null] },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};
