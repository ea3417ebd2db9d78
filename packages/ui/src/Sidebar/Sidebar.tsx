import { searchMenu, sidebarTypeForWidth, toggleSidebar, type SidebarType } from '@erp/domain';
import { useEffect, useId, useState, type MouseEvent } from 'react';
import { Icon, iconForMenu } from '../Icon/Icon.tsx';
import { PHONE_WIDTH } from '../internal/phone.ts';
import { useUiText } from '../text/UiText.tsx';
import { holds, keyOf, type SidebarEntry } from './menu.ts';
import {
  Backdrop,
  Empty,
  EntryLink,
  Foot,
  GroupButton,
  Label,
  List,
  Panel,
  Scroll,
  Search,
  SubList,
} from './styles.ts';

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

/**
 * The left sidebar (spec §2): types full, iconbar, overlay and mini-sidebar; groups expand and
 * collapse on click; the current page is highlighted; a search finds entries by their labels and everyday
 * words, and the screens opened from them (issue 42); the version at the foot.
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
  const shown = searchMenu(menu, query);
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
