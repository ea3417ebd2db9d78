import { DOCUMENT_STATUS, DOCUMENTS, documentTaxes, newDocumentLine } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EntityValues } from '../EntityForm/values.ts';
import { line } from '../LineGrid/fixtures.tsx';
import { DocumentForm, type DocumentFormProps } from './DocumentForm.tsx';

const S = DOCUMENT_STATUS;
const PARTIES = [
  { value: '5', label: 'Shree Ganesh Polymers' },
  { value: '6', label: 'Reliance Polymer Distributors Pvt Ltd' },
];
const BRANCHES = [{ value: '1', label: 'Head Office' }];
const LOOKUPS = { party: PARTIES, branch: BRANCHES, transport: [] };

const FILLED: EntityValues = {
  partyId: 5,
  party: { id: 5, companyName: 'Shree Ganesh Polymers' },
  date: '2026-11-23',
  branchId: 1,
  branch: { id: 1, name: 'Head Office' },
  // The terms as days the due date follows, and as the words printed (issue 56).
  creditDays: 30,
  paymentTerms: '30 days',
  freight: 1500,
  lines: [line(11, 500), line(12, 250.5, { discountPercent: 2.5 }), line(21, 40)],
};

type Args = Omit<DocumentFormProps, 'values' | 'taxes'> & { start: EntityValues; placeOfSupply: string };

