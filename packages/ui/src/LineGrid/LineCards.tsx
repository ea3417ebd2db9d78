import type { FieldDef } from '@erp/domain';
import type { RefObject } from 'react';
import { Button } from '../Button/Button.tsx';
import { useUiText } from '../text/UiText.tsx';
import type { LineViewProps } from './LineTable.tsx';
import { Cards, Mark } from './styles.ts';

/** A field a card gives its whole width: a name picked (an item, a stock area) or a long text. */
const wide = (field: FieldDef, fields: readonly FieldDef[]): boolean =>
  (field.type === 'lookup' && !fields.some((other) => other.uomField === field.key)) ||
  field.type === 'textarea' ||
  (field.type === 'text' && !field.lotOf && (field.maxLength === undefined || field.maxLength > 40));

/**
 * The lines on a phone (issue 56, as lists are, decision 2081): each line a card of its fields, each named
 * above its control, its figures and its Remove, nothing beyond the screen's width; Enter moves from field to
 * field as in the table.
 */
export function LineCards(props: LineViewProps) {
  const { fields, figures, onRemove } = props;
  const t = useUiText();
  return (
    <Cards
      ref={props.gridRef as RefObject<HTMLOListElement | null>}
      aria-label={props.label}
      onKeyDown={props.onKeyDown}
    >
      {props.shown.map((row, index) => {
        const notes = props.notes(index);
        const shownFigures = figures.filter((column) => props.figure(index, column.key) !== '');
        return (
          <li key={index}>
            <div data-head="">
              <p>{t('Line {{line}}', { line: index + 1 })}</p>
              {onRemove && index < props.lineCount ? (
                <Button
                  size="sm"
                  variant="ghost"
                  icon="trash"
                  aria-label={t('Remove line {{line}}', { line: index + 1 })}
                  onClick={() => onRemove(index)}
                >
                  {t('Remove')}
                </Button>
              ) : null}
            </div>
            <div data-fields="">
              {fields.map((field, col) => (
                <div
                  key={field.key}
                  data-row={index}
                  data-col={col}
                  data-wide={wide(field, fields) ? '' : undefined}
                >
                  <span aria-hidden="true">
                    {t(field.label)}
                    {field.required ? <Mark>*</Mark> : null}
                  </span>
                  {props.cell(field, row, index)}
                </div>
              ))}
            </div>
            {shownFigures.length > 0 ? (
              <dl>
                {shownFigures.map((column) => (
                  <div key={column.key}>
                    <dt>{column.label}</dt>
                    <dd>{props.figure(index, column.key)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {notes}
          </li>
        );
      })}
    </Cards>
  );
}
