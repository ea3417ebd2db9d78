import {
  DOCUMENT_SYSTEM_FIELDS,
  DOCUMENTS,
  keyColumnsOf,
  listColumnsOf,
  MODULES,
  REPORTS,
  type KeyedList,
  type ListColumn,
} from '@erp/domain';
import { describe, expect, it, vi } from 'vitest';
import { DESK } from '../internal/desk.ts';
import { atTheDesk } from '../internal/deskHarness.tsx';
import { outOfView } from '../internal/inView.ts';
import type { DataTableColumn } from './columns.ts';
import { DataTable } from './DataTable.tsx';

/**
 * Issue 56: "the stories fail when a declared column is off a 1440 px screen". Every list the catalogue
 * declares (each master's, each document's, each report's), drawn at a 1440 px desk with long values, keeps
 * its key columns (`keyColumnsOf`) in view, and its title still in view when scrolled to its last column.
 */

type Row = Record<string, unknown>;

/** A value of a column's kind, as long as the factory's own ones run. */
function sampleValue(column: ListColumn, index: number): unknown {
  if (column.options?.length) return column.options[index % column.options.length]?.value;
  switch (column.type) {
    case 'amount':
      return 12345678.9 + index;
    case 'quantity':
      return 1234567.125 + index;
    case 'number':
      return 123456 + index;
    case 'date':
      return `2026-11-${20 + index}`;
    case 'boolean':
      return index % 2 === 0;
    default:
      return `Shree Balaji Agro Industries Pvt ${index}`;
  }
}

/** A row holding a value at each column's key (`a.b` nested), and its quantities' unit. */
function sampleRow(columns: readonly ListColumn[], index: number): Row {
  const row: Row = { id: index + 1, uom: { name: 'KGS', decimals: 3 } };
  for (const column of columns) {
    const path = column.key.split('.');
    const last = path.pop() as string;
    const parent = path.reduce<Row>((at, key) => {
      const inner = at[key];
      if (typeof inner === 'object' && inner !== null) return inner as Row;
      const made: Row = {};
      at[key] = made;
      return made;
    }, row);
    parent[last] = sampleValue(column, index);
  }
  return row;
}

interface Declared extends KeyedList {
  name: string;
  columns: readonly ListColumn[];
}

const LISTS: readonly Declared[] = [
  ...MODULES.map((module) => ({ name: `${module.label} (master)`, columns: listColumnsOf(module) })),
  ...Object.values(DOCUMENTS).map((document) => ({
    name: `${document.label} (document)`,
    columns: listColumnsOf({
      fields: [...DOCUMENT_SYSTEM_FIELDS, ...document.fields],
      listColumns: document.listColumns,
    }),
  })),
  ...Object.values(REPORTS).map((report) => ({
    name: `${report.title} (report)`,
    columns: report.columns,
    titleColumn: report.titleColumn,
    keyColumns: report.keyColumns,
  })),
];

const draw = atTheDesk();

/** The headers of `keys` among the table's, in its columns' order. */
const headersOf = (columns: readonly ListColumn[], keys: readonly string[]): Element[] => {
  const headers = [...document.querySelectorAll('[role="columnheader"]')];
  return keys.map((key) => headers[columns.findIndex((column) => column.key === key)] as Element);
};

describe('every list keeps its key columns in view at a 1440 px desk', () => {
  it.each(LISTS)('$name', async (list) => {
    const { start, end } = keyColumnsOf(list);
    const rows = [0, 1, 2].map((index) => sampleRow(list.columns, index));
    await draw(
      <DataTable<Row>
        label={list.name}
        rows={rows}
        columns={list.columns as readonly DataTableColumn<Row>[]}
        titleKey={list.titleColumn}
        keyColumns={list.keyColumns}
        onEdit={() => undefined}
        height={200}
      />,
      DESK.content,
    );
    const region = document.querySelector('[data-scroll]') as HTMLElement;
    await vi.waitFor(() =>
      expect(outOfView(region, headersOf(list.columns, [...start, ...end]))).toEqual([]),
    );
    region.scrollLeft = region.scrollWidth;
    await vi.waitFor(() =>
      expect(outOfView(region, headersOf(list.columns, [...start, ...end]))).toEqual([]),
    );
  });
});