/** Holds the draft as the page does (the store's reducers there) and taxes it live with the domain. */
function Editing({ start, placeOfSupply, ...args }: Args) {
  const [values, setValues] = useState<EntityValues>(start);
  const lines = Array.isArray(values.lines) ? (values.lines as EntityValues[]) : [];
  const taxes = documentTaxes(values, lines, { supplierState: '24', placeOfSupply });
  const setLines = (next: (current: EntityValues[]) => EntityValues[]) =>
    setValues((current) => ({ ...current, lines: next(Array.isArray(current.lines) ? current.lines : []) }));
  return (
    <div style={{ width: 1240 }}>
      <DocumentForm
        {...args}
        values={values}
        taxes={taxes}
        defaultPlaceOfSupply={placeOfSupply}
        onFieldChange={(field, value) => {
          args.onFieldChange(field, value);
          setValues((current) => ({ ...current, [field]: value }));
        }}
        onLineChange={(index, field, value) => {
          args.onLineChange(index, field, value);
          setLines((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
        }}
        onAddRow={() => {
          args.onAddRow();
          // A new line starts from its declared defaults, as the store's does (issue 56).
          setLines((current) => [...current, newDocumentLine(args.document.lines)]);
        }}
        onRemoveRow={(index) => {
          args.onRemoveRow(index);
          setLines((current) => current.filter((_row, i) => i !== index));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Documents/DocumentForm',
  render: Editing,
  args: {
    document: DOCUMENTS.purchaseOrder,
    start: { date: '2026-11-23', lines: [] },
    placeOfSupply: '24',
    lookups: LOOKUPS,
    onFieldChange: fn(),
    onLineChange: fn(),
    onAddRow: fn(),
    onRemoveRow: fn(),
    actions: { number: null, status: S.DRAFT, allowed: ['save', 'submit'], onAction: fn() },
  },
  parameters: { screenshot: { width: 1240 } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('form', { name: 'Purchase Order' });

/** A new order: the header, one empty line offered, totals at zero; Save of nothing is refused in words. */
export const NewOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(form(canvasElement));
    await expect(canvas.getByRole('heading', { name: 'Draft' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Correct the \d+ highlighted fields/);
    await expect(canvas.getByRole('combobox', { name: 'Supplier' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.actions.onAction).not.toHaveBeenCalled();
  },
};

/** Within the state: CGST and SGST per line, freight at the highest line's rate, the total in words. */
export const Filled: Story = {
  args: { start: FILLED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(form(canvasElement));
    const grid = within(canvas.getByRole('table', { name: 'Lines' }));
    await expect(grid.getByRole('columnheader', { name: 'CGST + SGST' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Place of Supply' })).toHaveValue('24');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.actions.onAction).toHaveBeenCalledWith('save', undefined);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Another state: IGST at the full rate; a quantity typed changes the line and the totals at once. */
export const InterState: Story = {
  args: { start: FILLED, placeOfSupply: '27' },
  play: async ({ canvasElement }) => {
    const canvas = within(form(canvasElement));
    const grid = within(canvas.getByRole('table', { name: 'Lines' }));
    await expect(grid.getByRole('columnheader', { name: 'IGST' })).toBeVisible();
    const quantity = grid.getByRole('textbox', { name: 'Quantity, line 1' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '100');
    await userEvent.tab();
    // 100 × 112.50 = 11,250.00 at 18% IGST: 13,275.00.
    await waitFor(() => expect(grid.getAllByRole('row')[1]).toHaveTextContent('13,275.00'));
  },
};

/**
 * Issue 42: a refused figure says so as it is typed, before Save ("Enter a number", a rate below 0, a
 * discount of 150%), and its line is left out of the totals, which say so: never negative totals.
 */
export const RefusedFiguresLeftOut: Story = {
  args: {
    start: {
      ...FILLED,
      lines: [line(11, 500), line(12, 250.5, { rate: -5 }), line(21, 40)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(form(canvasElement));
    const grid = within(canvas.getByRole('table', { name: 'Lines' }));
    const rows = grid.getAllByRole('row');
    await expect(grid.getByRole('textbox', { name: 'Rate, line 2' })).toHaveAccessibleDescription(
      'Rate must be at least 0',
    );
    await expect(canvas.getByText('The totals leave out lines whose figures are refused: 2')).toBeVisible();
    await expect(rows[2]).not.toHaveTextContent(/-/);
    // Lines 1 and 3 and the freight: 66,375.00 + 13,888.00 + 1,770.00.
    const grandTotal = canvas.getByText('Grand Total').nextElementSibling;
    await expect(grandTotal).toHaveTextContent('₹ 82,033.00');
    const quantity = grid.getByRole('textbox', { name: 'Quantity, line 1' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, 'abc');
    await expect(quantity).toHaveAccessibleDescription('Enter a number');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    const discount = grid.getByRole('textbox', { name: 'Discount %, line 3' });
    await userEvent.type(discount, '150');
    await expect(discount).toHaveAccessibleDescription('Discount % must be at most 100');
    await expect(
      canvas.getByText('The totals leave out lines whose figures are refused: 1, 2, 3'),
    ).toBeVisible();
    await userEvent.tab();
    await expect(quantity).toHaveValue('abc');
    // No line is left to total: the freight alone, taxed at no line's rate.
    await expect(grandTotal).toHaveTextContent('₹ 1,500.00');
  },
};

/** Submit says what it will do and asks once (issue 42); only its confirmation submits. */
export const SubmitAsksOnce: Story = {
  args: { start: FILLED },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit Purchase Order?' }));
    await expect(dialog.getByText(DOCUMENTS.purchaseOrder.onSubmit)).toBeVisible();
    await expect(args.actions.onAction).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(args.actions.onAction).toHaveBeenCalledTimes(1);
    await expect(args.actions.onAction).toHaveBeenCalledWith('submit', undefined);
  },
};

/** A draft the form refuses is not asked about: Submit shows what to correct at once. */
export const SubmitOfAnInvalidDraft: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Correct the \d+ highlighted fields/);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.actions.onAction).not.toHaveBeenCalled();
  },
};

/** The server refused: each message on its field or line, and what was typed stays. */
export const Refused: Story = {
  args: {
    start: FILLED,
    errors: {
      date: 'Date must be after the books lock (31-03-2026)',
      'lines.1.quantity': 'Quantity must be more than 0',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(form(canvasElement));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Correct the 2 highlighted fields');
    await expect(canvas.getByRole('textbox', { name: 'Quantity, line 2' })).toHaveAccessibleDescription(
      /Quantity must be more than 0/,
    );
    await expect(canvas.getByRole('combobox', { name: 'Supplier' })).toHaveValue('Shree Ganesh Polymers');
  },
};

/** Submitted and open: read only, its number in the heading, close, cancel, print and history. */
export const Submitted: Story = {
  args: {
    start: FILLED,
    readOnly: true,
    actions: {
      number: 'PO/2026-27/00001',
      status: S.OPEN,
      allowed: ['amend', 'close', 'cancel', 'print', 'history'],
      onAction: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(form(canvasElement));
    await expect(canvas.getByRole('heading', { name: 'PO/2026-27/00001 · Open' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Quantity, line 1' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.actions.onAction).toHaveBeenCalledWith('print', undefined);
  },
};

/**
 * An inward (issue 17, a stock document): quantities, rate, stock area and lot; no GST columns and no
 * totals; the line's order line is kept but not shown.
 */
export const Inward: Story = {
  args: {
    document: DOCUMENTS.inward,
    lookups: { ...LOOKUPS, purchaseOrder: [{ value: '9', label: 'PO/2026-27/00009' }], stockArea: [] },
    start: {
      partyId: 5,
      party: { id: 5, companyName: 'Shree Ganesh Polymers' },
      date: '2026-11-23',
      branchId: 1,
      branch: { id: 1, name: 'Head Office' },
      purchaseOrderId: 9,
      purchaseOrder: { id: 9, number: 'PO/2026-27/00009' },
      lines: [
        {
          ...line(11, 500),
          purchaseOrderLineId: 31,
          acceptedQuantity: 480,
          rejectedQuantity: 20,
          stockAreaId: 3,
          stockArea: { id: 3, name: 'Raw Material Store' },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('form', { name: 'Inward' }));
    await expect(canvas.getByRole('textbox', { name: 'Accepted Quantity, line 1' })).toHaveValue('480.000');
    await expect(canvas.queryByRole('columnheader', { name: 'Order Line' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Taxable Value' })).toBeNull();
    await expect(canvas.queryByText('Grand Total')).toBeNull();
  },
};

/**
 * An opening receivable (issue 43, decision 2124): a customer's invoice open at go-live, its original number,
 * dates and what is unpaid of it in the header; it has no lines to enter, so no line grid and no totals.
 */
export const OpeningBalance: Story = {
  args: {
    document: DOCUMENTS.openingReceivable,
    start: {
      partyId: 5,
      party: { id: 5, companyName: 'Shree Ganesh Polymers' },
      date: '2026-03-31',
      invoiceNumber: 'INV/25-26/00412',
      invoiceDate: '2026-02-10',
      dueDate: '2026-03-12',
      amount: 118000,
      lines: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('form', { name: 'Opening Receivable' }));
    await expect(canvas.getByRole('textbox', { name: 'Invoice Number' })).toHaveValue('INV/25-26/00412');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText('Grand Total')).toBeNull();
  },
};

const FABRIC = { id: 5, name: 'Woven Fabric 90 GSM', gsm: 90 };

/**
 * A weaving entry (decision 1230): each roll's GSM worked out on the line as its kg, metres and width are
 * typed (twice the width for tubular fabric); a little off the item's a warning under the line, far off an
 * error, before anything is sent.
 */
export const WeavingGsm: Story = {
  args: {
    document: DOCUMENTS.weavingProcess,
    config: { WEAVING_GSM_WARN_PERCENT: '5', WEAVING_GSM_REFUSE_PERCENT: '15' },
    lookups: { machine: [{ value: '3', label: 'Circular Loom 1' }], item: [], stockArea: [] },
    start: {
      date: '2026-11-23',
      machineId: 3,
      machine: { id: 3, name: 'Circular Loom 1' },
      shift: 'A',
      tubular: true,
      lines: [
        {
          lineRole: 'OUTPUT',
          itemId: FABRIC.id,
          item: FABRIC,
          rollNumber: 'R-101',
          quantity: 1000,
          weightKg: 106,
          metres: 1000,
          widthInches: 22,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('form', { name: 'Weaving' }));
    const gsm = canvas.getByRole('status', { name: 'GSM, line 1' });
    await expect(gsm).toHaveTextContent('94.85');
    await expect(canvas.getByText("GSM 94.85 is 5.39% from the item's 90.")).toBeVisible();
    const kg = canvas.getByRole('textbox', { name: 'Weight (kg), line 1' });
    await userEvent.clear(kg);
    await userEvent.type(kg, '100.584');
    await userEvent.tab();
    await waitFor(() => expect(gsm).toHaveTextContent('90.00'));
    await expect(canvas.queryByText(/from the item's 90/)).toBeNull();
    await userEvent.clear(kg);
    await userEvent.type(kg, '120');
    await userEvent.tab();
    await expect(
      await canvas.findByText("GSM 107.37 is 19.3% from the item's 90: check the kg, metres and width."),
    ).toBeVisible();
    // Flat fabric: the width once, the GSM twice.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tubular Fabric (circular loom)' }));
    await waitFor(() => expect(gsm).toHaveTextContent('214.75'));
  },
};

const LOTS_ASKED = fn();
/** The lots in stock of granules in the Raw Material Store, as the server answers the picker (decision 2086). */
const LOTS = {
  options: [
    { value: 'PP/2026/014', label: 'PP/2026/014', description: '120.000 KG' },
    { value: 'PP/2026/015', label: 'PP/2026/015', description: '80.500 KG' },
  ],
  search: LOTS_ASKED,
  paging: { hasMore: false, loading: false, onMore: fn() },
};

/**
 * An allocation's lot (issue 42): picked from the lots in stock of the line's item in its area, each saying
 * how much is there; choosing one fills the line's lot number.
 */
export const AllocationLotPicked: Story = {
  args: {
    document: DOCUMENTS.materialAllocation,
    lookups: { ...LOOKUPS, item: [], stockArea: [], uom: [] },
    lots: LOTS,
    start: {
      date: '2026-11-23',
      lines: [
        {
          itemId: 11,
          item: { id: 11, name: 'PP Granules' },
          stockAreaId: 3,
          stockArea: { id: 3, name: 'Raw Material Store' },
          lotNumber: '',
          quantity: 50,
        },
      ],
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(within(canvasElement).getByRole('form', { name: 'Material Allocation' }));
    const lot = canvas.getByRole('combobox', { name: 'Lot Number, line 1' });
    await userEvent.click(lot);
    await expect(LOTS_ASKED).toHaveBeenLastCalledWith({ itemId: 11, stockAreaId: 3 }, '');
    const first = screen.getByRole('option', { name: /PP\/2026\/014/ });
    await expect(first).toHaveTextContent('120.000 KG in Raw Material Store');
    await userEvent.click(first);
    await expect(lot).toHaveValue('PP/2026/014');
    await expect(args.onLineChange).toHaveBeenLastCalledWith(0, 'lotNumber', 'PP/2026/014');
  },
};

/** A lab test's lot before its item is chosen: the picker says to choose the item first, and asks nothing. */
export const LabTestLotBeforeItsItem: Story = {
  args: {
    document: DOCUMENTS.labTest,
    lookups: { ...LOOKUPS, item: [], qualityParameter: [] },
    lots: { ...LOTS, search: fn() },
    start: { date: '2026-11-23', lines: [] },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(within(canvasElement).getByRole('form', { name: 'Lab Test' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Lot Number' }));
    await expect(screen.getByText('Choose the item first')).toBeVisible();
    await expect(args.lots?.search).not.toHaveBeenCalled();
  },
};

/**
 * Issue 56: a lab test of an item without quality parameters passed with no readings. Its readings' picker
 * says where to add them, Submit says a test is judged on them, and a test of no readings is not sent.
 */
export const LabTestOfAnItemWithoutParameters: Story = {
  args: {
    document: DOCUMENTS.labTest,
    lookups: { ...LOOKUPS, item: [], customParam: [] },
    lookupSearch: { customParam: fn() },
    start: {
      date: '2026-11-27',
      itemId: 1,
      item: { id: 1, name: 'PP Granules Raffia Grade H030SG', productTypeId: 3 },
      lotNumber: 'L-26-014',
      reportId: 'QC-120',
      lines: [],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(within(canvasElement).getByRole('form', { name: 'Lab Test' }));
    const parameter = canvas.getByRole('combobox', { name: 'Quality Parameter, line 1' });
    await userEvent.click(parameter);
    await expect(
      screen.getByText('The item has no quality parameters: add them in Masters → Quality Parameters.'),
    ).toBeVisible();
    await userEvent.type(parameter, 'moist');
    await expect(screen.getByText('No matches')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // Said in the summary of what to correct and under the readings.
    await expect(canvas.getAllByText('Readings: add at least 1 row')).toHaveLength(2);
    await expect(args.actions.onAction).not.toHaveBeenCalled();
  },
};

/**
 * A stage's lines (decision 2086): an input takes a lot in stock only; an output comes into stock, so the
 * number typed is offered as a new lot too.
 */
export const StageOutputTypesANewLot: Story = {
  args: {
    document: DOCUMENTS.newProductionBatch,
    lookups: { ...LOOKUPS, item: [], stockArea: [], uom: [], costHead: [] },
    lots: { ...LOTS, options: [], search: fn() },
    start: {
      date: '2026-11-23',
      lines: [
        { lineRole: 'INPUT', itemId: 11, item: { id: 11, name: 'PP Granules' }, quantity: 100 },
        { lineRole: 'OUTPUT', itemId: 12, item: { id: 12, name: 'PP Tape 800 Denier' }, quantity: 95 },
      ],
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(within(canvasElement).getByRole('form', { name: 'Stage Batch' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Lot / Batch Number, line 1' }), 'TAPE/26/14');
    await expect(screen.queryByRole('option', { name: /as a new lot/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    const output = canvas.getByRole('combobox', { name: 'Lot / Batch Number, line 2' });
    await userEvent.type(output, 'TAPE/26/14');
    await userEvent.click(screen.getByRole('option', { name: 'Use ‘TAPE/26/14’ as a new lot' }));
    await expect(output).toHaveValue('TAPE/26/14');
    await expect(args.onLineChange).toHaveBeenLastCalledWith(1, 'lotNumber', 'TAPE/26/14');
  },
};

/**
 * Issue 56: "a stage batch no longer works out the denier (240 kg over 27,00,000 m is 800 D; blank now)". The
 * tape's denier is worked out on its line as its kg and metres are typed, and judged against the one entered.
 */
export const StageTapeDenier: Story = {
  args: {
    document: DOCUMENTS.newProductionBatch,
    lookups: { ...LOOKUPS, item: [], stockArea: [], uom: [], costHead: [] },
    lots: { ...LOTS, options: [], search: fn() },
    start: {
      date: '2026-11-27',
      stage: 'TAPE_EXTRUSION',
      lines: [
        { lineRole: 'INPUT', itemId: 11, item: { id: 11, name: 'PP Granules' }, quantity: 250 },
        { lineRole: 'OUTPUT', itemId: 12, item: { id: 12, name: 'PP Tape 800 Denier' } },
      ],
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('form', { name: 'Stage Batch' }));
    const denier = canvas.getByRole('status', { name: 'Measured Denier, line 2' });
    await expect(denier).toHaveTextContent(/^$/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity, line 2' }), '240');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Metres, line 2' }), '27,00,000');
    await userEvent.tab();
    await waitFor(() => expect(denier).toHaveTextContent('800.00'));
    // An input is no tape made: it works out none.
    await expect(canvas.getByRole('status', { name: 'Measured Denier, line 1' })).toHaveTextContent(/^$/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Denier, line 2' }), '750');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Denier 800 from the kg and metres is 6.67% from the 750 entered.'),
    ).toBeVisible();
  },
};
