import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES } from '@/lib/i18n';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

/** Every leaf of a translation file as `dotted.key → text`. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (typeof tree === 'object' && tree !== null) {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'object' && value !== null) flatten(value, path).forEach((v, k) => leaves.set(k, v));
      else leaves.set(path, value);
    }
  }
  return leaves;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('has one file per bundled namespace in every language, and nothing else', () => {
    const expected = LANGUAGES.flatMap((lng) => NAMESPACES.map((ns) => `./${lng}/${ns}.json`)).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  describe.each(LANGUAGES.filter((lng) => lng !== DEFAULT_LANGUAGE))('%s', (language) => {
    it.each(NAMESPACES)('%s has exactly the keys of the reference locale, with the same placeholders', (ns) => {
      const reference = flatten(files[`./${DEFAULT_LANGUAGE}/${ns}.json`]);
      const translated = flatten(files[`./${language}/${ns}.json`]);

      expect([...translated.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, text] of reference) {
        expect(placeholders(translated.get(key)), `${language}/${ns}:${key}`).toEqual(placeholders(text));
      }
    });
  });

  it.each(LANGUAGES)('%s has no empty texts', (language) => {
    for (const ns of NAMESPACES) {
      for (const [key, text] of flatten(files[`./${language}/${ns}.json`])) {
        expect(typeof text === 'string' && text.trim().length > 0, `${language}/${ns}:${key}`).toBe(true);
      }
    }
  });
});
