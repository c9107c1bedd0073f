import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { useLayoutStore } from '@/components/layout/layout-store';
import { siteOptionsQueryOptions } from '@/lib/site/site-options';
import { aGame, serveCatalogue, serveLaunches } from '@/features/casino/testing/casino-fixtures';
import { resetAccountState, signIn } from '@/testing/fixtures';
import { createTestQueryClient, renderApp } from '@/testing/test-utils';

function renderFrame(options: Record<string, string> = {}, route = '/promotions') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteOptionsQueryOptions().queryKey, options);
  return renderApp(<AppRoutes />, { route, queryClient });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('header and menus', () => {
  afterEach(() => {
    resetAccountState();
  });

  // The side menu is its own chunk: transform it before the clock of the test that opens it.
  beforeAll(async () => {
    await import('@/components/layout/side-menu');
  });

  it('the main menu has the spec’s entries with their routes; Sizi Arayalım opens the call-back form in a new tab', async () => {
    renderFrame({ callcenterform: 'https://forms.example/call' });
    const nav = await screen.findByRole('navigation', { name: 'Ana menü' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Spor', '/spor'],
      ['Canlı Bahis', '/livespor'],
      ['E-spor', '/esports'],
      ['Casino', '/casino/slot'],
      ['Canlı Casino', '/casino/live'],
      ['Sanal', '/casino/games?category=virtual'],
      ['Bingo', '/casino/bingo'],
      ['Oyunlar', '/casino/games'],
      ['TV Oyunları', '/casino/tvbets'],
      ['Promosyonlar', '/promotions'],
      ['Sizi Arayalım', 'https://forms.example/call'],
    ]);
    expect(within(nav).getByRole('link', { name: /Sizi Arayalım/ })).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: 'Promosyonlar' })).toHaveAttribute('aria-current', 'page');
  });

  it('Sizi Arayalım leads to our call-back form in place when callcenterform is one of our pages', async () => {
    renderFrame({ callcenterform: '/support?type=callback' });
    const nav = await screen.findByRole('navigation', { name: 'Ana menü' });
    const callMe = within(nav).getByRole('link', { name: 'Sizi Arayalım' });
    expect(callMe).toHaveAttribute('href', '/support?type=callback');
    expect(callMe).not.toHaveAttribute('target');
  });

  it('hides Sizi Arayalım and Aviator when their settings are unset', async () => {
    renderFrame({});
    const nav = await screen.findByRole('navigation', { name: 'Ana menü' });
    expect(within(nav).queryByRole('link', { name: /Sizi Arayalım/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aviator' })).not.toBeInTheDocument();
  });

  it('Aviator searches the casino for the configured term (five results) and opens the first game', async () => {
    signIn();
    const catalogue = serveCatalogue({
      categories: [],
      games: [
        { game: aGame({ gameCode: 'aviator', name: 'Aviator', providerName: 'Zar', providerId: 1 }), lobby: 'games', categories: [] },
        { game: aGame({ gameCode: 'aviator-2', name: 'Aviator Pro', providerName: 'Zar', providerId: 1 }), lobby: 'games', categories: [] },
      ],
    });
    const launches = serveLaunches();
    const { user } = renderFrame({ aviator_search: 'aviator' });
    await user.click(await screen.findByRole('button', { name: 'Aviator' }));

    // On a desktop the first result opens on the play page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviator' })).toBeInTheDocument();
    expect(catalogue.requests).toContainEqual({ search: 'aviator', live: false, skip: 0, take: 5 });
    await vi.waitFor(() => expect(launches.map(({ path }) => path)).toEqual(['casino/zarlaunchurl']));
  });

  it('Aviator says so when the search finds nothing', async () => {
    serveCatalogue({ categories: [], games: [] });
    const { user } = renderFrame({ aviator_search: 'aviator' });
    await user.click(await screen.findByRole('button', { name: 'Aviator' }));
    expect(await screen.findByText('“aviator” şu anda oyunlarımız arasında bulunamadı. Lütfen daha sonra tekrar deneyin.')).toBeInTheDocument();
  });

  it('hides the header once the page is scrolled more than 100 px and shows it again near the top', async () => {
    renderFrame();
    await screen.findByRole('heading', { level: 1, name: 'Promosyonlar' });
    const header = screen.getByRole('banner');

    act(() => {
      scrollTo(150);
    });
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    expect(useLayoutStore.getState().headerHidden).toBe(true);
    expect(header).toHaveClass('-translate-y-full');

    act(() => {
      scrollTo(40);
    });
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    expect(header).not.toHaveClass('-translate-y-full');
  });

  it('the hamburger opens the side menu with the tiles; choosing a tile closes it', async () => {
    const { user } = renderFrame();
    await user.click(screen.getByRole('button', { name: 'Menüyü aç' }));

    const menu = await screen.findByRole('dialog', { name: 'Menü' });
    const tiles = within(menu).getByRole('navigation', { name: 'Bölümler' });
    await user.click(within(tiles).getByRole('link', { name: 'Canlı Casino' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Canlı Casino' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument();
  });
});
