import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { useUiText } from '../text/UiText.tsx';
import { busyProgressText, type ButtonBusy } from './busy.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the text. */
  icon?: IconName;
  /** Shows only the icon; `aria-label` then names the button. */
  iconOnly?: boolean;
  /**
   * The work the button started is under way (issue 40): a spinner in place of the icon, `aria-busy`, and
   * clicks refused until it ends; after a second, its progress (`ButtonBusy`). `true` is busy without a clock.
   */
  busy?: boolean | ButtonBusy;
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
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-top-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Progress = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  font-variant-numeric: tabular-nums;
`;

/** A busy button refuses clicks, a submit's too, yet keeps focus (decision 1910). */
const refuse = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * The one button of the library: primary, secondary, danger or ghost, with an optional icon, and busy
 * while the work it started runs.
 */
export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  iconOnly = false,
  busy = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const t = useUiText();
  const iconSize = size === 'sm' ? 14 : 16;
  const working = busy !== false;
  const progress = typeof busy === 'object' ? busyProgressText(busy, t) : '';
  // The progress is part of the button's name: one given by `aria-label` takes it after it, as shown.
  const label = rest['aria-label'];
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $iconOnly={iconOnly}
      aria-busy={working || undefined}
      aria-disabled={working || undefined}
      onClick={working ? refuse : onClick}
      {...rest}
      aria-label={label && progress ? `${label} ${progress}` : label}
    >
      {working ? (
        <Spinner $size={iconSize} aria-hidden="true" />
      ) : icon ? (
        <Icon name={icon} size={iconSize} />
      ) : null}
      {iconOnly ? null : children}
      {/* A space between, so that the text reads "PDF Downloading…" as the name does. */}
      {progress ? (
        <>
          {' '}
          <Progress>{progress}</Progress>
        </>
      ) : null}
    </StyledButton>
  );
}
