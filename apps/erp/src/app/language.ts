import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE } from '@erp/domain';
import { readUserPreference, selectLoggedInUser, writeUserPreference } from '@erp/api';
import { LANGUAGES } from './i18n.ts';
import { useServices, useServicesHandle, useStoreValue } from './ServicesContext.tsx';

/** The name of the language among a user's display choices (decision 0522). */
const LANGUAGE = 'language';

const noSubscription = () => () => undefined;

/** Spec §9 "Default language en" until a user has chosen another on this browser. */
function usernameLanguage(username: string | undefined, read: (username: string) => string | null): string {
  const chosen = username === undefined ? null : read(username);
  return LANGUAGES.some((language) => language.code === chosen) ? (chosen as string) : DEFAULT_LANGUAGE;
}

/** Shows the language the logged-in user chose (English when no one is logged in), at once. */
export function useUserLanguage(): void {
  const { storage } = useServicesHandle();
  const translator = useServices()?.translator;
  const username = useStoreValue(selectLoggedInUser, null)?.username;
  useEffect(() => {
    translator?.setLanguage(
      usernameLanguage(username, (name) => readUserPreference(storage, name, LANGUAGE)),
    );
  }, [translator, storage, username]);
}

/** The language shown and the user's choice of it, remembered for that user (decision 0522). */
export function useLanguageChoice(): { language: string; choose: (language: string) => void } {
  const { storage } = useServicesHandle();
  const translator = useServices()?.translator;
  const username = useStoreValue(selectLoggedInUser, null)?.username;
  const language = useSyncExternalStore(translator ? translator.subscribe : noSubscription, () =>
    translator ? translator.language : DEFAULT_LANGUAGE,
  );
  const choose = useCallback(
    (next: string) => {
      if (username !== undefined) writeUserPreference(storage, username, LANGUAGE, next);
      translator?.setLanguage(next);
    },
    [storage, translator, username],
  );
  return { language, choose };
}
