import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProtectionFlags } from '@/admin/components/protection-flags';
import { money } from '@/admin/lib/format';
import { playerSummaryQuery } from '@/admin/lib/player-summary';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/**
 * A player's money at a glance, at the top of their page: lifetime deposits and withdrawals, what waits, the last
 * 30 days' play and the responsible-gambling flags (finance, support, admin).
 */
export function SummaryStrip({ playerId }: { playerId: string }) {
  const { t } = useTranslation('admin');
  const summary = useQuery(playerSummaryQuery(playerId));
  if (summary.isError)
    return (
      <p className="rounded-md bg-surface-1 px-4 py-3 text-sm text-fg-muted ring-1 ring-line">
        {t('summary.error')}: {summary.error.message}
      </p>
    );
  const data = summary.data;
  const result = data ? data.last30Days.wins - data.last30Days.bets : 0;
  return (
    <section aria-label={t('summary.title')} className="flex flex-wrap items-stretch gap-x-6 gap-y-3 rounded-md bg-surface-1 px-4 py-3 ring-1 ring-line">
      <StripFigure label={t('summary.deposits')} value={data && money(data.deposits.amount)} sub={data && t('summary.payments', { count: data.deposits.count })} />
      <StripFigure label={t('summary.withdrawals')} value={data && money(data.withdrawals.amount)} sub={data && t('summary.payments', { count: data.withdrawals.count })} />
      <StripFigure
        label={t('summary.pending')}
        value={data && money(data.pendingWithdrawals.amount)}
        sub={data && t('summary.payments', { count: data.pendingWithdrawals.count })}
        tone={data && data.pendingWithdrawals.count > 0 ? 'accent' : undefined}
      />
      <StripFigure
        label={`${t('summary.last30')} · ${t('summary.bets')} / ${t('summary.wins')}`}
        value={data && `${money(data.last30Days.bets)} / ${money(data.last30Days.wins)}`}
        sub={data && `${t('summary.result')}: ${money(result)}`}
      />
      <div className="flex min-w-48 flex-1 flex-col justify-center gap-1">
        <p className="text-xs text-fg-muted">{t('summary.protection')}</p>
        {data ? <ProtectionFlags protection={data.protection} /> : <Skeleton className="h-5 w-40" />}
      </div>
    </section>
  );
}

function StripFigure({ label, value, sub, tone }: { label: string; value: string | undefined; sub: string | undefined; tone?: 'accent' }) {
  return (
    <div className="min-w-36">
      <p className="text-xs text-fg-muted">{label}</p>
      {value === undefined ? (
        <Skeleton className="mt-1 h-5 w-28" />
      ) : (
        <p className={cn('mt-0.5 font-semibold tabular-nums', tone === 'accent' ? 'text-accent' : 'text-fg-strong')}>{value}</p>
      )}
      {sub !== undefined && <p className="text-xs text-fg-muted tabular-nums">{sub}</p>}
    </div>
  );
}
