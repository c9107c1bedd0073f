import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aCategory,
  aGame,
  manyGames,
  resetCasinoState,
  serveCatalogue,
  stubIntersectionObserver,
} from '@/features/casino/testing/casino-fixtures';
import { CasinoHarness } from '@/features/casino/testing/casino-harness';
import { resetAccountState, signIn } from '@/testing/fixtures';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const POPULAR = aCategory({ id: 1, name: 'Popüler', slugList: ['slot'] });
const NEW = aCategory({ id: 2, name: 'Yeni Oyunlar', slugList: ['slot', 'games'] });
const CRASH = aCategory({ id: 3, name: 'Crash', slugList: ['games'] });

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('casino lobby', () => {
  beforeAll(async () => {
    await import('@/features/casino/routes/lobby');
  });
  beforeEach(() => {
    resetAccountState();
    resetCasinoState();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the lobby's categories as rows of tiles (name and studio), and its rail from the category list", async () => {
    serveCatalogue({
      categories: [POPULAR, NEW, CRASH],
      games: [
        { game: aGame({ name: 'Sweet Bonanza', studio: 'Pragmatic Play' }), lobby: 'slot', categories: [1] },
        { game: aGame({ name: 'Book of Aegean', studio: '', providerName: 'Amusnet', providerId: 4 }), lobby: 'slot', categories: [1, 2] },
        { game: aGame({ name: 'Zar Crash', providerName: 'Zar' }), lobby: 'games', categories: [3] },
      ],
    });
    renderApp(<CasinoHarness />, { route: '/casino/slot' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Casino' })).toBeInTheDocument();
    const popular = await screen.findByRole('list', { name: /Popüler/ });
    expect(within(popular).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Sweet Bonanza', 'Book of Aegean']);
    // The studio, else the provider.
    expect(within(popular).getByText('Pragmatic Play', { selector: 'p' })).toBeInTheDocument();
    expect(within(popular).getByText('Amusnet', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /Yeni Oyunlar/ })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Crash/ })).not.toBeInTheDocument();

    const rail = screen.getByRole('navigation', { name: 'Kategoriler' });
    expect(within(rail).getAllByRole('link').map((link) => link.textContent)).toEqual(['Tümü', 'Popüler', 'Yeni Oyunlar']);
    expect(within(rail).getByRole('link', { name: 'Tümü' })).toHaveAttribute('aria-current', 'page');
    expect(within(rail).getByRole('link', { name: 'Popüler' })).toHaveAttribute('href', '/casino/slot?category=1');
  });

  it('offers the Favoriler entry to a logged-in player only', async () => {
    serveCatalogue({ categories: [POPULAR], games: manyGames(2, 1) });
    const { unmount } = renderApp(<CasinoHarness />, { route: '/casino/slot' });
    const rail = await screen.findByRole('navigation', { name: 'Kategoriler' });
    await within(rail).findByRole('link', { name: 'Popüler' });
    expect(within(rail).queryByRole('link', { name: 'Favoriler' })).not.toBeInTheDocument();
    unmount();

    signIn();
    renderApp(<CasinoHarness />, { route: '/casino/slot' });
    expect(await screen.findByRole('link', { name: 'Favoriler' })).toHaveAttribute('href', '/casino/slot?category=favorites');
  });

  it("a category's grid reads 24 games, then the next page with skip/take, and says how far along it is", async () => {
    const catalogue = serveCatalogue({ categories: [POPULAR], games: manyGames(30, 1) });
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot' });

    await user.click(await screen.findByRole('link', { name: 'Popüler: tümünü gör' }));

    expect(address()).toBe('/casino/slot?category=1');
    const grid = await screen.findByRole('list', { name: 'Popüler' });
    expect(within(grid).getAllByRole('article')).toHaveLength(24);
    expect(screen.getByText('30 oyunun 24 tanesi gösteriliyor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Popüler' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Daha fazla göster' }));

    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(30));
    expect(screen.getByText('30 oyunun 30 tanesi gösteriliyor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).not.toBeInTheDocument();
    expect(catalogue.requests.filter((request) => request.categoryId !== undefined)).toEqual([
      { systemCategory: 'slot', categoryId: 1, skip: 0, take: 24 },
      { systemCategory: 'slot', categoryId: 1, skip: 24, take: 24 },
    ]);
  });

  it('loads the next page by itself when the end of the grid nears (infinite scroll)', async () => {
    const observers = stubIntersectionObserver();
    const catalogue = serveCatalogue({ categories: [POPULAR], games: manyGames(60, 1) });
    renderApp(<CasinoHarness />, { route: '/casino/slot?category=1' });
    const grid = await screen.findByRole('list', { name: 'Popüler' });
    expect(within(grid).getAllByRole('article')).toHaveLength(24);

    observers.reveal();
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(48));
    observers.reveal();
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(60));

    expect(catalogue.requests.map((request) => request.skip)).toEqual([0, 24, 48]);
    // Nothing more to read: the sentinel stops watching.
    await waitFor(() => expect(observers.count).toBe(0));
  });

  it('shows skeleton tiles sized like the tiles while the first page loads', async () => {
    serveCatalogue({ categories: [POPULAR], games: [] });
    server.use(http.post('*/api/casino/games', () => new Promise<Response>(() => undefined)));
    renderApp(<CasinoHarness />, { route: '/casino/slot?category=1' });
    const loading = await screen.findByRole('status', { name: 'Oyunlar yükleniyor' });
    expect(loading.querySelectorAll('.aspect-\\[3\\/4\\]')).toHaveLength(14);
  });

  it('the live casino has the spec’s filters; each is every live table of that type', async () => {
    const catalogue = serveCatalogue({
      categories: [aCategory({ id: 7, name: 'Canlı Rulet', slugList: ['live'] })],
      games: [
        { game: aGame({ name: 'Rulet Türkiye', live: true, liveType: 'roulette' }), lobby: 'live', categories: [7] },
        { game: aGame({ name: 'Blackjack VIP', live: true, liveType: 'blackjack' }), lobby: 'live', categories: [] },
      ],
    });
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/live' });

    const rail = await screen.findByRole('navigation', { name: 'Kategoriler' });
    expect(within(rail).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Tümü',
      'Canlı Rulet',
      'Canlı Blackjack',
      'Canlı Poker',
      'Canlı Bakara',
      'Canlı Krupiye',
    ]);
    await user.click(within(rail).getByRole('link', { name: 'Canlı Blackjack' }));

    const grid = await screen.findByRole('list', { name: 'Canlı Blackjack' });
    expect(within(grid).getByRole('heading', { name: 'Blackjack VIP' })).toBeInTheDocument();
    expect(within(grid).getByText('Canlı')).toBeInTheDocument();
    expect(catalogue.requests).toContainEqual({ systemCategory: 'blackjack', categoryId: 0, skip: 0, take: 24 });
  });

  it('Sanal is the games lobby’s virtual games (/casino/games?category=virtual)', async () => {
    const catalogue = serveCatalogue({
      categories: [CRASH],
      games: [{ game: aGame({ name: 'Sanal Futbol' }), lobby: 'virtual', categories: [] }],
    });
    renderApp(<CasinoHarness />, { route: '/casino/games?category=virtual' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sanal' })).toBeInTheDocument();
    expect(document.title).toBe('Sanal · Zar');
    expect(await screen.findByRole('heading', { level: 3, name: 'Sanal Futbol' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sanal' })).toHaveAttribute('aria-current', 'page');
    expect(catalogue.requests).toContainEqual({ systemCategory: 'virtual', categoryId: 0, skip: 0, take: 24 });
  });

  it('a lobby without category rows shows all its games as one grid', async () => {
    const catalogue = serveCatalogue({ categories: [], games: manyGames(3, 0, 'bingo') });
    renderApp(<CasinoHarness />, { route: '/casino/bingo' });

    const grid = await screen.findByRole('list', { name: 'Tüm oyunlar' });
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    expect(catalogue.requests).toEqual([
      { systemCategory: 'bingo', take: 12 },
      { systemCategory: 'bingo', categoryId: 0, skip: 0, take: 24 },
    ]);
  });

  it('a list that fails to load says so and loads again on Tekrar dene', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/casino/categorylist', () => ok([POPULAR])),
      http.post('*/api/casino/games', () => {
        calls += 1;
        return calls === 1 ? failure(500, 'server.error', 'Hata') : ok([{ ...POPULAR, total: 1, games: [aGame({ name: 'Geri Geldi' })] }]);
      }),
    );
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot?category=1' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oyunlar yüklenemedi');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Geri Geldi' })).toBeInTheDocument();
  });

  it('an empty category has a designed empty state leading to all the games', async () => {
    serveCatalogue({ categories: [POPULAR], games: manyGames(2, 5) });
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot?category=1' });

    expect(await screen.findByText('Bu kategoride henüz oyun yok')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Tüm oyunlara göz at' }));
    expect(address()).toBe('/casino/slot?category=all');
    expect(within(await screen.findByRole('list', { name: 'Tüm oyunlar' })).getAllByRole('article')).toHaveLength(2);
  });
});
