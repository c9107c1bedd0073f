import type { TFunction } from 'i18next';

/** A limit in lira as typed (`1000`, `1.000,50` or `1000.5`): at most two decimals, above zero; null otherwise. */
export function parseLira(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!trimmed) return null;
  // The last comma or dot with one or two digits after it is the decimal mark; the others group thousands.
  const match = /^(\d{1,3}(?:[.,]?\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/[.,]/g, '');
  const amount = Number(`${whole}.${match[2] ?? '0'}`);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** Session-limit minutes as typed: a whole number from 5 to 1440; null otherwise. */
export function parseMinutes(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const minutes = Number(text.trim());
  return minutes >= 5 && minutes <= 1440 ? minutes : null;
}

/** "1 h 0 min" / "45 min" (the reality check's time played). */
export function formatDuration(totalMinutes: number, t: TFunction<'responsible'>): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  if (minutes < 60) return t('check.minutes', { minutes });
  return t('check.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** Whether a waiting raise can be confirmed now (its 24 hours have passed). */
export function isDue(effectiveAt: string, now = Date.now()): boolean {
  return new Date(effectiveAt).getTime() <= now;
}
