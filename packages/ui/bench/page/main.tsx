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
import { ACTIONS_WIDTH } from '../../src/DataTable/frame.ts';
import { OVERSCAN } from '../../src/DataTable/TableView.tsx';
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

/** What a row shows, as the DataTable formats it. */
const texts = (row: ItemRow) => [
  row.code,
  row.name,
  row.category.name,
  row.uom.name,
  formatAmount(row.salePrice),
  formatDate(row.updatedOn),
  row.active ? 'Yes' : 'No',
];

function renderPlainTable(host: HTMLElement) {
  const cells = (row: ItemRow) =>
    texts(row)
      .map((text) => `<td>${text}</td>`)
      .join('');
  host.innerHTML = `<div id="plain" style="height:${HEIGHT}px;overflow:auto;font:14px sans-serif"><table style="width:100%;border-collapse:collapse"><thead><tr>${COLUMNS.map(
    (c) => `<th style="position:sticky;top:0;background:#eee;text-align:left">${c.header}</th>`,
  ).join('')}</tr></thead><tbody>${rows
    .slice(0, 50)
    .map((row) => `<tr style="height:36px">${cells(row)}</tr>`)
    .join('')}</tbody></table></div>`;
}

const ROW_HEIGHT = DEFAULT_THEME.size.tableRow;
const ICON = `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M12 20h9M16.5 3.5l3 3L7 19l-4 1 1-4z"/></svg>`;

/**
 * The DataTable's rows written by hand, without React: a pool of absolutely placed grid rows (the rows
 * in view and the overscan) of the same cells, two icon buttons each, whose text and offset are rewritten
 * when they take another record. What any table that renders only the rows in view costs the browser.
 */
function renderVirtualRows(host: HTMLElement) {
  const pool = Math.ceil(HEIGHT / ROW_HEIGHT) + 1 + 2 * OVERSCAN;
  const grid = `display:grid;grid-template-columns:${COLUMNS.map((c) => `${c.width}px`).join(' ')} ${ACTIONS_WIDTH}px`;
  const cell = (text: string) => `<div class="cell">${text}</div>`;
  host.innerHTML = `<style>
#virtual{height:${HEIGHT}px;overflow:auto;position:relative;contain:strict;font:14px sans-serif}
#virtual .head{position:sticky;top:0;z-index:1;${grid};background:#eee}
#virtual .body{position:relative;height:${rows.length * ROW_HEIGHT}px}
#virtual .row{position:absolute;top:0;left:0;width:100%;${grid};contain:layout style;background:#fff;box-shadow:inset 0 -1px 0 #ddd}
#virtual .cell{box-sizing:border-box;height:${ROW_HEIGHT}px;padding:0 12px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;line-height:${ROW_HEIGHT - 1}px}
</style><div id="virtual"><div class="head">${COLUMNS.map((c) => cell(c.header)).join('')}${cell('')}</div><div class="body"></div></div>`;
  const scroller = host.querySelector<HTMLElement>('#virtual');
  const body = host.querySelector<HTMLElement>('#virtual .body');
  if (!scroller || !body) return;
  const slots = Array.from({ length: pool }, () => {
    const row = document.createElement('div');
    row.className = 'row';
    row.innerHTML = `${COLUMNS.map(() => cell('')).join('')}${cell(`<button type="button">${ICON}</button><button type="button">${ICON}</button>`)}`;
    body.append(row);
    return { row, cells: [...row.children], index: -1 };
  });
  const update = () => {
    const first = Math.max(0, Math.floor(scroller.scrollTop / ROW_HEIGHT) - OVERSCAN);
    for (let index = first; index < Math.min(rows.length, first + pool); index++) {
      const slot = slots[index % pool];
      const row = rows[index];
      if (!slot || !row || slot.index === index) continue;
      slot.index = index;
      slot.row.style.transform = `translateY(${index * ROW_HEIGHT}px)`;
      texts(row).forEach((text, i) => {
        const target = slot.cells[i];
        if (target) target.textContent = text;
      });
    }
  };
  scroller.addEventListener('scroll', update, { passive: true });
  update();
}

/** Scrolls by `rows` rows each frame (back and forth within the range) and returns each frame's duration. */
async function scrollFrames(element: HTMLElement, frames: number, rows: number): Promise<number[]> {
  const step = rows * ROW_HEIGHT;
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

/**
 * What the benchmark renders: the DataTable; the same rows written by hand (the browser's floor for rows
 * entering the view); a plain table of the 50 rows a user sees, which renders nothing while it scrolls.
 */
export type BenchKind = 'datatable' | 'virtual' | 'plain';
const RENDER: Record<BenchKind, (host: HTMLElement) => void> = {
  datatable: renderDataTable,
  plain: renderPlainTable,
  virtual: renderVirtualRows,
};

declare global {
  interface Window {
    bench: {
      paint: (kind: BenchKind) => Promise<number>;
      settle: () => Promise<void>;
      scroll: (kind: BenchKind, frames: number, rows: number) => Promise<number[]>;
    };
  }
}

window.bench = {
  paint: (kind) => firstPaint(RENDER[kind]),
  // A user looks at a list before scrolling it: wait until the page is idle, so that the first frames do
  // not also carry the garbage collection and code compilation of the page's start and first render.
  settle: () =>
    new Promise((resolve) => setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), 1000)),
  scroll: (kind, frames, rows) => {
    const element =
      kind === 'datatable'
        ? (document.querySelector('[role="region"][aria-label="Items table"]') as HTMLElement)
        : (document.getElementById(kind) as HTMLElement);
    return scrollFrames(element, frames, rows);
  },
};
