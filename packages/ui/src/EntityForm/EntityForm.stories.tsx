import { customFieldToFieldDef, moduleByKey, type ModuleDef, type ModuleFieldConfig } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EntityForm, type EntityFormProps } from './EntityForm.tsx';
import { emptyValues, type EntityValues } from './values.ts';

const ITEM = moduleByKey('item') as ModuleDef;
const BOM = moduleByKey('bom') as ModuleDef;
const FUNNEL = moduleByKey('funnel') as ModuleDef;

const LOOKUPS = {
  categoryType: [
    { value: '1', label: 'Woven Sacks' },
    { value: '2', label: 'Raw Material' },
    { value: '3', label: 'Chemicals' },
  ],
  uom: [
    { value: '1', label: 'Nos' },
    { value: '2', label: 'Mtr' },
    { value: '3', label: 'Kg' },
  ],
  productType: [
    { value: '1', label: 'Finished Goods' },
    { value: '2', label: 'Semi-Finished' },
  ],
  item: [
    { value: '11', label: 'PP Granules (Raffia)', description: 'IT-000011' },
    { value: '12', label: 'Calcium Carbonate Filler', description: 'IT-000012' },
    { value: '13', label: 'UV Masterbatch', description: 'IT-000013' },
    { value: '20', label: 'HDPE Woven Sack 50 kg', description: 'IT-000020' },
  ],
  process: [{ value: '1', label: 'Extrusion' }],
};

/** Holds the values like a screen does and reports submits to the spy. */
function Editing(args: EntityFormProps) {
  const [values, setValues] = useState<EntityValues>(args.values);
  return (
    <div style={{ width: 880 }}>
      <EntityForm {...args} values={values} onChange={setValues} />
    </div>
  );
}

const meta = {
  title: 'Forms/EntityForm',
  component: EntityForm,
  render: Editing,
  args: {
    module: ITEM,
    values: emptyValues(ITEM),
    lookups: LOOKUPS,
    onSubmit: fn(),
    onChange: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof EntityForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const FILLED_ITEM: EntityValues = {
  ...emptyValues(ITEM),
  code: 'WS-050',
  name: 'HDPE Woven Sack 50 kg',
  categoryId: 1,
  uomId: 1,
  // As a record read carries its unit of measure (issue 14: with its decimals).
  uom: { id: 1, name: 'Nos', decimals: 0 },
  hsnCode: '63053300',
  purchaseGstRate: 5,
  saleGstRate: 5,
  purchasePrice: 11.5,
  salePrice: 14.75,
  reorderLevel: 5000,
  gsm: 90,
  colour: 'White',
};

/** A new item: the catalogue's fields in order, required ones marked, Save. */
export const NewItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Item Code' })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(canvas.queryByText(/is required/)).toBeNull();
  },
};

/** Errors show only after Save, and nothing is submitted while the record is invalid. */
export const ErrorsOnlyAfterSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Item Code is required')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/highlighted fields/);
    await expect(canvas.getByText('Item Code is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Item Code' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Item Code' }), 'ws-050');
    // Codes are stored in upper case.
    await expect(canvas.getByRole('textbox', { name: 'Item Code' })).toHaveValue('WS-050');
    await expect(canvas.queryByText('Item Code is required')).toBeNull();
  },
};

/** A valid item is submitted with its values. */
export const SavesAValidItem: Story = {
  args: { values: FILLED_ITEM },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Woven Sacks' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'WS-050', categoryId: 1, salePrice: 14.75 }),
    );
  },
};

/**
 * Issue 14: a quantity is shown and checked with its unit's decimals (Nos: none), prices with paise; a
 * fraction of Nos is refused with a message on the field, and nothing is submitted.
 */
export const QuantitiesInTheirUnit: Story = {
  args: { values: FILLED_ITEM },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reorder = canvas.getByRole('textbox', { name: 'Reorder Level' });
    await expect(reorder).toHaveValue('5,000');
    await expect(canvas.getByRole('textbox', { name: 'Sale Price' })).toHaveValue('14.75');
    await userEvent.click(reorder);
    await userEvent.keyboard('12.5');
    await userEvent.tab();
    await expect(reorder).toHaveValue('12.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Reorder Level must be a whole number in Nos')).toBeVisible();
    await userEvent.click(reorder);
    await userEvent.keyboard('12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ reorderLevel: 12 }));
  },
};

const CONFIG: ModuleFieldConfig = {
  moduleName: 'item',
  fieldDetails: [
    { fieldKeyName: 'name', fieldLabel: 'Product Name', isRequired: true, isVisible: true },
    { fieldKeyName: 'colour', isVisible: false },
    { fieldKeyName: 'hsnCode', isRequired: true, isVisible: true },
    { fieldKeyName: 'denier', isRequired: true, isVisible: false },
  ],
};

/** Spec §5: the field config relabels, requires and hides fields; required only when also visible. */
export const FieldConfigApplied: Story = {
  args: { moduleConfig: CONFIG },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Product Name' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Colour' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Denier' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'HSN Code' })).toHaveAttribute('aria-required', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('HSN Code is required')).toBeVisible();
    await expect(canvas.queryByText('Denier is required')).toBeNull();
  },
};

