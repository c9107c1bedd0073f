import { describe, expect, it } from 'vitest';
import { addressInLanguage, alternates, languageOfAddress } from '@/lib/site/page-address';

describe('languages in addresses', () => {
  it('reads ?lang= when it names a language of ours', () => {
    expect(languageOfAddress('?lang=en')).toBe('en');
    expect(languageOfAddress('?ref=12&lang=tr')).toBe('tr');
    expect(languageOfAddress('')).toBeNull();
    expect(languageOfAddress('?lang=de')).toBeNull();
  });

  it('addresses Turkish by the path alone and English with lang=en, keeping the rest', () => {
    expect(addressInLanguage('https://zar.example/casino/slot?lang=en&q=x', 'tr')).toBe('https://zar.example/casino/slot?q=x');
    expect(addressInLanguage('https://zar.example/promotions/3', 'en')).toBe('https://zar.example/promotions/3?lang=en');
  });

  it('names every language and the default as hreflang alternates, as the sitemap does', () => {
    expect(alternates('https://zar.example/casino/live?lang=en#top')).toEqual([
      { hreflang: 'en', href: 'https://zar.example/casino/live?lang=en' },
      { hreflang: 'tr', href: 'https://zar.example/casino/live' },
      { hreflang: 'x-default', href: 'https://zar.example/casino/live' },
    ]);
  });
});
