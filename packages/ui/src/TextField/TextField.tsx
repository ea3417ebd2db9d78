import type { HTMLAttributes } from 'react';
import { FieldShell, Input, useFieldIds, type FieldBaseProps } from '../internal/field.tsx';

export interface TextFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}

/** A one-line text field with its label, required mark and (after a submit attempt) its error. */
export function TextField(props: TextFieldProps) {
  const ids = useFieldIds(props);
  const { value, onChange, onBlur, type = 'text', autoComplete, inputMode, maxLength } = props;
  return (
    <FieldShell props={props} ids={ids}>
      <Input
        id={ids.inputId}
        name={props.name}
        type={type}
        value={value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        readOnly={props.readOnly}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={props.required || undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={ids.invalid}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}
