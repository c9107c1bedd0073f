import { ArrowDown, ArrowUp, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { EventSummary, Market, Outcome } from '@/sportsbook/lib/api';
import { outcomeLabel } from '@/sportsbook/lib/grouping';
import { useT } from '@/sportsbook/lib/i18n';
import { formatOdds } from '@/sportsbook/lib/odds';
import { usePrefs } from '@/sportsbook/lib/prefs';
import { selectionKey } from '@/sportsbook/lib/slip';
import { useSlip } from '@/sportsbook/lib/slip-store';
import { useAddToSlip } from '@/sportsbook/lib/use-add-to-slip';
import { cn } from '@/lib/cn';

/** Which way a price last moved, shown for about a second. */
function useMove(odds: number): 'up' | 'down' | null {
  const previous = useRef(odds);
  const [move, setMove] = useState<{ way: 'up' | 'down'; at: number } | null>(null);
  useEffect(() => {
    if (odds === previous.current) return undefined;
    const way = odds > previous.current ? 'up' : 'down';
    previous.current = odds;
    setMove({ way, at: Date.now() });
    const timer = window.setTimeout(() => setMove(null), 1200);
    return () => window.clearTimeout(timer);
  }, [odds]);
  return move?.way ?? null;
}

/**
 * One price: a toggle that puts the outcome on the slip (or takes it off). Highlighted wherever it shows while it is
 * on the slip; a lock when its market is suspended or closed.
 */
export function PriceButton({
  event,
  market,
  outcome,
  showName = false,
  className,
}: {
  event: EventSummary;
  market: Market;
  outcome: Outcome;
  /** The outcome's name beside the price (the event page), not only in its accessible name (the list's columns). */
  showName?: boolean;
  className?: string;
}) {
  const { t } = useT();
  const { oddsFormat } = usePrefs();
  const key = selectionKey({ eventId: event.id, market: market.key, outcome: outcome.code });
  const selected = useSlip((state) => state.selections.some((item) => selectionKey(item) === key));
  const add = useAddToSlip();
  const move = useMove(outcome.odds);
  const name = outcomeLabel(event, outcome, t('price.draw'));
  const price = formatOdds(outcome.odds, oddsFormat);
  const locked = market.status !== 'open' || (event.status !== 'upcoming' && event.status !== 'live');

  if (locked) {
    return (
      <span
        role="img"
        aria-label={t('price.locked', { outcome: name })}
        className={cn('flex h-11 items-center gap-2 rounded-sm bg-surface-2/60 px-2.5 text-fg-muted', showName ? 'justify-between' : 'justify-center', className)}
      >
        {showName && <span className="truncate text-sm">{outcome.name}</span>}
        <Lock aria-hidden className="size-3.5" />
      </span>
    );
  }

  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={t('price.label', { outcome: name, odds: price })}
      onClick={() =>
        add({
          eventId: event.id,
          market: market.key,
          outcome: outcome.code,
          odds: outcome.odds,
          home: event.home,
          away: event.away,
          marketName: market.name,
          outcomeName: name,
          startsAt: event.startsAt,
          sport: event.sport,
        })
      }
      className={cn(
        'group relative flex h-11 min-w-0 items-center gap-2 rounded-sm px-2.5 text-sm transition-colors duration-150 ease-out',
        showName ? 'justify-between' : 'justify-center',
        selected ? 'bg-accent text-accent-fg' : 'bg-surface-2 text-fg-strong hover:bg-surface-3',
        !selected && move === 'up' && 'sb-flash-up',
        !selected && move === 'down' && 'sb-flash-down',
        className,
      )}
    >
      {showName && <span className={cn('min-w-0 truncate text-left', selected ? 'text-accent-fg' : 'text-fg')}>{outcome.name}</span>}
      <span className="flex items-center gap-0.5 font-semibold tabular">
        {move === 'up' && <ArrowUp aria-label={t('price.up')} className={cn('size-3', selected ? 'text-accent-fg' : 'text-money')} />}
        {move === 'down' && <ArrowDown aria-label={t('price.down')} className={cn('size-3', selected ? 'text-accent-fg' : 'text-danger')} />}
        {price}
      </span>
    </button>
  );
}
