/** The sportsbook frame rendered for a test, against a fake `fetch` answering its player API. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import en from '@/locales/en/sportsbook.json';
import { sportsbookApi, type EventDetail, type EventSummary, type Market, type Sport } from '@/sportsbook/lib/api';
import { FrameContext, type FramePage } from '@/sportsbook/lib/frame';
import { WordsContext } from '@/sportsbook/lib/i18n';
import { App } from '@/sportsbook/components/app';

export const ok = (data: unknown) => new Response(JSON.stringify({ success: true, message: null, data }), { status: 200 });
export const refuse = (status: number, code: string, message: string, data: unknown = null) =>
  new Response(JSON.stringify({ success: false, code, message, data }), { status });

export function market(key: string, outcomes: [string, string, number][], status: Market['status'] = 'open'): Market {
  return { key, group: 'main', groupName: 'Main', name: key === '1x2' ? 'Match result' : key, status, outcomes: outcomes.map(([code, name, odds]) => ({ code, name, odds })) };
}

export function event(id: number, home: string, away: string, odds: [number, number, number], extra: Partial<EventDetail> = {}): EventDetail {
  const main = market('1x2', [
    ['1', '1', odds[0]],
    ['X', 'X', odds[1]],
    ['2', '2', odds[2]],
  ]);
  return {
    id,
    sport: 'football',
    league: { id: 1, name: 'Süper Lig', country: 'Türkiye' },
    home,
    away,
    startsAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
    status: 'upcoming',
    score: null,
    bestOf: null,
    mainMarket: main,
    marketCount: 2,
    markets: [main, market('total:2.5', [['over', 'Over 2.5', 1.9], ['under', 'Under 2.5', 1.9]])],
    ...extra,
  };
}

export const football: Sport = { code: 'football', name: 'Football', esport: false, count: 3, leagues: [{ id: 1, name: 'Süper Lig', country: 'Türkiye', count: 3 }] };

/** An event as a list sends it: without its markets. */
function summaryOf(detail: EventDetail): EventSummary {
  const summary: Partial<EventDetail> = { ...detail };
  delete summary.markets;
  return summary as EventSummary;
}

/**
 * A fake API: `sports`, `events`, `events/{id}`, `settings`, `me`, `bets` from `data`; `POST bets` answered by
 * `place` (each call gets the body). Unknown paths fail the test loudly.
 */
export function fakeApi({
  events,
  place = () => ok({}),
  balance = 500,
}: {
  events: EventDetail[];
  place?: (body: Record<string, unknown>) => Response;
  balance?: number;
}) {
  return vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'https://zar.example');
    const path = url.pathname.replace('/sportsbook/api/', '');
    if (path === 'sports') return Promise.resolve(ok([football]));
    if (path === 'settings') return Promise.resolve(ok({ currency: 'TRY', minStake: 1, maxPayout: 100000, maxSelections: 20, maxSystemSelections: 8 }));
    if (path === 'me') return Promise.resolve(ok({ username: 'ayse', balance }));
    if (path === 'events') {
      const items = url.searchParams.get('status') === 'live' ? [] : events.map(summaryOf);
      return Promise.resolve(ok({ items, total: items.length }));
    }
    const one = /^events\/(\d+)$/.exec(path);
    if (one) return Promise.resolve(ok(events.find((item) => String(item.id) === one[1])));
    if (path === 'bets' && init?.method === 'POST') return Promise.resolve(place(JSON.parse(init.body as string) as Record<string, unknown>));
    if (path === 'bets') return Promise.resolve(ok({ items: [], total: 0 }));
    return Promise.reject(new Error(`unexpected call ${input}`));
  });
}

export function renderFrame({ token = 'tok', page = 'sport' }: { token?: string | null; page?: FramePage } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchInterval: false }, mutations: { retry: false } } });
  const api = sportsbookApi({ lang: 'en', token, networkMessage: 'offline' });
  return render(
    <WordsContext value={{ lang: 'en', dictionary: en }}>
      <FrameContext value={{ page, token, api }}>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </FrameContext>
    </WordsContext>,
  );
}
