import { Carousel } from '@/features/cms/components/carousel';
import { LOBBIES, type LobbyKey } from '@/features/casino/lib/lobbies';
import { CasinoLobbyRoute } from '@/features/casino/routes/lobby';

/** A casino lobby (product §2) under its CMS carousel (`casino`, or `livecasino` for the live casino). */
export function CasinoRoute({ lobby }: { lobby: LobbyKey }) {
  return <CasinoLobbyRoute lobby={lobby} hero={<Carousel slug={LOBBIES[lobby].slider} />} />;
}
