import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { DateField, isIsoDate } from '../DateField/DateField.tsx';
import { visuallyHidden } from '../internal/field.tsx';
import { useUiText } from '../text/UiText.tsx';

/** Each end as a DateField value: `yyyy-MM-dd`, '' when open, or the user's text when it is not a date yet. */
export interface DateRange {
  from: string;
  to: string;
}

/** What can be wrong with an end of a range: it is no day, or (on To) From comes after it. */
export type DateRangeProblem = 'notADate' | 'fromAfterTo';
export type DateRangeErrors = Partial<Record<keyof DateRange, DateRangeProblem>>;

/**
 * What is wrong with a range: an end that is not a date, or From after To (on To). Empty when the range
 * can filter a list; either end may be open.
 */
export function dateRangeErrors({ from, to }: DateRange): DateRangeErrors {
  const errors: DateRangeErrors = {};
  if (from !== '' && !isIsoDate(from)) errors.from = 'notADate';
  if (to !== '' && !isIsoDate(to)) errors.to = 'notADate';
  // Days as yyyy-MM-dd compare as text.
  else if (isIsoDate(from) && isIsoDate(to) && from > to) errors.to = 'fromAfterTo';
  return errors;
}

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** Names the group; default 'Date range'. */
  label?: string;
  disabled?: boolean;
}

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  & > div {
    width: 160px;
  }
`;

const Legend = styled.legend`
  ${visuallyHidden}
`;

/** Level with the inputs, below their labels (a label's line plus the field's gap). */
const ClearButton = styled(Button)`
  margin-top: calc(
    ${({ theme }) => theme.font.size.sm} * ${({ theme }) => theme.font.lineHeight.normal} +
      ${({ theme }) => theme.space(1)}
  );
`;

/**
 * Issue 16's date range of a document list: From and To typed as dd-MM-yyyy (or picked), either open,
 * and Clear. A From after To says so on To at once; text that is no date says so once its field is left.
 */
export function DateRangeFilter({ value, onChange, label, disabled }: DateRangeFilterProps) {
  const t = useUiText();
  const [left, setLeft] = useState<Partial<Record<keyof DateRange, boolean>>>({});
  const errors = dateRangeErrors(value);
  const field = (end: keyof DateRange, text: string) => {
    const problem = errors[end];
    return (
      <DateField
        label={text}
        name={end}
        value={value[end]}
        disabled={disabled}
        error={
          problem === undefined
            ? undefined
            : problem === 'fromAfterTo'
              ? t('From must be on or before To')
              : t('Enter the date as dd-MM-yyyy')
        }
        submitted={problem === 'fromAfterTo' || Boolean(left[end])}
        onChange={(next) => onChange({ ...value, [end]: next })}
        onBlur={() => setLeft((was) => ({ ...was, [end]: true }))}
      />
    );
  };
  return (
    <Group disabled={disabled}>
      <Legend>{label ?? t('Date range')}</Legend>
      {field('from', t('From'))}
      {field('to', t('To'))}
      <ClearButton
        variant="ghost"
        icon="close"
        disabled={disabled}
        onClick={() => {
          setLeft({});
          onChange({ from: '', to: '' });
        }}
      >
        {t('Clear dates')}
      </ClearButton>
    </Group>
  );
}
