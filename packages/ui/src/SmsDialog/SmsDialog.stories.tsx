import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SmsDialog, type SmsDialogProps } from './SmsDialog.tsx';

const TEMPLATES = [
  { value: '1', label: 'Quotation sent (SMS)' },
  { value: '2', label: 'Quotation follow-up (SMS)' },
];

const FILLED =
  'Dear Sharma Agro Industries, our quotation QT/2026-27/00004 for Rs 1,18,000.00 is valid till 15-12-2026. Kindly confirm. - Shree Polysacks';

const meta = {
  title: 'Documents/SmsDialog',
  component: SmsDialog,
  args: {
    open: true,
    title: 'SMS QT/2026-27/00004',
    phone: '9876543210',
    templateId: '1',
    templates: TEMPLATES,
    preview: FILLED,
    onTemplateQuery: fn(),
    onPhoneChange: fn(),
    onTemplateChange: fn(),
    onSend: fn(),
    onClose: fn(),
  },
  parameters: { screenshot: { role: 'dialog' } },
} satisfies Meta<typeof SmsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog as its page holds it: the phone and the template in state. */
function Controlled(props: SmsDialogProps) {
  const [phone, setPhone] = useState(props.phone);
  const [templateId, setTemplateId] = useState(props.templateId);
  return (
    <SmsDialog
      {...props}
      phone={phone}
      templateId={templateId}
      onPhoneChange={(value) => {
        props.onPhoneChange(value);
        setPhone(value);
      }}
      onTemplateChange={(id) => {
        props.onTemplateChange(id);
        setTemplateId(id);
      }}
    />
  );
}

/** The party's phone prefilled, the template filled for the quotation and shown with its length: sent. */
export const Filled: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    await expect(await screen.findByLabelText(/^Mobile Number/)).toHaveValue('9876543210');
    const preview = screen.getByLabelText('Preview');
    await expect(preview).toHaveValue(FILLED);
    await expect(preview).toHaveAttribute('readonly');
    await expect(screen.getByText(`${FILLED.length} characters, 1 SMS`)).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/^Mobile Number/));
    await userEvent.type(screen.getByLabelText(/^Mobile Number/), '+919812345678');
    await expect(args.onPhoneChange).toHaveBeenLastCalledWith('+919812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

/** Opened with no template: the picker searches the server, and Send waits for a template. */
export const ChooseTemplate: Story = {
  args: { templateId: null, preview: '' },
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    await expect(await screen.findByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(screen.getByText('Choose a template to see the message.')).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: /^Template/ }));
    await expect(args.onTemplateQuery).toHaveBeenCalledWith('');
    await userEvent.click(await screen.findByRole('option', { name: 'Quotation follow-up (SMS)' }));
    await expect(args.onTemplateChange).toHaveBeenLastCalledWith('2');
  },
};

/** The party has no phone: Send waits for one. */
export const NoPhone: Story = {
  args: { phone: '' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** A long text goes as several SMS, and says so. */
export const LongText: Story = {
  args: { preview: `${FILLED} ${FILLED}` },
  parameters: { screenshot: { skip: true } },
  play: async () => {
    await expect(await screen.findByText(`${FILLED.length * 2 + 1} characters, 2 SMS`)).toBeVisible();
  },
};

/** The template being filled: Send waits. */
export const Previewing: Story = {
  args: { previewing: true },
  parameters: { screenshot: { skip: true } },
  play: async () => {
    await expect(await screen.findByLabelText('Preview')).toHaveValue('Filling the template…');
    await expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** The server's refusal, in words (decision 1642's MESSAGE_NOT_READY). */
export const Refused: Story = {
  args: { error: 'The template "Quotation sent (SMS)" names {dueDate}, which Stock Issue does not have.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('names {dueDate}');
  },
};

/** Sending: nothing can be changed, and Send says it is busy (clicks refused, focus kept: decision 1910). */
export const Sending: Story = {
  args: { sending: true },
  parameters: { screenshot: { skip: true } },
  play: async () => {
    await expect(await screen.findByLabelText(/^Mobile Number/)).toBeDisabled();
    const send = screen.getByRole('button', { name: 'Send' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(send).toHaveAttribute('aria-disabled', 'true');
  },
};
