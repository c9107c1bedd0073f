import type { CasinoGame } from '@/features/casino/api/types';

/**
 * The game a launch needs, as the play page's address carries it (product §2
 * `/casino/play/{encoded game data}`): what picks and builds the launch call, and what the title
 * bar shows.
 */
export type LaunchableGame = Pick<
  CasinoGame,
  'gameCode' | 'name' | 'providerName' | 'providerId' | 'productId' | 'system' | 'studio' | 'live'
>;

/** Short keys keep the address short. */
interface Encoded {
  c: string;
  n: string;
  p: string;
  i: number;
  d: string;
  s: string;
  t: string;
  l: boolean;
}

const text = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

/**
 * Checks an address someone typed or changed. (By hand rather than with zod: this runs on every page
 * through the launch hook, and zod would weigh on the home page's JS budget.)
 */
function isEncoded(value: unknown): value is Encoded {
  if (typeof value !== 'object' || value === null) return false;
  const { c, n, p, i, d, s, t, l } = value as Record<string, unknown>;
  return (
    text(c, 1, 200) &&
    text(n, 1, 200) &&
    text(p, 1, 60) &&
    typeof i === 'number' &&
    Number.isSafeInteger(i) &&
    i >= 0 &&
    text(d, 0, 200) &&
    text(s, 0, 200) &&
    text(t, 0, 200) &&
    typeof l === 'boolean'
  );
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The game as the `{encoded game data}` segment: base64url of its UTF-8 JSON (names may be Turkish). */
export function encodeGame(game: LaunchableGame): string {
  const data: Encoded = {
    c: game.gameCode,
    n: game.name,
    p: game.providerName,
    i: game.providerId,
    d: game.productId,
    s: game.system,
    t: game.studio,
    l: game.live,
  };
  return toBase64Url(new TextEncoder().encode(JSON.stringify(data)));
}

/** The game an address names, or null when the segment is not one we made. */
export function decodeGame(segment: string): LaunchableGame | null {
  try {
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(segment)));
    if (!isEncoded(json)) return null;
    const { c, n, p, i, d, s, t, l } = json;
    return { gameCode: c, name: n, providerName: p, providerId: i, productId: d, system: s, studio: t, live: l };
  } catch {
    return null;
  }
}

/** The desktop play page of a game. */
export function playPath(game: LaunchableGame): string {
  return `/casino/play/${encodeGame(game)}`;
}

/** The lobby a game belongs to (where the play page's back and the providers' lobby link lead). */
export function lobbyPathOf(game: Pick<LaunchableGame, 'live'>): string {
  return game.live ? '/casino/live' : '/casino/slot';
}
