import { describe, expect, it } from 'vitest';
import { i18next, NAMESPACES, STARTUP_NAMESPACES, withNamespaces } from '@/lib/i18n';

describe('i18n start-up', () => {
  it('loads only the start-up namespaces; the others wait for the pages that show them', () => {
    for (const ns of STARTUP_NAMESPACES) expect(i18next.hasLoadedNamespace(ns), ns).toBe(true);
    const later = NAMESPACES.filter((ns) => !(STARTUP_NAMESPACES as readonly string[]).includes(ns));
    expect(later.length).toBeGreaterThan(0);
    for (const ns of later) expect(i18next.hasLoadedNamespace(ns), ns).toBe(false);
  });

  it('a lazy chunk loaded with its namespaces resolves with the chunk once their texts are there', async () => {
    const chunk = { SupportPage: 'the page' };
    await expect(withNamespaces(['support'], Promise.resolve(chunk))).resolves.toBe(chunk);
    expect(i18next.t('support:title')).toBe('Destek');
  });
});

describe('the remembered language', () => {
  it('a choice is kept for the app and, in the zar_lang cookie, for the server', async () => {
    const { changeLanguage } = await import('@/lib/i18n');
    await changeLanguage('en');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toContain('zar_lang=en');
    await changeLanguage('tr');
    expect(document.cookie).toContain('zar_lang=tr');
    expect(document.cookie).not.toContain('zar_lang=en');
  });
});
