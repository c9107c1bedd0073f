/** How lists are grouped: events by league, an event's markets by their group. */
import type { EventSummary, Market, Outcome } from '@/sportsbook/lib/api';

export interface LeagueGroup {
  id: string;
  name: string;
  country: string;
  events: EventSummary[];
}

/** Events grouped by league, in the order they came (the server sorts by kick-off). */
export function groupByLeague(events: readonly EventSummary[]): LeagueGroup[] {
  const groups = new Map<string, LeagueGroup>();
  for (const event of events) {
    const id = String(event.league.id);
    let group = groups.get(id);
    if (!group) {
      group = { id, name: event.league.name, country: event.league.country, events: [] };
      groups.set(id, group);
    }
    group.events.push(event);
  }
  return [...groups.values()];
}

export interface MarketGroup {
  group: string;
  name: string;
  markets: Market[];
}

/** The markets by `group`, in the order the server lists them (the main group first). */
export function groupMarkets(markets: readonly Market[]): MarketGroup[] {
  const groups = new Map<string, MarketGroup>();
  for (const market of markets) {
    let group = groups.get(market.group);
    if (!group) {
      group = { group: market.group, name: market.groupName ?? market.group, markets: [] };
      groups.set(market.group, group);
    }
    group.markets.push(market);
  }
  return [...groups.values()];
}


/**
 * The outcome's name as a player reads it: where the server names it by its bare code (`1`, `X`, `2` of a match
 * result or a winner market), the home team, the draw or the away team; else the server's name ("Over 2.5").
 */
export function outcomeLabel(event: Pick<EventSummary, 'home' | 'away'>, outcome: Pick<Outcome, 'code' | 'name'>, draw: string): string {
  const bare = outcome.name.trim().toUpperCase();
  if (bare === '1') return event.home;
  if (bare === '2') return event.away;
  if (bare === 'X') return draw;
  return outcome.name;
}
