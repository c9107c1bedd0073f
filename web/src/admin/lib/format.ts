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
