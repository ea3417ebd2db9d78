import * as Menu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import { visuallyHidden } from '../internal/field.tsx';
import { PHONE_MEDIA } from '../internal/phone.ts';

// The top bar's styled parts, and those of its user menu (Radix's dropdown parts, styled).

export const Bar = styled.header`
  /* Its parts fit its own width (a phone's, or a narrow frame's): see UserName. */
  container-type: inline-size;
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.topBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.topBar};
  padding: 0 ${({ theme }) => theme.space(3)};
  /* What does not fit (on a phone, what the bar says of the connection: issue 58) takes a row under it. */
  flex-wrap: wrap;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.onTopBar};
  background: ${({ theme }) => theme.color.topBar};
  box-shadow: ${({ theme }) => theme.elevation[1]};
`;

export const BarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(2)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.topBarHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid currentColor;
    outline-offset: -2px;
  }
`;

export const LogoArea = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  & [role='tooltip'] {
    position: absolute;
    top: calc(100% + 6px);
    left: 0;
    z-index: ${({ theme }) => theme.zIndex.dropdown};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    font-size: ${({ theme }) => theme.font.size.xs};
    white-space: nowrap;
    color: ${({ theme }) => theme.color.surface};
    background: ${({ theme }) => theme.color.text};
    border-radius: ${({ theme }) => theme.radius.sm};
    opacity: 0;
    visibility: hidden;
    transition: opacity ${({ theme }) => theme.motion.duration.fast};
  }
  &[data-tooltip='open'] [role='tooltip'] {
    opacity: 1;
    visibility: visible;
  }
`;

export const Logo = styled.a`
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.md};
  & img {
    display: block;
    max-height: 36px;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid currentColor;
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

/** The user's name: on a phone only the initials show, and the name stays the menu button's name. */
export const UserName = styled.span`
  @container ${PHONE_MEDIA} {
    ${visuallyHidden}
  }
`;

export const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 30px;
  height: 30px;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.accentText};
  background: ${({ theme }) => theme.color.surface};
  border-radius: 50%;
`;

export const MenuContent = styled(Menu.Content)`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 200px;
  padding: ${({ theme }) => theme.space(1)};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.elevation[2]};
`;

export const MenuItem = styled(Menu.Item)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    color: ${({ theme }) => theme.color.accentText};
    background: ${({ theme }) => theme.color.accentSubtle};
  }
`;

export const MenuLabel = styled(Menu.Label)`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Separator = styled(Menu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.color.border};
`;
