import { localeOf, type Lang, type Translate } from '@/sportsbook/lib/i18n';

/** Lira the language's way: ₺1.250,50 / ₺1,250.50. */
export function formatMoney(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(localeOf(lang), {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Whole lira without decimals (quick stake buttons): ₺500. */
export function formatWholeMoney(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(amount);
}

/** The local calendar day of `date` as `YYYY-MM-DD` (what `events?day=` takes). */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The next `count` days from today, as `YYYY-MM-DD`. */
export function nextDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => dayKey(addDays(now, index)));
}

function fromDayKey(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** A day filter chip: Today, Tomorrow, then "Sat 5". */
export function dayLabel(day: string, now: Date, lang: Lang, t: Translate): string {
  if (day === dayKey(now)) return t('days.today');
  if (day === dayKey(addDays(now, 1))) return t('days.tomorrow');
  return new Intl.DateTimeFormat(localeOf(lang), { weekday: 'short', day: 'numeric' }).format(fromDayKey(day));
}

export function formatTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeOf(lang), { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** When an event starts: the day (Today, Tomorrow or the date) and the time, in the player's locale. */
export function kickOff(iso: string, now: Date, lang: Lang, t: Translate): { day: string; time: string } {
  const start = new Date(iso);
  const key = dayKey(start);
  const day =
    key === dayKey(now)
      ? t('days.today')
      : key === dayKey(addDays(now, 1))
        ? t('days.tomorrow')
        : new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short' }).format(start);
  return { day, time: formatTime(iso, lang) };
}

/** A date and time in full, for My bets: "2 Ara 2026 18:04". */
export function formatDateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** Sports whose matches are a series of sets or maps, where "best of N" says something (tennis, e-sports). */
const SERIES = new Set(['tennis', 'cs2', 'dota2', 'lol', 'valorant']);

/** Whether an event of `sport` shows its series length ("BO3"). */
export function playedInSeries(sport: string): boolean {
  return SERIES.has(sport);
}
