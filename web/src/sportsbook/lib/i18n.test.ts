import { describe, expect, it } from 'vitest';
import en from '@/locales/en/sportsbook.json';
import tr from '@/locales/tr/sportsbook.json';
import { detectLang, translate } from '@/sportsbook/lib/i18n';

describe("the sportsbook's words", () => {
  it('take the language from ?lang=, then the browser, Turkish by default', () => {
    expect(detectLang('?lang=en&page=sport', 'tr-TR')).toBe('en');
    expect(detectLang('?lang=tr', 'en-GB')).toBe('tr');
    expect(detectLang('', 'en-US')).toBe('en');
    expect(detectLang('?lang=de', 'de-DE')).toBe('tr');
  });

  it('fill in placeholders and pick the plural form', () => {
    expect(translate(en, 'en', 'slip.lines', { count: 1 })).toBe('1 line');
    expect(translate(en, 'en', 'slip.lines', { count: 6 })).toBe('6 lines');
    expect(translate(tr, 'tr', 'slip.lines', { count: 6 })).toBe('6 satır');
    expect(translate(en, 'en', 'fix.useMax', { amount: '₺750.00' })).toBe('Use the maximum, ₺750.00');
    expect(translate(en, 'en', 'bets.result.half-won')).toBe('Half won');
  });
});
