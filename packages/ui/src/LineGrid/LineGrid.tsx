import {
  formatAmount,
  formatQuantity,
  type ChildTableDef,
  type FieldDef,
  type LineDerivation,
} from '@erp/domain';
import { useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useNarrow } from '../DataTable/useNarrow.ts';
import { FieldControl } from '../EntityForm/FieldControl.tsx';
import {
  emptyRow,
  lookupLabelOf,
  unitDecimalsOf,
  type EntityErrors,
  type EntityValues,
} from '../EntityForm/values.ts';
import { ErrorText, VisuallyHidden, WarningText } from '../internal/field.tsx';
import { useUiMessage, useUiText } from '../text/UiText.tsx';
import { LineCards } from './LineCards.tsx';
import { LineTable, type LineViewProps } from './LineTable.tsx';
import { pinnedColumns } from './pins.ts';
import { Frame } from './styles.ts';
import { cellOf, focusCell, isLineFilled, lineProblems, lookupId, namesLine, stepCell } from './lines.ts';

/** A read-only column the parent computes for each line (taxable value, tax, line total). */
export interface LineGridColumn<C extends object> {
  key: keyof C & string;
  /** Its header as shown: the parent's words, already in the reader's language. */
  label: string;
}

/** What a lookup cell's picker is given: spread it into a `LookupField` with the options and paging. */
export interface LookupCellProps {
  name: string;
  /** "Item, line 2": names the control; shown to screen readers only (the column header shows). */
  label: string;
  hideLabel: true;
  required: boolean;
  error: string | undefined;
  /** The grid shows the errors it is given. */
  submitted: true;
  disabled: boolean | undefined;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The chosen record's name as a line read carries it (`itemId` → `item.name`). */
  valueLabel: string | undefined;
  /** None: the column's header names the cell, and "Type to search" was cut in a narrow one (a unit's). */
  placeholder: '';
}

export interface LookupCell {
  field: FieldDef;
  rowIndex: number;
  row: EntityValues;
  props: LookupCellProps;
}

/** `C`: what the parent computes for a line (the domain's `LineTaxes`). */
export interface LineGridProps<C extends object = Readonly<Record<string, number>>> {
  /** The document's lines as the catalogue declares them (`DOCUMENTS[key].lines`): a column per field. */
  lines: ChildTableDef;
  rows: readonly EntityValues[];
  /** Read-only columns after the fields, with each line's value in `computed`, formatted as amounts. */
  computedColumns?: readonly LineGridColumn<C>[];
  computed?: readonly (C | undefined)[];
  /**
   * Each line's derived values (a roll's GSM, shown in its field's column) and their notices, a warning or
   * an error shown under the line as it is typed (`lineDerivations` of @erp/domain, decision 1230).
   */
  derived?: readonly (LineDerivation | undefined)[];
  /**
   * The problems to show, keyed as the server and the entity form key them: `lines.1.quantity` on a
   * cell, `lines.1` on a line, `lines` under the grid.
   */
  errors?: EntityErrors;
  onChange: (rowIndex: number, field: string, value: unknown) => void;
  /**
   * Typing into the empty line offered after the last calls `onAddRow()` and then `onChange` for the new
   * line's index: apply both to the latest lines (a reducer, or a state update given a function).
   */
  onAddRow: () => void;
  onRemoveRow: (rowIndex: number) => void;
  /**
   * Renders a lookup cell's picker (the server-paged `LookupField` of the looked-up module), a cell
   * declaring `openDocument` (its value picked among the party's open documents), and one declaring `lotOf`
   * (its lot number picked among the lots in stock of the line's item, decision 2086).
   */
  renderLookup: (cell: LookupCell) => ReactNode;
  /** Read only (a submitted document): no empty line offered, no removing. */
  disabled?: boolean;
}

/**
 * Issue 16's line grid, made for fast entry: a column per line field, Enter moves to the next cell (then
 * the next line's first) and Shift+Enter back; once the last line's required cells are filled an empty
 * line is offered after it, which becomes a line as soon as something is typed into it. Errors show on
 * their cell (or under their line) and are announced.
 */
