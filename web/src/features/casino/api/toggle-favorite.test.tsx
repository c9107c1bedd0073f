import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCategory, aGame, resetCasinoState, serveCatalogue } from '@/features/casino/testing/casino-fixtures';
import { CasinoHarness } from '@/features/casino/testing/casino-harness';
import { changeLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useActionStore } from '@/stores/action-store';
import { resetAccountState, signIn } from '@/testing/fixtures';
import { failure } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const POPULAR = aCategory({ id: 1, name: 'Popüler' });
const bonanza = aGame({ gameCode: 'vs20bonanza', name: 'Sweet Bonanza', providerId: 2 });
const aegean = aGame({ gameCode: 'book-aegean', name: 'Book of Aegean', providerId: 4, providerName: 'Amusnet' });
const GAMES = [bonanza, aegean].map((game) => ({ game, lobby: 'slot', categories: [1] }));

const heart = (name: string) => screen.getByRole('button', { name: `Favori: ${name}` });

describe('favourites', () => {
  beforeAll(async () => {
    await import('@/features/casino/routes/lobby');
  });
  beforeEach(() => {
    resetAccountState();
    resetCasinoState();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a visitor’s heart opens the login dialog and changes nothing', async () => {
    const toggles: unknown[] = [];
    serveCatalogue({ categories: [POPULAR], games: GAMES });
    server.use(
      http.post('*/api/casino/togglefavorite', async ({ request }) => {
        toggles.push(await request.json());
        return failure(401, 'auth.required', 'Giriş yapın');
      }),
    );
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot?category=1' });

    await screen.findByRole('heading', { level: 3, name: 'Sweet Bonanza' });
    await user.click(heart('Sweet Bonanza'));

    expect(screen.getByRole('status', { name: 'account dialog' })).toHaveTextContent('login');
    expect(heart('Sweet Bonanza')).toHaveAttribute('aria-pressed', 'false');
    expect(toggles).toEqual([]);
  });

  it("a player's favourites are read after login; the heart adds (success toast) and removes (warning toast)", async () => {
    const success = vi.spyOn(notify, 'success');
    const warning = vi.spyOn(notify, 'warning');
    signIn();
    const catalogue = serveCatalogue({ categories: [POPULAR], games: GAMES, favorites: ['book-aegean'] });
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/togglefavorite')) void request.clone().json().then((body) => bodies.push(body));
    });
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot?category=1' });

    await waitFor(() => expect(heart('Book of Aegean')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Sweet Bonanza')).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart('Sweet Bonanza'));
    expect(await screen.findByText('Favorilere eklendi')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Favorilere eklendi', expect.anything());
    expect(heart('Sweet Bonanza')).toHaveAttribute('aria-pressed', 'true');
    expect(catalogue.favorites.has('vs20bonanza')).toBe(true);

    await user.click(heart('Sweet Bonanza'));
    expect(await screen.findByText('Favorilerden çıkarıldı')).toBeInTheDocument();
    expect(warning).toHaveBeenCalledWith('Favorilerden çıkarıldı', expect.anything());
    expect(heart('Sweet Bonanza')).toHaveAttribute('aria-pressed', 'false');
    expect(catalogue.favorites.has('vs20bonanza')).toBe(false);
    await waitFor(() => expect(bodies).toEqual([{ code: 'vs20bonanza', providerId: 2 }, { code: 'vs20bonanza', providerId: 2 }]));
    server.events.removeAllListeners();
    // The hearts read the spec's userFavoriteList in the action store.
    expect(useActionStore.getState().favoriteGameCodes).toEqual(['book-aegean']);
  });

  it('says it in English too: Added to favorites / Removed from favorites', async () => {
    await changeLanguage('en');
    signIn();
    serveCatalogue({ categories: [POPULAR], games: GAMES });
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot?category=1' });

    await screen.findByRole('heading', { level: 3, name: 'Sweet Bonanza' });
    await user.click(screen.getByRole('button', { name: 'Favourite: Sweet Bonanza' }));
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Favourite: Sweet Bonanza' }));
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
  });

  it('a toggle the server refuses puts the heart back and shows its message', async () => {
    signIn();
    serveCatalogue({ categories: [POPULAR], games: GAMES });
    server.use(http.post('*/api/casino/togglefavorite', () => failure(404, 'casino.game_not_found', 'Oyun bulunamadı')));
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot?category=1' });

    await screen.findByRole('heading', { level: 3, name: 'Sweet Bonanza' });
    await user.click(heart('Sweet Bonanza'));

    expect(await screen.findByText('Oyun bulunamadı')).toBeInTheDocument();
    await waitFor(() => expect(heart('Sweet Bonanza')).toHaveAttribute('aria-pressed', 'false'));
  });

  it('the Favoriler view lists them; one removed there leaves the list', async () => {
    signIn();
    const catalogue = serveCatalogue({ categories: [POPULAR], games: GAMES, favorites: ['vs20bonanza', 'book-aegean'] });
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot?category=favorites' });

    const list = await screen.findByRole('list', { name: 'Favoriler' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(catalogue.requests).toContainEqual({ favorites: true, skip: 0, take: 24 });

    await user.click(heart('Sweet Bonanza'));

    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(within(list).getByRole('heading', { name: 'Book of Aegean' })).toBeInTheDocument();
  });

  it('an empty Favoriler view says how to add one', async () => {
    signIn();
    serveCatalogue({ categories: [POPULAR], games: GAMES });
    renderApp(<CasinoHarness />, { route: '/casino/slot?category=favorites' });
    expect(await screen.findByText('Henüz favori oyununuz yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oyunlara göz at' })).toHaveAttribute('href', '/casino/slot');
  });

  it('a visitor who opens the Favoriler address is asked to log in', async () => {
    serveCatalogue({ categories: [POPULAR], games: GAMES });
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot?category=favorites' });
    await user.click(await screen.findByRole('button', { name: 'Giriş Yap' }));
    expect(screen.getByRole('status', { name: 'account dialog' })).toHaveTextContent('login');
  });
});
