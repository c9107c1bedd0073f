import type { Language } from '@/lib/i18n';

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB' };

/** Money in major units (the wire format, architecture §4) as Turkish lira: ₺1.250,50 / ₺1,250.50. */
export function formatMoney(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Server times are UTC; shown as day.month.year hours:minutes in local time (product §3). */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`) : value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Unread badge: the count below 9, '9+' from nine on (product §9). */
export function formatBadgeCount(count: number): string {
  return count >= 9 ? '9+' : String(count);
}

/** A whole percentage in the language's form: %100 in Turkish, 100% in English. */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}
