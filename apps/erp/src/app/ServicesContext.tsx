import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { Api, AppDispatch, RootState } from '@erp/api';
import { fillPlaceholders, UiTextProvider, type Translate } from '@erp/ui';
import type { ServicesHandle } from './boot.ts';
import type { Services } from './services.ts';
import type { StoreViewName, StoreViewValue, StoreViews } from './storeViews.ts';

const HandleContext = createContext<ServicesHandle | null>(null);

export function ServicesProvider({ handle, children }: { handle: ServicesHandle; children: ReactNode }) {
  return (
    <HandleContext value={handle}>
      <TranslatedComponents>{children}</TranslatedComponents>
    </HandleContext>
  );
}

export function useServicesHandle(): ServicesHandle {
  const handle = use(HandleContext);
  if (!handle) throw new Error('the app needs a ServicesProvider');
  return handle;
}

/** The services, or null while their chunk is still on its way. */
export function useServices(): Services | null {
  const handle = useServicesHandle();
  return useSyncExternalStore(handle.subscribe, handle.current);
}

const noSubscription = () => () => undefined;

/**
 * A value of the store for the routed screens that show before the store is there (the root, the blank
 * layout): `fallback` until it arrives. Screens of the full layout use react-redux's hooks instead; those
 * of the first chunk, `useStoreView`.
 */
export function useStoreValue<T>(selector: (state: RootState) => T, fallback: T): T {
  const store = useServices()?.store;
  return useSyncExternalStore(store ? store.subscribe : noSubscription, () =>
    store ? selector(store.getState()) : fallback,
  );
}

/**
 * A value of the store by its name in the services' views (`storeViews.ts`), for the screens of the first
 * chunk (decision 0751), which import no selector: `fallback` until the store arrives.
 */
export function useStoreView<K extends StoreViewName>(
  name: K,
  fallback: StoreViewValue<K>,
): StoreViewValue<K> {
  const services = useServices();
  const store = services?.store;
  const select = services?.views.select[name];
  return useSyncExternalStore(store ? store.subscribe : noSubscription, () =>
    store && select ? select(store.getState()) : fallback,
  );
}

type AnyAction = Parameters<AppDispatch>[0];

/**
 * Dispatches an action made from the services' action creators (`storeViews.ts`), waiting for the store
 * when it is not there yet (a login typed before it arrived): the first chunk imports no action creator.
 */
export function useDispatchView(): (make: (actions: StoreViews['actions']) => AnyAction) => void {
  const handle = useServicesHandle();
  return useCallback(
    (make: (actions: StoreViews['actions']) => AnyAction) => {
      void handle.load().then(({ store, views }) => store.dispatch(make(views.actions)));
    },
    [handle],
  );
}

const asData = (text: string): string => text;

/**
 * Spec §5 translation of a text of the app (its English text is the key, decision 0520); the English
 * text until translations arrive (or when they fail).
 */
export function useTranslate(): Translate {
  const translator = useServices()?.translator;
  return useSyncExternalStore(translator ? translator.subscribe : noSubscription, () =>
    translator ? translator.translate : fillPlaceholders,
  );
}

/** Translation of a text that comes as data (a server's message, an admin's label): itself when unknown. */
export function useTranslateText(): (text: string) => string {
  const translator = useServices()?.translator;
  return useSyncExternalStore(translator ? translator.subscribe : noSubscription, () =>
    translator ? translator.translateText : asData,
  );
}

/** The language shown ('en', 'hi'); none until the services arrive (the components' own: English). */
function useLanguage(): string | undefined {
  const translator = useServices()?.translator;
  return useSyncExternalStore(translator ? translator.subscribe : noSubscription, () => translator?.language);
}

/**
 * The components' own texts (buttons, names, empty states) and the messages they show, translated, and what
 * they write themselves (an amount in words) in the language shown.
 */
function TranslatedComponents({ children }: { children: ReactNode }) {
  return (
    <UiTextProvider translate={useTranslate()} translateMessage={useTranslateText()} language={useLanguage()}>
      {children}
    </UiTextProvider>
  );
}

/** The API, for the screens of the full layout (rendered only once the services are there). */
export function useApi(): Api {
  const services = useServices();
  if (!services) throw new Error('useApi is for screens shown after the services arrived');
  return services.api;
}
