import { AlertTriangle, Link2, Lock, X } from 'lucide-react';
import { useT } from '@/sportsbook/lib/i18n';
import { formatOdds } from '@/sportsbook/lib/odds';
import { usePrefs } from '@/sportsbook/lib/prefs';
import type { SlipSelection } from '@/sportsbook/lib/slip';
import type { LegProblem } from '@/sportsbook/lib/slip-store';
import { cn } from '@/lib/cn';

/** One selection on the slip, with what is wrong with it and its fix one tap away. */
export function SlipLeg({
  selection,
  related,
  problem,
  onRemove,
  onAcceptOdds,
}: {
  selection: SlipSelection;
  related: boolean;
  problem: LegProblem | undefined;
  onRemove: () => void;
  onAcceptOdds: () => void;
}) {
  const { t } = useT();
  const { oddsFormat } = usePrefs();
  const closed = problem?.kind === 'closed';
  return (
    <li className={cn('relative rounded-sm bg-surface-2 py-2 pr-2 pl-3', (closed || problem?.kind === 'odds') && 'ring-1 ring-danger/60 ring-inset', related && !problem && 'ring-1 ring-accent/50 ring-inset')}>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-fg-strong">{selection.outcomeName}</p>
          <p className="truncate text-xs text-fg-muted">{selection.marketName}</p>
          <p className="truncate text-xs text-fg">
            {selection.home} – {selection.away}
          </p>
        </div>
        <span className={cn('pt-0.5 text-sm font-bold tabular', closed ? 'text-fg-muted line-through' : 'text-accent')}>{formatOdds(selection.odds, oddsFormat)}</span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('slip.remove', { name: `${selection.outcomeName} (${selection.home} – ${selection.away})` })}
          className="-mt-0.5 grid size-7 shrink-0 place-items-center rounded-sm text-fg-muted hover:bg-surface-3 hover:text-fg-strong"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      {related && (
        <p className="mt-1.5 flex items-center gap-1.5 text-xs text-accent">
          <Link2 aria-hidden className="size-3.5 shrink-0" />
          {t('slip.related')}
        </p>
      )}
      {problem?.kind === 'odds' && (
        <div role="alert" className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-sm bg-danger-soft px-2 py-1.5 text-xs text-fg-strong">
          <span className="flex items-center gap-1.5 tabular">
            <AlertTriangle aria-hidden className="size-3.5 text-danger" />
            {t('fix.oddsChanged', { from: formatOdds(selection.odds, oddsFormat), to: formatOdds(problem.odds, oddsFormat) })}
          </span>
          <button type="button" onClick={onAcceptOdds} className="h-7 rounded-sm bg-accent px-2.5 font-semibold text-accent-fg hover:bg-accent-hover">
            {t('fix.acceptOdds')}
          </button>
        </div>
      )}
      {closed && (
        <div role="alert" className="mt-2 flex items-center justify-between gap-2 rounded-sm bg-danger-soft px-2 py-1.5 text-xs text-fg-strong">
          <span className="flex items-center gap-1.5">
            <Lock aria-hidden className="size-3.5 text-danger" />
            {t('fix.closed')}
          </span>
          <button type="button" onClick={onRemove} className="h-7 rounded-sm bg-surface-3 px-2.5 font-semibold text-fg-strong hover:brightness-125">
            {t('fix.remove')}
          </button>
        </div>
      )}
    </li>
  );
}
