import { matchesName, sidebarTypeForWidth, toggleSidebar, type SidebarType } from '@erp/domain';
import { useEffect, useId, useState, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { Icon, iconForMenu } from '../Icon/Icon.tsx';
import { visuallyHidden } from '../internal/field.tsx';
import { PHONE_WIDTH } from '../internal/phone.ts';
import { useUiText } from '../text/UiText.tsx';

/** One entry of the menu (the shape of `MENU` of @erp/domain, after `filterMenu`). */
export interface SidebarEntry {
  label: string;
  path?: string;
  /** An icon name of `MENU_ICONS`. */
  icon?: string;
  children?: readonly SidebarEntry[];
}

export interface SidebarProps {
  menu: readonly SidebarEntry[];
  /** The path of the current page: that entry is highlighted. */
  activePath?: string;
  /** The sidebar type in effect (`useSidebarLayout`, or `sidebarTypeForWidth` of @erp/domain). */
  type: SidebarType;
  /** For the overlay type: whether the mobile menu is shown. */
  showMobileMenu?: boolean;
  /** Called when the overlay's backdrop is clicked or Escape pressed. */
  onCloseMobileMenu?: () => void;
  /** From the static version file; shown at the foot. */
  version?: string;
  /** For a router: called instead of following an entry's link. */
  onNavigate?: (path: string) => void;
  /** The link of a path; hash routes by default. */
  hrefFor?: (path: string) => string;
  /** In its container instead of the window (stories, embedded views). */
  contained?: boolean;
}

const WIDTH: Record<SidebarType, 'sidebarFull' | 'sidebarIconbar' | 'sidebarMini'> = {
  full: 'sidebarFull',
  overlay: 'sidebarFull',
  iconbar: 'sidebarIconbar',
  'mini-sidebar': 'sidebarMini',
};

const Panel = styled.aside<{ $type: SidebarType; $contained: boolean; $hidden: boolean }>`
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

const Backdrop = styled.div<{ $contained: boolean }>`
  position: ${({ $contained }) => ($contained ? 'absolute' : 'fixed')};
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.scrim};
`;

const Search = styled.div<{ $compact: boolean }>`
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

const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
  overflow-x: hidden;
  padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SubList = styled(List)<{ $flat?: boolean }>`
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

const EntryLink = styled.a<{ $stacked?: boolean }>`
  ${entryStyles}
`;

const GroupButton = styled.button<{ $stacked?: boolean }>`
  ${entryStyles}
  & [data-chevron] {
    margin-left: auto;
    transition: transform ${({ theme }) => theme.motion.duration.fast};
  }
  &[aria-expanded='true'] [data-chevron] {
    transform: rotate(90deg);
  }
`;

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Foot = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.sidebarMuted};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  white-space: nowrap;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.sidebarMuted};
`;

const keyOf = (entry: SidebarEntry, index: number) => entry.path ?? `${entry.label}-${index}`;

/** Whether the entry or one of its children is the page at `path`. */
const holds = (entry: SidebarEntry, path: string | undefined): boolean =>
  !!path && (entry.path === path || (entry.children ?? []).some((child) => holds(child, path)));

