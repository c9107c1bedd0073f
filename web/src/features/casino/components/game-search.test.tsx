import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aGame, type CatalogueGame, resetCasinoState, serveCatalogue, serveLaunches } from '@/features/casino/testing/casino-fixtures';
import { CasinoHarness } from '@/features/casino/testing/casino-harness';
import { resetAccountState, signIn } from '@/testing/fixtures';
import { failure } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

const slot = (name: string): CatalogueGame => ({ game: aGame({ name }), lobby: 'slot', categories: [] });
const table = (name: string): CatalogueGame => ({ game: aGame({ name, live: true, liveType: 'roulette' }), lobby: 'live', categories: [] });

const CATALOGUE = [
  ...['Gold Rush', 'Golden Bazaar', 'Viking Gold', 'Gold Party', 'Goldfish', 'Gold Train', 'Gold Mine'].map(slot),
  slot('Gates of İstanbul'),
  table('Golden Rulet'),
];

describe('casino search', () => {
  beforeAll(async () => {
    await import('@/features/casino/routes/lobby');
  });
  beforeEach(() => {
    resetAccountState();
    resetCasinoState();
  });

  it('shows the first five games as the player types (take 5), and all of them on the results page', async () => {
    const catalogue = serveCatalogue({ categories: [], games: CATALOGUE });
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot' });

    const box = await screen.findByRole('combobox', { name: 'Oyun ara' });
    await user.type(box, 'gold');

    const results = await screen.findByRole('listbox', { name: 'Arama sonuçları' });
    await waitFor(() => expect(within(results).getAllByRole('option')).toHaveLength(6));
    const names = ['Gold Rush', 'Golden Bazaar', 'Viking Gold', 'Gold Party', 'Goldfish'].map((name) => `${name}, Pragmatic Play`);
    within(results)
      .getAllByRole('option')
      .forEach((option, index) => expect(option).toHaveAccessibleName(names[index] ?? 'Tüm sonuçları gör (7 oyun)'));
    expect(catalogue.requests.at(-1)).toEqual({ search: 'gold', live: false, skip: 0, take: 5 });

    await user.click(within(results).getByRole('option', { name: /Tüm sonuçları gör/ }));

    expect(address()).toBe('/casino/slot?q=gold');
    expect(await screen.findByRole('heading', { level: 2, name: '“gold” için sonuçlar' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '“gold” için sonuçlar' })).getAllByRole('article')).toHaveLength(7);
    expect(catalogue.requests.at(-1)).toEqual({ search: 'gold', live: false, skip: 0, take: 24 });
  });

  it('finds a name whatever its case and Turkish letters ("istanbul" finds "İstanbul")', async () => {
    serveCatalogue({ categories: [], games: CATALOGUE });
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot' });
    await user.type(await screen.findByRole('combobox', { name: 'Oyun ara' }), 'istanbul');
    expect(await screen.findByRole('option', { name: /Gates of İstanbul/ })).toBeInTheDocument();
  });

  it('searches live tables from the live casino (casino/live), with its full results there', async () => {
    const catalogue = serveCatalogue({ categories: [], games: CATALOGUE });
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/live' });

    await user.type(await screen.findByRole('combobox', { name: 'Canlı masa ara' }), 'gold{Enter}');

    expect(address()).toBe('/casino/live?q=gold');
    const grid = await screen.findByRole('list', { name: '“gold” için sonuçlar' });
    expect(within(grid).getAllByRole('article')).toHaveLength(1);
    expect(within(grid).getByRole('heading', { name: 'Golden Rulet' })).toBeInTheDocument();
    expect(catalogue.requests.at(-1)).toEqual({ search: 'gold', live: true, skip: 0, take: 24 });
  });

  it('searches every non-live game from any other lobby, with its results in casino/slot', async () => {
    serveCatalogue({ categories: [], games: CATALOGUE });
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/games' });
    await user.type(await screen.findByRole('combobox', { name: 'Oyun ara' }), 'viking{Enter}');
    expect(address()).toBe('/casino/slot?q=viking');
    expect(await screen.findByRole('heading', { level: 3, name: 'Viking Gold' })).toBeInTheDocument();
  });

  it('a failed search is an empty result, not an error (product §8)', async () => {
    serveCatalogue({ categories: [], games: CATALOGUE });
    server.use(http.post('*/api/casino/games', () => failure(500, 'server.error', 'Sunucu hatası')));
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot' });

    await user.type(await screen.findByRole('combobox', { name: 'Oyun ara' }), 'gold');
    expect(await screen.findByText('“gold” için oyun bulunamadı')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(address()).toBe('/casino/slot?q=gold');
    expect(await screen.findByText('“gold” için oyun bulunamadı')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Sunucu hatası')).not.toBeInTheDocument();
  });

  it('arrows pick a result and Enter opens that game', async () => {
    signIn();
    serveCatalogue({ categories: [], games: CATALOGUE });
    const launches = serveLaunches();
    const { user } = renderApp(<CasinoHarness />, { route: '/casino/slot' });

    const box = await screen.findByRole('combobox', { name: 'Oyun ara' });
    await user.type(box, 'gold');
    await screen.findByRole('option', { name: /Golden Bazaar/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Golden Bazaar/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Bazaar' })).toBeInTheDocument();
    expect(address()).toMatch(/^\/casino\/play\//);
    await waitFor(() => expect(launches).toHaveLength(1));
  });
});
