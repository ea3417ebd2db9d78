import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldHarness, required } from '../internal/FieldHarness.tsx';
import { LookupField } from './LookupField.tsx';

const PARTIES = [
  { value: '1', label: 'Narmada Polysacks Pvt. Ltd.', description: 'GSTIN 24AABCN1234F1Z5 · Vadodara' },
  { value: '2', label: 'Kaveri Chemicals (India) Ltd.', description: 'GSTIN 33AACCK5678G1Z2 · Salem' },
  { value: '3', label: 'Shree Ganesh Poly-Fab', description: 'GSTIN 27AAFFS9012H1Z9 · Bhiwandi' },
  { value: '4', label: 'R.K. Traders & Co.', description: 'GSTIN 09AAGFR3456J1Z1 · Kanpur' },
  { value: '5', label: 'Deccan Agro Packaging Industries', description: 'GSTIN 36AAHCD7890K1Z4 · Hyderabad' },
];

const meta = {
  title: 'Forms/LookupField',
  component: LookupField,
  args: { label: 'Supplier', value: null, onChange: () => {}, options: PARTIES },
} satisfies Meta<typeof LookupField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '2' } };

/** Searching ignores case, dots, hyphens, brackets and spaces (spec §5): "ganesh polyfab" finds "Shree Ganesh Poly-Fab". */
export const SearchesByName: Story = {
  render: (args) => (
    <FieldHarness<string | null> initial={null} validate={required()}>
      {(state) => <LookupField {...args} required {...state} />}
    </FieldHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Supplier' });
    await userEvent.type(box, 'ganesh polyfab');
    const listbox = canvas.getByRole('listbox', { name: 'Supplier' });
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('Shree Ganesh Poly-Fab');
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Shree Ganesh Poly-Fab');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('"3"');

    await userEvent.clear(box);
    await userEvent.type(box, 'rk traders');
    await userEvent.click(canvas.getByRole('option', { name: /R\.K\. Traders/ }));
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('"4"');

    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    await expect(canvas.getByText('No matches')).toBeVisible();
  },
};

/** The list open, as a user sees it while choosing. */
export const Open: Story = {
  args: { value: '1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Supplier' }));
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ShowingError: Story = {
  args: { required: true, submitted: true, error: 'This field is required' },
};
