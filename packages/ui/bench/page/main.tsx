// The benchmark page: renders the DataTable (100,000 rows) or a plain HTML table of the 50 rows a
// user sees, on demand, and times the first paint and the frames of a scroll.
import { formatAmount, formatDate } from '@erp/domain';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { Button } from '../../src/Button/Button.tsx';
import { DataTable } from '../../src/DataTable/DataTable.tsx';
import type { DataTableColumn } from '../../src/DataTable/columns.ts';
import { makeItems, type ItemRow } from '../../src/DataTable/fixtures.ts';
import { DEFAULT_THEME, GlobalStyle } from '../../src/theme/index.ts';

const COLUMNS: DataTableColumn<ItemRow>[] = [
  { key: 'code', header: 'Item Code', width: 120 },
  { key: 'name', header: 'Item Name', width: 240 },
  { key: 'category.name', header: 'Category', width: 140 },
  { key: 'uom.name', header: 'UOM', width: 70 },
  { key: 'salePrice', header: 'Sale Price', type: 'amount', width: 120 },
  { key: 'updatedOn', header: 'Updated On', type: 'date', width: 120 },
  { key: 'active', header: 'Active', type: 'boolean', width: 80 },
];
const HEIGHT = 480;
const rows = makeItems(100_000);

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** Resolves after the frame that shows what was just rendered has been produced. */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * In the ERP a list renders inside a running React app: React, styled-components and the theme are
 * already loaded and compiled. Render a small styled tree first, so the timing is the table's own.
 */
async function warmUp() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <ThemeProvider theme={DEFAULT_THEME}>
        <GlobalStyle />
        <Button variant="primary">Ready</Button>
      </ThemeProvider>,
    ),
  );
  await painted();
  root.unmount();
  host.remove();
}

async function firstPaint(render: (host: HTMLElement) => void): Promise<number> {
  const host = document.getElementById('root') as HTMLElement;
  await warmUp();
  await painted();
  const started = performance.now();
  render(host);
  await painted();
  return performance.now() - started;
}

function renderDataTable(host: HTMLElement) {
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <ThemeProvider theme={DEFAULT_THEME}>
        <GlobalStyle />
        <DataTable
          label="Items"
          rows={rows}
          columns={COLUMNS}
          height={HEIGHT}
          onEdit={() => {}}
          onDelete={() => {}}
        />
      </ThemeProvider>,
    ),
  );
}

function renderPlainTable(host: HTMLElement) {
  const cells = (row: ItemRow) =>
    [
      row.code,
      row.name,
      row.category.name,
      row.uom.name,
      formatAmount(row.salePrice),
      formatDate(row.updatedOn),
      row.active ? 'Yes' : 'No',
    ]
      .map((text) => `<td>${text}</td>`)
      .join('');
  host.innerHTML = `<div id="plain" style="height:${HEIGHT}px;overflow:auto;font:14px sans-serif"><table style="width:100%;border-collapse:collapse"><thead><tr>${COLUMNS.map(
    (c) => `<th style="position:sticky;top:0;background:#eee;text-align:left">${c.header}</th>`,
  ).join('')}</tr></thead><tbody>${rows
    .slice(0, 50)
    .map((row) => `<tr style="height:36px">${cells(row)}</tr>`)
    .join('')}</tbody></table></div>`;
}

/** Scrolls by `step` px each frame (back and forth within the range) and returns each frame's duration. */
async function scrollFrames(element: HTMLElement, frames: number, step: number): Promise<number[]> {
  const durations: number[] = [];
  let direction = 1;
  // Read once: reading layout inside the loop would force an extra layout every frame.
  const max = element.scrollHeight - element.clientHeight;
  let top = element.scrollTop;
  let last = await frame();
  for (let i = 0; i < frames; i++) {
    if (top + step * direction > max || top + step * direction < 0) direction = -direction;
    top += step * direction;
    element.scrollTop = top;
    const now = await frame();
    durations.push(now - last);
    last = now;
  }
  return durations;
}

declare global {
  interface Window {
    bench: {
      paint: (kind: 'datatable' | 'plain') => Promise<number>;
      scroll: (kind: 'datatable' | 'plain', frames: number, step: number) => Promise<number[]>;
    };
  }
}

window.bench = {
  paint: (kind) => firstPaint(kind === 'datatable' ? renderDataTable : renderPlainTable),
  scroll: (kind, frames, step) => {
    const element =
      kind === 'datatable'
        ? (document.querySelector('[role="region"][aria-label="Items table"]') as HTMLElement)
        : (document.getElementById('plain') as HTMLElement);
    return scrollFrames(element, frames, step);
  },
};
