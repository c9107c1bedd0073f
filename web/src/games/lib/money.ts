import type { Lang } from '@/games/lib/i18n';

const LOCALES: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/** Lira the language's way: ₺1.250,50 / ₺1,250.50. */
export function formatMoney(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A plain number with fixed decimals the language's way (96,02 / 96.02). */
export function formatNumber(value: number, lang: Lang, decimals = 2): string {
  return new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}

/** Rounds to whole kuruş (the server refuses more than two decimals). */
export function toKurus(amount: number): number {
  return Math.round(amount * 100) / 100;
}
