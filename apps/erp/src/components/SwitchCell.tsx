import styled from 'styled-components';
import { switchLook } from '@erp/ui';

const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  input {
    ${switchLook}
  }
`;

export interface SwitchCellProps {
  /** The accessible name: what is switched (a row's key). */
  label: string;
  checked: boolean;
  /** The text beside the switch (its value as stored). */
  text: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch inside a table cell, named by its row. */
export function SwitchCell({ label, checked, text, disabled, onChange }: SwitchCellProps) {
  return (
    <Switch>
      <input
        type="checkbox"
        role="switch"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span aria-hidden="true">{text}</span>
    </Switch>
  );
}
