import styled from 'styled-components';

const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  input {
    appearance: none;
    position: relative;
    width: 34px;
    height: 20px;
    margin: 0;
    background: ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.pill};
    cursor: pointer;
    transition: background ${({ theme }) => theme.motion.duration.fast};
  }
  input::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    background: ${({ theme }) => theme.color.surface};
    border-radius: 50%;
    transition: transform ${({ theme }) => theme.motion.duration.fast};
  }
  input:checked {
    background: ${({ theme }) => theme.color.accent};
  }
  input:checked::after {
    transform: translateX(14px);
  }
  input:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  input:disabled {
    opacity: 0.5;
    cursor: default;
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
