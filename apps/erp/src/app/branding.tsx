import {
  createContext,
  use,
  useCallback,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ThemeProvider } from 'styled-components';
import {
  APPEARANCE_PREFERENCE,
  DEFAULT_BRAND,
  appearanceChoice,
  resolveAppearance,
  resolveBranding,
  type AppearanceChoice,
  type Brand,
  type ResolvedBranding,
} from '@erp/domain';
import { readUserPreference, writeUserPreference } from '@erp/api';
import { GlobalStyle, themeForBrand } from '@erp/ui';
import { useServicesHandle, useStoreView } from './ServicesContext.tsx';

const BrandContext = createContext<Brand>(DEFAULT_BRAND);
const NO_CONFIG: Record<string, string> = {};

/** The user's choice of appearance and how to change it (decision 0518). */
export interface AppearanceSetting {
  choice: AppearanceChoice;
  choose: (choice: AppearanceChoice) => void;
}
const AppearanceContext = createContext<AppearanceSetting>({ choice: 'system', choose: () => undefined });

const DARK_SCHEME = '(prefers-color-scheme: dark)';
/** The system's colour scheme query, where the browser has one (not in every test environment). */
const darkScheme = (): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME) : undefined;
const subscribeToScheme = (onChange: () => void) => {
  const query = darkScheme();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const systemPrefersDark = () => darkScheme()?.matches ?? false;

/**
 * The logged-in user's choice of appearance, kept with their other display choices in this browser
 * (decision 0518): System until they choose, and System for anyone else on the same browser.
 */
function useAppearanceSetting(): AppearanceSetting {
  const { storage } = useServicesHandle();
  const username = useStoreView('loggedInUser', null)?.username;
  // A choice made now, for the user who made it (storage is not a store that tells of changes).
  const [chosen, setChosen] = useState<{ username: string | undefined; choice: AppearanceChoice } | null>(
    null,
  );
  const stored = useMemo(
    () =>
      appearanceChoice(
        username === undefined ? null : readUserPreference(storage, username, APPEARANCE_PREFERENCE),
      ),
    [storage, username],
  );
  const choose = useCallback(
    (choice: AppearanceChoice) => {
      if (username !== undefined) writeUserPreference(storage, username, APPEARANCE_PREFERENCE, choice);
      setChosen({ username, choice });
    },
    [storage, username],
  );
  const choice = chosen && chosen.username === username ? chosen.choice : stored;
  return useMemo(() => ({ choice, choose }), [choice, choose]);
}

/**
 * The brand found in the page address (decided once per page load) and its styled-components theme, light
 * or dark as the user chose (decision 0518), following the system's setting live until they do.
 */
export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  const setting = useAppearanceSetting();
  const systemDark = useSyncExternalStore(subscribeToScheme, systemPrefersDark);
  const appearance = resolveAppearance(setting.choice, systemDark);
  const theme = useMemo(() => themeForBrand(brand, appearance), [brand, appearance]);
  return (
    <BrandContext value={brand}>
      <AppearanceContext value={setting}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </AppearanceContext>
    </BrandContext>
  );
}

/** Spec §1/§2: the brand with the system config's overrides, and whether the footer shows. */
export function useBranding(): ResolvedBranding {
  const brand = use(BrandContext);
  const sysConfig = useStoreView('sysConfig', NO_CONFIG);
  return useMemo(() => resolveBranding(brand, sysConfig), [brand, sysConfig]);
}

/** The user's choice of appearance, for the user menu. */
export function useAppearance(): AppearanceSetting {
  return use(AppearanceContext);
}
