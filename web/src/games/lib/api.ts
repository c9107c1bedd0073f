/**
 * The game server's API (crates/games/src/http.rs): `{success, message, data}` answers, or `{success: false,
 * code, message}` with the message in the player's language. Every player call carries the launch token.
 */
import type { Lang } from '@/games/lib/i18n';

export type GameCode = 'dice' | 'roulette' | 'slot' | 'crash';

export interface GameInfo {
  code: GameCode;
  rtp: number;
  minStake: number;
  maxStake: number;
}

export interface SeedView {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  serverSeed: string | null;
}

export interface Session {
  balance: number;
  currency: string;
  game: GameInfo;
  seeds: SeedView;
}

export type RoundStatus = 'placing' | 'open' | 'placed' | 'closed' | 'rolling_back' | 'rolled_back';

export interface RoundView<Outcome = unknown, Params = unknown> {
  id: string;
  game: GameCode;
  status: RoundStatus;
  stake: number;
  win: number;
  params: Params;
  outcome: Outcome;
  /** Null for crash, whose fairness data is the round's hash (in its outcome). */
  nonce: number | null;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed: string | null;
  createdAt: string;
}

export interface Played<Outcome = unknown, Params = unknown> {
  round: RoundView<Outcome, Params>;
  balance: number;
}

/** A refusal the server explained (its message is for the player), or a network failure (code `network`). */
export class GameError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  success: boolean;
  message: string | null;
  code?: string;
  data?: T;
}

export interface Answer<T> {
  data: T;
  /** A note for the player (a win still on its way). */
  message: string | null;
}

export async function request<T>(
  path: string,
  lang: Lang,
  body?: unknown,
  networkMessage = 'network',
): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(`/games/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': lang },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new GameError(networkMessage, 'network', 0);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new GameError(networkMessage, 'network', response.status);
  }
  if (!envelope.success || envelope.data === undefined) {
    throw new GameError(envelope.message ?? networkMessage, envelope.code ?? 'unknown', response.status);
  }
  return { data: envelope.data, message: envelope.message };
}

/** The calls of one launched game: its code, the launch token and the page's language. */
export function gameApi(code: GameCode, token: string, lang: Lang, networkMessage: string) {
  const post = <T>(path: string, body: Record<string, unknown> = {}) =>
    request<T>(`${code}/${path}`, lang, { token, ...body }, networkMessage);
  return {
    session: () => post<Session>('session').then((a) => a.data),
    play: <O, P>(bet: number, params: P) => post<Played<O, P>>('play', { bet, params }),
    history: (take = 30) => post<{ items: RoundView[] }>('history', { take }).then((a) => a.data.items),
    crashBet: (bet: number, autoCashout: number | null) =>
      request<{ balance: number; round: string }>('crash/bet', lang, { token, bet, autoCashout }, networkMessage).then(
        (a) => a.data,
      ),
    crashCashout: () =>
      request<{ win: number; balance: number | null }>('crash/cashout', lang, { token }, networkMessage).then(
        (a) => a.data,
      ),
    rotate: (clientSeed: string) =>
      post<{ revealed: SeedView | null; active: SeedView }>('seeds/rotate', { clientSeed }).then((a) => a.data),
  };
}

export type GameApi = ReturnType<typeof gameApi>;
