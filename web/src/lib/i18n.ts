import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { readStorage, writeStorage } from '@/lib/storage';
import { addressInLanguage, languageOfAddress } from '@/lib/site/page-address';

export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  NAMESPACES,
  STARTUP_NAMESPACES,
  type Language,
  type Namespace,
} from '@/lib/i18n-languages';
import { DEFAULT_LANGUAGE, LANGUAGES, STARTUP_NAMESPACES, type Language, type Namespace } from '@/lib/i18n-languages';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function getStoredLanguage(): Language {
  const stored = readStorage('language');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * The language a page opens in: the address's (`?lang=en`, remembered like a choice in the language menu), else
 * the remembered one, else Turkish.
 */
function startingLanguage(): Language {
  const addressed = languageOfAddress(window.location.search);
  if (addressed) rememberLanguage(addressed);
  const language = addressed ?? getStoredLanguage();
  // A choice remembered before the cookie existed reaches the server from the next page on.
  if (!addressed && !document.cookie.includes(`${LANGUAGE_COOKIE}=${language}`)) rememberLanguage(language);
  return language;
}

/**
 * The cookie that tells the server the visitor's language (crates/api/src/web/hero.rs), so a page's first request
 * already preloads the carousel picture in that language.
 */
const LANGUAGE_COOKIE = 'zar_lang';

/** Remembers the visitor's language: in the browser's storage for the app, in a cookie for the server. */
function rememberLanguage(language: Language): void {
  writeStorage('language', language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${window.location.protocol === 'https:' ? '; secure' : ''}`;
}

/** The language in use now (what `x-locale` carries); before i18n has started, the one the page opens in. */
export function currentLanguage(): Language {
  if (isLanguage(i18next.resolvedLanguage)) return i18next.resolvedLanguage;
  return languageOfAddress(window.location.search) ?? getStoredLanguage();
}

// Each locale file becomes its own chunk: only the languages in use are downloaded. The sportsbook frame's namespace
// is read by sportsbook.html alone (src/sportsbook/lib/i18n.ts), never by the site.
const bundles = import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/*/sportsbook.json'], { import: 'default' });

/**
 * Translations from the server (`cms/translationlist`) override the bundled `common` strings.
 * They are kept here so a language loaded later still gets them.
 */
const serverTranslations: Partial<Record<Language, Record<string, string>>> = {};

export function setServerTranslations(language: Language, entries: Record<string, string>): void {
  serverTranslations[language] = { ...serverTranslations[language], ...entries };
  if (i18next.hasResourceBundle(language, 'common')) {
    i18next.addResourceBundle(language, 'common', entries, true, true);
  }
}

const bundledBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = bundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No bundled translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resources) => {
        const overrides = namespace === 'common' && isLanguage(language) ? serverTranslations[language] : undefined;
        callback(null, overrides && typeof resources === 'object' ? { ...resources, ...overrides } : resources);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

let initialized: Promise<void> | null = null;

/** Loads the stored language's bundles; resolves when `t()` is ready. Safe to call more than once. */
export function initI18n(): Promise<void> {
  initialized ??= (async () => {
    i18next.on('languageChanged', syncDocumentLanguage);
    await i18next
      .use(bundledBackend)
      .use(initReactI18next)
      .init({
        lng: startingLanguage(),
        supportedLngs: [...LANGUAGES],
        fallbackLng: false,
        load: 'currentOnly',
        ns: [...STARTUP_NAMESPACES],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
    syncDocumentLanguage(currentLanguage());
  })();
  return initialized;
}

/** Loads `namespaces` in the current language (at once if they are loaded already). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

/**
 * A lazy chunk with the namespaces its components show, loaded side by side, so they render with their texts after
 * one wait instead of suspending again once the code has come: `lazy(() => withNamespaces(['wallet'],
 * import(…)).then(…))`. A failed load leaves the namespace to the component's own `useTranslation`, which asks again.
 */
export function withNamespaces<T>(namespaces: readonly Namespace[], chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, loadNamespaces(namespaces)]).then(([loaded]) => loaded);
}

/**
 * Switches the UI language at once, remembers it and sends it as `x-locale` from now on; an address that named a
 * language names the new one (so a reload keeps it).
 */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (languageOfAddress(window.location.search)) {
    window.history.replaceState(window.history.state, '', addressInLanguage(window.location.href, language));
  }
  await i18next.changeLanguage(language);
}

export { i18next };

/** The current UI language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
