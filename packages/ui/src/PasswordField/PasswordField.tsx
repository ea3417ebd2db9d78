import { useState } from 'react';
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

export interface PasswordFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete?: 'current-password' | 'new-password' | 'off';
}

const PasswordInput = styled(Input)`
  padding-right: 40px;
`;

/** A password field with the show/hide eye of spec §2 (a toggle button named 'Show password'). */
export function PasswordField(props: PasswordFieldProps) {
  const ids = useFieldIds(props);
  const [shown, setShown] = useState(false);
  const t = useUiText();
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
        <AffixButton
          type="button"
          aria-label={t('Show password')}
          aria-pressed={shown}
          aria-controls={ids.inputId}
          disabled={props.disabled}
          onClick={() => setShown((s) => !s)}
        >
          <Icon name={shown ? 'eye-off' : 'eye'} size={18} />
        </AffixButton>
      </Affixed>
    </FieldShell>
  );
}
