import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient, unwrap } from '@/lib/api/client';
import { type Language, i18next, setServerTranslations, useLanguage } from '@/lib/i18n';

/** `GET cms/translationlist` for the current `x-locale`, as `key → text`. */
export const translationsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['cms', 'translations', language],
    queryFn: async ({ signal }) => {
      const list = await unwrap(apiClient.GET('/api/cms/translationlist', { signal }), { errorToast: false });
      return Object.fromEntries(list.map(({ key, value }) => [key, value]));
    },
    staleTime: Infinity,
  });

/** Languages whose server translations are in i18next already (start-up does the first). */
const applied = new Set<Language>();

/** Puts a language's server translations over the bundled ones. */
export function applyServerTranslations(language: Language, entries: Record<string, string>): void {
  setServerTranslations(language, entries);
  applied.add(language);
}

/**
 * After the player switches language, loads that language's server translations once and
 * re-renders the texts with them (the bundled ones show meanwhile).
 */
export function useServerTranslations(): void {
  const language = useLanguage();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (applied.has(language)) return;
    let cancelled = false;
    queryClient
      .query(translationsQueryOptions(language))
      .then(async (entries) => {
        if (cancelled) return;
        applyServerTranslations(language, entries);
        // Same language again: i18next tells its listeners, so every text re-renders with the overrides.
        if (i18next.resolvedLanguage === language) await i18next.changeLanguage(language);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [language, queryClient]);
}
