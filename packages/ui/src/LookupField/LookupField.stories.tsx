import type { Meta, StoryObj } from '@storybook/react-vite';
import { matchesName } from '@erp/domain';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
    // Escape drops a search begun and keeps the value chosen (issue 56).
    await userEvent.type(canvas.getByRole('combobox'), 'kav');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('combobox')).toHaveValue('Narmada Polysacks Pvt. Ltd.');
  },
};

/** Near the foot of the screen (a document's last line) the list opens above the input, within reach. */
export const OpensAboveNearTheFoot: Story = {
  render: (args) => (
    <FieldHarness<string | null> initial={null}>
      {(state) => <LookupField {...args} {...state} />}
    </FieldHarness>
  ),
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', display: 'flex', alignItems: 'flex-end', paddingBottom: 16 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Supplier' });
    await userEvent.click(box);
    const list = canvas.getByRole('listbox', { name: 'Supplier' });
    await waitFor(() =>
      expect(list.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.getBoundingClientRect().top),
    );
    await userEvent.click(canvas.getByRole('option', { name: /Kaveri Chemicals/ }));
    await expect(box).toHaveValue('Kaveri Chemicals (India) Ltd.');
  },
};

export const ShowingError: Story = {
  args: { required: true, submitted: true, error: 'This field is required' },
};

/** A server that matches the name or the code (the description), as the item search does. */
function searchServer(query: string) {
  return PARTIES.filter((party) => matchesName(party.label, query) || matchesName(party.description, query));
}

/** The server searches (a large list): the options are its matches, shown as given. */
function ServerSearch(args: Parameters<typeof LookupField>[0]) {
  const [value, setValue] = useState<string | null>(args.value);
  const [options, setOptions] = useState<typeof PARTIES>([]);
  const [asked, setAsked] = useState<string[]>([]);
  return (
    <div style={{ width: 360 }}>
      <LookupField
        {...args}
        value={value}
        onChange={setValue}
        options={options}
        onQueryChange={(query) => {
          setAsked((seen) => [...seen, query]);
          setOptions(searchServer(query));
        }}
      />
      <output aria-label="Searches">{JSON.stringify(asked)}</output>
    </div>
  );
}

export const SearchesOnTheServer: Story = {
  args: { value: '5', valueLabel: 'Deccan Agro Packaging Industries' },
  render: ServerSearch,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Supplier' });
    // The stored choice shows by its label before any search.
    await expect(box).toHaveValue('Deccan Agro Packaging Industries');
    await userEvent.click(box);
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
    await userEvent.clear(box);
    // A GSTIN fragment: the server's match, which the name alone would not give.
    await userEvent.type(box, '33AACCK');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Kaveri Chemicals (India) Ltd.');
    await expect(canvas.getByLabelText('Searches')).toHaveTextContent('"33AACCK"');
  },
};

const UNITS = Array.from({ length: 45 }, (_, i) => ({
  value: String(i + 1),
  label: `Unit ${String(i + 1).padStart(2, '0')}`,
}));

/** A server that sends its matches 20 at a time, as the pickers' server does (decision 0612). */
function PagedServer(args: Parameters<typeof LookupField>[0]) {
  const [value, setValue] = useState<string | null>(args.value);
  const [pages, setPages] = useState(0);
  return (
    <div style={{ width: 360 }}>
      <LookupField
        {...args}
        value={value}
        onChange={setValue}
        options={UNITS.slice(0, pages * 20)}
        onQueryChange={() => setPages(1)}
        hasMore={pages * 20 < UNITS.length}
        onMore={() => setPages((n) => n + 1)}
      />
      <output aria-label="Pages">{pages}</output>
    </div>
  );
}

/** "Pages further on scroll or more": More brings the next page; at the last there is no More. */
export const PagesFurtherOnMore: Story = {
  args: { label: 'Unit of Measure' },
  render: PagedServer,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Unit of Measure' }));
    await expect(canvas.getAllByRole('option')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(canvas.getAllByRole('option')).toHaveLength(40);
    // The list stays open and scrolling to its end brings the last page.
    const list = canvas.getByRole('listbox', { name: 'Unit of Measure' }).parentElement;
    if (!list) throw new Error('no list');
    list.scrollTop = list.scrollHeight;
    list.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(45));
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
    await userEvent.click(canvas.getByRole('option', { name: 'Unit 45' }));
    await expect(canvas.getByRole('combobox')).toHaveValue('Unit 45');
  },
};

/**
 * A server search under way with options in hand (issue 40): the list is busy and says it still searches,
 * so the options found for the text typed before never pass for the answer to this one.
 */
