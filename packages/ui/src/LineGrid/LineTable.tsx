import type { FieldDef } from '@erp/domain';
import { Fragment, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button/Button.tsx';
import type { EntityValues } from '../EntityForm/values.ts';
import { VisuallyHidden } from '../internal/field.tsx';
import { useUiText } from '../text/UiText.tsx';
import { columnWidth } from './lines.ts';
import { useLinePins } from './pins.ts';
import { Mark, Scroll, Table } from './styles.ts';

/** What the line grid's two views (a table at a desk, cards on a phone) draw, worked out by the grid. */
export interface LineViewProps {
  /** The lines' name ('Lines'), in the reader's language. */
  label: string;
  fields: readonly FieldDef[];
  /** The lines, and the empty one offered after them. */
  shown: readonly EntityValues[];
  /** How many of `shown` are lines (the rest is the line offered). */
  lineCount: number;
  /** The figures worked out for each line (taxable value, tax, total), labelled. */
  figures: readonly { key: string; label: string }[];
  /** A line's figure as shown, or ''. */
  figure: (index: number, key: string) => string;
  cell: (field: FieldDef, row: EntityValues, index: number) => ReactNode;
  /** A line's own problems and notices, or null. */
  notes: (index: number) => ReactNode;
  /** Removes a line; none while read only. */
  onRemove?: ((index: number) => void) | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** The element holding the cells: Enter moves from cell to cell within it. */
  gridRef: RefObject<HTMLElement | null>;
  /** The columns kept in view at each side, by their index in a row (the table's only). */
  pinned: { start: readonly number[]; end: readonly number[] };
}

/**
 * The lines at a desk: a table of a column per field, each line's figures after them, and Remove; a wide grid
 * scrolls within itself, its key columns pinned (issue 56).
 */
export function LineTable(props: LineViewProps) {
  const { fields, figures, onRemove } = props;
  const t = useUiText();
  const pinOf = useLinePins(props.gridRef, props.pinned.start, props.pinned.end);
  const columnCount = fields.length + figures.length + (onRemove ? 2 : 1);
  return (
    // Read only, no cell takes the focus: the region itself does, so that the keyboard can scroll it.
    <Scroll
      role={onRemove ? undefined : 'region'}
      aria-label={onRemove ? undefined : props.label}
      tabIndex={onRemove ? undefined : 0}
    >
      <Table
        ref={props.gridRef as RefObject<HTMLTableElement | null>}
        aria-label={props.label}
        onKeyDown={props.onKeyDown}
      >
        <thead>
          <tr>
            <th scope="col" {...pinOf(0)}>
              #
            </th>
            {fields.map((field, col) => (
              <th
                key={field.key}
                scope="col"
                data-numeric={field.type === 'number' || field.type === 'amount' ? '' : undefined}
                {...pinOf(col + 1)}
              >
                {t(field.label)}
                {field.required ? <Mark aria-hidden="true">*</Mark> : null}
              </th>
            ))}
            {figures.map((column, at) => (
              <th key={column.key} scope="col" data-numeric="" {...pinOf(fields.length + at + 1)}>
                {column.label}
              </th>
            ))}
            {onRemove ? (
              <th scope="col" {...pinOf(columnCount - 1)}>
                <VisuallyHidden>{t('Remove')}</VisuallyHidden>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {props.shown.map((row, index) => {
            const notes = props.notes(index);
            return (
              <Fragment key={index}>
                <tr>
                  <td data-line="" {...pinOf(0)}>
                    {index + 1}
                  </td>
                  {fields.map((field, col) => {
                    const pin = pinOf(col + 1);
                    return (
                      <td
                        key={field.key}
                        data-row={index}
                        data-col={col}
                        {...pin}
                        style={{ minWidth: columnWidth(field, fields), ...pin.style }}
                      >
                        {props.cell(field, row, index)}
                      </td>
                    );
                  })}
                  {figures.map((column, at) => (
                    <td key={column.key} data-computed="" {...pinOf(fields.length + at + 1)}>
                      {props.figure(index, column.key)}
                    </td>
                  ))}
                  {onRemove ? (
                    <td {...pinOf(columnCount - 1)}>
                      {index < props.lineCount ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          iconOnly
                          icon="trash"
                          aria-label={t('Remove line {{line}}', { line: index + 1 })}
                          onClick={() => onRemove(index)}
                        />
                      ) : null}
                    </td>
                  ) : null}
                </tr>
                {notes ? (
                  <tr>
                    <td colSpan={columnCount}>{notes}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
