import { ArrowLeft, ChevronDown, SearchX } from 'lucide-react';
import { useState } from 'react';
import { SportsbookError, type EventDetail, type Id } from '@/sportsbook/lib/api';
import { groupMarkets } from '@/sportsbook/lib/grouping';
import { useT } from '@/sportsbook/lib/i18n';
import { formatDateTime, kickOff, playedInSeries } from '@/sportsbook/lib/format';
import { useEvent } from '@/sportsbook/lib/queries';
import { PriceButton } from '@/sportsbook/components/price-button';
import { SportIcon } from '@/sportsbook/components/sport-icon';
import { Notice, PanelSkeleton } from '@/sportsbook/components/states';
import { cn } from '@/lib/cn';

/** An event's page: its header, then every market grouped in collapsible sections. */
export function EventPage({ id, now, onBack }: { id: Id; now: Date; onBack: () => void }) {
  const { t } = useT();
  const event = useEvent(id);

  return (
    <div className="flex flex-col gap-2">
      <div>
        <button type="button" onClick={onBack} className="inline-flex h-9 items-center gap-1.5 rounded-sm pr-3 pl-1.5 text-sm font-medium text-fg hover:bg-surface-2 hover:text-fg-strong">
          <ArrowLeft aria-hidden className="size-4" />
          {t('event.back')}
        </button>
      </div>
      {event.isPending ? (
        <PanelSkeleton rows={6} />
      ) : event.isError ? (
        event.error instanceof SportsbookError && event.error.status === 404 ? (
          <Notice icon={SearchX} title={t('event.notFoundTitle')} body={t('event.notFoundBody')} action={{ label: t('event.notFoundAction'), onClick: onBack }} />
        ) : (
          <Notice icon={SearchX} title={t('app.errorTitle')} body={event.error.message} action={{ label: t('app.retry'), onClick: () => void event.refetch() }} />
        )
      ) : (
        <EventBody event={event.data} now={now} />
      )}
    </div>
  );
}

function EventBody({ event, now }: { event: EventDetail; now: Date }) {
  const { t, lang } = useT();
  const when = kickOff(event.startsAt, now, lang, t);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const groups = groupMarkets(event.markets);
  const state = event.status === 'live' ? t('live.badge') : event.status === 'ended' ? t('event.ended') : event.status === 'cancelled' ? t('event.cancelled') : null;
  return (
    <>
      <header className="rounded-md bg-surface-1 px-4 py-4">
        <p className="flex items-center gap-2 text-xs text-fg-muted">
          <SportIcon code={event.sport} className="size-3.5" />
          <span className="truncate">
            {event.league.country && `${event.league.country} · `}
            {event.league.name}
          </span>
        </p>
        <h2 className="mt-3 grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
          <span className="text-base font-semibold text-fg-strong sm:text-lg">{event.home}</span>
          <span className="flex flex-col items-center gap-0.5 text-xs text-fg-muted tabular">
            {event.score ? (
              <span className="text-xl font-bold text-fg-strong">
                {event.score.home} – {event.score.away}
              </span>
            ) : (
              <>
                <span className="text-lg font-semibold text-fg-strong">{when.time}</span>
                <span>{when.day}</span>
              </>
            )}
            {state && <span className={cn('rounded-[3px] px-1.5 text-[0.625rem] font-bold uppercase', event.status === 'live' ? 'bg-danger-strong text-fg-strong' : 'bg-surface-3 text-fg')}>{state}</span>}
          </span>
          <span className="text-base font-semibold text-fg-strong sm:text-lg">{event.away}</span>
        </h2>
        <p className="mt-3 text-center text-xs text-fg-muted">
          <time dateTime={event.startsAt}>{formatDateTime(event.startsAt, lang)}</time>
          {' · '}
          {t('event.markets', { count: event.markets.length })}
          {playedInSeries(event.sport) && event.bestOf ? ` · ${t('list.bestOf', { count: event.bestOf })}` : ''}
        </p>
      </header>
      {groups.map((group) => {
        const open = !collapsed.has(group.group);
        const bodyId = `group-${group.group}`;
        return (
          <section key={group.group} aria-label={group.name} className="overflow-hidden rounded-md bg-surface-1">
            <h3>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() =>
                  setCollapsed((current) => {
                    const next = new Set(current);
                    if (next.has(group.group)) next.delete(group.group);
                    else next.add(group.group);
                    return next;
                  })
                }
                className="flex h-10 w-full items-center gap-2 px-3 text-left text-sm font-semibold text-fg-strong hover:bg-surface-2/50"
              >
                <ChevronDown aria-hidden className={cn('size-4 text-fg-muted transition-transform duration-150', !open && '-rotate-90')} />
                <span className="flex-1">{group.name}</span>
                <span className="text-xs font-normal text-fg-muted tabular">{group.markets.length}</span>
              </button>
            </h3>
            {open && (
              <div id={bodyId} className="flex flex-col gap-3 border-t border-line px-3 pt-2.5 pb-3">
                {group.markets.map((market) => (
                  <div key={market.key}>
                    <p className="mb-1.5 text-xs font-medium text-fg-muted">{market.name}</p>
                    <div className={cn('grid gap-1', market.outcomes.length === 2 || market.outcomes.length === 4 ? 'grid-cols-2' : 'grid-cols-3')}>
                      {market.outcomes.map((outcome) => (
                        <PriceButton key={outcome.code} event={event} market={market} outcome={outcome} showName />
                      ))}
                    </div>
                  </div>
                ))}
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}
