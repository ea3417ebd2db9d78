import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImportReport } from '@erp/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { UiTextProvider } from '../text/UiText.tsx';
import { MasterImportDialog } from './MasterImportDialog.tsx';

const sheet = new File(['Item Code,Item Name\r\n'], 'items.csv', { type: 'text/csv' });

const report = (over: Partial<ImportReport>): ImportReport => ({
  check: true,
  imported: false,
  rows: 120,
  made: 0,
  updated: 0,
  problemCount: 0,
  problems: [],
  ...over,
});

const PROBLEMS: ImportReport['problems'] = [
  { row: 3, column: 'Unit of Measure', message: 'No Unit of Measure has the name "KGX".' },
  { row: 3, column: 'Purchase GST Rate', message: 'Purchase GST Rate must be one of the listed choices' },
  { row: 6, column: '', message: 'Row 2 has the same Item Code: give each record once.' },
];

const meta = {
  title: 'Masters/MasterImportDialog',
  component: MasterImportDialog,
  args: {
    open: true,
    label: 'Item',
    file: null,
    update: false,
    phase: 'idle',
    checkOnly: true,
    progress: null,
    report: null,
    message: null,
    onFileChange: fn(),
    onUpdateChange: fn(),
    onTemplate: fn(),
    onCheck: fn(),
    onImport: fn(),
    onClose: fn(),
  },
  parameters: { screenshot: { role: 'dialog' } },
} satisfies Meta<typeof MasterImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: the template to download and a sheet to choose; Check and Import wait for the sheet. */
export const ChooseSheet: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Import Item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download Template' }));
    await expect(args.onTemplate).toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Check' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await userEvent.upload(within(dialog).getByLabelText('Sheet (Excel or CSV)'), sheet);
    await expect(args.onFileChange).toHaveBeenCalledWith(sheet);
  },
};

/** A sheet chosen: Check and Import send it; the switch asks to update records whose code exists. */
export const SheetChosen: Story = {
  args: { file: sheet },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Update records whose code exists' }));
    await expect(args.onUpdateChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    await expect(args.onCheck).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

/** Sent and waiting for its turn: its bar at the start, not an endless one; nothing can be sent again meanwhile. */
export const Waiting: Story = {
  args: { file: sheet, phase: 'running' },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Waiting for its turn…');
    await expect(screen.getByRole('progressbar', { name: 'Waiting for its turn…' })).toHaveAttribute(
      'value',
      '0',
    );
    await expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

/** Being imported: rows done of the sheet's, with a bar, and Cancel beside it (decision 2262). */
export const Importing: Story = {
  args: {
    file: sheet,
    phase: 'running',
    checkOnly: false,
    progress: { done: 4_000, total: 10_000 },
    onCancel: fn(),
  },
  play: async ({ args }) => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Importing the sheet: 4000 of 10000 rows',
    );
    await expect(screen.getByRole('progressbar')).toHaveAttribute('value', '0.4');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Cancel asked: it stops after the piece under way and undoes what it wrote; no Cancel again. */
export const BeingCancelled: Story = {
  args: { ...Importing.args, cancelAsked: true },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Being cancelled: it stops after the piece under way and undoes what it wrote.',
    );
    await expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

/** Cancelled: what was undone, in the server's words; the sheet can be sent again. */
export const Cancelled: Story = {
  args: {
    file: sheet,
    phase: 'cancelled',
    checkOnly: false,
    message: 'Cancelled by you: the 4,000 records it had written were removed again, so nothing was saved.',
  },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Cancelled by you: the 4,000 records it had written were removed again, so nothing was saved.',
    );
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};

/** Checked with problems: every one in a table, row, column and the problem in words. */
export const Problems: Story = {
  args: { file: sheet, phase: 'done', report: report({ problemCount: 3, problems: PROBLEMS }) },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      '3 problems in the sheet. Mend them and check again.',
    );
    const table = screen.getByRole('table', { name: 'Problems of the sheet' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('3Unit of MeasureNo Unit of Measure has the name "KGX".');
  },
};

/** An import refused for its problems, more than are listed: nothing was imported, and it says so. */
export const ImportRefused: Story = {
  args: {
    file: sheet,
    phase: 'done',
    checkOnly: false,
    report: report({ check: false, problemCount: 1_250, problems: PROBLEMS }),
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      '1250 problems in the sheet: nothing was imported. Mend them and import again. The first 3 are listed.',
    );
  },
};

/** Checked without problems: the rows can be imported. */
export const CheckedClean: Story = {
  args: { file: sheet, phase: 'done', report: report({}) },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'The sheet has no problems: its 120 rows can be imported.',
    );
  },
};

