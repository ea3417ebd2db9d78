import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the text. */
  icon?: IconName;
  /** Shows only the icon; `aria-label` then names the button. */
  iconOnly?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const variants = {
  primary: css`
    color: ${({ theme }) => theme.color.onAccent};
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.accentHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.accentActive};
    }
  `,
  secondary: css`
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceHover};
    }
  `,
  danger: css`
    color: ${({ theme }) => theme.color.status.danger.onSolid};
    background: ${({ theme }) => theme.color.status.danger.solid};
    border-color: ${({ theme }) => theme.color.status.danger.solid};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  ghost: css`
    color: inherit;
    background: transparent;
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surfaceHover};
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $iconOnly: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: ${({ theme, $size }) => ($size === 'sm' ? '28px' : theme.size.control)};
  padding: 0
    ${({ theme, $size, $iconOnly }) => ($iconOnly ? theme.space(1) : theme.space($size === 'sm' ? 2 : 3))};
  min-width: ${({ theme, $size, $iconOnly }) => ($iconOnly ? ($size === 'sm' ? '28px' : theme.size.control) : 'auto')};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};
  ${({ $variant }) => variants[$variant]}
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** The one button of the library: primary, secondary, danger or ghost, with an optional icon. */
export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  iconOnly = false,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton type={type} $variant={variant} $size={size} $iconOnly={iconOnly} {...rest}>
      {icon ? <Icon name={icon} size={size === 'sm' ? 14 : 16} /> : null}
      {iconOnly ? null : children}
    </StyledButton>
  );
}
