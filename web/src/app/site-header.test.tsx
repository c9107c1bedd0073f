import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { useLayoutStore } from '@/components/layout/layout-store';
import { siteOptionsQueryOptions } from '@/lib/site/site-options';
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

  it('hides Sizi Arayalım and Aviator when their settings are unset', async () => {
    renderFrame({});
    const nav = await screen.findByRole('navigation', { name: 'Ana menü' });
    expect(within(nav).queryByRole('link', { name: /Sizi Arayalım/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aviator' })).not.toBeInTheDocument();
  });

  it('Aviator says honestly that it is coming soon', async () => {
    const { user } = renderFrame({ aviator_search: 'aviator' });
    await user.click(await screen.findByRole('button', { name: 'Aviator' }));
    expect(await screen.findByText(/Aviator çok yakında/)).toBeInTheDocument();
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

    expect(await screen.findByRole('heading', { level: 1, name: 'Canlı Casino çok yakında' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument();
  });
});
