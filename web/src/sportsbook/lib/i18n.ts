/**
 * The sportsbook frame's words: its own namespace, src/locales/{tr,en}/sportsbook.json (Turkish is the reference; the
 * locales test checks English has the same keys and placeholders). Like Zar Games' pages, the frame is a small app of
 * its own: it loads the one file of its language and reads it with a few lines instead of the site's i18next bundle.
 * Texts use i18next's shape, so the files read like the site's: `{{name}}` placeholders and `_one`/`_other` plurals.
 */
import { createContext, useContext, useMemo } from 'react';
import type tr from '@/locales/tr/sportsbook.json';

export type Lang = 'tr' | 'en';
export type Dictionary = typeof tr;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type StripPlural<K extends string> = K extends `${infer Base}_one` ? Base : K extends `${infer Base}_other` ? Base : K;
export type Key = StripPlural<Leaves<Dictionary>>;
export type Args = Record<string, string | number>;
export type Translate = (key: Key, args?: Args) => string;

const files = import.meta.glob<Dictionary>('../../locales/*/sportsbook.json', { import: 'default' });

/** The language asked for by `?lang=`, else the browser's, else Turkish. */
export function detectLang(search = window.location.search, browser = navigator.language): Lang {
  const asked = new URLSearchParams(search).get('lang')?.slice(0, 2).toLowerCase();
  if (asked === 'tr' || asked === 'en') return asked;
  return browser.toLowerCase().startsWith('en') ? 'en' : 'tr';
}

export async function loadDictionary(lang: Lang): Promise<Dictionary> {
  const load = files[`../../locales/${lang}/sportsbook.json`];
  if (!load) throw new Error(`no sportsbook texts for ${lang}`);
  return load();
}

function lookup(dictionary: Dictionary, path: string): string | undefined {
  let node: unknown = dictionary;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const LOCALES: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

export function localeOf(lang: Lang): string {
  return LOCALES[lang];
}

/** `key` in `dictionary`, its plural form chosen by `args.count`, with `{{name}}` filled in. */
export function translate(dictionary: Dictionary, lang: Lang, key: Key, args: Args = {}): string {
  let text: string | undefined;
  if (typeof args.count === 'number') {
    const form = new Intl.PluralRules(LOCALES[lang]).select(args.count);
    text = lookup(dictionary, `${key}_${form}`) ?? lookup(dictionary, `${key}_other`);
  }
  text ??= lookup(dictionary, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
}

export interface Words {
  lang: Lang;
  t: Translate;
}

export const WordsContext = createContext<{ lang: Lang; dictionary: Dictionary } | null>(null);

/** `t(key, args)` in the frame's language; `t` keeps its identity while the language does. */
export function useT(): Words {
  const context = useContext(WordsContext);
  if (!context) throw new Error('useT outside the sportsbook frame');
  const { lang, dictionary } = context;
  return useMemo(() => ({ lang, t: (key: Key, args?: Args) => translate(dictionary, lang, key, args) }), [lang, dictionary]);
}
