import { ChevronDown, ChevronRight, Lock } from 'lucide-react';
import { useState } from 'react';
import type { EventSummary, Id } from '@/sportsbook/lib/api';
import { useT } from '@/sportsbook/lib/i18n';
import { kickOff, playedInSeries } from '@/sportsbook/lib/format';
import { PriceButton } from '@/sportsbook/components/price-button';
import { groupByLeague, type LeagueGroup } from '@/sportsbook/lib/grouping';
import { cn } from '@/lib/cn';

/** The width of the prices' block: every row's buttons line up under the league's column heads. */
const PRICES = 'w-[9rem] min-[400px]:w-[10.5rem] sm:w-[14rem]';

/**
 * A league's column head over its prices: `1`, `X`, `2` (a winner market's `home`/`away` too: its names are the first
 * match's teams, wrong for every other row), else the outcome's name.
 */
function columnHead(code: string, name: string): string {
  if (code === 'home') return '1';
  if (code === 'away') return '2';
  return code.length <= 2 ? code.toUpperCase() : name;
}

/** Leagues as collapsible groups, one dense row per event. */
export function EventList({ events, now, onOpen }: { events: readonly EventSummary[]; now: Date; onOpen: (id: Id) => void }) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="flex flex-col gap-2">
      {groupByLeague(events).map((group) => (
        <LeagueSection key={group.id} group={group} open={!collapsed.has(group.id)} onToggle={() => toggle(group.id)} now={now} onOpen={onOpen} />
      ))}
    </div>
  );
}

function LeagueSection({ group, open, onToggle, now, onOpen }: { group: LeagueGroup; open: boolean; onToggle: () => void; now: Date; onOpen: (id: Id) => void }) {
  const { t } = useT();
  const heads = group.events.find((event) => event.mainMarket)?.mainMarket?.outcomes ?? [];
  const bodyId = `league-${group.id}`;
  return (
    <section aria-label={group.name} className="overflow-hidden rounded-md bg-surface-1">
      <h3 className="flex items-center">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={open ? t('list.collapse', { league: group.name }) : t('list.expand', { league: group.name })}
          onClick={onToggle}
          className="flex h-10 min-w-0 flex-1 items-center gap-2 px-3 text-left hover:bg-surface-2/50"
        >
          <ChevronDown aria-hidden className={cn('size-4 shrink-0 text-fg-muted transition-transform duration-150', !open && '-rotate-90')} />
          <span className="min-w-0 truncate text-sm font-semibold text-fg-strong">
            {group.country && <span className="hidden font-normal text-fg-muted sm:inline">{group.country} · </span>}
            {group.name}
          </span>
          <span className="text-xs text-fg-muted tabular">{group.events.length}</span>
        </button>
        {open && heads.length > 0 && (
          <span aria-hidden className={cn('mr-[3rem] hidden shrink-0 gap-1 min-[340px]:grid sm:mr-[3.75rem]', PRICES)} style={{ gridTemplateColumns: `repeat(${heads.length}, minmax(0, 1fr))` }}>
            {heads.map((outcome) => (
              <span key={outcome.code} className="truncate text-center text-xs font-medium text-fg-muted">
                {columnHead(outcome.code, outcome.name)}
              </span>
            ))}
          </span>
        )}
      </h3>
      {open && (
        <ul id={bodyId}>
          {group.events.map((event) => (
            <li key={String(event.id)} className="border-t border-line">
              <EventRow event={event} now={now} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function EventRow({ event, now, onOpen }: { event: EventSummary; now: Date; onOpen: (id: Id) => void }) {
  const { t, lang } = useT();
  const when = kickOff(event.startsAt, now, lang, t);
  const market = event.mainMarket;
  const more = Math.max(0, event.marketCount - (market ? 1 : 0));
  const live = event.status === 'live';
  const match = `${event.home} – ${event.away}`;
  return (
    <div className="flex items-center gap-1.5 py-1.5 pr-1.5 pl-2.5 sm:gap-2 sm:pr-2 sm:pl-3">
      <button type="button" onClick={() => onOpen(event.id)} className="flex min-w-0 flex-1 items-center gap-2 text-left sm:gap-3" aria-label={match}>
        <span className="flex w-10 shrink-0 flex-col text-xs leading-tight tabular sm:w-11">
          {live ? (
            <>
              <span className="w-fit rounded-[3px] bg-danger-strong px-1 text-[0.625rem] font-bold tracking-wide text-fg-strong uppercase">{t('live.badge')}</span>
              {event.score && (
                <span className="mt-0.5 font-semibold text-fg-strong">
                  {event.score.home}–{event.score.away}
                </span>
              )}
            </>
          ) : (
            <>
              <span className="font-semibold text-fg-strong">{when.time}</span>
              <span className="truncate text-fg-muted">{when.day}</span>
            </>
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col text-[0.8125rem] leading-5 sm:text-sm">
          <span className="truncate text-fg-strong">{event.home}</span>
          <span className="truncate text-fg-strong">{event.away}</span>
        </span>
        {playedInSeries(event.sport) && event.bestOf ? <span className="hidden shrink-0 text-xs text-fg-muted sm:inline">{t('list.bestOf', { count: event.bestOf })}</span> : null}
      </button>
      <div className={cn('grid shrink-0 gap-1', PRICES)} style={{ gridTemplateColumns: `repeat(${market?.outcomes.length ?? 1}, minmax(0, 1fr))` }}>
        {market ? (
          market.outcomes.map((outcome) => <PriceButton key={outcome.code} event={event} market={market} outcome={outcome} className="px-1" />)
        ) : (
          <span className="flex h-11 items-center justify-center gap-1.5 rounded-sm bg-surface-2/60 text-xs text-fg-muted">
            <Lock aria-hidden className="size-3.5" />
            {t('list.noMarket')}
          </span>
        )}
      </div>
      <button
        type="button"
        onClick={() => onOpen(event.id)}
        aria-label={t('list.moreLabel', { match, count: more })}
        className="grid h-11 w-9 shrink-0 place-items-center rounded-sm text-xs font-semibold text-fg-muted tabular hover:bg-surface-2 hover:text-fg-strong sm:w-11"
      >
        {more > 0 ? t('list.more', { count: more }) : <ChevronRight aria-hidden className="size-4" />}
      </button>
    </div>
  );
}

