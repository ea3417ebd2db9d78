import type { SidebarType } from '@erp/domain';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../internal/field.tsx';

// The sidebar's styled parts: its width follows the type; labels and collapsible parts carry the data
// attributes (`data-label`, `data-collapsible`) a mini sidebar hides while closed.

const WIDTH: Record<SidebarType, 'sidebarFull' | 'sidebarIconbar' | 'sidebarMini'> = {
  full: 'sidebarFull',
  overlay: 'sidebarFull',
  iconbar: 'sidebarIconbar',
  'mini-sidebar': 'sidebarMini',
};

export const Panel = styled.aside<{ $type: SidebarType; $contained: boolean; $hidden: boolean }>`
  display: ${({ $hidden }) => ($hidden ? 'none' : 'flex')};
  flex-direction: column;
  width: ${({ theme, $type }) => theme.size[WIDTH[$type]]};
  height: 100%;
  overflow: hidden;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.onSidebar};
  background: ${({ theme }) => theme.color.sidebar};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  transition: width ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard};
  ${({ $type, $contained, theme }) =>
    $type === 'overlay'
      ? css`
          position: ${$contained ? 'absolute' : 'fixed'};
          top: 0;
          left: 0;
          bottom: 0;
          z-index: ${theme.zIndex.overlay + 1};
          box-shadow: ${theme.elevation[3]};
        `
      : ''}
  ${({ $type, theme }) =>
    $type === 'mini-sidebar'
      ? css`
          position: relative;
          z-index: ${theme.zIndex.sidebar};
          /* A mini sidebar opens to full width over the page while the pointer or focus is in it. */
          &:hover,
          &:focus-within {
            width: ${theme.size.sidebarFull};
            box-shadow: ${theme.elevation[3]};
          }
          &:not(:hover):not(:focus-within) [data-label] {
            ${visuallyHidden}
          }
          &:not(:hover):not(:focus-within) [data-collapsible] {
            display: none;
          }
        `
      : ''}
`;

export const Backdrop = styled.div<{ $contained: boolean }>`
  position: ${({ $contained }) => ($contained ? 'absolute' : 'fixed')};
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.scrim};
`;

export const Search = styled.div<{ $compact: boolean }>`
  position: relative;
  padding: ${({ theme, $compact }) => theme.space($compact ? 2 : 3)};
  & input {
    width: 100%;
    height: 32px;
    padding: 0 ${({ theme }) => theme.space(2)} 0 ${({ theme, $compact }) => theme.space($compact ? 2 : 8)};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceSunken};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  & input::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & input:focus {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
  }
  & svg {
    display: ${({ $compact }) => ($compact ? 'none' : 'block')};
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space(5)};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.color.sidebarMuted};
  }
`;

export const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
  overflow-x: hidden;
  padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SubList = styled(List)<{ $flat?: boolean }>`
  margin-left: ${({ theme, $flat }) => ($flat ? 0 : theme.space(4))};
  padding-left: ${({ theme, $flat }) => ($flat ? 0 : theme.space(2))};
  border-left: ${({ theme, $flat }) => ($flat ? 'none' : `1px solid ${theme.color.border}`)};
  border-top: ${({ theme, $flat }) => ($flat ? `1px solid ${theme.color.border}` : 'none')};
  border-bottom: ${({ theme, $flat }) => ($flat ? `1px solid ${theme.color.border}` : 'none')};
`;

const entryStyles = css<{ $stacked?: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  align-items: center;
  gap: ${({ theme, $stacked }) => theme.space($stacked ? 1 : 3)};
  width: 100%;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  font: inherit;
  font-size: ${({ theme, $stacked }) => ($stacked ? theme.font.size.xs : theme.font.size.md)};
  text-align: ${({ $stacked }) => ($stacked ? 'center' : 'left')};
  color: inherit;
  text-decoration: none;
  white-space: ${({ $stacked }) => ($stacked ? 'normal' : 'nowrap')};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  & > svg {
    flex: none;
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.accentText};
    background: ${({ theme }) => theme.color.accentSubtle};
  }
`;

export const EntryLink = styled.a<{ $stacked?: boolean }>`
  ${entryStyles}
`;

export const GroupButton = styled.button<{ $stacked?: boolean }>`
  ${entryStyles}
  & [data-chevron] {
    margin-left: auto;
    transition: transform ${({ theme }) => theme.motion.duration.fast};
  }
  &[aria-expanded='true'] [data-chevron] {
    transform: rotate(90deg);
  }
`;

export const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Foot = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.sidebarMuted};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  white-space: nowrap;
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.sidebarMuted};
`;
