import { findableMenu, MENU, type SidebarType } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { TopBar } from '../TopBar/TopBar.tsx';
import { Sidebar, useSidebarLayout } from './Sidebar.tsx';

const Frame = styled.div`
  position: relative;
  display: flex;
  width: 720px;
  height: 520px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Content = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space(4)};
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
`;

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  args: {
    menu: MENU,
    activePath: '/module/product',
    type: 'full',
    version: '0.1.0',
    onNavigate: fn(),
    onCloseMobileMenu: fn(),
    contained: true,
  },
  render: (args) => (
    <Frame>
      <Sidebar {...args} />
      <Content>
        <p>Item List</p>
      </Content>
    </Frame>
  ),
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (el: HTMLElement) => within(within(el).getByRole('navigation', { name: 'Main menu' }));

/** Full: icons and labels; the group holding the current page is open and the page is highlighted. */
export const Full: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = nav(canvasElement);
    await expect(menu.getByRole('button', { name: 'Masters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Item' })).toHaveAttribute('aria-current', 'page');
    await expect(
      menu.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
    await userEvent.click(menu.getByRole('link', { name: 'Unit of Measure' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/module/uom');
    await expect(within(canvasElement).getByText('0.1.0')).toBeVisible();
  },
};

/** Spec §2: "groups expand and collapse on click". */
export const GroupsExpandAndCollapse: Story = {
  args: { activePath: '/module/dashboard' },
  play: async ({ canvasElement }) => {
    const menu = nav(canvasElement);
    const crm = menu.getByRole('button', { name: 'CRM' });
    await expect(crm).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.queryByRole('link', { name: 'Quotation' })).toBeNull();
    await userEvent.click(crm);
    await expect(crm).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Quotation' })).toBeVisible();
    await userEvent.click(crm);
    await expect(menu.queryByRole('link', { name: 'Quotation' })).toBeNull();
  },
};

/** The menu search keeps matching entries (and their groups), ignoring case and punctuation. */
export const MenuSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search menu' }), 'stock');
    const links = nav(canvasElement)
      .getAllByRole('link')
      .map((a) => a.textContent);
    await expect(links).toContain('Stock Area');
    await expect(links).toContain('Inventory Stock');
    await expect(links).not.toContain('Item');
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
    await expect(canvas.getByText(/No menu entry matches/)).toBeVisible();
  },
};

/**
 * Issue 42: the search finds an entry by its everyday words ("stoppage": Machine Breakdowns) and the screens
 * opened from one by their titles, named under it (the Activity Log report under Report).
 */
export const MenuSearchByWords: Story = {
  args: { menu: findableMenu(MENU) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search menu' });
    const links = () =>
      nav(canvasElement)
        .getAllByRole('link')
        .map((a) => a.textContent);
    await userEvent.type(search, 'stoppage');
    await expect(links()).toEqual(['Machine Breakdowns']);
    await userEvent.clear(search);
    await userEvent.type(search, 'follow up');
    await expect(links()).toEqual(['Activity Log']);
    await userEvent.clear(search);
    await userEvent.type(search, 'activity log');
    await expect(links()).toEqual(['Activity Log', 'Report › Activity Log']);
    await expect(nav(canvasElement).getByRole('link', { name: 'Report › Activity Log' })).toHaveAttribute(
      'href',
      '#/module/reports/activityLog',
    );
  },
};

/** Iconbar: icons over small labels. */
export const Iconbar: Story = { args: { type: 'iconbar' } };

/** Mini sidebar: icons only; the names stay for assistive technology and it opens on hover or focus. */
export const MiniSidebar: Story = {
  args: { type: 'mini-sidebar' },
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  },
};

/** Overlay with the mobile menu shown: over the page, with a backdrop that closes it. */
export const OverlayOpen: Story = {
  args: { type: 'overlay', showMobileMenu: true },
  play: async ({ args, canvasElement }) => {
    await expect(nav(canvasElement).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseMobileMenu).toHaveBeenCalled();
  },
};

export const OverlayClosed: Story = {
  args: { type: 'overlay', showMobileMenu: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

function Layout({ defaultType, width }: { defaultType: SidebarType; width: number }) {
  const layout = useSidebarLayout(defaultType, width);
  return (
    <div style={{ width: 720 }}>
      <TopBar
        title="Udyog ERP"
        homeHref="#/module"
        user={{ firstName: 'Asha', lastName: 'Patel' }}
        sidebarExpanded={layout.type === 'overlay' ? layout.showMobileMenu : layout.type !== 'mini-sidebar'}
        onToggleSidebar={layout.toggle}
        onOrgProfile={() => {}}
        onSetting={() => {}}
        onLogout={() => {}}
      />
      <Frame>
        <Sidebar
          menu={MENU}
          activePath="/module/dashboard"
          type={layout.type}
          showMobileMenu={layout.showMobileMenu}
          onCloseMobileMenu={layout.closeMobileMenu}
          version="0.1.0"
          contained
        />
        <Content>
          <p>Sidebar type: {layout.type}</p>
        </Content>
      </Frame>
    </div>
  );
}

const typeShown = (el: HTMLElement) => within(el).getByText(/^Sidebar type:/);

/** Spec §2: the toggle takes full to mini-sidebar, and mini-sidebar back to the default type. */
export const ToggleFromFull: Story = {
  render: () => <Layout defaultType="full" width={1280} />,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(typeShown(canvasElement)).toHaveTextContent('full');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Toggle sidebar' }));
    await expect(typeShown(canvasElement)).toHaveTextContent('mini-sidebar');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Toggle sidebar' }));
    await expect(typeShown(canvasElement)).toHaveTextContent('full');
  },
};

/** Spec §2: full collapses to mini-sidebar below 1170 px. */
export const NarrowWindowCollapses: Story = {
  render: () => <Layout defaultType="full" width={1100} />,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(typeShown(canvasElement)).toHaveTextContent('mini-sidebar');
  },
};

/** Spec §2: with the overlay type the toggle shows and hides the mobile menu. */
export const OverlayToggle: Story = {
  render: () => <Layout defaultType="overlay" width={900} />,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  },
};

/**
 * Decision 0513: on a phone (below 600 px) the menu is the overlay whatever the configured type: hidden,
 * and the toggle shows it over the page, which keeps its place and width.
 */
export const PhoneOverlays: Story = {
  render: () => <Layout defaultType="full" width={390} />,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(typeShown(canvasElement)).toHaveTextContent('overlay');
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    const page = typeShown(canvasElement).getBoundingClientRect();
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(typeShown(canvasElement).getBoundingClientRect()).toEqual(page);
  },
};
