import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldHarness, required } from '../internal/FieldHarness.tsx';
import { FileField } from './FileField.tsx';

const file = (name: string, kb: number, type = 'application/pdf') =>
  new File([new Uint8Array(kb * 1024)], name, { type });

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  args: { label: 'Test Certificate', value: [], onChange: () => {}, accept: '.pdf,image/*' },
} satisfies Meta<typeof FileField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithFiles: Story = {
  args: {
    multiple: true,
    label: 'Attachments',
    value: [file('coa-batch-118.pdf', 245), file('lab-photo.jpg', 1200, 'image/jpeg')],
  },
};

export const ChoosesAndRemoves: Story = {
  render: (args) => (
    <FieldHarness<File[]>
      initial={[]}
      validate={required()}
      show={(files) => files.map((f) => f.name).join(', ')}
    >
      {(state) => <FileField {...args} multiple required {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('Test Certificate'), [file('a.pdf', 3), file('b.pdf', 5)]);
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('a.pdf, b.pdf');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove a.pdf' }));
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('b.pdf');
    await expect(canvas.queryByText('This field is required')).toBeNull();
  },
};

export const ShowingError: Story = {
  args: { required: true, submitted: true, error: 'This field is required' },
};

/** A picture stored already (an item's photograph) shows above the chooser. */
export const WithPicture: Story = {
  args: {
    label: 'Picture',
    accept: 'image/png,image/jpeg',
    preview:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAAK0lEQVR42mOQy1tAU8QwasEIsODDh2c0RaMWjAQLRjPaqAWjZdGoBYPAAgAuyutMx5EkugAAAABJRU5ErkJggg==',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Picture' })).toBeVisible();
  },
};
