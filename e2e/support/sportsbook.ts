import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/*
 * Zar Sportsbook (issue 49, docs/sportsbook.md): the frame the site's sports pages show, and its player API
 * (`/sportsbook/api/…`), which the journeys read to choose their matches and to check what the frame shows.
 */

/** The site's sports pages and the title of the frame each shows (`sports.frameTitle`). */
export const SECTIONS = {
  sports: { path: '/spor', title: 'Spor: bahis ekranı' },
  live: { path: '/livespor', title: 'Canlı Bahis: bahis ekranı' },
  esports: { path: '/esports', title: 'E-spor: bahis ekranı' },
} as const;
export type SectionName = keyof typeof SECTIONS;

/** The sportsbook frame of a sports page. */
export function sportsbookFrame(page: Page, section: SectionName = 'sports'): FrameLocator {
  return page.frameLocator(`iframe[title="${SECTIONS[section].title}"]`);
}

/** The frame's `<iframe>` element on the site's page. */
export function sportsbookIframe(page: Page, section: SectionName = 'sports'): Locator {
  return page.getByTitle(SECTIONS[section].title);
}

/** The player's sportsbook token, as the site put it in the frame's address (absent for a visitor). */
export async function frameToken(page: Page, section: SectionName = 'sports'): Promise<string | null> {
  const src = await sportsbookIframe(page, section).getAttribute('src');
  return src ? new URL(src, 'http://x').searchParams.get('token') : null;
}

export interface Outcome {
  code: string;
  name: string;
  odds: number;
}

export interface Market {
  key: string;
  group: string;
  name: string;
  status: string;
  outcomes: Outcome[];
}

export interface EventSummary {
  id: number;
  sport: string;
  league: { id: number; name: string; country: string };
  home: string;
  away: string;
  startsAt: string;
  status: string;
  score: { home: number; away: number } | null;
  bestOf: number | null;
  mainMarket: Market | null;
  marketCount: number;
}

export interface Sport {
  code: string;
  name: string;
  esport: boolean;
  count: number;
}

export interface BetLeg {
  eventId: number;
  home: string;
  away: string;
  market: string;
  outcome: string;
  odds: number;
  result: string;
  score: { home: number; away: number } | null;
}

export interface Bet {
  id: number;
  kind: string;
  totalStake: number;
  potentialPayout: number;
  status: string;
  payout: number | null;
  selections: BetLeg[];
}

