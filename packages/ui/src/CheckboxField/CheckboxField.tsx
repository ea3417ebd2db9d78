import styled from 'styled-components';
import {
  ErrorText,
  RequiredMark,
  useFieldIds,
  VisuallyHidden,
  type FieldBaseProps,
} from '../internal/field.tsx';
import { switchLook } from '../internal/switchLook.ts';

export interface CheckboxFieldProps extends Omit<FieldBaseProps, 'placeholder'> {
  value: boolean;
  onChange: (value: boolean) => void;
  /** Drawn as a switch (`role="switch"`): a setting turned on or off. A box by default. */
  appearance?: 'switch';
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: center;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
`;

const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.control};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
`;

const Box = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.accent};
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const SwitchBox = styled.input`
  ${switchLook}
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * A yes/no field: the box with its label on the right; with `hideLabel` (a grid cell, whose column header
 * says it), the label names the box for screen readers only.
 */
export function CheckboxField(props: CheckboxFieldProps) {
  const ids = useFieldIds(props);
  const Input = props.appearance === 'switch' ? SwitchBox : Box;
  return (
    <Wrapper>
      <div>
        <Row htmlFor={ids.inputId}>
          <Input
            id={ids.inputId}
            name={props.name}
            type="checkbox"
            role={props.appearance === 'switch' ? 'switch' : undefined}
            checked={props.value}
            disabled={props.disabled || props.readOnly}
            aria-required={props.required || undefined}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => props.onChange(event.target.checked)}
          />
          {props.hideLabel ? <VisuallyHidden>{props.label}</VisuallyHidden> : props.label}
        </Row>
        {props.required && !props.hideLabel ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </div>
      {props.hint ? <Hint id={ids.hintId}>{props.hint}</Hint> : null}
      {ids.invalid ? <ErrorText id={ids.errorId}>{props.error}</ErrorText> : null}
    </Wrapper>
  );
}
