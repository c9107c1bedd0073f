import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/i18n-languages';

/**
 * How a page's language is addressed (docs/decisions.md, "Languages in addresses"): the path alone is the page
 * in Turkish, the default language; `?lang=en` is the same page in English. The sitemap (crates/api/src/seo.rs)
 * lists the same pairs.
 */
export const LANGUAGE_PARAM = 'lang';

/** The language an address asks for, or null when it names none (or one we do not have). */
export function languageOfAddress(search: string): Language | null {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return (LANGUAGES as readonly (string | null)[]).includes(asked) ? (asked as Language) : null;
}

/** `href` addressed in `language`: the default language drops `lang`, another sets it; the rest is kept. */
export function addressInLanguage(href: string, language: Language): string {
  const url = new URL(href);
  if (language === DEFAULT_LANGUAGE) url.searchParams.delete(LANGUAGE_PARAM);
  else url.searchParams.set(LANGUAGE_PARAM, language);
  return url.toString();
}

export interface Alternate {
  hreflang: Language | 'x-default';
  href: string;
}

/** The page's addresses in every language, and the default one for the others (`x-default`). */
export function alternates(href: string): Alternate[] {
  const url = new URL(href);
  url.hash = '';
  const each = LANGUAGES.map((language) => ({ hreflang: language, href: addressInLanguage(url.toString(), language) }));
  return [...each, { hreflang: 'x-default', href: addressInLanguage(url.toString(), DEFAULT_LANGUAGE) }];
}
