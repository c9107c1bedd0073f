import { CalendarClock, RadioTower, SearchX, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EventSummary, Id } from '@/sportsbook/lib/api';
import { sectionOf, useFrame } from '@/sportsbook/lib/frame';
import { useT } from '@/sportsbook/lib/i18n';
import { useReportHeight, useSiteViewport } from '@/sportsbook/lib/parent';
import { useEvents, useMe, useSports } from '@/sportsbook/lib/queries';
import { canGoBack, eventView, useView, type View } from '@/sportsbook/lib/view';
import { useMediaQuery } from '@/sportsbook/lib/use-media-query';
import { EventList } from '@/sportsbook/components/event-list';
import { EventPage } from '@/sportsbook/components/event-page';
import { MyBets } from '@/sportsbook/components/my-bets';
import { SlipColumn, SlipSheet } from '@/sportsbook/components/slip-dock';
import { SportsColumn, SportsRail, type SportChoice } from '@/sportsbook/components/sports-nav';
import { Notice, PanelSkeleton } from '@/sportsbook/components/states';
import { Toolbar } from '@/sportsbook/components/toolbar';
import { TopBar } from '@/sportsbook/components/top-bar';

/** The clock the kick-off labels read, moved on every minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The sportsbook frame: the bar, sports on the left, the events (or an event, or My bets), the slip on the right. */
export function App() {
  const { page, token } = useFrame();
  const { t } = useT();
  const [view, go] = useView();
  const now = useNow();
  const wide = useMediaQuery('(min-width: 1024px)');
  const viewport = useSiteViewport();
  const me = useMe();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [frameHeight, setFrameHeight] = useState(0);
  const [sheetOpen, setSheetOpen] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  useReportHeight(root);

  useEffect(() => {
    if (!root || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setFrameHeight(root.getBoundingClientRect().height));
    observer.observe(root);
    return () => observer.disconnect();
  }, [root]);

  // A new view starts at its top: when the player had scrolled the site down the list, bring the frame's top into view.
  const navigate = useCallback(
    (next: View) => {
      go(next);
      if (viewport && viewport.top > 0) top.current?.scrollIntoView({ block: 'start' });
      else if (!viewport) window.scrollTo({ top: 0 });
    },
    [go, viewport],
  );

  return (
    <div
      ref={setRoot}
      className="relative flex flex-col pb-3 text-fg"
      style={sheetOpen && viewport && !wide ? { minHeight: Math.max(0, viewport.top) + viewport.height } : undefined}
    >
      <div ref={top} />
      <h1 className="sr-only">{t('app.title')}</h1>
      <TopBar page={page} view={view} onView={navigate} me={me.data} loggedIn={token !== null} />
      <div className={wide ? 'grid grid-cols-[minmax(0,1fr)_19rem] items-stretch gap-3 px-3 pt-3 min-[1120px]:grid-cols-[13.5rem_minmax(0,1fr)_20rem]' : 'px-2 pt-2 pb-20 sm:px-3 sm:pt-3'}>
        <Main view={view} navigate={navigate} now={now} wide={wide} />
        {wide && <SlipColumn viewport={viewport} onShowBets={() => navigate({ name: 'bets' })} />}
      </div>
      {!wide && <SlipSheet viewport={viewport} frameHeight={frameHeight} open={sheetOpen} setOpen={setSheetOpen} onShowBets={() => navigate({ name: 'bets' })} />}
    </div>
  );
}

