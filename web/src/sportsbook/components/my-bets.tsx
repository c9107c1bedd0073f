import { Check, CircleDashed, LogIn, Minus, ReceiptText, X } from 'lucide-react';
import { useState } from 'react';
import type { Bet, BetLeg, LegResult } from '@/sportsbook/lib/api';
import { useFrame } from '@/sportsbook/lib/frame';
import { useT } from '@/sportsbook/lib/i18n';
import { formatDateTime, formatMoney } from '@/sportsbook/lib/format';
import { formatOdds, formatTotalOdds } from '@/sportsbook/lib/odds';
import { postToSite } from '@/sportsbook/lib/parent';
import { usePrefs } from '@/sportsbook/lib/prefs';
import { useBets } from '@/sportsbook/lib/queries';
import { outcomeLabel } from '@/sportsbook/lib/grouping';
import { Notice, PanelSkeleton } from '@/sportsbook/components/states';
import { cn } from '@/lib/cn';

/** My bets: open and settled, each with its legs and how each leg stands. */
export function MyBets({ onBrowse }: { onBrowse: () => void }) {
  const { t } = useT();
  const { token } = useFrame();
  const [tab, setTab] = useState<'open' | 'settled'>('open');
  const bets = useBets(tab);

  if (!token) {
    return <Notice icon={LogIn} title={t('bets.loginTitle')} body={t('bets.loginBody')} action={{ label: t('fix.login'), onClick: () => postToSite({ type: 'zar-sportsbook:login' }) }} />;
  }

  const items = bets.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="my-bets-title" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <h2 id="my-bets-title" className="text-base font-bold text-fg-strong">
          {t('bets.title')}
        </h2>
        <div role="tablist" aria-label={t('bets.title')} className="flex rounded-sm bg-surface-1 p-0.5">
          {(['open', 'settled'] as const).map((status) => (
            <button
              key={status}
              type="button"
              role="tab"
              aria-selected={tab === status}
              onClick={() => setTab(status)}
              className={cn('h-8 rounded-[4px] px-4 text-sm font-semibold', tab === status ? 'bg-surface-3 text-fg-strong' : 'text-fg-muted hover:text-fg')}
            >
              {t(`bets.${status}`)}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" className="flex flex-col gap-2">
        {bets.isPending ? (
          <PanelSkeleton rows={3} />
        ) : bets.isError ? (
          <Notice icon={ReceiptText} title={t('app.errorTitle')} body={bets.error.message} action={{ label: t('app.retry'), onClick: () => void bets.refetch() }} />
        ) : items.length === 0 ? (
          <Notice icon={ReceiptText} title={tab === 'open' ? t('bets.emptyOpen') : t('bets.emptySettled')} body={t('bets.emptyBody')} action={{ label: t('bets.emptyAction'), onClick: onBrowse }} />
        ) : (
          <>
            <ul className="flex flex-col gap-2">
              {items.map((bet) => (
                <li key={String(bet.id)}>
                  <BetCard bet={bet} />
                </li>
              ))}
            </ul>
            {bets.hasNextPage && (
              <button type="button" onClick={() => void bets.fetchNextPage()} disabled={bets.isFetchingNextPage} className="h-10 rounded-sm bg-surface-2 text-sm font-semibold text-fg-strong hover:bg-surface-3">
                {t('bets.loadMore')}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}

const STATUS_STYLE: Record<Bet['status'], string> = {
  open: 'bg-info-soft text-info',
  won: 'bg-money-soft text-money',
  lost: 'bg-danger-soft text-danger',
  void: 'bg-surface-3 text-fg',
};

function kindLabel(bet: Bet, t: ReturnType<typeof useT>['t']): string {
  if (bet.kind === 'single') return t('bets.kind.single', { count: bet.selections.length });
  if (bet.kind === 'multiple') return t('bets.kind.multiple', { count: bet.selections.length });
  const label =
    bet.kind === 'cover'
      ? t('bets.kind.cover', { count: bet.selections.length })
      : t('bets.kind.system', { size: bet.systemSize ?? 0, count: bet.selections.length });
  return bet.systemName ? `${bet.systemName} · ${label}` : label;
}

function BetCard({ bet }: { bet: Bet }) {
  const { t, lang } = useT();
  const { oddsFormat } = usePrefs();
  const totalOdds = bet.kind === 'multiple' ? bet.selections.reduce((product, leg) => product * leg.odds, 1) : null;
  const settledPay = bet.status !== 'open' && bet.payout !== null;
  return (
    <article className="overflow-hidden rounded-md bg-surface-1">
      <header className="flex items-center gap-2 border-b border-line px-3 py-2">
        <span className={cn('rounded-[4px] px-1.5 py-0.5 text-xs font-bold', STATUS_STYLE[bet.status])}>{t(`bets.status.${bet.status}`)}</span>
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-fg-strong">{kindLabel(bet, t)}</span>
        <span className="text-xs text-fg-muted tabular">{formatDateTime(bet.placedAt, lang)}</span>
      </header>
      <ul className="flex flex-col divide-y divide-line">
        {bet.selections.map((leg) => (
          <LegRow key={`${String(leg.eventId)}|${leg.market}|${leg.outcome}`} leg={leg} />
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-0.5 border-t border-line bg-surface-2/40 px-3 py-2 text-xs sm:grid-cols-4">
        <div>
          <dt className="text-fg-muted">{t('bets.stake')}</dt>
          <dd className="font-semibold text-fg-strong tabular">
            {formatMoney(bet.totalStake, lang)}
            {bet.lines > 1 && <span className="font-normal text-fg-muted"> · {t('slip.lines', { count: bet.lines })}</span>}
          </dd>
        </div>
        {totalOdds !== null && (
          <div>
            <dt className="text-fg-muted">{t('bets.odds')}</dt>
            <dd className="font-semibold text-fg-strong tabular">{formatTotalOdds(totalOdds, oddsFormat)}</dd>
          </div>
        )}
        <div>
          <dt className="text-fg-muted">{settledPay ? t('bets.payout') : t('bets.potential')}</dt>
          <dd className={cn('font-semibold tabular', bet.status === 'lost' ? 'text-fg-muted' : 'text-money')}>{formatMoney(settledPay ? (bet.payout ?? 0) : bet.potentialPayout, lang)}</dd>
        </div>
        <div className="text-right sm:col-start-4">
          <dt className="sr-only">{t('bets.betId', { id: String(bet.id) })}</dt>
          <dd className="text-fg-muted tabular">#{String(bet.id)}</dd>
        </div>
      </dl>
    </article>
  );
}

const RESULT_ICON: Record<LegResult, { icon: typeof Check; style: string }> = {
  open: { icon: CircleDashed, style: 'text-fg-muted' },
  won: { icon: Check, style: 'bg-money text-surface-0' },
  'half-won': { icon: Check, style: 'bg-money-soft text-money' },
  lost: { icon: X, style: 'bg-danger text-surface-0' },
  'half-lost': { icon: X, style: 'bg-danger-soft text-danger' },
  void: { icon: Minus, style: 'bg-surface-3 text-fg' },
};

function LegRow({ leg }: { leg: BetLeg }) {
  const { t } = useT();
  const { oddsFormat } = usePrefs();
  const { icon: Icon, style } = RESULT_ICON[leg.result];
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <span role="img" aria-label={t(`bets.result.${leg.result}`)} title={t(`bets.result.${leg.result}`)} className={cn('grid size-5 shrink-0 place-items-center rounded-full', style)}>
        <Icon aria-hidden className="size-3.5" strokeWidth={2.5} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-fg-strong">
          {outcomeLabel(leg, { code: leg.outcome, name: leg.outcomeName }, t('price.draw'))} <span className="font-normal text-fg-muted">· {leg.marketName}</span>
        </p>
        <p className="truncate text-xs text-fg">
          {leg.home} – {leg.away}
          {leg.score && (
            <span className="ml-1.5 font-semibold text-fg-strong tabular">
              {leg.score.home}–{leg.score.away}
            </span>
          )}
        </p>
      </div>
      <span className="text-sm font-semibold text-fg-strong tabular">{formatOdds(leg.odds, oddsFormat)}</span>
    </li>
  );
}
