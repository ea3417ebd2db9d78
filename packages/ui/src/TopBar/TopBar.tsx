import * as Menu from '@radix-ui/react-dropdown-menu';
import { useEffect, useId, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';

export interface TopBarProps {
  /** The brand's title: the logo's text alternative. */
  title: string;
  /** The brand's logo (or HEADER_LOGO from system config); without one the title shows as a wordmark. */
  logoSrc?: string;
  /** The module home the logo links to. */
  homeHref: string;
  /** From the version file: shown in the logo's tooltip. */
  version?: { version: string; date: string };
  user: { firstName: string; lastName: string };
  /** The profile permission flag (spec §2, §6): User Profile shows only when it is true. */
  showUserProfile?: boolean;
  /** Whether the sidebar is expanded (for the toggle's state). */
  sidebarExpanded?: boolean;
  onToggleSidebar: () => void;
  /** For a router: called instead of following the logo link. */
  onHome?: () => void;
  onUserProfile?: () => void;
  onOrgProfile: () => void;
  onSetting: () => void;
  onLogout: () => void;
}

const Bar = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.topBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: ${({ theme }) => theme.size.topBar};
  padding: 0 ${({ theme }) => theme.space(3)};
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.onTopBar};
  background: ${({ theme }) => theme.color.topBar};
  box-shadow: ${({ theme }) => theme.elevation[1]};
`;

const BarButton = styled.button`
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

const LogoArea = styled.div`
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

const Logo = styled.a`
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

const Spacer = styled.div`
  flex: 1;
`;

const Avatar = styled.span`
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

const MenuContent = styled(Menu.Content)`
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

const MenuItem = styled(Menu.Item)`
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

const Separator = styled(Menu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.color.border};
`;

function Item({ icon, label, onSelect }: { icon: IconName; label: string; onSelect: () => void }) {
  return (
    <MenuItem onSelect={onSelect}>
      <Icon name={icon} size={16} />
      {label}
    </MenuItem>
  );
}

/**
 * The fixed top bar (spec §2): the sidebar toggle (the header's only navigation), the logo linking home
 * with a version tooltip, and the user's name opening the user menu.
 */
export function TopBar(props: TopBarProps) {
  const tooltipId = useId();
  // The version tooltip shows while the logo is hovered or focused, and Escape hides it (WCAG 1.4.13).
  const [tooltip, setTooltip] = useState(false);
  useEffect(() => {
    if (!tooltip) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTooltip(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [tooltip]);
  const { user } = props;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const home = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!props.onHome) return;
    event.preventDefault();
    props.onHome();
  };
  return (
    <Bar>
      <BarButton
        type="button"
        aria-label="Toggle sidebar"
        aria-expanded={props.sidebarExpanded}
        onClick={props.onToggleSidebar}
      >
        <Icon name="menu" size={22} />
      </BarButton>
      <LogoArea
        data-tooltip={tooltip ? 'open' : 'closed'}
        onMouseEnter={() => setTooltip(true)}
        onMouseLeave={() => setTooltip(false)}
        onFocus={() => setTooltip(true)}
        onBlur={() => setTooltip(false)}
      >
        <Logo href={props.homeHref} onClick={home} aria-describedby={props.version ? tooltipId : undefined}>
          {props.logoSrc ? <img src={props.logoSrc} alt={props.title} /> : props.title}
        </Logo>
        {props.version ? (
          <span role="tooltip" id={tooltipId}>
            Version {props.version.version} · {props.version.date}
          </span>
        ) : null}
      </LogoArea>
      <Spacer />
      <Menu.Root>
        <Menu.Trigger asChild>
          <BarButton type="button">
            <Avatar aria-hidden="true">{initials}</Avatar>
            {fullName}
            <Icon name="chevron-down" size={16} />
          </BarButton>
        </Menu.Trigger>
        <Menu.Portal>
          <MenuContent align="end" sideOffset={6}>
            {props.showUserProfile && props.onUserProfile ? (
              <Item icon="user" label="User Profile" onSelect={props.onUserProfile} />
            ) : null}
            <Item icon="organisation" label="Org Profile" onSelect={props.onOrgProfile} />
            <Item icon="settings" label="Setting" onSelect={props.onSetting} />
            <Separator />
            <Item icon="logout" label="Logout" onSelect={props.onLogout} />
          </MenuContent>
        </Menu.Portal>
      </Menu.Root>
    </Bar>
  );
}
