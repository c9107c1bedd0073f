import { http } from 'msw';
import { vi } from 'vitest';
import type {
  CasinoCategory,
  CasinoGame,
  CategoryGames,
  GameHistoryItem,
  GameHistoryRequest,
  GamesRequest,
  TopWinner,
} from '@/features/casino/api/types';
import { usePlayStore } from '@/features/casino/stores/play-store';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

let nextGameId = 1000;

/** A game as casino/games lists it: a Pragmatic slot through Hub88 unless changed. */
export function aGame(changes: Partial<CasinoGame> = {}): CasinoGame {
  nextGameId += 1;
  return {
    id: nextGameId,
    gameCode: `game-${nextGameId}`,
    name: `Oyun ${nextGameId}`,
    providerName: 'Hub88',
    providerId: 2,
    mainProviderId: 10,
    productId: '',
    system: '',
    studio: 'Pragmatic Play',
    image: '',
    live: false,
    liveType: null,
    tags: [],
    rtp: 96.5,
    ...changes,
  };
}

/** The built-in provider's dice game. */
export const zarDice = (changes: Partial<CasinoGame> = {}) =>
  aGame({ gameCode: 'zar-dice', name: 'Zar Dice', providerName: 'Zar', providerId: 1, studio: 'Zar Games', ...changes });

export function aCategory(changes: Partial<CasinoCategory> & Pick<CasinoCategory, 'id' | 'name'>): CasinoCategory {
  return { slugList: ['slot'], imageUrl: '', ...changes };
}

/** A game of the fake catalogue: the wire game plus the lobby it belongs to and its categories. */
export interface CatalogueGame {
  game: CasinoGame;
  lobby: string;
  categories: number[];
}

/** Lower case without accents, Turkish İ/ı as i: the contract's search folding. */
const fold = (text: string) =>
  text
    .replace(/İ/g, 'i')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');

/** A casino/games body as the fake keeps it: the fields the call named (null ones mean absent and are left out). */
export type GamesCall = Partial<{ [Key in keyof GamesRequest]: NonNullable<GamesRequest[Key]> }>;

function named(body: Record<string, unknown>): GamesCall {
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== undefined));
  return fields;
}

/**
 * A small casino server over an in-memory catalogue, answering casino/games in each of the
 * contract's shapes (lobby rows, a category's page, search, favourites), categorylist,
 * togglefavorite and favoritelist. Every casino/games body is kept in `requests` (its named fields).
 */
export function serveCatalogue({
  categories,
  games,
  favorites = [],
}: {
  categories: CasinoCategory[];
  games: CatalogueGame[];
  favorites?: string[];
}) {
  const requests: GamesCall[] = [];
  const favoriteCodes = new Set(favorites);
  const page = (list: CasinoGame[], skip = 0, take = 24) => list.slice(skip, skip + take);
  const inLobby = (slug: string) =>
    games.filter(({ game, lobby }) => lobby === slug || (game.live && game.liveType === slug)).map(({ game }) => game);

  const answer = (body: GamesCall): CategoryGames[] | Response => {
    const take = Math.min(body.take ?? 24, 100);
    const skip = body.skip ?? 0;
    if (body.favorites) {
      const list = games.map(({ game }) => game).filter((game) => favoriteCodes.has(game.gameCode));
      return [{ id: 0, name: 'Favoriler', slugList: [], imageUrl: '', total: list.length, games: page(list, skip, take) }];
    }
    if (body.search !== undefined) {
      if (!body.search.trim()) return failure(422, 'validation', 'Arama boş olamaz');
      const term = fold(body.search);
      const list = games
        .map(({ game }) => game)
        .filter((game) => game.live === (body.live ?? false) && fold(game.name).includes(term));
      return [{ id: 0, name: 'Arama', slugList: [], imageUrl: '', total: list.length, games: page(list, skip, take) }];
    }
    const slug = body.systemCategory ?? '';
    if (body.categoryId !== undefined) {
      if (body.categoryId === 0) {
        const list = inLobby(slug);
        return [{ id: 0, name: 'Tümü', slugList: [slug], imageUrl: '', total: list.length, games: page(list, skip, take) }];
      }
      const category = categories.find(({ id }) => id === body.categoryId);
      if (!category) return [];
      const list = games.filter(({ categories: ids }) => ids.includes(category.id)).map(({ game }) => game);
      return [{ ...category, total: list.length, games: page(list, skip, take) }];
    }
    return categories
      .filter(({ slugList }) => slugList.includes(slug))
      .map((category) => {
        const list = games.filter(({ categories: ids }) => ids.includes(category.id)).map(({ game }) => game);
        return { ...category, total: list.length, games: page(list, 0, take) };
      });
  };

  server.use(
    http.get('*/api/casino/categorylist', () => ok(categories)),
    http.post('*/api/casino/games', async ({ request }) => {
      const body = named((await request.json()) as Record<string, unknown>);
      requests.push(body);
      const result = answer(body);
      return result instanceof Response ? result : ok(result);
    }),
    http.get('*/api/casino/favoritelist', () => ok([...favoriteCodes])),
    http.post('*/api/casino/togglefavorite', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      const favorite = !favoriteCodes.has(code);
      if (favorite) favoriteCodes.add(code);
      else favoriteCodes.delete(code);
      return ok({ favorite });
    }),
  );
  return { requests, favorites: favoriteCodes };
}

