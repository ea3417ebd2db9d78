import { computeTaxes, DOCUMENTS, newDocumentLine } from '@erp/domain';
import { useState } from 'react';
import type { EntityValues } from '../EntityForm/values.ts';
import { LookupField } from '../LookupField/LookupField.tsx';
import type { LineGridColumn, LineGridProps, LookupCell } from './LineGrid.tsx';
import { LineGrid } from './LineGrid.tsx';

/** Story fixtures: a purchase order's lines entered as the document form will (items fill their defaults). */
export const LINES = DOCUMENTS.purchaseOrder.lines;

const UOMS = {
  1: { id: 1, name: 'Nos', decimals: 0 },
  3: { id: 3, name: 'Kg', decimals: 3 },
} as const;

interface Item {
  id: number;
  name: string;
  code: string;
  uom: keyof typeof UOMS;
  rate: number;
  hsn: string;
  gst: number;
}

const ITEMS: readonly Item[] = [
  { id: 11, name: 'PP Granules (Raffia)', code: 'IT-000011', uom: 3, rate: 112.5, hsn: '3902', gst: 18 },
  { id: 12, name: 'Calcium Carbonate Filler', code: 'IT-000012', uom: 3, rate: 18.4, hsn: '2836', gst: 5 },
  { id: 13, name: 'UV Masterbatch', code: 'IT-000013', uom: 3, rate: 245, hsn: '3206', gst: 18 },
  { id: 20, name: 'HDPE Woven Sack 50 kg', code: 'IT-000020', uom: 1, rate: 14.75, hsn: '630533', gst: 5 },
  { id: 21, name: 'Polyester Sewing Thread', code: 'IT-000021', uom: 3, rate: 310, hsn: '5401', gst: 12 },
];

const OPTIONS: Readonly<Record<string, { value: string; label: string; description?: string }[]>> = {
  item: ITEMS.map((item) => ({ value: String(item.id), label: item.name, description: item.code })),
  uom: Object.values(UOMS).map((uom) => ({ value: String(uom.id), label: uom.name })),
};

/** A line as a record read carries it: the item and unit with their names (the unit with its decimals). */
export function line(itemId: number, quantity: number | null, extra: EntityValues = {}): EntityValues {
  const item = ITEMS.find((candidate) => candidate.id === itemId) ?? ITEMS[0];
  if (!item) throw new Error('no items');
  return {
    itemId: item.id,
    item: { id: item.id, name: item.name },
    description: '',
    quantity,
    uomId: item.uom,
    uom: UOMS[item.uom],
    rate: item.rate,
    discountPercent: null,
    hsnCode: item.hsn,
    gstRate: item.gst,
    ...extra,
  };
}

/** The parent's picker: here the fixtures' options, searched in the browser. */
export const pickLocally = (cell: LookupCell) => (
  <LookupField {...cell.props} options={OPTIONS[cell.field.lookup?.module ?? ''] ?? []} />
);

/** What the story's parent shows of each line's taxes: CGST and SGST, or IGST, as one tax. */
interface LineFigures {
  taxableValue: number;
  tax: number;
  total: number;
}

const columns = (tax: string): readonly LineGridColumn<LineFigures>[] => [
  { key: 'taxableValue', label: 'Taxable Value' },
  { key: 'tax', label: tax },
  { key: 'total', label: 'Total' },
];

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

export type LineGridStoryArgs = LineGridProps<LineFigures> & {
  interState?: boolean;
  /** The grid's width in px: a desk's form (1240), or a phone's (358). */
  width?: number;
};

/**
 * Holds the lines as the document form does (functional updates, so that adding the offered line and its
 * first value both apply), fills a chosen item's unit, rate, HSN and GST rate, and works each line's taxes
 * live with the domain's `computeTaxes`.
 */
export function Entering({ interState = false, width = 1240, ...args }: LineGridStoryArgs) {
  const [rows, setRows] = useState<readonly EntityValues[]>(args.rows);
  const taxes = computeTaxes({
    supplierState: '24',
    placeOfSupply: interState ? '27' : '24',
    lines: rows.map((row) => ({
      quantity: numberOf(row['quantity']),
      rate: numberOf(row['rate']),
      discountPercent: numberOf(row['discountPercent']),
      gstRate: numberOf(row['gstRate']),
    })),
  });
  return (
    <div style={{ width }}>
      <LineGrid
        {...args}
        rows={rows}
        computedColumns={columns(interState ? 'IGST' : 'CGST + SGST')}
        computed={taxes.lines.map((taxed) => ({
          taxableValue: taxed.taxableValue,
          tax: taxed.cgst + taxed.sgst + taxed.igst,
          total: taxed.total,
        }))}
        onChange={(index, key, value) => {
          args.onChange(index, key, value);
          const item = key === 'itemId' ? ITEMS.find((candidate) => candidate.id === value) : undefined;
          setRows((current) =>
            current.map((row, i) =>
              i !== index
                ? row
                : item
                  ? line(item.id, numberOf(row['quantity']) || null)
                  : { ...row, [key]: value },
            ),
          );
        }}
        onAddRow={() => {
          args.onAddRow();
          setRows((current) => [...current, newDocumentLine(args.lines)]);
        }}
        onRemoveRow={(index) => {
          args.onRemoveRow(index);
          setRows((current) => current.filter((_, i) => i !== index));
        }}
      />
    </div>
  );
}
