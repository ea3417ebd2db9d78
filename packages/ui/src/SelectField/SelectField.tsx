import styled from 'styled-components';
import { controlStyles, FieldShell, useFieldIds, type FieldBaseProps } from '../internal/field.tsx';
import type { FieldOption } from '../internal/options.ts';
import { useUiText } from '../text/UiText.tsx';

export interface SelectFieldProps extends FieldBaseProps {
  /** The chosen option's value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly FieldOption[];
}

const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

/** A short fixed list (status, type, UOM); for long searchable lists use LookupField. */
export function SelectField(props: SelectFieldProps) {
  const ids = useFieldIds(props);
  const t = useUiText();
  return (
    <FieldShell props={props} ids={ids}>
      <Select
        id={ids.inputId}
        name={props.name}
        value={props.value}
        disabled={props.disabled || props.readOnly}
        aria-required={props.required || undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={ids.invalid}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      >
        <option value="">{props.placeholder ?? t('Select {{label}}', { label: props.label })}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}
