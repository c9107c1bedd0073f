/**
 * The sportsbook's player API (docs/sportsbook.md, "The player API"): `/sportsbook/api/…`, the site's envelope
 * `{success, message, data}` or `{success: false, code, message, data}` with the message in the player's language.
 * Calls that need a player carry `Authorization: Bearer <token>` (the frame's `token`).
 */
import type { Lang } from '@/sportsbook/lib/i18n';

export type Id = string | number;
export type MarketStatus = 'open' | 'suspended' | 'closed';
export type EventStatus = 'upcoming' | 'live' | 'ended' | 'cancelled';
export type Section = 'sports' | 'esports';

export interface Outcome {
  code: string;
  name: string;
  odds: number;
}

export interface Market {
  key: string;
  group: string;
  groupName?: string;
  name: string;
  status: MarketStatus;
  outcomes: Outcome[];
}

export interface League {
  id: Id;
  name: string;
  country: string;
  count?: number;
}

export interface Sport {
  code: string;
  name: string;
  esport: boolean;
  count: number;
  leagues: League[];
}

export interface Score {
  home: number;
  away: number;
  periods: [number, number][];
}

export interface EventSummary {
  id: Id;
  sport: string;
  league: League;
  home: string;
  away: string;
  startsAt: string;
  status: EventStatus;
  score: Score | null;
  bestOf: number | null;
  mainMarket: Market | null;
  marketCount: number;
}

export interface EventDetail extends EventSummary {
  markets: Market[];
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface Settings {
  currency: string;
  minStake: number;
  maxPayout: number;
  maxSelections: number;
  maxSystemSelections: number;
}

export interface Me {
  username: string;
  balance: number;
}

export type BetKind = 'single' | 'multiple' | 'system';
export type StakePer = 'line' | 'total';
export type OddsChange = 'none' | 'higher' | 'any';
export type BetStatus = 'open' | 'won' | 'lost' | 'void';
export type LegResult = 'open' | 'won' | 'lost' | 'void' | 'half-won' | 'half-lost';

export interface SelectionRef {
  eventId: Id;
  market: string;
  outcome: string;
}

/** A slip's kind as placed and listed: the slip's three tabs, and `cover` (a full cover, from the System tab). */
export type PlacedKind = BetKind | 'cover';

export interface PlaceBet {
  requestId: string;
  kind: PlacedKind;
  systemSize?: number;
  stake: number;
  stakePer: StakePer;
  oddsChange: OddsChange;
  selections: (SelectionRef & { odds: number })[];
}

export interface BetLeg extends SelectionRef {
  sport: string;
  league: string;
  home: string;
  away: string;
  startsAt: string;
  marketName: string;
  outcomeName: string;
  odds: number;
  result: LegResult;
  score: Score | null;
}

export interface Bet {
  id: Id;
  requestId: string;
  kind: PlacedKind;
  systemSize: number | null;
  systemName: string | null;
  lines: number;
  stakePerLine: number;
  totalStake: number;
  potentialPayout: number;
  status: BetStatus;
  payout: number | null;
  placedAt: string;
  settledAt: string | null;
  selections: BetLeg[];
}

/** A refusal the server explained (`code`, its message for the player, its `data`), or `network`. */
export class SportsbookError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  success: boolean;
  message: string | null;
  code?: string;
  data?: T | null;
}

export const API_BASE = '/sportsbook/api/';

export interface ApiContext {
  lang: Lang;
  token: string | null;
  /** The text of a failure the server did not explain (no answer, not JSON). */
  networkMessage: string;
}

export async function request<T>(context: ApiContext, path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-locale': context.lang };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (context.token) headers.authorization = `Bearer ${context.token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new SportsbookError(context.networkMessage, 'network', 0);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new SportsbookError(context.networkMessage, 'network', response.status);
  }
  if (!envelope.success || envelope.data === undefined || (envelope.data === null && !response.ok)) {
    throw new SportsbookError(envelope.message ?? context.networkMessage, envelope.code ?? 'unknown', response.status, envelope.data ?? null);
  }
  return envelope.data as T;
}

/** `key=value&…` of the values that are set. */
export function query(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface EventFilter {
  sport?: string | null;
  league?: Id | null;
  day?: string | null;
  status?: 'upcoming' | 'live' | 'ended';
  q?: string | null;
  skip?: number;
  take?: number;
}

export function sportsbookApi(context: ApiContext) {
  return {
    sports: (section: Section, signal?: AbortSignal) => request<Sport[]>(context, `sports${query({ section })}`, { signal }),
    events: (filter: EventFilter, signal?: AbortSignal) =>
      request<Page<EventSummary>>(
        context,
        `events${query({ sport: filter.sport, league: filter.league, day: filter.day, status: filter.status, q: filter.q, skip: filter.skip, take: filter.take ?? 100 })}`,
        { signal },
      ),
    event: (id: Id, signal?: AbortSignal) => request<EventDetail>(context, `events/${encodeURIComponent(String(id))}`, { signal }),
    settings: (signal?: AbortSignal) => request<Settings>(context, 'settings', { signal }),
    me: (signal?: AbortSignal) => request<Me>(context, 'me', { signal }),
    place: (bet: PlaceBet) => request<Bet>(context, 'bets', { method: 'POST', body: bet }),
    bets: (status: 'open' | 'settled', skip = 0, take = 20, signal?: AbortSignal) =>
      request<Page<Bet>>(context, `bets${query({ status, skip, take })}`, { signal }),
  };
}

export type SportsbookApi = ReturnType<typeof sportsbookApi>;
