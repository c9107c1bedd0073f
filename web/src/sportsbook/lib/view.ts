/**
 * Where the player is inside the frame: the event list, an event's page or My bets. Kept in the frame's address
 * (`view=event&event=…`, `view=bets`) through the History API, so Back returns to the list and a reload stays put.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Id } from '@/sportsbook/lib/api';

export type View = { name: 'list' } | { name: 'event'; id: string } | { name: 'bets' };

export function viewFrom(search: string): View {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  const id = params.get('event');
  if (view === 'event' && id) return { name: 'event', id };
  if (view === 'bets') return { name: 'bets' };
  return { name: 'list' };
}

export function addressOf(view: View, href = window.location.href): string {
  const url = new URL(href);
  url.searchParams.delete('view');
  url.searchParams.delete('event');
  if (view.name === 'event') {
    url.searchParams.set('view', 'event');
    url.searchParams.set('event', view.id);
  } else if (view.name === 'bets') url.searchParams.set('view', 'bets');
  return `${url.pathname}${url.search}`;
}

export function useView(): [View, (view: View) => void] {
  const [view, setView] = useState<View>(() => viewFrom(window.location.search));
  useEffect(() => {
    const onPop = () => setView(viewFrom(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback((next: View) => {
    window.history.pushState({ sportsbook: true }, '', addressOf(next));
    setView(next);
  }, []);
  return [view, go];
}

export const eventView = (id: Id): View => ({ name: 'event', id: String(id) });

/**
 * Whether Back stays inside the frame: the current entry is one the frame pushed, so the one before it is the frame's
 * too. Otherwise (an event opened straight from the address) Back would leave the site's page.
 */
export function canGoBack(): boolean {
  const state = window.history.state as { sportsbook?: unknown } | null;
  return state?.sportsbook === true;
}
