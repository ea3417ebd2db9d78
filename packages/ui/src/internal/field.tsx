import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useUiMessage } from '../text/UiText.tsx';

/** What every form part takes besides its value. */
export interface FieldBaseProps {
  label: string;
  name?: string;
  id?: string;
  required?: boolean;
  /** The field's error; shown only once `submitted` is true (spec §5: errors only after a submit attempt). */
  error?: string;
  /** Whether the user has tried to submit the form. */
  submitted?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  /** Help text under the field. */
  hint?: string;
  /** Hides the label visually (it still names the control), e.g. in a grid cell. */
  hideLabel?: boolean;
}

export interface FieldIds {
  inputId: string;
  errorId: string;
  hintId: string;
  /** The `aria-describedby` value: hint and (when shown) error. */
  describedBy: string | undefined;
  /** Whether the error is shown now. */
  invalid: boolean;
}

export function useFieldIds({ id, error, submitted, hint }: FieldBaseProps): FieldIds {
  const auto = useId();
  const inputId = id ?? `field-${auto}`;
  const invalid = Boolean(submitted && error);
  const describedBy = [hint ? `${inputId}-hint` : '', invalid ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    inputId,
    errorId: `${inputId}-error`,
    hintId: `${inputId}-hint`,
    describedBy: describedBy || undefined,
    invalid,
  };
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
`;

const LabelRow = styled.div<{ $hidden?: boolean }>`
  display: flex;
  align-items: baseline;
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const RequiredMark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.color.danger};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
`;
const Hint = styled(Message)`
  color: ${({ theme }) => theme.color.textMuted};
`;
export const ErrorText = styled(Message)`
  color: ${({ theme }) => theme.color.danger};
`;
/** A warning that lets the user go on (a roll's GSM a little off its item's). */
export const WarningText = styled(Message)`
  color: ${({ theme }) => theme.color.status.warning.text};
`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** Label with its required mark, the control, then hint and error (error only after a submit attempt). */
export function FieldShell({
  props,
  ids,
  children,
  labelFor = true,
}: {
  props: FieldBaseProps;
  ids: FieldIds;
  children: ReactNode;
  /** False when the control is named another way (a group with a legend). */
  labelFor?: boolean;
}) {
  const message = useUiMessage();
  return (
    <Wrapper>
      {/* The mark sits outside the label so that the label (and the control's name) is the label alone. */}
      <LabelRow $hidden={props.hideLabel}>
        <Label htmlFor={labelFor ? ids.inputId : undefined} id={`${ids.inputId}-label`}>
          {props.label}
        </Label>
        {props.required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </LabelRow>
      {children}
      {props.hint ? <Hint id={ids.hintId}>{props.hint}</Hint> : null}
      {ids.invalid ? <ErrorText id={ids.errorId}>{message(props.error ?? '')}</ErrorText> : null}
    </Wrapper>
  );
}

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2.5)}`};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.status.danger.border : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.sm};
  transition: border-color ${({ theme }) => theme.motion.duration.fast};
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
  &:focus {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 0;
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** An input with something fixed on its left or right (₹, the eye button). */
export const Affixed = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  & > input {
    flex: 1;
  }
`;

/** An icon button inside an `Affixed` input, at its right end (the date picker, the password eye). */
export const AffixButton = styled.button`
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
