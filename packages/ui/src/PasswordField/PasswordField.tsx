import { useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { Affixed, FieldShell, Input, useFieldIds, type FieldBaseProps } from '../internal/field.tsx';

export interface PasswordFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete?: 'current-password' | 'new-password' | 'off';
}

const PasswordInput = styled(Input)`
  padding-right: 40px;
`;

const Eye = styled.button`
  position: absolute;
  right: 2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 30px;
  padding: 0;
  color: ${({ theme }) => theme.color.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
  }
`;

/** A password field with the show/hide eye of spec §2 (a toggle button named 'Show password'). */
export function PasswordField(props: PasswordFieldProps) {
  const ids = useFieldIds(props);
  const [shown, setShown] = useState(false);
  return (
    <FieldShell props={props} ids={ids}>
      <Affixed>
        <PasswordInput
          id={ids.inputId}
          name={props.name}
          type={shown ? 'text' : 'password'}
          value={props.value}
          placeholder={props.placeholder}
          disabled={props.disabled}
          readOnly={props.readOnly}
          autoComplete={props.autoComplete ?? 'current-password'}
          aria-required={props.required || undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          $invalid={ids.invalid}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
        />
        <Eye
          type="button"
          aria-label="Show password"
          aria-pressed={shown}
          aria-controls={ids.inputId}
          disabled={props.disabled}
          onClick={() => setShown((s) => !s)}
        >
          <Icon name={shown ? 'eye-off' : 'eye'} size={18} />
        </Eye>
      </Affixed>
    </FieldShell>
  );
}