/** `GET /sportsbook/api/<path>` (as `token`'s player when given); the answer's `data`. */
export async function sportsbookGet<T>(api: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await api.get(`/sportsbook/api/${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    failOnStatusCode: false,
  });
  const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string; data?: T } | null;
  if (!response.ok() || !body?.success || body.data === undefined) {
    throw new Error(`/sportsbook/api/${path}: HTTP ${response.status()} ${body?.message ?? ''}`);
  }
  return body.data;
}

/** The sports a section lists (`GET sports?section=`), in the frame's order. */
export function sportsOf(api: APIRequestContext, section: 'sports' | 'esports'): Promise<Sport[]> {
  return sportsbookGet<Sport[]>(api, `sports?section=${section}`);
}

/** The next upcoming events of `sport` (soonest first, as the frame lists them). */
export async function upcoming(api: APIRequestContext, sport: string, take = 30): Promise<EventSummary[]> {
  const { items } = await sportsbookGet<{ items: EventSummary[] }>(api, `events?sport=${sport}&status=upcoming&take=${take}`);
  return items;
}

/** What a price is called on the frame's buttons: the team for `1`/`2`, "Beraberlik" for `X` (lib/grouping.ts). */
export function outcomeLabel(event: Pick<EventSummary, 'home' | 'away'>, outcome: Pick<Outcome, 'name'>): string {
  const bare = outcome.name.trim().toUpperCase();
  if (bare === '1') return event.home;
  if (bare === '2') return event.away;
  if (bare === 'X') return 'Beraberlik';
  return outcome.name;
}

/** Decimal odds as the frame shows them: two decimals, three when the third is not zero. */
export function oddsText(odds: number): string {
  const thousandths = Math.round(odds * 1000);
  return thousandths % 10 === 0 ? (thousandths / 1000).toFixed(2) : (thousandths / 1000).toFixed(3);
}

/** The accessible name of `outcome`'s price button: "Galatasaray 1.85". */
export function priceName(event: Pick<EventSummary, 'home' | 'away'>, outcome: Outcome): string {
  return `${outcomeLabel(event, outcome)} ${oddsText(outcome.odds)}`;
}

/** The list row of `event` in the frame (its match button is named "Home – Away"). */
export function eventRow(frame: FrameLocator, event: Pick<EventSummary, 'home' | 'away'>): Locator {
  return frame.getByRole('listitem').filter({ has: frame.getByRole('button', { name: `${event.home} – ${event.away}`, exact: true }) });
}

/** The price button of `outcome` in `event`'s row. */
export function priceButton(frame: FrameLocator, event: EventSummary, outcome: Outcome): Locator {
  return eventRow(frame, event).getByRole('button', { name: priceName(event, outcome), exact: true });
}

/** The favourite of an event's main market: its lowest price. */
export function favourite(event: EventSummary): Outcome {
  const outcomes = event.mainMarket?.outcomes ?? [];
  const [best] = [...outcomes].sort((a, b) => a.odds - b.odds);
  if (!best) throw new Error(`${event.home} – ${event.away} has no main market`);
  return best;
}

/** Lira as the Turkish site shows it: ₺1.250,50. */
export function lira(amount: number): string {
  return new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }).format(amount);
}

/** A multiple's payout in kuruş, exactly as the sportsbook computes it: floor(stake × Π odds). */
export function multiplePayoutKurus(stakeLira: number, odds: number[]): number {
  let value = BigInt(Math.round(stakeLira * 100));
  let divisor = 1n;
  for (const price of odds) {
    value *= BigInt(Math.round(price * 1000));
    divisor *= 1000n;
  }
  return Number(value / divisor);
}

/** The server's clock now (`POST /dev/clock` by 0 s; the e2e server runs with ZAR_DEV_OUTBOX=1). */
export async function serverNow(api: APIRequestContext): Promise<Date> {
  const response = await api.post('/dev/clock', { data: { seconds: 0 } });
  if (!response.ok()) throw new Error(`/dev/clock: HTTP ${response.status()}`);
  const body = (await response.json()) as { data: { now: string } };
  return new Date(body.data.now);
}

/** Moves the server's clock `seconds` forward (`POST /dev/clock`): the sportsbook's next tick takes the results due. */
export async function moveClock(api: APIRequestContext, seconds: number): Promise<void> {
  const response = await api.post('/dev/clock', { data: { seconds: Math.ceil(seconds) } });
  if (!response.ok()) throw new Error(`/dev/clock: HTTP ${response.status()}`);
}

/** Waits (polling the player API, the sportsbook settles every 5 s) until the player's bet `id` is settled; it. */
export async function settledBet(api: APIRequestContext, token: string, id: number): Promise<Bet> {
  let found: Bet | undefined;
  await expect
    .poll(
      async () => {
        const { items } = await sportsbookGet<{ items: Bet[] }>(api, 'bets?status=settled&take=20', token);
        found = items.find((bet) => bet.id === id);
        return found?.status ?? 'open';
      },
      { timeout: 30_000, message: `bet ${id} settles` },
    )
    .not.toBe('open');
  if (!found) throw new Error(`bet ${id} not settled`);
  return found;
}

/** An operator enters a football match's result through the back office API (`POST /api/admin/sportsbook/events/{id}/result`):
 * `home`–`away`, the goals split over the halves. The sportsbook's next sweep settles the slips on it. */
export async function enterResult(api: APIRequestContext, operator: string, eventId: number, home: number, away: number): Promise<void> {
  const half = (goals: number) => Math.floor(goals / 2);
  const periods = [
    [half(home), half(away)],
    [home - half(home), away - half(away)],
  ];
  const response = await api.post(`/api/admin/sportsbook/events/${eventId}/result`, {
    data: { home, away, periods },
    headers: { Authorization: `Bearer ${operator}` },
    failOnStatusCode: false,
  });
  if (!response.ok()) throw new Error(`result of ${eventId}: HTTP ${response.status()} ${await response.text()}`);
}

/** A final score that makes 1X2 `outcome` win. */
export function winningScore(outcome: string): [number, number] {
  return outcome === '1' ? [2, 0] : outcome === '2' ? [0, 2] : [1, 1];
}

/** How a 1X2 selection settles on a final score: won or lost. */
export function result1x2(outcome: string, score: { home: number; away: number }): 'won' | 'lost' {
  const winner = score.home > score.away ? '1' : score.home < score.away ? '2' : 'x';
  return outcome.toLowerCase() === winner ? 'won' : 'lost';
}

/** Sets public site options through the back office API (`PUT /api/admin/cms/siteoptions/{key}`). */
export async function setSiteOptions(api: APIRequestContext, token: string, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    const response = await api.put(`/api/admin/cms/siteoptions/${key}`, {
      data: { value, status: true },
      headers: { Authorization: `Bearer ${token}` },
      failOnStatusCode: false,
    });
    if (!response.ok()) throw new Error(`siteoptions/${key}: HTTP ${response.status()}`);
  }
}

/** The demo's sportsbook options (crates/store/src/demo/cms.rs): the sports pages show Zar Sportsbook. */
export const DEMO_SPORTSBOOK_OPTIONS = { betsy_url: '/sportsbook/', betsy_cid: 'zar', betco_url: '/sportsbook/' } as const;
