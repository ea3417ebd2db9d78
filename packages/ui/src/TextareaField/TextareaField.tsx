import styled from 'styled-components';
import { controlStyles, FieldShell, useFieldIds, type FieldBaseProps } from '../internal/field.tsx';

export interface TextareaFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  rows?: number;
  maxLength?: number;
}

const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** Several lines of text: addresses, remarks, terms. */
export function TextareaField(props: TextareaFieldProps) {
  const ids = useFieldIds(props);
  return (
    <FieldShell props={props} ids={ids}>
      <Textarea
        id={ids.inputId}
        name={props.name}
        rows={props.rows ?? 3}
        maxLength={props.maxLength}
        value={props.value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        readOnly={props.readOnly}
        aria-required={props.required || undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={ids.invalid}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
    </FieldShell>
  );
}
