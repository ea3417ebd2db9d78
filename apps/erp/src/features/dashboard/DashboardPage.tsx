import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { linkCard } from './card.ts';
import { menuLeaves, type MenuEntry } from '@erp/domain';
import { selectUserDisplayName } from '@erp/api';
import { Icon, iconForMenu } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppSelector } from '../../app/store.ts';
import { useMenu } from '../../app/menu.ts';
import { DashboardCounts } from './DashboardCounts.tsx';
import { SalesDashboard } from './SalesDashboard.tsx';
import { MaintenanceDashboard } from './MaintenanceDashboard.tsx';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Welcome = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Tile = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 64px;
  ${linkCard}
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.accentText};
  }
`;

interface TileGroup {
  label: string;
  icon?: string;
  entries: MenuEntry[];
}

/** The menu's entries as groups of tiles: single entries together first, then each group. */
function tileGroups(menu: readonly MenuEntry[], general: string): TileGroup[] {
  const single = menu.filter((entry) => !entry.children && entry.path !== '/module/dashboard');
  const groups = menu.flatMap((entry) =>
    entry.children ? [{ label: entry.label, icon: entry.icon, entries: menuLeaves(entry.children) }] : [],
  );
  return single.length > 0 ? [{ label: general, entries: single }, ...groups] : groups;
}

/**
 * Spec §2 dashboard: the counts (issue 16), the sales dashboard (issue 21), the maintenance head's (issue 22),
 * then a tile for every screen the user may open, grouped as the menu is.
 */
export function DashboardPage() {
  const t = useTranslate();
  const name = useAppSelector(selectUserDisplayName);
  const groups = tileGroups(useMenu(), t('General'));
  return (
    <Page>
      <Welcome>{name ? t('Welcome, {{name}}', { name }) : t('Welcome')}</Welcome>
      <DashboardCounts />
      <SalesDashboard />
      <MaintenanceDashboard />
      {groups.map((group) => (
        <Group key={group.label} aria-label={group.label}>
          <h3>
            <Icon name={iconForMenu(group.icon)} />
            {group.label}
          </h3>
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.path}>
                <Tile to={entry.path ?? '/module'}>
                  <Icon name={iconForMenu(entry.icon ?? group.icon)} />
                  {entry.label}
                </Tile>
              </li>
            ))}
          </ul>
        </Group>
      ))}
    </Page>
  );
}
