import { formatMoney } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';
import i18next from 'i18next';

function language() {
  const current = i18next.resolvedLanguage;
  return isLanguage(current) ? current : 'tr';
}

/** Money in lira, in the operator's language. */
export function money(amount: number): string {
  return formatMoney(amount, language());
}

/** A server instant (UTC) as a local date and time with seconds: operators compare times closely. */
export function dateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language() === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(date);
}

/** How long ago, for queues ("3 h"): the age of what waits. */
export function age(value: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(value).getTime()) / 60_000));
  const format = new Intl.RelativeTimeFormat(language() === 'tr' ? 'tr-TR' : 'en-GB', { numeric: 'auto', style: 'narrow' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 60 * 48) return format.format(-Math.round(minutes / 60), 'hour');
  return format.format(-Math.round(minutes / 1440), 'day');
}

function locale() {
  return language() === 'tr' ? 'tr-TR' : 'en-GB';
}

/** Money on a chart's axis: short (₺12 B, ₺1,2 Mn). */
export function compactMoney(amount: number): string {
  return new Intl.NumberFormat(locale(), {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
}

/** A count in the operator's language (1.234). */
export function count(value: number): string {
  return new Intl.NumberFormat(locale()).format(value);
}

/** A calendar day (`YYYY-MM-DD`, a report's day in Istanbul) short: 25.11 / 25/11. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return month && date ? `${date}${language() === 'tr' ? '.' : '/'}${month}` : day;
}

/** A calendar day in full (25 Kas 2026 / 25 Nov 2026). */
export function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(locale(), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}
