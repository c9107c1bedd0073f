import { useQuery } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WageringProgress } from '@/admin/components/grant-cells';
import { ProtectionFlags } from '@/admin/components/protection-flags';
import { count, dateTime, money } from '@/admin/lib/format';
import { playerSummaryQuery } from '@/admin/lib/player-summary';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/**
 * The context finance decides a withdrawal with: the player's block and its reason (in red), the latest notes,
 * lifetime payments, the last 30 days, the biggest recent wins, the active bonus's wagering and the
 * responsible-gambling flags (a time-out or exclusion in red, limits reached in amber).
 */
export function WithdrawalContext({ playerId, username, className }: { playerId: number | string; username: string; className?: string }) {
  const { t } = useTranslation('admin');
  const summary = useQuery(playerSummaryQuery(String(playerId)));
  const label = t('summary.context', { username });
  if (summary.isPending)
    return (
      <section aria-label={label} aria-busy className={cn('grid gap-3 sm:grid-cols-2', className)}>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </section>
    );
  if (summary.isError)
    return (
      <section aria-label={label} className={className}>
        <p className="text-sm text-fg-muted">
          {t('summary.error')}: {summary.error.message}
        </p>
      </section>
    );
  const data = summary.data;
  const recent = data.last30Days;
  return (
    <section aria-label={label} className={cn('grid gap-3 text-sm sm:grid-cols-2', className)}>
      {data.block && (
        <div role="alert" className="rounded-md bg-danger-soft p-3 text-danger ring-1 ring-danger/40 sm:col-span-2">
          <p className="flex items-center gap-1.5 font-semibold">
            <Ban aria-hidden className="size-4" />
            {t('summary.blockedSince', { at: dateTime(data.block.at) })}
          </p>
          <p className="mt-1">{data.block.reason?.trim() ? data.block.reason : t('withdrawals.noBlockReason')}</p>
        </div>
      )}
      <Block title={t('summary.latestNotes')} className="sm:col-span-2">
        {data.latestNotes.length === 0 ? (
          <p className="text-fg-muted">{t('summary.noNotes')}</p>
        ) : (
          <ol className="flex flex-col gap-1.5">
            {data.latestNotes.map((note) => (
              <li key={note.id}>
                <p className="whitespace-pre-line text-fg-strong">{note.text}</p>
                <p className="text-xs text-fg-muted tabular-nums">
                  {note.operator} · {dateTime(note.createdAt)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Block>
      <Block title={t('summary.lifetime')}>
        <Figures
          rows={[
            [t('summary.deposits'), `${money(data.deposits.amount)} · ${t('summary.payments', { count: data.deposits.count })}`],
            [t('summary.withdrawals'), `${money(data.withdrawals.amount)} · ${t('summary.payments', { count: data.withdrawals.count })}`],
            [t('summary.pending'), `${money(data.pendingWithdrawals.amount)} · ${t('summary.payments', { count: data.pendingWithdrawals.count })}`],
          ]}
        />
      </Block>
      <Block title={t('summary.last30')}>
        <Figures
          rows={[
            [t('summary.recentDeposits'), money(recent.deposits)],
            [t('summary.recentWithdrawals'), money(recent.withdrawals)],
            [t('summary.bets'), `${money(recent.bets)} · ${t('summary.roundsCount', { count: recent.rounds, n: count(recent.rounds) })}`],
            [t('summary.wins'), money(recent.wins)],
            [t('summary.result'), money(recent.wins - recent.bets)],
          ]}
        />
      </Block>
      <Block title={t('summary.bigWins')}>
        {data.recentWins.length === 0 ? (
          <p className="text-fg-muted">{t('summary.noWins')}</p>
        ) : (
          <ol className="flex flex-col gap-1.5">
            {data.recentWins.map((win) => (
              <li key={`${win.at}-${win.gameName}`} className="flex items-baseline justify-between gap-3">
                <span className="min-w-0">
                  <span className="block truncate text-fg-strong">{win.gameName}</span>
                  <span className="block text-xs text-fg-muted tabular-nums">
                    {win.providerName} · {dateTime(win.at)}
                  </span>
                </span>
                <span className="shrink-0 text-right tabular-nums">
                  <span className="block font-medium text-money">{money(win.win)}</span>
                  <span className="block text-xs text-fg-muted">
                    {t('summary.bets')} {money(win.bet)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </Block>
      <Block title={t('summary.bonus')}>
        {data.bonus ? (
          <div className="flex flex-col gap-1.5">
            <p className="font-medium text-fg-strong">{data.bonus.name}</p>
            <p className="text-xs text-fg-muted tabular-nums">{t('summary.bonusLeft', { amount: money(data.bonus.balance) })}</p>
            <div className="flex items-center justify-between gap-3">
              <span className="text-xs text-fg-muted">{t('summary.wagering')}</span>
              <WageringProgress wagered={data.bonus.wagered} required={data.bonus.required} />
            </div>
          </div>
        ) : (
          <p className="text-fg-muted">{t('summary.noBonus')}</p>
        )}
      </Block>
      <Block title={t('summary.protection')} className="sm:col-span-2">
        <ProtectionFlags protection={data.protection} />
      </Block>
    </section>
  );
}

function Block({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('rounded-md bg-surface-2/60 p-3 ring-1 ring-line', className)}>
      <h3 className="mb-2 text-xs font-semibold text-fg-muted">{title}</h3>
      {children}
    </div>
  );
}

function Figures({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="flex flex-col gap-1">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-3">
          <dt className="text-fg-muted">{label}</dt>
          <dd className="text-right text-fg-strong tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
