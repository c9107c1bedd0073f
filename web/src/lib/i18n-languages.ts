/**
 * The languages and translation namespaces, with no imports: the app (lib/i18n.ts re-exports them), the build
 * (vite.config.ts preloads the start-up namespaces) and scripts/check-bundle.mjs read them from here.
 */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Turkish is the default (product §9: the start-up data's reading). */
export const DEFAULT_LANGUAGE: Language = 'tr';
/** Endonyms: each language is offered in its own name, whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', tr: 'Türkçe' };

/**
 * Bundled namespaces, one JSON file per language in src/locales/<lang>/<ns>.json. `sportsbook` is the sportsbook frame's
 * (sportsbook.html reads it itself; the site's bundle never includes it).
 */
export const NAMESPACES = ['common', 'home', 'site', 'auth', 'account', 'notifications', 'wallet', 'casino', 'responsible', 'bonus', 'support', 'sportsbook'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces loaded at start-up: what the frame and the landing page show at first paint (the header's Login
 * and Sign Up are `auth`, the Aviator entry `casino`). The others load with the pages and dialogs that show them
 * ({@link withNamespaces}); a component whose namespace is still loading suspends meanwhile. scripts/check-bundle.mjs
 * reads this list to count the home page's translations, and index.html preloads them in the default language.
 */
export const STARTUP_NAMESPACES = ['common', 'site', 'auth', 'casino', 'home'] as const satisfies readonly Namespace[];
