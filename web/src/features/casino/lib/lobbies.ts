/**
 * The casino's lobbies (product §2 routes) and what the lobby page reads from its address:
 * `?category=` picks the view, `?q=` searches.
 */

export type LobbyKey = 'slot' | 'live' | 'games' | 'bingo' | 'tvbets';

export interface Lobby {
  key: LobbyKey;
  path: `/casino/${LobbyKey}`;
  /** The CMS carousel above it (`casino`, `livecasino`). */
  slider: 'casino' | 'livecasino';
}

export const LOBBIES: Record<LobbyKey, Lobby> = {
  slot: { key: 'slot', path: '/casino/slot', slider: 'casino' },
  live: { key: 'live', path: '/casino/live', slider: 'livecasino' },
  games: { key: 'games', path: '/casino/games', slider: 'casino' },
  bingo: { key: 'bingo', path: '/casino/bingo', slider: 'casino' },
  tvbets: { key: 'tvbets', path: '/casino/tvbets', slider: 'casino' },
};

/** Product §2 live casino filters after All, as `casino/games` names them (a live game's type). */
export const LIVE_FILTERS = ['roulette', 'blackjack', 'poker', 'baccarat', 'dealer'] as const;
export type LiveFilter = (typeof LIVE_FILTERS)[number];

/**
 * The system categories a lobby can show as one grid besides its own: the live filters, and
 * `virtual` (Sanal lives in the games lobby as `/casino/games?category=virtual`, docs/decisions.md).
 */
export const SYSTEM_VIEWS = [...LIVE_FILTERS, 'virtual'] as const;
export type SystemView = (typeof SYSTEM_VIEWS)[number];

const isSystemView = (value: string): value is SystemView => (SYSTEM_VIEWS as readonly string[]).includes(value);

/** What a lobby shows. */
export type LobbyView =
  /** Every category of the lobby as a row (spec's "All"). */
  | { kind: 'overview' }
  /** One category's games, page by page; id 0 = every game of the lobby. */
  | { kind: 'category'; id: number }
  /** A live filter or Sanal: every game of that system category. */
  | { kind: 'system'; slug: SystemView }
  | { kind: 'favorites' }
  | { kind: 'search'; term: string };

/** The `category` value of the every-game grid and of the favourites. */
export const ALL_GAMES = 'all';
export const FAVORITES = 'favorites';

/** The view named by a lobby's query string (anything unknown is the overview). */
export function readLobbyView(search: URLSearchParams): LobbyView {
  const term = search.get('q')?.trim();
  if (term) return { kind: 'search', term };
  const category = search.get('category');
  if (category === null || category === '') return { kind: 'overview' };
  if (category === FAVORITES) return { kind: 'favorites' };
  if (category === ALL_GAMES) return { kind: 'category', id: 0 };
  if (isSystemView(category)) return { kind: 'system', slug: category };
  const id = Number(category);
  return Number.isSafeInteger(id) && id > 0 ? { kind: 'category', id } : { kind: 'overview' };
}

/** The query string of a view (`''` for the overview). */
export function lobbyViewSearch(view: LobbyView): string {
  switch (view.kind) {
    case 'overview':
      return '';
    case 'category':
      return `?category=${view.id === 0 ? ALL_GAMES : String(view.id)}`;
    case 'system':
      return `?category=${view.slug}`;
    case 'favorites':
      return `?category=${FAVORITES}`;
    case 'search':
      return `?q=${encodeURIComponent(view.term)}`;
  }
}

/**
 * Product §2: the search route is casino/live on /casino/live, else casino/slot. Searching from the
 * live casino finds live tables; from anywhere else, every other game.
 */
export function searchLobby(pathname: string): Lobby {
  return pathname === LOBBIES.live.path || pathname.startsWith(`${LOBBIES.live.path}/`) ? LOBBIES.live : LOBBIES.slot;
}

/** The categories of `casino/categorylist` that show in a lobby, in the received order. */
export function categoriesOf<C extends { slugList: readonly string[] }>(categories: readonly C[], lobby: LobbyKey): C[] {
  return categories.filter((category) => category.slugList.includes(lobby));
}
