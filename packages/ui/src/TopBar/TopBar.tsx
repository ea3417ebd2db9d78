import * as Menu from '@radix-ui/react-dropdown-menu';
import { useEffect, useId, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { APPEARANCE_CHOICES, appearanceChoice, type AppearanceChoice } from '@erp/domain';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { visuallyHidden } from '../internal/field.tsx';
import { PHONE_MEDIA } from '../internal/phone.ts';
import { useUiText } from '../text/UiText.tsx';

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
  /** The languages a user may choose, each named in itself; the user menu offers them (decision 0522). */
  languages?: readonly { code: string; name: string }[];
  /** The language shown. */
  language?: string;
  onLanguageChange?: (code: string) => void;
  /** The user's choice of light or dark (decision 0518): the user menu offers System, Light and Dark. */
  appearance?: AppearanceChoice;
  onAppearanceChange?: (choice: AppearanceChoice) => void;
}

const Bar = styled.header`
  /* Its parts fit its own width (a phone's, or a narrow frame's): see UserName. */
  container-type: inline-size;
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

/** The user's name: on a phone only the initials show, and the name stays the menu button's name. */
const UserName = styled.span`
  @container ${PHONE_MEDIA} {
    ${visuallyHidden}
  }
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

const MenuLabel = styled(Menu.Label)`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Separator = styled(Menu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.color.border};
`;

/** A choice in the user menu (language, appearance): one radio item per option, the one in force checked. */
function MenuChoice({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: string; name: string; lang?: string }[];
  value?: string;
  onChange: (value: string) => void;
}) {
  const labelId = useId();
  return (
    <Menu.Group aria-labelledby={labelId}>
      <MenuLabel id={labelId}>{label}</MenuLabel>
      <Menu.RadioGroup value={value} onValueChange={onChange}>
        {options.map((option) => (
          <MenuItem as={Menu.RadioItem} key={option.value} value={option.value} lang={option.lang}>
            <Icon name={option.value === value ? 'success' : 'dot'} size={16} />
            {option.name}
          </MenuItem>
        ))}
      </Menu.RadioGroup>
    </Menu.Group>
  );
}

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
  const t = useUiText();
  const appearanceNames: Readonly<Record<AppearanceChoice, string>> = {
    system: t('System'),
    light: t('Light'),
    dark: t('Dark'),
  };
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
        aria-label={t('Toggle sidebar')}
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
            {t('Version {{version}} · {{date}}', props.version)}
          </span>
        ) : null}
      </LogoArea>
      <Spacer />
      <Menu.Root>
        <Menu.Trigger asChild>
          <BarButton type="button">
            <Avatar aria-hidden="true">{initials}</Avatar>
            <UserName>{fullName}</UserName>
            <Icon name="chevron-down" size={16} />
          </BarButton>
        </Menu.Trigger>
        <Menu.Portal>
          <MenuContent align="end" sideOffset={6}>
            {props.showUserProfile && props.onUserProfile ? (
              <Item icon="user" label={t('User Profile')} onSelect={props.onUserProfile} />
            ) : null}
            <Item icon="organisation" label={t('Org Profile')} onSelect={props.onOrgProfile} />
            <Item icon="settings" label={t('Setting')} onSelect={props.onSetting} />
            {props.languages && props.onLanguageChange ? (
              <>
                <Separator />
                <MenuChoice
                  label={t('Language')}
                  options={props.languages.map(({ code, name }) => ({ value: code, name, lang: code }))}
                  value={props.language}
                  onChange={props.onLanguageChange}
                />
              </>
            ) : null}
            {props.onAppearanceChange ? (
              <>
                <Separator />
                <MenuChoice
                  label={t('Appearance')}
                  options={APPEARANCE_CHOICES.map((choice) => ({
                    value: choice,
                    name: appearanceNames[choice],
                  }))}
                  value={props.appearance ?? 'system'}
                  onChange={(value) => props.onAppearanceChange?.(appearanceChoice(value))}
                />
              </>
            ) : null}
            <Separator />
            <Item icon="logout" label={t('Logout')} onSelect={props.onLogout} />
          </MenuContent>
        </Menu.Portal>
      </Menu.Root>
    </Bar>
  );
}
