import { DEFAULT_BRAND, resolveBranding } from '@erp/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { title: 'Narmada Polysacks Pvt. Ltd.', url: 'https://narmadapolysacks.example' },
  parameters: { screenshot: { width: 720 } },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PoweredBy: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveTextContent('Powered by Narmada Polysacks Pvt. Ltd.');
    await expect(within(footer).getByRole('link', { name: 'Narmada Polysacks Pvt. Ltd.' })).toHaveAttribute(
      'href',
      'https://narmadapolysacks.example',
    );
  },
};

export const TitleWithoutLink: Story = { args: { url: '' } };

/** Spec §2: hidden "when dynamic logo config is not YES" (the rule is `resolveBranding` of @erp/domain). */
export const HiddenByRule: Story = {
  args: (() => {
    const branding = resolveBranding(DEFAULT_BRAND, { DYNAMIC_LOGO_CONFIGURATION: 'NO' });
    return { title: branding.footerTitle, url: branding.footerUrl, visible: branding.footerVisible };
  })(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Powered by/)).toBeNull();
  },
};

/** With dynamic logo config YES, FOOTER_TITLE and FOOTER_URL from system config show. */
export const FromSystemConfig: Story = {
  args: (() => {
    const branding = resolveBranding(DEFAULT_BRAND, {
      DYNAMIC_LOGO_CONFIGURATION: 'YES',
      FOOTER_TITLE: 'Shree Ganesh Poly-Fab',
      FOOTER_URL: 'https://ganeshpolyfab.example',
    });
    return { title: branding.footerTitle, url: branding.footerUrl, visible: branding.footerVisible };
  })(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Shree Ganesh Poly-Fab' })).toBeVisible();
  },
};
