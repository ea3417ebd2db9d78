import { createContext, use, useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_BRAND, resolveBranding, type Brand, type ResolvedBranding } from '@erp/domain';
import { selectSysConfig } from '@erp/api';
import { GlobalStyle, themeForBrand } from '@erp/ui';
import { useStoreValue } from './ServicesContext.tsx';

const BrandContext = createContext<Brand>(DEFAULT_BRAND);
const NO_CONFIG: Record<string, string> = {};

/** The brand found in the page address (decided once per page load) and its styled-components theme. */
export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  const theme = useMemo(() => themeForBrand(brand), [brand]);
  return (
    <BrandContext value={brand}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </BrandContext>
  );
}

/** Spec §1/§2: the brand with the system config's overrides, and whether the footer shows. */
export function useBranding(): ResolvedBranding {
  const brand = use(BrandContext);
  const sysConfig = useStoreValue(selectSysConfig, NO_CONFIG);
  return useMemo(() => resolveBranding(brand, sysConfig), [brand, sysConfig]);
}
