import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { EmailDialog, type EmailDialogField, type EmailDialogProps } from './EmailDialog.tsx';

const TEMPLATES = [
  { value: '1', label: 'PO to supplier' },
  { value: '2', label: 'PO reminder' },
];

const FILLED = {
  to: 'sales@reliance.example',
  cc: '',
  subject: 'Purchase order PO/26-27/00007',
  message:
    'Dear Reliance Polymer Distributors Pvt Ltd,\nplease supply against PO/26-27/00007 of 20-11-2026, worth ₹1,23,310.00, by 05-12-2026.',
};

const meta = {
  title: 'Documents/EmailDialog',
  component: EmailDialog,
  args: {
    open: true,
    title: 'E-Mail PO/26-27/00007',
    values: FILLED,
    templateId: '1',
    templates: TEMPLATES,
    onTemplateQuery: fn(),
    onChange: fn(),
    onTemplateChange: fn(),
    onSend: fn(),
    onClose: fn(),
  },
  parameters: { screenshot: { role: 'dialog' } },
} satisfies Meta<typeof EmailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog as its page holds it: the values and the template in state. */
function Controlled(props: EmailDialogProps) {
  const [values, setValues] = useState(props.values);
  const [templateId, setTemplateId] = useState(props.templateId);
  return (
    <EmailDialog
      {...props}
      values={values}
      templateId={templateId}
      onChange={(key: EmailDialogField, value) => {
        props.onChange(key, value);
        setValues((current) => ({ ...current, [key]: value }));
      }}
      onTemplateChange={(id) => {
        props.onTemplateChange(id);
        setTemplateId(id);
      }}
    />
  );
}

/** The party's address prefilled, the template filled for the order: a copy added, then sent. */
export const Filled: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    await expect(await screen.findByLabelText(/^Send To/)).toHaveValue('sales@reliance.example');
    await expect(screen.getByLabelText('Subject')).toHaveValue('Purchase order PO/26-27/00007');
    await userEvent.type(screen.getByLabelText('Cc'), 'accounts@example.in');
    await expect(args.onChange).toHaveBeenLastCalledWith('cc', 'accounts@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

/** Opened with no template: the picker searches the server, and Send waits for a template. */
export const ChooseTemplate: Story = {
  args: { templateId: null, values: { ...FILLED, subject: '', message: '' } },
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    await expect(await screen.findByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: /^Template/ }));
    await expect(args.onTemplateQuery).toHaveBeenCalledWith('');
    await userEvent.click(await screen.findByRole('option', { name: 'PO reminder' }));
    await expect(args.onTemplateChange).toHaveBeenLastCalledWith('2');
  },
};

/** The party has no address: Send waits for one. */
export const NoAddress: Story = {
  args: { values: { ...FILLED, to: '' } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** The mail server's refusal, in words. */
export const Refused: Story = {
  args: {
    error:
      'The mail server refused your sign-in. Check the e-mail address and password in your mail profile, and that the mail server allows them.',
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('The mail server refused your sign-in');
  },
};

/** Sending: nothing can be changed. */
export const Sending: Story = {
  args: { sending: true },
  play: async () => {
    await expect(await screen.findByLabelText(/^Send To/)).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
  },
};