export function LineGrid<C extends object>({
  lines,
  rows,
  computedColumns = [],
  computed = [],
  derived = [],
  errors = {},
  onChange,
  onAddRow,
  onRemoveRow,
  renderLookup,
  disabled,
}: LineGridProps<C>) {
  const t = useUiText();
  const message = useUiMessage();
  // A line's message announced with its line, once: one that names it already as it is (issue 38).
  const lineMessage = (row: number, text: string): string =>
    namesLine(text, row)
      ? message(text)
      : t('Line {{line}}: {{message}}', { line: row + 1, message: message(text) });
  const grid = useRef<HTMLElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  // Below a phone's width the lines are cards, as lists are (decision 2081).
  const narrow = useNarrow(frame);
  const { fields } = lines;
  const blank = useMemo(() => emptyRow(fields), [fields]);
  const last = rows.at(-1);
  // The empty line after the last, offered once the last is filled: not a line until typed into.
  const offered = !disabled && (last === undefined || isLineFilled(fields, last));
  const shown = offered ? [...rows, blank] : rows;
  const problems = lineProblems(errors, lines.key);
  const pinned = useMemo(
    () => pinnedColumns(lines, fields, computedColumns, !disabled),
    [lines, fields, computedColumns, disabled],
  );

  const change = (index: number, key: string, value: unknown) => {
    if (index === rows.length) onAddRow();
    onChange(index, key, value);
  };

  const moveOnEnter = (event: KeyboardEvent<HTMLElement>) => {
    const { target } = event;
    if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.nativeEvent.isComposing || !grid.current) return;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    const from = cellOf(target);
    if (!from) return;
    // Enter moves on and never submits the form around the grid.
    event.preventDefault();
    const cells = grid.current;
    const to = stepCell(from, fields.length, event.shiftKey ? -1 : 1);
    // A line that this Enter completed (a lookup chosen) offers the next line only once rendered.
    if (to && !focusCell(cells, to)) requestAnimationFrame(() => focusCell(cells, to));
  };

  const remove = (index: number) => {
    const cells = grid.current;
    onRemoveRow(index);
    // Lines are kept by position: the button goes only with the last line, and the focus with it, to the
    // line now in its place (the empty line offered), else the one before.
    requestAnimationFrame(() => {
      const active = cells?.ownerDocument.activeElement;
      if (!cells || (active && active !== cells.ownerDocument.body)) return;
      if (!focusCell(cells, { row: index, col: 0 })) focusCell(cells, { row: index - 1, col: 0 });
    });
  };

  const cell = (field: FieldDef, row: EntityValues, index: number) => {
    const label = t('{{label}}, line {{line}}', { label: t(field.label), line: index + 1 });
    const error = errors[`${lines.key}.${index}.${field.key}`];
    // The empty line offered is no line yet: nothing in it is required.
    const required = Boolean(field.required) && index < rows.length;
    if (field.derived) {
      const value = index < rows.length ? derived[index]?.values[field.key] : undefined;
      // A derived quantity (one with a `uomField`) shows with its unit's decimals, as the quantity beside it.
      const decimals = unitDecimalsOf(row, field);
      return (
        <output aria-label={label} data-derived="">
          {typeof value !== 'number'
            ? ''
            : decimals === undefined
              ? formatAmount(value)
              : formatQuantity(value, decimals)}
        </output>
      );
    }
    // A lookup, or a document picked in the page's own picker (decision 1471), shown by the number it carries;
    // a lot picked from the lots in stock is its own number (decision 2086).
    if (field.lookup || field.openDocument || field.lotOf) {
      const stored = row[field.key];
      const value = stored === null || stored === undefined || stored === '' ? null : String(stored);
      return renderLookup({
        field,
        rowIndex: index,
        row,
        props: {
          name: field.key,
          label,
          hideLabel: true,
          placeholder: '',
          required,
          error,
          submitted: true,
          disabled,
          value,
          onChange: (chosen) => change(index, field.key, field.lotOf ? (chosen ?? '') : lookupId(chosen)),
          valueLabel: field.openDocument
            ? String(row[field.openDocument.numberField] ?? '') || undefined
            : field.lotOf
              ? (value ?? undefined)
              : lookupLabelOf(row, field),
        },
      });
    }
    return (
      <FieldControl
        field={field}
        label={label}
        hideLabel
        required={required}
        value={row[field.key]}
        onChange={(value) => change(index, field.key, value)}
        error={error}
        submitted
        unitDecimals={unitDecimalsOf(row, field)}
        disabled={disabled}
      />
    );
  };

  const unshown = (index: number) =>
    problems.filter(
      (problem) =>
        problem.row === index &&
        (problem.field === undefined || !fields.some((field) => field.key === problem.field)),
    );
  const tableError = errors[lines.key];

  // A line's own problems (those of no field shown) and what its figures call for, under it.
  const notes = (index: number): ReactNode => {
    const lineOnly = unshown(index);
    const notices = index < rows.length ? (derived[index]?.notices ?? []) : [];
    if (lineOnly.length + notices.length === 0) return null;
    return (
      <div>
        {lineOnly.map((problem) => (
          <ErrorText key={problem.field ?? ''}>{message(problem.message)}</ErrorText>
        ))}
        {notices.map((notice) =>
          notice.level === 'error' ? (
            <ErrorText key={notice.message}>{message(notice.message)}</ErrorText>
          ) : (
            <WarningText key={notice.message}>{message(notice.message)}</WarningText>
          ),
        )}
      </div>
    );
  };
  const view: LineViewProps = {
    label: t(lines.label),
    fields,
    shown,
    lineCount: rows.length,
    figures: computedColumns,
    figure: (index, key) => {
      const value =
        index < rows.length ? (computed[index] as Record<string, unknown> | undefined)?.[key] : undefined;
      return typeof value === 'number' ? formatAmount(value) : '';
    },
    cell,
    notes,
    onRemove: disabled ? undefined : remove,
    onKeyDown: moveOnEnter,
    gridRef: grid,
    pinned,
  };

  return (
    <Frame ref={frame}>
      {narrow ? <LineCards {...view} /> : <LineTable {...view} />}
      {tableError ? <ErrorText>{message(tableError)}</ErrorText> : null}
      <VisuallyHidden role="status">
        {problems.map((problem) => (
          <span key={`${problem.row}.${problem.field ?? ''}`}>
            {lineMessage(problem.row, problem.message)}{' '}
          </span>
        ))}
        {derived
          .slice(0, rows.length)
          .flatMap((line, row) =>
            (line?.notices ?? []).map((notice) => (
              <span key={`${row}.${notice.message}`}>{lineMessage(row, notice.message)} </span>
            )),
          )}
        {tableError ? message(tableError) : null}
      </VisuallyHidden>
    </Frame>
  );
}
