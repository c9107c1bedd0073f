import type { RoundView } from '@/games/lib/api';

/** The verify page with a round's data filled in. */
export function verifyLink(round: RoundView, lang: string): string {
  const query = new URLSearchParams({
    game: round.game,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce ?? ''),
    stake: String(round.stake),
    params: JSON.stringify(round.params),
    lang,
  });
  if (round.serverSeed) query.set('serverSeed', round.serverSeed);
  query.set('serverSeedHash', round.serverSeedHash);
  return `/games/verify?${query.toString()}`;
}
