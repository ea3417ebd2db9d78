import { expect, test } from '@playwright/test';
import { logIn, setSysConfig } from './support/erp.ts';

// Decision 0501: on any host a partner's keyword reaches the address as `?partner=<keyword>`.
test("spec §1: a partner keyword in the address shows that partner's title, logo and theme", async ({
  page,
}) => {
  await page.goto('/?partner=narmada');
  await expect(page).toHaveTitle('Log in | Narmada Polysacks');
  await expect(page.getByRole('img', { name: 'Narmada Polysacks' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Log in' }).getByRole('heading')).toHaveText(
    'Narmada Polysacks',
  );
  await logIn(page);
  await expect(page).toHaveURL(/\?partner=narmada#\/dashboard\/classic$/);
  await expect(page).toHaveTitle('Dashboard | Narmada Polysacks');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('img', { name: 'Narmada Polysacks' })).toBeVisible();
  // The partner's accent colour (#0b7a75) colours the top bar.
  await expect(banner).toHaveCSS('background-color', 'rgb(11, 122, 117)');
});

test('spec §2: the footer shows the configured title and link only when DYNAMIC_LOGO_CONFIGURATION is YES, and hides with both empty', async ({
  page,
}) => {
  test.slow();
  const footer = page.getByRole('contentinfo');
  await page.goto('/?partner=kaveri');
  await logIn(page);
  await expect(page).toHaveTitle('Dashboard | Kaveri Chemicals');
  // Not YES: hidden.
  await expect(footer).toBeHidden();
  try {
    await setSysConfig(page, 'DYNAMIC_LOGO_CONFIGURATION', 'YES');
    await setSysConfig(page, 'FOOTER_TITLE', 'Kaveri Chemicals Ltd.');
    await setSysConfig(page, 'FOOTER_URL', 'https://kaverichemicals.example');
    // No reload: the changed system config applies at once.
    await expect(footer).toHaveText('Powered by Kaveri Chemicals Ltd.');
    await expect(footer.getByRole('link', { name: 'Kaveri Chemicals Ltd.' })).toHaveAttribute(
      'href',
      'https://kaverichemicals.example',
    );
    // YES with an empty footer title and URL: hidden.
    await setSysConfig(page, 'FOOTER_TITLE', '');
    await setSysConfig(page, 'FOOTER_URL', '');
    await expect(page.getByRole('heading', { name: 'System Configuration', level: 1 })).toBeVisible();
    await expect(footer).toBeHidden();
  } finally {
    await setSysConfig(page, 'DYNAMIC_LOGO_CONFIGURATION', 'NO');
    await setSysConfig(page, 'FOOTER_TITLE', '');
    await setSysConfig(page, 'FOOTER_URL', '');
  }
});