/** The menu narrowed to entries whose label matches the query (a group shows with its matching children). */
function filterMenu(entries: readonly SidebarEntry[], query: string): SidebarEntry[] {
  if (query.trim() === '') return [...entries];
  return entries.flatMap((entry) => {
    if (matchesName(entry.label, query)) return [entry];
    const children = filterMenu(entry.children ?? [], query);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/**
 * The left sidebar (spec §2): types full, iconbar, overlay and mini-sidebar; groups expand and
 * collapse on click; the current page is highlighted; a search filters the menu; the version at the foot.
 */
export function Sidebar({
  menu,
  activePath,
  type,
  showMobileMenu = false,
  onCloseMobileMenu,
  version,
  onNavigate,
  hrefFor = (path) => `#${path}`,
  contained = false,
}: SidebarProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const t = useUiText();
  // Groups the user opened or closed; the group holding the current page starts open.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const searching = query.trim() !== '';
  const shown = filterMenu(menu, query);
  const stacked = type === 'iconbar';
  const hidden = type === 'overlay' && !showMobileMenu;

  useEffect(() => {
    if (type !== 'overlay' || !showMobileMenu || !onCloseMobileMenu) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseMobileMenu();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [type, showMobileMenu, onCloseMobileMenu]);

  const follow = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(path);
  };

  const renderEntries = (entries: readonly SidebarEntry[], depth: number, prefix: string) =>
    entries.map((entry, index) => {
      const key = `${prefix}${keyOf(entry, index)}`;
      const icon = depth === 0 ? <Icon name={iconForMenu(entry.icon)} size={20} /> : null;
      if (entry.children && entry.children.length > 0) {
        const open = searching || (toggled[key] ?? holds(entry, activePath));
        const listId = `${id}-${key.replace(/[^\w-]/g, '_')}`;
        return (
          <li key={key}>
            <GroupButton
              type="button"
              $stacked={stacked}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setToggled((t) => ({ ...t, [key]: !open }))}
            >
              {icon}
              <Label data-label="">{entry.label}</Label>
              {stacked ? null : <Icon name="chevron-right" size={14} data-chevron="" data-label="" />}
            </GroupButton>
            <SubList id={listId} hidden={!open} data-collapsible="" $flat={stacked}>
              {renderEntries(entry.children, depth + 1, `${key}/`)}
            </SubList>
          </li>
        );
      }
      if (!entry.path) return null;
      return (
        <li key={key}>
          <EntryLink
            href={hrefFor(entry.path)}
            $stacked={stacked}
            aria-current={entry.path === activePath ? 'page' : undefined}
            onClick={follow(entry.path)}
          >
            {icon}
            <Label data-label="">{entry.label}</Label>
          </EntryLink>
        </li>
      );
    });

  return (
    <>
      {type === 'overlay' && showMobileMenu ? (
        <Backdrop $contained={contained} aria-hidden="true" onClick={onCloseMobileMenu} />
      ) : null}
      <Panel $type={type} $contained={contained} $hidden={hidden} data-sidebar-type={type}>
        <Search data-collapsible="" $compact={stacked}>
          <Icon name="search" size={16} />
          <input
            type="search"
            aria-label={t('Search menu')}
            placeholder={stacked ? t('Search') : t('Search menu')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Search>
        <Scroll>
          <nav aria-label={t('Main menu')}>
            <List>{renderEntries(shown, 0, '')}</List>
          </nav>
          {shown.length === 0 ? <Empty>{t('No menu entry matches “{{query}}”', { query })}</Empty> : null}
        </Scroll>
        {version ? (
          <Foot>
            <span data-label="">{t('Version')} </span>
            {version}
          </Foot>
        ) : null}
      </Panel>
    </>
  );
}

/** Spec §2's type for the width; on a phone the menu overlays the page whatever the default (decision 0513). */
const typeForWidth = (defaultType: SidebarType, width: number): SidebarType =>
  width < PHONE_WIDTH ? 'overlay' : sidebarTypeForWidth(defaultType, width);

/**
 * The sidebar type for the window's width and the toggle of spec §2, both by the rules of @erp/domain,
 * and on a phone the overlay. Give `width` to drive it yourself (tests, stories); otherwise it follows the
 * window.
 */
export function useSidebarLayout(defaultType: SidebarType, width?: number) {
  const [windowWidth, setWindowWidth] = useState(() =>
    typeof window === 'undefined' ? 1280 : window.innerWidth,
  );
  useEffect(() => {
    if (width !== undefined) return undefined;
    const onResize = () => setWindowWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [width]);
  const effectiveWidth = width ?? windowWidth;
  const [state, setState] = useState(() => ({
    width: effectiveWidth,
    defaultType,
    type: typeForWidth(defaultType, effectiveWidth),
    showMobileMenu: false,
  }));
  // A new width (or default) re-applies the breakpoints, as the original does on every resize.
  if (state.width !== effectiveWidth || state.defaultType !== defaultType) {
    setState({
      ...state,
      width: effectiveWidth,
      defaultType,
      type: typeForWidth(defaultType, effectiveWidth),
    });
  }
  const toggle = () => setState((s) => ({ ...s, ...toggleSidebar(s.type, s.defaultType, s.showMobileMenu) }));
  const closeMobileMenu = () => setState((s) => ({ ...s, showMobileMenu: false }));
  return { type: state.type, showMobileMenu: state.showMobileMenu, toggle, closeMobileMenu };
}
