import { describe, expect, it } from 'vitest';
import { BRANDS, DEFAULT_BRAND, detectBrand, resolveBranding, type Brand } from './brands.ts';

const partner = BRANDS[2] as Brand;

describe('BRANDS (spec §1 "a default brand plus six named partners … keyword, title, logo, footer name, footer URL and side logo")', () => {
  it('has the default brand first and six partners with distinct keywords', () => {
    expect(BRANDS).toHaveLength(7);
    expect(BRANDS[0]).toBe(DEFAULT_BRAND);
    expect(new Set(BRANDS.map((brand) => brand.keyword)).size).toBe(7);
  });

  it.each(BRANDS.map((brand) => [brand.keyword, brand] as const))(
    '%s has every branding field and a theme',
    (_keyword, brand) => {
      for (const value of [
        brand.keyword,
        brand.title,
        brand.shortName,
        brand.logo,
        brand.footerName,
        brand.footerUrl,
        brand.sideLogo,
      ]) {
        expect(value.trim()).not.toBe('');
      }
      expect(brand.shortName.length).toBeLessThanOrEqual(12);
      expect(brand.title.toLowerCase()).toContain(brand.shortName.toLowerCase().split(' ')[0]);
      expect(brand.footerUrl).toMatch(/^https:\/\//);
      expect(brand.theme.accent).toMatch(/^#[0-9a-f]{6}$/);
    },
  );

  it('no keyword is inside another, so one address names one partner', () => {
    for (const a of BRANDS)
      for (const b of BRANDS) if (a !== b) expect(a.keyword.includes(b.keyword)).toBe(false);
  });
});

describe('detectBrand (spec §1 "The partner is detected by a keyword in the page address. With no match the default branding applies.")', () => {
  it.each(BRANDS.slice(1).map((brand) => [brand.keyword, brand] as const))(
    'an address with %s gives that partner',
    (keyword, brand) => {
      expect(detectBrand(`https://${keyword}.erp.example.in/#/module/dashboard`)).toBe(brand);
      expect(detectBrand(`https://erp.example.in/${keyword.toUpperCase()}/`)).toBe(brand);
    },
  );

  it.each(['https://erp.example.in/#/', 'https://default.example/', '', null, undefined])(
    '%j gives the default brand',
    (address) => {
      expect(detectBrand(address)).toBe(DEFAULT_BRAND);
    },
  );
});

describe('resolveBranding (spec §1 DYNAMIC_LOGO_CONFIGURATION; spec §2 "It is hidden when dynamic logo config is not YES, or when it is YES and both footer title and URL are empty")', () => {
  const overrides = {
    HEADER_LOGO: 'file/get/logo.png',
    FOOTER_TITLE: 'Our Factory',
    FOOTER_URL: 'https://our.example',
  };

  it.each([
    ['missing', {}],
    ['NO', { DYNAMIC_LOGO_CONFIGURATION: 'NO', ...overrides }],
    ['yes in lower case', { DYNAMIC_LOGO_CONFIGURATION: 'yes', ...overrides }],
  ])('dynamic logo config %s: the brand as it is, footer hidden', (_case, sysConfig) => {
    expect(resolveBranding(partner, sysConfig)).toEqual({
      title: partner.title,
      partner: partner.title,
      logo: partner.logo,
      footerTitle: partner.footerName,
      footerUrl: partner.footerUrl,
      footerVisible: false,
      sideLogo: partner.sideLogo,
    });
  });

  it('no system config at all: footer hidden', () => {
    expect(resolveBranding(DEFAULT_BRAND, null).footerVisible).toBe(false);
  });

  it('YES: header logo, footer title and footer URL come from system config and the footer shows', () => {
    expect(resolveBranding(partner, { DYNAMIC_LOGO_CONFIGURATION: 'YES', ...overrides })).toEqual({
      title: partner.title,
      partner: partner.title,
      logo: 'file/get/logo.png',
      footerTitle: 'Our Factory',
      footerUrl: 'https://our.example',
      footerVisible: true,
      sideLogo: partner.sideLogo,
    });
  });

  it.each([
    ['both empty', { FOOTER_TITLE: '', FOOTER_URL: '' }, false, '', ''],
    ['both missing', {}, false, '', ''],
    ['both blank', { FOOTER_TITLE: '  ', FOOTER_URL: ' ' }, false, '', ''],
    ['title only', { FOOTER_TITLE: 'Our Factory' }, true, 'Our Factory', ''],
    [
      'URL only (shown as the title)',
      { FOOTER_URL: 'https://our.example' },
      true,
      'https://our.example',
      'https://our.example',
    ],
  ])('YES with footer %s: visible %s', (_case, footer, visible, title, url) => {
    const resolved = resolveBranding(partner, { DYNAMIC_LOGO_CONFIGURATION: 'YES', ...footer });
    expect(resolved.footerVisible).toBe(visible);
    expect(resolved.footerTitle).toBe(title);
    expect(resolved.footerUrl).toBe(url);
    expect(resolved.logo).toBe(partner.logo);
  });
});

describe('resolveBranding partner (spec §3 PARTNER_NAME, else the brand title)', () => {
  it.each([
    [{ PARTNER_NAME: 'Narmada Polysacks Pvt. Ltd.' }, 'Narmada Polysacks Pvt. Ltd.'],
    [{ PARTNER_NAME: '  ' }, 'Udyog ERP'],
    [{}, 'Udyog ERP'],
    [null, 'Udyog ERP'],
  ])('%j gives %j', (sysConfig, name) => {
    expect(resolveBranding(DEFAULT_BRAND, sysConfig).partner).toBe(name);
  });
});
