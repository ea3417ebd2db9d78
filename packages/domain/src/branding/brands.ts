import { isFeatureOn, type SysConfig } from '../config/config.ts';

/**
 * A brand's theme is a handful of choices (after Radix Themes) that the UI's token builder expands:
 * an accent colour (hex), a grey family and a corner radius.
 */
export interface BrandTheme {
  accent: `#${string}`;
  grey?: 'neutral' | 'slate' | 'warm';
  radius?: 'none' | 'small' | 'medium' | 'large';
}

/** Spec §1: "Each branding has a keyword, title, logo, footer name, footer URL and side logo." */
export interface Brand {
  keyword: string;
  title: string;
  /** The name under the installed app's icon on a phone's home screen (issue 58): a word or two, 12 letters at most. */
  shortName: string;
  logo: string;
  footerName: string;
  footerUrl: string;
  sideLogo: string;
  theme: BrandTheme;
}

const logos = (id: string): Pick<Brand, 'logo' | 'sideLogo'> => ({
  logo: `assets/brands/${id}/logo.svg`,
  sideLogo: `assets/brands/${id}/side-logo.svg`,
});

/** The default brand: used when no partner keyword is in the page address. */
export const DEFAULT_BRAND: Brand = {
  keyword: 'default',
  title: 'Udyog ERP',
  shortName: 'Udyog ERP',
  ...logos('default'),
  footerName: 'Udyog ERP',
  footerUrl: 'https://udyog-erp.example',
  theme: { accent: '#1f5fae', grey: 'slate', radius: 'medium' },
};

/** Spec §1: "a default brand plus six named partners". The partners are invented, plausible names. */
export const BRANDS: readonly Brand[] = [
  DEFAULT_BRAND,
  {
    keyword: 'narmada',
    title: 'Narmada Polysacks',
    shortName: 'Narmada',
    ...logos('narmada'),
    footerName: 'Narmada Polysacks Pvt. Ltd.',
    footerUrl: 'https://narmadapolysacks.example',
    theme: { accent: '#0b7a75', grey: 'slate', radius: 'small' },
  },
  {
    keyword: 'kaveri',
    title: 'Kaveri Chemicals',
    shortName: 'Kaveri',
    ...logos('kaveri'),
    footerName: 'Kaveri Chemicals Ltd.',
    footerUrl: 'https://kaverichemicals.example',
    theme: { accent: '#6d3fc0', grey: 'neutral', radius: 'medium' },
  },
  {
    keyword: 'sahyadri',
    title: 'Sahyadri Plastics',
    shortName: 'Sahyadri',
    ...logos('sahyadri'),
    footerName: 'Sahyadri Plastics & Polymers',
    footerUrl: 'https://sahyadriplastics.example',
    theme: { accent: '#2e7d32', grey: 'warm', radius: 'large' },
  },
  {
    keyword: 'vindhya',
    title: 'Vindhya Woven Sacks',
    shortName: 'Vindhya',
    ...logos('vindhya'),
    footerName: 'Vindhya Woven Sacks LLP',
    footerUrl: 'https://vindhyawoven.example',
    theme: { accent: '#c2410c', grey: 'warm', radius: 'small' },
  },
  {
    keyword: 'konark',
    title: 'Konark Polymers',
    shortName: 'Konark',
    ...logos('konark'),
    footerName: 'Konark Polymers Pvt. Ltd.',
    footerUrl: 'https://konarkpolymers.example',
    theme: { accent: '#b91c4b', grey: 'neutral', radius: 'none' },
  },
  {
    keyword: 'deccan',
    title: 'Deccan Agro Packaging',
    shortName: 'Deccan Agro',
    ...logos('deccan'),
    footerName: 'Deccan Agro Packaging Industries',
    footerUrl: 'https://deccanagropack.example',
    theme: { accent: '#a16207', grey: 'slate', radius: 'medium' },
  },
];

/**
 * Spec §1: "The partner is detected by a keyword in the page address. With no match the default
 * branding applies." The match ignores case.
 */
export function detectBrand(address: string | null | undefined): Brand {
  const lower = (address ?? '').toLowerCase();
  return BRANDS.find((brand) => brand !== DEFAULT_BRAND && lower.includes(brand.keyword)) ?? DEFAULT_BRAND;
}

export interface ResolvedBranding {
  title: string;
  /** The partner a screen names (spec §3 `PARTNER_NAME`), else the brand's title. */
  partner: string;
  logo: string;
  footerTitle: string;
  footerUrl: string;
  footerVisible: boolean;
  sideLogo: string;
}

const configured = (sysConfig: SysConfig | null | undefined, key: string): string =>
  (sysConfig?.[key] ?? '').trim();

/**
 * Spec §1: "When the system config key DYNAMIC_LOGO_CONFIGURATION equals YES, the header logo, footer
 * title and footer URL can be overridden from system config (keys HEADER_LOGO, FOOTER_TITLE,
 * FOOTER_URL)." Spec §2: the footer "is hidden when dynamic logo config is not YES, or when it is YES
 * and both footer title and URL are empty." With a URL but no title, the URL is shown as the title.
 */
export function resolveBranding(brand: Brand, sysConfig: SysConfig | null | undefined): ResolvedBranding {
  const base = {
    title: brand.title,
    partner: configured(sysConfig, 'PARTNER_NAME') || brand.title,
    sideLogo: brand.sideLogo,
  };
  if (!isFeatureOn(sysConfig, 'DYNAMIC_LOGO_CONFIGURATION')) {
    return {
      ...base,
      logo: brand.logo,
      footerTitle: brand.footerName,
      footerUrl: brand.footerUrl,
      footerVisible: false,
    };
  }
  const footerTitle = configured(sysConfig, 'FOOTER_TITLE');
  const footerUrl = configured(sysConfig, 'FOOTER_URL');
  return {
    ...base,
    logo: configured(sysConfig, 'HEADER_LOGO') || brand.logo,
    footerTitle: footerTitle || footerUrl,
    footerUrl,
    footerVisible: footerTitle !== '' || footerUrl !== '',
  };
}
