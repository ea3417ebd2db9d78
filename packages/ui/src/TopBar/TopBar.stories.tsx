import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { UiTextProvider } from '../text/UiText.tsx';
import { TopBar } from './TopBar.tsx';

/** A stand-in logo: a white mark and the brand's name, as partners supply theirs. */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="32" viewBox="0 0 150 32"><rect x="1" y="4" width="24" height="24" rx="5" fill="none" stroke="#fff" stroke-width="3"/><path d="M7 20l6-8 6 8" fill="none" stroke="#fff" stroke-width="3"/><text x="32" y="22" font-family="Liberation Sans, Arial" font-size="16" font-weight="700" fill="#fff">Udyog ERP</text></svg>',
)}`;

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  args: {
    title: 'Udyog ERP',
    homeHref: '#/module',
    version: { version: '0.1.0', date: '22-11-2026' },
    user: { firstName: 'Asha', lastName: 'Patel' },
    showUserProfile: true,
    sidebarExpanded: true,
    onToggleSidebar: fn(),
    onHome: fn(),
    onUserProfile: fn(),
    onOrgProfile: fn(),
    onSetting: fn(),
    onLogout: fn(),
  },
  parameters: { layout: 'fullscreen', screenshot: { width: 900 } },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header's only navigation is the sidebar toggle; the logo links home; the user's name opens the menu. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    await expect(args.onToggleSidebar).toHaveBeenCalledTimes(1);
    const home = canvas.getByRole('link', { name: 'Udyog ERP' });
    await expect(home).toHaveAttribute('href', '#/module');
    await expect(home).toHaveAccessibleDescription('Version 0.1.0 · 22-11-2026');
    await userEvent.click(home);
    await expect(args.onHome).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Asha Patel' })).toBeVisible();
  },
};

/** Hovering or focusing the logo shows the version and its date. */
export const VersionTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('link', { name: 'Udyog ERP' }));
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Version 0.1.0 · 22-11-2026');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.unhover(canvas.getByRole('link', { name: 'Udyog ERP' }));
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
  },
};

/** The user menu (named by its button): User Profile, Org Profile, Setting, Logout. */
export const UserMenu: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Asha Patel' }));
    const menu = await screen.findByRole('menu', { name: 'Asha Patel' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['User Profile', 'Org Profile', 'Setting', 'Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Spec §2: User Profile shows "only when the profile permission flag is true". */
export const WithoutProfilePermission: Story = {
  args: { showUserProfile: false },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Asha Patel' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'User Profile' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Org Profile' }));
    await expect(args.onOrgProfile).toHaveBeenCalledTimes(1);
  },
};

export const WithLogo: Story = {
  args: { logoSrc: LOGO },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Udyog ERP' })).toBeVisible();
  },
};

const HINDI: Readonly<Record<string, string>> = {
  'Toggle sidebar': 'साइडबार दिखाएँ/छिपाएँ',
  Language: 'भाषा',
  'Org Profile': 'संगठन प्रोफ़ाइल',
  'User Profile': 'उपयोगकर्ता प्रोफ़ाइल',
  Setting: 'सेटिंग',
  Logout: 'लॉग आउट',
};

/**
 * Decision 0522: the user menu offers the languages, each named in itself; choosing one calls back at
 * once. The bar's own texts come through the app's translator (`UiTextProvider`, decision 0520).
 * No screenshot: the test machines have no Devanagari font.
 */
export const LanguageChoice: Story = {
  args: {
    languages: [
      { code: 'en', name: 'English' },
      { code: 'hi', name: 'हिन्दी' },
    ],
    language: 'hi',
    onLanguageChange: fn(),
  },
  decorators: [
    (Story) => (
      <UiTextProvider translate={(text) => HINDI[text] ?? text}>
        <Story />
      </UiTextProvider>
    ),
  ],
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'साइडबार दिखाएँ/छिपाएँ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Asha Patel' }));
    const menu = await screen.findByRole('menu', { name: 'Asha Patel' });
    await expect(within(menu).getByText('भाषा')).toBeVisible();
    await expect(within(menu).getByRole('menuitemradio', { name: 'हिन्दी' })).toBeChecked();
    await expect(within(menu).getByRole('menuitem', { name: 'लॉग आउट' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
  },
};

/**
 * Decision 0518: the user menu offers the appearance, System (follow the device) by default, Light or
 * Dark; choosing one calls back at once.
 */
export const AppearanceChoice: Story = {
  args: { appearance: 'system', onAppearanceChange: fn() },
  // The closed bar looks as Default's; the menu, in a portal, is checked by the play function.
  parameters: { screenshot: { skip: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Asha Patel' }));
    const menu = await screen.findByRole('menu', { name: 'Asha Patel' });
    const group = within(menu).getByRole('group', { name: 'Appearance' });
    await expect(
      within(group)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['System', 'Light', 'Dark']);
    await expect(within(group).getByRole('menuitemradio', { name: 'System' })).toBeChecked();
    await userEvent.click(within(group).getByRole('menuitemradio', { name: 'Dark' }));
    await expect(args.onAppearanceChange).toHaveBeenCalledWith('dark');
  },
};

/** Decision 0513: on a phone (390 px) the bar stays whole: toggle, logo, initials; the name names the menu. */
export const Phone: Story = {
  args: { user: { firstName: 'Venkataraghavan', lastName: 'Subramaniam' } },
  parameters: { screenshot: { width: 390 } },
  render: (args) => (
    <div style={{ width: 390 }}>
      <TopBar {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = canvas.getByRole('button', { name: 'Venkataraghavan Subramaniam' });
    await expect(user).toBeVisible();
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    for (const part of [
      canvas.getByRole('button', { name: 'Toggle sidebar' }),
      canvas.getByRole('link'),
      user,
    ]) {
      const box = part.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(bar.left);
      await expect(box.right).toBeLessThanOrEqual(bar.right);
    }
    await expect(
      canvas.getByText('Venkataraghavan Subramaniam').getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};
