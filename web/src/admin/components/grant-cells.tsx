import { useTranslation } from 'react-i18next';
import { Badge } from '@/admin/components/page';
import type { BonusGrant } from '@/admin/lib/api-types';
import { dateTime, money } from '@/admin/lib/format';

const STATUS_TONES = { active: 'accent', converted: 'money', expired: 'neutral', forfeited: 'danger' } as const;

/** A grant's status as a coloured pill: active, converted (to cash), expired or forfeited. */
export function GrantStatus({ status }: { status: BonusGrant['status'] }) {
  const { t } = useTranslation('admin');
  return <Badge tone={STATUS_TONES[status]}>{t(`grants.statuses.${status}`, { defaultValue: status })}</Badge>;
}

/** A grant's kind: trial, free or deposit match. */
export function GrantKind({ kind }: { kind: BonusGrant['kind'] }) {
  const { t } = useTranslation('admin');
  return <Badge tone="info">{t(`grants.kinds.${kind}`, { defaultValue: kind })}</Badge>;
}

/** Wagering done of the required, in lira, with a bar under it (the figures say it; the bar is decoration). */
export function WageringProgress({ wagered, required }: { wagered: number; required: number }) {
  const share = required > 0 ? Math.min(1, Math.max(0, wagered / required)) : 1;
  return (
    <span className="inline-flex min-w-32 flex-col items-end gap-1">
      <span className="whitespace-nowrap tabular-nums">
        <span className="text-fg-strong">{money(wagered)}</span> <span className="text-fg-muted">/ {money(required)}</span>
      </span>
      <span aria-hidden className="h-1 w-full overflow-hidden rounded-full bg-surface-3">
        <span className="block h-full rounded-full bg-accent" style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
    </span>
  );
}

/** What a grant turned into cash, or a dash. */
export function Converted({ amount }: { amount: number }) {
  return amount > 0 ? <span className="text-money">{money(amount)}</span> : '—';
}

/** When a grant expires, and under it when it ended, if it has. */
export function GrantDates({ expiresAt, endedAt }: { expiresAt: string; endedAt?: string | null }) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex flex-col text-xs whitespace-nowrap tabular-nums">
      <span className="text-fg">{dateTime(expiresAt)}</span>
      {endedAt && (
        <span className="text-fg-muted">
          {t('grants.endedAt')}: {dateTime(endedAt)}
        </span>
      )}
    </span>
  );
}
