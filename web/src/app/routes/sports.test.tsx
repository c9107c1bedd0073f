import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { siteOptionsQueryOptions } from '@/lib/site/site-options';
import { resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { createTestQueryClient, renderApp } from '@/testing/test-utils';

/** The site options as the server lists them (a sportsbook page reads them afresh). */
function serveOptions(options: Record<string, string>) {
  server.use(http.post('*/api/cms/siteoptionlist', () => ok(Object.entries(options).map(([key, value]) => ({ key, value, status: true })))));
}

/** `route` after a start-up that loaded `options`; the server lists `current` (the same unless given). */
function renderAt(route: string, options: Record<string, string>, current = options) {
  serveOptions(current);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteOptionsQueryOptions().queryKey, options);
  return renderApp(<AppRoutes />, { route, queryClient });
}

afterEach(resetAccountState);

describe('sportsbook pages', () => {
  it('show the configured partner full height, in the page language', async () => {
    renderAt('/livespor', { betsy_url: 'https://sports.example/app', betsy_cid: 'zar-77' });

    const frame = await screen.findByTitle('Canlı Bahis: bahis ekranı');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://sports.example/app?cid=zar-77&lang=tr&page=live');
    expect(screen.getByRole('heading', { level: 1, name: 'Canlı Bahis' })).toBeInTheDocument();
    expect(document.title).toBe('Canlı Bahis · Zar');
  });

  it('for a player, use the partner url the server lists now (changed after login) with the session’s token, and beat while shown', async () => {
    useBackgroundHandlers();
    let beats = 0;
    server.use(
      http.post('*/api/customer/heartbeat', () => {
        beats += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    signIn({ betsyUrl: 'https://old.example/', betsyCid: 'zar-77', betsyToken: 'bt-1' });
    const view = renderAt('/spor', { betsy_url: 'https://old.example/', betsy_cid: 'zar-77' }, { betsy_url: 'https://new.example/', betsy_cid: 'zar-77' });

    await screen.findByTitle('Spor: bahis ekranı');
    await waitFor(() => expect(screen.getByTitle('Spor: bahis ekranı')).toHaveAttribute('src', 'https://new.example/?cid=zar-77&lang=tr&page=sport&token=bt-1'));
    await waitFor(() => expect(beats).toBe(1));
    view.unmount();
  });

  it('without a configured partner tell players what they can do now (the casino, the promotions), not how to configure it', async () => {
    renderAt('/esports', {});

    const notice = (await screen.findByRole('heading', { level: 1, name: 'E-spor şu anda açık değil' })).closest('section');
    if (!notice) throw new Error('no notice');
    expect(screen.queryByTitle(/bahis ekranı/)).not.toBeInTheDocument();
    expect(notice).not.toHaveTextContent(/yapılandır|sağlayıcı|site option|betsy|betco/i);
    expect(within(notice).getByRole('link', { name: "Casino'ya Git" })).toHaveAttribute('href', '/casino/slot');
    expect(within(notice).getByRole('link', { name: 'Promosyonlara Göz At' })).toHaveAttribute('href', '/promotions');
  });

  it('the menus and the home page carry the live dot on Canlı Bahis only while a sportsbook is configured', async () => {
    // The main menu, the tile menu and the home page's shortcuts (the footer's links have no dots).
    const liveDots = () =>
      [screen.getByRole('navigation', { name: 'Ana menü' }), screen.getByRole('navigation', { name: 'Bölümler' }), screen.getByRole('region', { name: 'Bugün ne oynamak istersin?' })]
        .map((place) => within(place).getByRole('link', { name: /Canlı Bahis/ }))
        .map((link) => link.querySelector('[data-live-dot]') !== null);

    const { unmount } = renderAt('/', {});
    await screen.findByRole('heading', { name: 'Bugün ne oynamak istersin?' });
    expect(liveDots()).toEqual([false, false, false]);
    unmount();

    renderAt('/', { betsy_url: 'https://sports.example/app', betsy_cid: 'zar-77' });
    await screen.findByRole('heading', { name: 'Bugün ne oynamak istersin?' });
    expect(liveDots()).toEqual([true, true, true]);
  });
});