/** Imported: what was made and updated. */
export const Imported: Story = {
  args: {
    file: sheet,
    phase: 'done',
    checkOnly: false,
    report: report({ check: false, imported: true, made: 100, updated: 20 }),
  },
  play: async ({ args }) => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported 120 rows: 100 made, 20 updated.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Refused whole (its first row is not the template's): the server's words. */
export const Refused: Story = {
  args: {
    file: sheet,
    phase: 'failed',
    message:
      'The first row must name the template’s columns, and it lacks Item Name. Download the template and copy the rows into it.',
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('it lacks Item Name');
  },
};

/** A master that takes a Tally export too: its file chooser also takes .xml. */
export const TakesTally: Story = {
  args: { label: 'Business Partner', takesTally: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Import Business Partner' });
    const input = within(dialog).getByLabelText('Sheet (Excel or CSV) or Tally export (XML)');
    await expect(input).toHaveAttribute('accept', '.xlsx,.csv,.xml');
  },
};

/** A Tally export checked: each problem names its ledger, and the ledgers of other groups left out are said. */
export const TallyProblems: Story = {
  args: {
    label: 'Business Partner',
    takesTally: true,
    file: new File(['<ENVELOPE/>'], 'Masters.xml', { type: 'text/xml' }),
    phase: 'done',
    report: report({
      rows: 3,
      problemCount: 1,
      notes: ['2 ledgers of other groups left out.'],
      problems: [
        {
          row: 3,
          column: '',
          record: 'ledger Shree Ganesh Polymers',
          message:
            'An existing Business Partner has this Company Name. Turn on "Update records whose code exists" to update it.',
        },
      ],
    }),
  },
  play: async () => {
    await expect(await screen.findByText('2 ledgers of other groups left out.')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Problems of the sheet' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '3 (ledger Shree Ganesh Polymers)An existing Business Partner has this Company Name.',
    );
  },
};

/** Imported from a Tally export: what was made and updated, and what was left out. */
export const TallyImported: Story = {
  args: {
    label: 'Business Partner',
    takesTally: true,
    phase: 'done',
    checkOnly: false,
    report: report({
      check: false,
      imported: true,
      rows: 3,
      made: 2,
      updated: 1,
      notes: ['1 ledger of other groups left out.'],
    }),
  },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Imported 3 rows: 2 made, 1 updated.');
    await expect(screen.getByText('1 ledger of other groups left out.')).toBeVisible();
  },
};

const NO_PRICE =
  'Stock items with no Sale Price in Tally: 2 (PP Granules, Gum). Their items take none from it: enter it on the item where it is needed.';

/** Issue 56: stock items Tally keeps no price of are imported without one, and the report says which. */
export const TallyItemsWithoutPrices: Story = {
  args: {
    label: 'Item',
    takesTally: true,
    phase: 'done',
    checkOnly: false,
    report: report({ check: false, imported: true, rows: 2, made: 2, updated: 0, notes: [NO_PRICE] }),
  },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Imported 2 rows: 2 made, 0 updated.');
    await expect(screen.getByText(NO_PRICE)).toBeVisible();
  },
};

/** The report's notes are data the server words in English: shown in the reader's language. */
export const TallyNotesInHindi: Story = {
  ...TallyItemsWithoutPrices,
  decorators: [
    (Story) => (
      <UiTextProvider
        translate={(text) => text}
        translateMessage={(text) => (text === NO_PRICE ? 'Tally में बिना बिक्री मूल्य वाले स्टॉक आइटम: 2' : text)}
      >
        <Story />
      </UiTextProvider>
    ),
  ],
  parameters: { screenshot: { skip: true } },
  play: async () => {
    await expect(await screen.findByText('Tally में बिना बिक्री मूल्य वाले स्टॉक आइटम: 2')).toBeVisible();
    await expect(screen.queryByText(NO_PRICE)).toBeNull();
  },
};

const CATEGORIES = [
  { value: '4', label: 'Raw Material' },
  { value: '7', label: 'Finished Goods' },
];

/**
 * Stock items from a Tally export: their category is picked from the server's pages (decision 2151); none
 * picked, they go to "Imported from Tally". A sheet asks for none: its rows name their category.
 */
export const TallyStockItemsCategory: Story = {
  args: {
    takesTally: true,
    file: new File(['<ENVELOPE/>'], 'Masters.xml', { type: 'text/xml' }),
    category: {
      value: null,
      onChange: fn(),
      options: CATEGORIES,
      onQueryChange: fn(),
      hasMore: true,
      onMore: fn(),
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Import Item' });
    const picker = within(dialog).getByRole('combobox', { name: 'Category of the stock items' });
    await expect(
      within(dialog).getByText('None chosen, they are made in the category “Imported from Tally”.'),
    ).toBeVisible();
    await userEvent.click(picker);
    await expect(args.category?.onQueryChange).toHaveBeenCalledWith('');
    await userEvent.click(await screen.findByRole('option', { name: 'Finished Goods' }));
    await expect(args.category?.onChange).toHaveBeenCalledWith('7');
  },
};

/** The same dialog with a sheet chosen: no category asked for. */
export const SheetNoCategory: Story = {
  args: { ...TallyStockItemsCategory.args, file: sheet },
  parameters: { screenshot: { skip: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Import Item' });
    await expect(within(dialog).queryByRole('combobox')).toBeNull();
  },
};

/** Opening balances: a sheet only makes them, so there is no switch to update. */
export const OpeningBalances: Story = {
  args: { label: 'Opening Receivable', updates: false, file: sheet },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Import Opening Receivable' });
    await expect(within(dialog).queryByRole('switch')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};

/** Closed: nothing is shown. */
export const Closed: Story = {
  args: { open: false },
  parameters: { screenshot: { skip: true } },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
