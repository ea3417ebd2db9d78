import * as Menu from '@radix-ui/react-dropdown-menu';
import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { APPEARANCE_CHOICES, appearanceChoice, type AppearanceChoice } from '@erp/domain';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { useUiText } from '../text/UiText.tsx';
import {
  Avatar,
  Bar,
  BarButton,
  Logo,
  LogoArea,
  MenuContent,
  MenuItem,
  MenuLabel,
  Separator,
  Spacer,
  UserName,
} from './styles.ts';

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
  /** What the bar says of the connection beside the user (issue 58: `ConnectionSign`). */
  status?: ReactNode;
}

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
      {props.status}
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
