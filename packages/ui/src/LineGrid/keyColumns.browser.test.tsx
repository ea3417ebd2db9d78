import { DOCUMENTS, lineKeyColumns, type DocumentDef } from '@erp/domain';
import { describe, expect, it, vi } from 'vitest';
import { DESK } from '../internal/desk.ts';
import { atTheDesk } from '../internal/deskHarness.tsx';
import { outOfView } from '../internal/inView.ts';
import { LookupField } from '../LookupField/LookupField.tsx';
import { LineGrid, type LineGridColumn } from './LineGrid.tsx';

/**
 * Issue 56: "line grids keep the item and the line's total in view". Every document's lines, drawn as its form
 * draws them at a 1440 px desk, show the line's number, first field and item and its total or declared key
 * columns, and still show the item when scrolled to their last column (the daily production's lost it, x −425).
 */

const FIGURES: readonly LineGridColumn<Record<string, number>>[] = [
  { key: 'taxableValue', label: 'Taxable Value' },
  { key: 'tax', label: 'CGST + SGST' },
  { key: 'total', label: 'Total' },
];

const WITH_LINES = Object.values(DOCUMENTS).filter((document) => document.lines.fields.length > 0);

const draw = atTheDesk();

/** The headers of `keys` (fields, or the figures'), as the grid heads them. */
function headersOf(document: DocumentDef, keys: readonly string[]): Element[] {
  const labels = [
    '#',
    ...document.lines.fields.filter((field) => !field.hidden).map((field) => field.key),
    ...(document.valuation === 'gst' ? FIGURES.map((figure) => figure.key) : []),
  ];
  const headers = [...globalThis.document.querySelectorAll('thead th')];
  return keys.map((key) => headers[labels.indexOf(key)] as Element);
}

describe('every document’s lines keep their item and total in view at a 1440 px desk', () => {
  it.each(WITH_LINES)('$label', async (document) => {
    const taxed = document.valuation === 'gst';
    const lines = { ...document.lines, fields: document.lines.fields.filter((field) => !field.hidden) };
    const { start, end } = lineKeyColumns(lines, taxed);
    await draw(
      <LineGrid
        lines={lines}
        rows={[{}]}
        computedColumns={taxed ? FIGURES : []}
        computed={taxed ? [{ taxableValue: 1234567.89, tax: 222222.22, total: 1456790.11 }] : []}
        onChange={() => undefined}
        onAddRow={() => undefined}
        onRemoveRow={() => undefined}
        renderLookup={(cell) => <LookupField {...cell.props} options={[]} />}
      />,
      DESK.lines,
    );
    const scroll = globalThis.document.querySelector('table')?.parentElement as HTMLElement;
    const kept = headersOf(document, ['#', ...start, ...end]);
    await vi.waitFor(() => expect(outOfView(scroll, kept)).toEqual([]));
    scroll.scrollLeft = scroll.scrollWidth;
    await vi.waitFor(() => expect(outOfView(scroll, kept)).toEqual([]));
  });
});
