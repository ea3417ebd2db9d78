import { decimalPlaces, readDecimal } from '@erp/domain';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useUiText } from '../text/UiText.tsx';
import { Affixed, FieldShell, Input, useFieldIds, type FieldBaseProps } from './field.tsx';

export interface NumericFieldProps extends FieldBaseProps {
  /** The number, or null when the field is empty or its text is not a number. */
  value: number | null;
  onChange: (value: number | null, text: string) => void;
  onBlur?: () => void;
  /**
   * The most decimals the value may have. Typed text with more stays as typed (the form's check refuses
   * it with its message): it is never rounded to fit.
   */
  decimals?: number;
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

/** What the user typed, and the number it was read as. */
interface Draft {
  text: string;
  value: number | null;
}

const readNumber = (text: string): number | null => (text.trim() === '' ? null : readDecimal(text));

/**
 * A number typed as text. Focusing it selects its text, so that typing replaces the value (as in a
 * spreadsheet); the text is never rewritten on focus, so the selection and the caret stay where the user
 * put them. While edited it shows what the user typed; otherwise the value formatted by `format`, whose
 * grouping (1,00,000.50) reads back exactly. Text that is not a number, or has more decimals than
 * allowed, stays as typed after the field is left, so the user sees what to correct. Text that is not a
 * number says "Enter a number" as it is typed (issue 42), before any Save.
 */
export function NumericField({
  format,
  prefix,
  decimals,
  ...given
}: NumericFieldProps & { format: (value: number) => string; prefix?: string }) {
  const t = useUiText();
  const [draft, setDraft] = useState<Draft | null>(null);
  // A click that focuses the field puts the caret where it lands, undoing the selection made on focus.
  const focusingClick = useRef(false);
  // A value set from outside (a reset, a record read) replaces what was typed for another value.
  const typed = draft !== null && draft.value === given.value ? draft : null;
  const unreadable = typed !== null && typed.value === null && typed.text.trim() !== '';
  const props = unreadable ? { ...given, error: t('Enter a number'), submitted: true } : given;
  const ids = useFieldIds(props);
  const shown = typed?.text ?? (props.value === null ? '' : format(props.value));
  const fits = (value: number | null) =>
    value === null || decimals === undefined || decimalPlaces(value) <= decimals;
  return (
    <FieldShell props={props} ids={ids}>
      <Affixed>
        {prefix ? <Prefix aria-hidden="true">{prefix}</Prefix> : null}
        <NumberInput
          id={ids.inputId}
          name={props.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          placeholder={props.placeholder}
          disabled={props.disabled}
          readOnly={props.readOnly}
          aria-required={props.required || undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          $invalid={ids.invalid}
          $prefixed={Boolean(prefix)}
          onMouseDown={(event) => {
            focusingClick.current = event.currentTarget !== event.currentTarget.ownerDocument.activeElement;
          }}
          onMouseUp={(event) => {
            const input = event.currentTarget;
            // Unless the user dragged over a part of the text, the click that focused selects it all.
            if (focusingClick.current && input.selectionStart === input.selectionEnd) {
              event.preventDefault();
              input.select();
            }
            focusingClick.current = false;
          }}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            const text = event.target.value;
            const value = readNumber(text);
            setDraft({ text, value });
            props.onChange(value, text);
          }}
          onBlur={() => {
            if (typed !== null && (typed.text.trim() === '' || typed.value !== null) && fits(typed.value))
              setDraft(null);
            props.onBlur?.();
          }}
        />
      </Affixed>
    </FieldShell>
  );
}
