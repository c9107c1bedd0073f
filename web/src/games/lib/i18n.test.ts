import { describe, expect, it } from 'vitest';
import { detectLang, dictionaries, translate } from '@/games/lib/i18n';

describe("the games' words", () => {
  it('exist in both languages, none empty', () => {
    expect(Object.keys(dictionaries.en).sort()).toEqual(Object.keys(dictionaries.tr).sort());
    for (const text of [...Object.values(dictionaries.tr), ...Object.values(dictionaries.en)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('take the language from ?lang=, then the browser, Turkish by default', () => {
    expect(detectLang('?lang=en', 'tr-TR')).toBe('en');
    expect(detectLang('?lang=TR', 'en-GB')).toBe('tr');
    expect(detectLang('', 'en-US')).toBe('en');
    expect(detectLang('?lang=de', 'de-DE')).toBe('tr');
  });

  it('fill in arguments', () => {
    expect(translate('en', 'slot.freeSpins', { n: 3, total: 10 })).toBe('Free spin 3/10');
    expect(translate('tr', 'crash.round', { n: 42 })).toBe('Tur 42');
  });
});
