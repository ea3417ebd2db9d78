import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { UiTextProvider } from '../text/UiText.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * A stand-in logo: a white mark and the brand's name, as partners supply theirs, the name's letters as paths
 * (Noto Sans Bold): an image cannot use the page's fonts, so text in it is drawn in the machine's.
 */
const NAME =
  'M42.74 17.97Q42.74 19.15 42.22 20.1Q41.7 21.06 40.65 21.61Q39.6 22.16 38 22.16Q35.73 22.16 34.54 21Q33.36 19.84 33.36 17.94L33.36 10.58L35.78 10.58L35.78 17.57Q35.78 18.98 36.35 19.55Q36.93 20.13 38.06 20.13Q38.86 20.13 39.36 19.86Q39.86 19.58 40.09 19.01Q40.32 18.43 40.32 17.55L40.32 10.58L42.74 10.58ZM48.13 22.16Q46.69 22.16 45.77 21.02Q44.85 19.87 44.85 17.65Q44.85 15.39 45.78 14.25Q46.7 13.1 48.21 13.1Q48.83 13.1 49.29 13.27Q49.74 13.44 50.08 13.73Q50.42 14.02 50.66 14.38L50.74 14.38Q50.69 14.1 50.65 13.58Q50.61 13.06 50.61 12.62L50.61 9.84L53.04 9.84L53.04 22L51.18 22L50.7 20.86L50.61 20.86Q50.38 21.23 50.05 21.52Q49.71 21.81 49.24 21.98Q48.77 22.16 48.13 22.16ZM48.98 20.22Q49.97 20.22 50.37 19.66Q50.77 19.09 50.77 17.92L50.77 17.66Q50.77 16.4 50.38 15.73Q50 15.06 48.96 15.06Q48.18 15.06 47.74 15.73Q47.3 16.4 47.3 17.68Q47.3 18.96 47.74 19.59Q48.18 20.22 48.98 20.22ZM54.21 13.26L56.75 13.26L58.4 18.26Q58.48 18.5 58.55 18.74Q58.62 18.99 58.68 19.25Q58.74 19.5 58.77 19.74L58.83 19.74Q58.88 19.41 59 19.01Q59.12 18.61 59.23 18.26L60.85 13.26L63.34 13.26L59.76 22.8Q59.41 23.78 58.92 24.46Q58.43 25.14 57.73 25.49Q57.02 25.84 55.98 25.84Q55.58 25.84 55.28 25.8Q54.98 25.76 54.77 25.71L54.77 23.81Q54.94 23.84 55.19 23.87Q55.44 23.9 55.71 23.9Q56.21 23.9 56.54 23.7Q56.88 23.5 57.1 23.18Q57.33 22.85 57.49 22.43L57.68 21.94ZM72.58 17.62Q72.58 18.7 72.28 19.55Q71.98 20.4 71.43 20.98Q70.88 21.55 70.1 21.86Q69.31 22.16 68.32 22.16Q67.39 22.16 66.62 21.86Q65.86 21.55 65.3 20.98Q64.74 20.4 64.42 19.55Q64.1 18.7 64.1 17.62Q64.1 16.16 64.61 15.15Q65.12 14.14 66.08 13.62Q67.04 13.1 68.37 13.1Q69.6 13.1 70.54 13.62Q71.49 14.14 72.03 15.15Q72.58 16.16 72.58 17.62ZM66.56 17.62Q66.56 18.46 66.74 19.07Q66.93 19.68 67.32 20Q67.71 20.32 68.35 20.32Q68.98 20.32 69.37 20Q69.76 19.68 69.94 19.07Q70.11 18.46 70.11 17.62Q70.11 16.75 69.93 16.16Q69.74 15.57 69.36 15.26Q68.98 14.94 68.34 14.94Q67.41 14.94 66.98 15.63Q66.56 16.32 66.56 17.62ZM77.42 13.1Q78.34 13.1 78.94 13.45Q79.55 13.79 79.95 14.37L80.02 14.37L80.24 13.26L82.29 13.26L82.29 22.06Q82.29 23.3 81.81 24.14Q81.33 24.98 80.36 25.41Q79.39 25.84 77.9 25.84Q76.9 25.84 76.1 25.72Q75.3 25.6 74.59 25.31L74.59 23.26Q75.31 23.58 76.07 23.76Q76.83 23.94 77.82 23.94Q78.83 23.94 79.35 23.47Q79.87 23.01 79.87 22.19L79.87 21.95Q79.87 21.76 79.9 21.44Q79.92 21.12 79.95 20.88L79.87 20.88Q79.5 21.46 78.9 21.81Q78.3 22.16 77.41 22.16Q75.9 22.16 75 20.99Q74.1 19.82 74.1 17.65Q74.1 15.47 75.01 14.29Q75.92 13.1 77.42 13.1ZM78.21 15.01Q77.68 15.01 77.3 15.31Q76.93 15.62 76.74 16.21Q76.56 16.8 76.56 17.68Q76.56 18.99 76.98 19.63Q77.41 20.27 78.26 20.27Q78.74 20.27 79.07 20.13Q79.41 19.98 79.62 19.7Q79.82 19.42 79.93 18.99Q80.03 18.56 80.03 17.97L80.03 17.62Q80.03 16.74 79.86 16.16Q79.68 15.58 79.28 15.3Q78.88 15.01 78.21 15.01ZM95.63 22L89.06 22L89.06 10.58L95.63 10.58L95.63 12.56L91.47 12.56L91.47 15.07L95.34 15.07L95.34 17.06L91.47 17.06L91.47 20L95.63 20ZM101.44 10.58Q102.94 10.58 103.94 10.95Q104.93 11.33 105.42 12.06Q105.9 12.8 105.9 13.9Q105.9 14.67 105.63 15.26Q105.36 15.86 104.9 16.27Q104.43 16.69 103.84 16.96L107.09 22L104.29 22L101.74 17.62L100.38 17.62L100.38 22L97.94 22L97.94 10.58ZM101.39 12.48L100.38 12.48L100.38 15.73L101.39 15.73Q102.37 15.73 102.9 15.33Q103.42 14.93 103.42 14.02Q103.42 13.5 103.21 13.17Q102.99 12.83 102.54 12.66Q102.1 12.48 101.39 12.48ZM112.02 10.58Q114.22 10.58 115.28 11.5Q116.34 12.42 116.34 14.1Q116.34 14.85 116.11 15.54Q115.89 16.22 115.37 16.78Q114.85 17.33 114 17.64Q113.15 17.95 111.92 17.95L110.88 17.95L110.88 22L108.43 22L108.43 10.58ZM111.94 12.58L110.88 12.58L110.88 15.94L111.7 15.94Q112.37 15.94 112.86 15.77Q113.34 15.6 113.61 15.21Q113.87 14.82 113.87 14.18Q113.87 13.41 113.4 12.99Q112.93 12.58 111.94 12.58Z';
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="32" viewBox="0 0 150 32"><rect x="1" y="4" width="24" height="24" rx="5" fill="none" stroke="#fff" stroke-width="3"/><path d="M7 20l6-8 6 8" fill="none" stroke="#fff" stroke-width="3"/><path fill="#fff" d="${NAME}"/></svg>`,
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
