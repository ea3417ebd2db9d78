import { DEFAULT_DATE_FORMAT, calendarDayOf, formatDate, parseDate } from '@erp/domain';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import {
  AffixButton,
  Affixed,
  FieldShell,
  Input,
  useFieldIds,
  type FieldBaseProps,
} from '../internal/field.tsx';
import { useUiText } from '../text/UiText.tsx';

/** Whether a DateField value is a real calendar day (`yyyy-MM-dd`); anything else is what the user typed. */
export function isIsoDate(value: string): boolean {
  return calendarDayOf(value) !== null;
}

export interface DateFieldProps extends FieldBaseProps {
  /**
   * The day as `yyyy-MM-dd` (what the API sends), '' when empty, or the user's text when it is not a
   * date yet, so that a form can say "invalid date" rather than "required".
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

const DateInput = styled(Input)`
  padding-right: 40px;
  font-variant-numeric: tabular-nums;
`;

/** The browser's own calendar, opened by the button; it is never focused or read on its own. */
const NativePicker = styled.input`
  position: absolute;
  right: 0;
  bottom: 0;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

const toText = (value: string) => (isIsoDate(value) ? formatDate(value, DEFAULT_DATE_FORMAT) : value);

/** A day typed as dd-MM-yyyy (spec §9), or picked from the browser's calendar. */
export function DateField(props: DateFieldProps) {
  const ids = useFieldIds(props);
  const [draft, setDraft] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const t = useUiText();
  const shown = draft ?? toText(props.value);
  const commit = (text: string) => {
    const date = parseDate(text, DEFAULT_DATE_FORMAT);
    props.onChange(text.trim() === '' ? '' : date ? formatDate(date, 'yyyy-MM-dd') : text);
  };
  return (
    <FieldShell props={props} ids={ids}>
      <Affixed>
        <DateInput
          id={ids.inputId}
          name={props.name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={shown}
          placeholder={props.placeholder ?? DEFAULT_DATE_FORMAT}
          disabled={props.disabled}
          readOnly={props.readOnly}
          aria-required={props.required || undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          $invalid={ids.invalid}
          onFocus={() => setDraft(toText(props.value))}
          onChange={(event) => {
            setDraft(event.target.value);
            commit(event.target.value);
          }}
          onBlur={() => {
            setDraft(null);
            props.onBlur?.();
          }}
        />
        <AffixButton
          type="button"
          aria-label={t('Choose {{label}} from a calendar', { label: props.label })}
          disabled={props.disabled || props.readOnly}
          onClick={() => picker.current?.showPicker?.()}
        >
          <Icon name="calendar" size={18} />
        </AffixButton>
        <NativePicker
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          value={isIsoDate(props.value) ? props.value : ''}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </Affixed>
    </FieldShell>
  );
}