/** Editing an existing record shows Update; the server's errors show beside the field. */
export const EditWithServerError: Story = {
  args: { values: FILLED_ITEM, mode: 'edit', submitted: true, errors: { code: 'Item code already exists' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(canvas.getByText('Item code already exists')).toBeVisible();
  },
};

export const Busy: Story = { args: { values: FILLED_ITEM, busy: true } };

/** A bill of material with its lines: an editable grid with Add line and Remove. */
export const BillOfMaterialLines: Story = {
  args: {
    module: BOM,
    values: {
      ...emptyValues(BOM),
      name: 'Woven sack 50 kg, white',
      outputItemId: 20,
      outputQuantity: 1000,
      uomId: 1,
      lines: [
        { inputItemId: 11, quantity: 78, uomId: 3, outputItemId: null, yieldPercent: 96, wastagePercent: 4 },
        {
          inputItemId: 12,
          quantity: 18,
          uomId: 3,
          outputItemId: null,
          yieldPercent: null,
          wastagePercent: null,
        },
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('table', { name: 'BOM Lines' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Add line to BOM Lines' }));
    await expect(within(grid).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(grid).getAllByText('Input Item is required')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove line 3' }));
    await expect(within(grid).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A cross-line rule: yield and wastage together over 100 % is refused on the line. */
export const LineRuleBroken: Story = {
  args: {
    module: BOM,
    submitted: true,
    values: {
      ...emptyValues(BOM),
      name: 'Woven sack 50 kg, white',
      outputItemId: 20,
      outputQuantity: 1000,
      uomId: 1,
      lines: [
        { inputItemId: 11, quantity: 78, uomId: 3, outputItemId: null, yieldPercent: 96, wastagePercent: 14 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Yield % and Wastage % together must not exceed 100'),
    ).toBeVisible();
  },
};

/**
 * Items are a large list: the BOM's item lookups search the server as the user types (the choices are its
 * matches), stored lines show their items by the names the record carries, and an item shows its picture.
 */
export const SearchesLargeLookupsOnTheServer: Story = {
  args: {
    module: BOM,
    lookups: { ...LOOKUPS, item: [] },
    lookupSearch: { item: fn() },
    values: {
      ...emptyValues(BOM),
      name: 'Woven sack 50 kg, white',
      outputItemId: 20,
      outputItem: { id: 20, name: 'HDPE Woven Sack 50 kg' },
      outputQuantity: 1000,
      uomId: 1,
      lines: [
        {
          inputItemId: 11,
          inputItem: { id: 11, name: 'PP Granules (Raffia)' },
          quantity: 78,
          uomId: 3,
          outputItemId: null,
          yieldPercent: 96,
          wastagePercent: 4,
        },
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Output Item' })).toHaveValue('HDPE Woven Sack 50 kg');
    const line = canvas.getByRole('combobox', { name: 'Input Item, line 1' });
    await expect(line).toHaveValue('PP Granules (Raffia)');
    await userEvent.clear(line);
    await userEvent.type(line, 'uv');
    // The line's picker searches with its own lookup and line, whose values its filter may take (decision 2366).
    await expect(args.lookupSearch?.['item']).toHaveBeenLastCalledWith(
      'uv',
      expect.objectContaining({ line: expect.objectContaining({ quantity: 78 }) }),
    );
  },
};

/** An item with its stored picture shown on the form. */
export const ItemWithPicture: Story = {
  args: {
    values: { ...FILLED_ITEM, image: 'sack.png' },
    mode: 'edit',
    previews: {
      image:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAAK0lEQVR42mOQy1tAU8QwasEIsODDh2c0RaMWjAQLRjPaqAWjZdGoBYPAAgAuyutMx5EkugAAAABJRU5ErkJggg==',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Picture' })).toBeVisible();
  },
};

const ZONE = moduleByKey('zone') as ModuleDef;

/** A module's custom fields follow its own fields; a required one is checked like the rest. */
export const WithCustomFields: Story = {
  args: {
    module: ZONE,
    values: { ...emptyValues(ZONE), name: 'Central India' },
    customFields: [
      customFieldToFieldDef({
        name: 'Shade Card',
        fieldKey: 'shadeCard',
        fieldType: 'select',
        options: 'A1, B2',
        required: true,
      }),
      customFieldToFieldDef({ name: 'Sales Target (bags)', fieldKey: 'salesTarget', fieldType: 'number' }),
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Shade Card is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByLabelText(/Shade Card/), 'B2');
    await userEvent.type(canvas.getByLabelText('Sales Target (bags)'), '25000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Central India',
        customFields: { shadeCard: 'B2', salesTarget: 25000 },
      }),
    );
  },
};

const FUNNEL_ENTRY = {
  ...emptyValues(FUNNEL, '2026-11-20'),
  companyName: 'Ganga Polysacks',
  contactPerson: 'Ramesh Yadav',
  stageId: 6,
  stage: { id: 6, name: 'Lost', outcome: 'LOST' },
};

/**
 * Decision 1645: in a stage whose outcome is LOST the Lost Reason is entered and required (Other needs the
 * remarks); nothing is submitted without it.
 */
export const FunnelEntryInALostStage: Story = {
  args: { module: FUNNEL, values: FUNNEL_ENTRY, lookups: { funnelStage: [{ value: '6', label: 'Lost' }] } },
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = canvas.getByRole('combobox', { name: /Lost Reason/ });
    await expect(reason).toBeEnabled();
    await expect(reason).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /Lost Remarks/ })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('Lost Reason is required to move to a lost stage')[0]).toBeVisible();
    await userEvent.selectOptions(reason, 'Price too high');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ lostReason: 'PRICE' }));
  },
};

/** Decision 1645: in an open stage the lost reason and its text are shown read-only. */
export const FunnelEntryInAnOpenStage: Story = {
  args: {
    module: FUNNEL,
    values: { ...FUNNEL_ENTRY, stageId: 2, stage: { id: 2, name: 'Contacted', outcome: 'OPEN' } },
    lookups: { funnelStage: [{ value: '2', label: 'Contacted' }] },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Lost Reason/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Lost Remarks/ })).toBeDisabled();
  },
};
