import { css } from 'styled-components';

/**
 * An on/off switch drawn from a checkbox input (`role="switch"`): a pill whose knob slides right when on. One
 * look for a form's yes/no setting and a table's switch cells.
 */
export const switchLook = css`
  appearance: none;
  position: relative;
  flex: none;
  width: 34px;
  height: 20px;
  margin: 0;
  background: ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.duration.fast};
  &::after {
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
  &:checked {
    background: ${({ theme }) => theme.color.accent};
  }
  &:checked::after {
    transform: translateX(14px);
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;
