import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, changeLanguage, getStoredLanguage, isLanguage, type Language } from '@/lib/i18n';

/**
 * The back office's translations: its own `admin` namespace (src/admin/locales) and the site's `common` (the API
 * client's network and unexpected-error texts). Turkish by default, English too; the language is the browser's
 * stored choice, shared with the site.
 */
const adminBundles = import.meta.glob<ResourceKey>('../locales/*/admin.json', { import: 'default' });
const commonBundles = import.meta.glob<ResourceKey>('../../locales/*/common.json', { import: 'default' });

export const ADMIN_NAMESPACES = ['admin', 'common'] as const;

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load =
      namespace === 'admin' ? adminBundles[`../locales/${language}/admin.json`] : commonBundles[`../../locales/${language}/common.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

let started: Promise<void> | null = null;

/** Loads the stored language's texts; resolves when `t()` is ready. */
export function initAdminI18n(): Promise<void> {
  started ??= (async () => {
    i18next.on('languageChanged', (language) => {
      document.documentElement.lang = language;
    });
    await i18next
      .use(backend)
      .use(initReactI18next)
      .init({
        lng: getStoredLanguage(),
        supportedLngs: [...LANGUAGES],
        fallbackLng: false,
        load: 'currentOnly',
        ns: [...ADMIN_NAMESPACES],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
    document.documentElement.lang = i18next.resolvedLanguage ?? DEFAULT_LANGUAGE;
  })();
  return started;
}

export async function switchAdminLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
}

export { isLanguage };