function Main({ view, navigate, now, wide }: { view: View; navigate: (view: View) => void; now: Date; wide: boolean }) {
  const { page } = useFrame();
  const { t } = useT();
  const sports = useSports(sectionOf(page));
  const [choice, setChoice] = useState<SportChoice>({ sport: null, league: null });
  const [day, setDay] = useState<string | null>(null);
  const [q, setQ] = useState('');
  // `page=live` with nothing in play offers the upcoming events in the same frame.
  const [upcoming, setUpcoming] = useState(page !== 'live');
  const sportList = sports.data ?? [];
  const sport = choice.sport ?? sportList[0]?.code ?? null;
  const current = { sport, league: choice.league };
  const withLeft = useMediaQuery('(min-width: 1120px)') && wide;
  const listView = view.name === 'list';
  const choose = (next: SportChoice) => {
    setChoice(next);
    if (view.name !== 'list') navigate({ name: 'list' });
  };

  return (
    <>
      {withLeft && (
        <div>{sports.isPending ? <div className="h-80 rounded-md bg-surface-1" /> : <SportsColumn sports={sportList} choice={current} onChoose={choose} />}</div>
      )}
      <main className="flex min-w-0 flex-col gap-3">
        {view.name === 'event' ? (
          <EventPage id={view.id} now={now} onBack={() => (canGoBack() ? window.history.back() : navigate({ name: 'list' }))} />
        ) : view.name === 'bets' ? (
          <MyBets onBrowse={() => navigate({ name: 'list' })} />
        ) : !upcoming ? (
          <LiveList now={now} onOpen={(id) => navigate(eventView(id))} onUpcoming={() => setUpcoming(true)} />
        ) : (
          <>
            {!withLeft && sportList.length > 0 && <SportsRail sports={sportList} choice={current} onChoose={choose} />}
            <Toolbar day={day} onDay={setDay} q={q} onQ={setQ} now={now} />
            {sports.isError ? (
              <Notice icon={WifiOff} title={t('app.errorTitle')} body={sports.error.message} action={{ label: t('app.retry'), onClick: () => void sports.refetch() }} />
            ) : (
              <Events
                key={`${sport ?? ''}|${String(choice.league)}|${day ?? ''}|${q}`}
                sport={sport}
                league={choice.league}
                day={day}
                q={q}
                now={now}
                enabled={listView && sport !== null}
                waiting={sports.isPending}
                onOpen={(id) => navigate(eventView(id))}
                onAllDays={() => setDay(null)}
              />
            )}
          </>
        )}
      </main>
    </>
  );
}

const PAGE = 100;

function Events({
  sport,
  league,
  day,
  q,
  now,
  enabled,
  waiting,
  onOpen,
  onAllDays,
}: {
  sport: string | null;
  league: Id | null;
  day: string | null;
  q: string;
  now: Date;
  enabled: boolean;
  waiting: boolean;
  onOpen: (id: Id) => void;
  onAllDays: () => void;
}) {
  const { t } = useT();
  const [pages, setPages] = useState(1);
  const filter = { sport, league, day, q: q || null, status: 'upcoming' as const, skip: 0, take: PAGE * pages };
  const events = useEvents(filter, enabled);

  if (waiting || events.isPending) return <PanelSkeleton rows={8} />;
  if (events.isError) return <Notice icon={WifiOff} title={t('app.errorTitle')} body={events.error.message} action={{ label: t('app.retry'), onClick: () => void events.refetch() }} />;
  const items: EventSummary[] = events.data.items;
  if (items.length === 0) {
    return q ? (
      <Notice icon={SearchX} title={t('list.emptyTitle')} body={t('list.searchEmpty', { q })} />
    ) : (
      <Notice icon={CalendarClock} title={t('list.emptyTitle')} body={t('list.emptyBody')} action={day ? { label: t('list.emptyAction'), onClick: onAllDays } : undefined} />
    );
  }
  return (
    <>
      <EventList events={items} now={now} onOpen={onOpen} />
      {events.data.total > items.length && (
        <button type="button" onClick={() => setPages((count) => count + 1)} className="h-10 rounded-sm bg-surface-1 text-sm font-semibold text-fg-strong hover:bg-surface-2">
          {t('list.loadMore')}
        </button>
      )}
    </>
  );
}

/** `page=live`: the events in play (the live issue fills them in); until then an honest empty state. */
function LiveList({ now, onOpen, onUpcoming }: { now: Date; onOpen: (id: Id) => void; onUpcoming: () => void }) {
  const { t } = useT();
  const events = useEvents({ status: 'live', take: 100 });
  if (events.isPending) return <PanelSkeleton rows={4} />;
  if (events.isError || events.data.items.length === 0) {
    return <Notice icon={RadioTower} title={t('live.emptyTitle')} body={t('live.emptyBody')} action={{ label: t('live.emptyAction'), onClick: onUpcoming }} />;
  }
  return <EventList events={events.data.items} now={now} onOpen={onOpen} />;
}
