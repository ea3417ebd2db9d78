import { DOCUMENT_STATUS, DOCUMENTS, documentTaxes } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { EntityValues } from '../EntityForm/values.ts';
import { DocumentForm } from './DocumentForm.tsx';

// Issue 58 item 5, decision 2366: each line's rack pickers search with their own lookup and their own line, so
// that From Rack offers the racks of that line's From Stock Area and To Rack those of its To Stock Area.

const TRANSFER = DOCUMENTS.departmentTransfer;
const VALUES: EntityValues = {
  date: '2026-11-28',
  fromDepartmentId: 2,
  toDepartmentId: 2,
  reason: 'Godown to godown',
  lines: [
    { itemId: 11, fromStockAreaId: 3, toStockAreaId: 9, quantity: 40, rackId: null, toRackId: null },
    { itemId: 12, fromStockAreaId: 4, toStockAreaId: 3, quantity: 10, rackId: null, toRackId: null },
  ],
};

const meta = {
  title: 'Documents/DocumentForm/Racks',
  component: DocumentForm,
  args: {
    document: TRANSFER,
    values: VALUES,
    taxes: documentTaxes(VALUES, VALUES.lines as EntityValues[], {
      supplierState: '24',
      placeOfSupply: '24',
    }),
    lookups: { rack: [] },
    lookupSearch: { rack: fn() },
    onFieldChange: fn(),
    onLineChange: fn(),
    onAddRow: fn(),
    onRemoveRow: fn(),
    actions: { number: null, status: DOCUMENT_STATUS.DRAFT, allowed: ['save', 'submit'], onAction: fn() },
  },
  // What the pickers ask is the point, not pixels: the form's look is the DocumentForm stories'.
  parameters: { screenshot: { skip: true } },
  decorators: [
    (Story) => (
      <div style={{ width: 1240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each rack picker asks for the racks of its own line's stock area: From Rack the source's, To Rack the destination's. */
export const EachLinesRacksOfItsStockArea: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const search = args.lookupSearch?.['rack'];
    await userEvent.click(canvas.getByRole('combobox', { name: 'To Rack, line 2' }));
    await expect(search).toHaveBeenLastCalledWith('', {
      lookup: expect.objectContaining({ filterFrom: { stockAreaId: 'toStockAreaId' } }),
      line: expect.objectContaining({ toStockAreaId: 3 }),
    });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('combobox', { name: 'From Rack, line 1' }));
    await expect(search).toHaveBeenLastCalledWith('', {
      lookup: expect.objectContaining({ filterFrom: { stockAreaId: 'fromStockAreaId' } }),
      line: expect.objectContaining({ fromStockAreaId: 3 }),
    });
  },
};