export const SearchingWithOptionsInHand: Story = {
  args: { loading: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Supplier' }), 'ltd');
    await expect(canvas.getByRole('listbox', { name: 'Supplier' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Searching…')).toBeVisible();
  },
};

// Decision 2086: a lot is picked from the lots in stock of the line's item, its value the lot number.
const LOTS = Array.from({ length: 25 }, (_, i) => {
  const lot = `PP/2026/${String(i + 1).padStart(3, '0')}`;
  return { value: lot, label: lot, description: `${120 + i}.000 KG in Raw Material Store` };
});

/** The lots in stock of an item, 20 a page, matched on their number by the server as it is typed. */
function LotsInStock(args: Parameters<typeof LookupField>[0] & { inStock: typeof LOTS }) {
  const { inStock, ...field } = args;
  const [value, setValue] = useState<string | null>(field.value);
  const [query, setQuery] = useState<string | null>(null);
  const [pages, setPages] = useState(1);
  const matching = query === null ? [] : inStock.filter((lot) => matchesName(lot.label, query));
  return (
    <div style={{ width: 360 }}>
      <LookupField
        {...field}
        value={value}
        onChange={setValue}
        options={matching.slice(0, pages * 20)}
        onQueryChange={(typed) => {
          setQuery(typed);
          setPages(1);
        }}
        hasMore={pages * 20 < matching.length}
        onMore={() => setPages((n) => n + 1)}
        valueLabel={value ?? undefined}
      />
      <output aria-label="Value">{JSON.stringify(value)}</output>
    </div>
  );
}

const lotArgs = { label: 'Lot Number', inStock: LOTS, options: [] };

/** A lot chosen: each lot says how much of it is in stock, and where; its number is the value. */
export const LotChosen: StoryObj<typeof LotsInStock> = {
  args: { ...lotArgs, value: null, onChange: () => {} },
  render: LotsInStock,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Lot Number' });
    await userEvent.type(box, '007');
    const lot = canvas.getByRole('option', { name: /PP\/2026\/007/ });
    await expect(lot).toHaveTextContent('126.000 KG in Raw Material Store');
    await userEvent.click(lot);
    await expect(box).toHaveValue('PP/2026/007');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('"PP/2026/007"');
  },
};

/** The lots in stock come 20 at a time: More brings the rest. */
export const LotsPaged: StoryObj<typeof LotsInStock> = {
  args: { ...lotArgs, value: null, onChange: () => {} },
  render: LotsInStock,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Lot Number' }));
    await expect(canvas.getAllByRole('option')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(canvas.getAllByRole('option')).toHaveLength(25);
    await userEvent.click(canvas.getByRole('option', { name: /PP\/2026\/025/ }));
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('"PP/2026/025"');
  },
};

/** None of the item in stock: the list says so, and nothing can be chosen. */
export const NoLotsInStock: StoryObj<typeof LotsInStock> = {
  args: { ...lotArgs, inStock: [], value: null, onChange: () => {}, noMatchesText: 'No lots of it in stock' },
  render: LotsInStock,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Lot Number' }));
    await expect(canvas.getByText('No lots of it in stock')).toBeVisible();
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

/** Where a line may make a new lot (a stage's output), the number typed is offered as a new lot, and kept. */
export const TypedNewLot: StoryObj<typeof LotsInStock> = {
  args: {
    ...lotArgs,
    value: null,
    onChange: () => {},
    typedLabel: (typed: string) => `Use ‘${typed}’ as a new lot`,
  },
  render: LotsInStock,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Lot Number' });
    // A lot in stock typed whole is offered as itself, not as a new one.
    await userEvent.type(box, 'PP/2026/003');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await expect(canvas.queryByRole('option', { name: /as a new lot/ })).toBeNull();
    await userEvent.clear(box);
    await userEvent.type(box, 'TAPE/26/14');
    const typed = canvas.getByRole('option', { name: 'Use ‘TAPE/26/14’ as a new lot' });
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.click(typed);
    await expect(box).toHaveValue('TAPE/26/14');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('"TAPE/26/14"');
    // Typed and left with Tab, the new lot is kept as typed.
    await userEvent.clear(box);
    await userEvent.type(box, 'TAPE/26/15');
    await userEvent.tab();
    await expect(box).toHaveValue('TAPE/26/15');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('"TAPE/26/15"');
    // Issue 56: typed, offered, and the list closed with Escape, the new lot is kept as leaving keeps it.
    await userEvent.clear(box);
    await userEvent.type(box, 'TP-2711-A');
    await expect(canvas.getByRole('option', { name: 'Use ‘TP-2711-A’ as a new lot' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('TP-2711-A');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('"TP-2711-A"');
    // A second Escape, the list closed, leaves it as it is.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('"TP-2711-A"');
  },
};
