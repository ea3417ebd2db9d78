import { parseAmount } from '@erp/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Affixed, FieldShell, Input, useFieldIds, type FieldBaseProps } from './field.tsx';

export interface NumericFieldProps extends FieldBaseProps {
  /** The number, or null when the field is empty or its text is not a number. */
  value: number | null;
  onChange: (value: number | null, text: string) => void;
  onBlur?: () => void;
}

const Prefix = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space(2.5)};
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
`;

const NumberInput = styled(Input)<{ $prefixed: boolean }>`
  text-align: right;
  font-variant-numeric: tabular-nums;
  padding-left: ${({ theme, $prefixed }) => ($prefixed ? theme.space(7) : theme.space(2.5))};
`;

/**
 * A number typed as text: while the field has focus it shows what the user typed; otherwise the value
 * formatted by `format`. Grouping commas typed or pasted are accepted.
 */
export function NumericField({
  format,
  prefix,
  ...props
}: NumericFieldProps & { format: (value: number) => string; prefix?: string }) {
  const ids = useFieldIds(props);
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (props.value === null ? '' : format(props.value));
  return (
    <FieldShell props={props} ids={ids}>
      <Affixed>
        {prefix ? <Prefix aria-hidden="true">{prefix}</Prefix> : null}
        <NumberInput
          id={ids.inputId}
          name={props.name}
          type="text"
          inputMode="decimal"
          value={shown}
          placeholder={props.placeholder}
          disabled={props.disabled}
          readOnly={props.readOnly}
          aria-required={props.required || undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          $invalid={ids.invalid}
          $prefixed={Boolean(prefix)}
          onFocus={() => setDraft(props.value === null ? '' : String(props.value))}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            props.onChange(text.trim() === '' ? null : parseAmount(text), text);
          }}
          onBlur={() => {
            // Text that is not a number stays visible so the user sees what to correct.
            if (draft !== null && (draft.trim() === '' || parseAmount(draft) !== null)) setDraft(null);
            props.onBlur?.();
          }}
        />
      </Affixed>
    </FieldShell>
  );
}