/** `count` slot games in category `categoryId` of lobby `lobby`. */
export function manyGames(count: number, categoryId: number, lobby = 'slot', changes: Partial<CasinoGame> = {}): CatalogueGame[] {
  return Array.from({ length: count }, (_, index) => ({
    game: aGame({ name: `Slot ${String(index + 1).padStart(3, '0')}`, ...changes }),
    lobby,
    categories: [categoryId],
  }));
}

/** Records each launch call's path and body and answers `respond` (a launch address by default). */
export function serveLaunches(respond: (path: string, body: unknown) => Response = () => ok('https://games.example/play?token=t')) {
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    http.post(/\/api\/casino\/[a-z0-9]+launchurl$/, async ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/api\//, '');
      const body: unknown = await request.json();
      calls.push({ path, body });
      return respond(path, body);
    }),
  );
  return calls;
}

export function aWinner(changes: Partial<TopWinner> = {}): TopWinner {
  return { image: '', game: 'Sweet Bonanza', name: 'ay***', amount: 12500, currencySymbol: '₺', ...changes };
}

let nextHistoryId = 9000;

/** A row of transaction/gamehistory: a ₺25 bet unless changed. */
export function aHistoryItem(changes: Partial<GameHistoryItem> = {}): GameHistoryItem {
  nextHistoryId += 1;
  return {
    id: nextHistoryId,
    roundId: nextHistoryId - 8000,
    gameName: 'Zar Dice',
    providerName: 'Zar',
    kind: 2,
    amount: 25,
    balanceAfter: 975,
    createdAt: '2025-03-04T18:30:00Z',
    ...changes,
  };
}

/** Serves transaction/gamehistory from `items` with the contract's filters and paging; keeps the bodies. */
export function serveGameHistory(items: GameHistoryItem[]) {
  const requests: GameHistoryRequest[] = [];
  server.use(
    http.post('*/api/transaction/gamehistory', async ({ request }) => {
      const body = (await request.json()) as GameHistoryRequest;
      requests.push(body);
      const matching = items.filter(
        (item) =>
          (!body.kind || item.kind === body.kind) &&
          (!body.from || Date.parse(item.createdAt) >= Date.parse(body.from)) &&
          (!body.to || Date.parse(item.createdAt) <= Date.parse(body.to)),
      );
      const skip = body.skip ?? 0;
      return ok({ items: matching.slice(skip, skip + (body.take ?? 20)), total: matching.length });
    }),
  );
  return requests;
}

/** Module state of the casino: no game open, no favourites (with resetAccountState). */
export function resetCasinoState(): void {
  usePlayStore.getState().close();
}

/**
 * A stand-in IntersectionObserver (jsdom has none) whose targets a test can bring into view:
 * `observers.reveal()` tells every observer its elements are near the viewport.
 */
export function stubIntersectionObserver() {
  const instances = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class Stub {
    readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      instances.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve(target: Element) {
      this.entry.targets = this.entry.targets.filter((observed) => observed !== target);
    }
    disconnect() {
      instances.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    reveal() {
      for (const { callback, targets } of [...instances]) {
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
    get count() {
      return instances.size;
    },
  };
}
