import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { aCategory, aGame, resetCasinoState, serveCatalogue, serveLaunches } from '@/features/casino/testing/casino-fixtures';
import { FIELDS, METHODS, serveDetail, serveMethods } from '@/features/wallet/testing/wallet-fixtures';
import { aSession, resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { onAPhone } from '@/testing/media';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const POPULAR = aCategory({ id: 1, name: 'Popüler' });
const bazaar = aGame({ gameCode: 'golden-bazaar', name: 'Golden Bazaar' });
const dice = aGame({ gameCode: 'zar-dice', name: 'Zar Dice', providerName: 'Zar', providerId: 1 });
const GAMES = [bazaar, dice].map((game) => ({ game, lobby: 'slot', categories: [1] }));

async function logIn(user: ReturnType<typeof renderApp>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Kullanıcı Adı' }), 'ayse1990');
  await user.type(within(dialog).getByLabelText('Şifre'), 'gizli123');
  await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));
}

describe('the casino in the app', () => {
  beforeAll(async () => {
    // Lazy chunks: load them once, outside the timed assertions.
    await Promise.all([
      import('@/features/auth/components/auth-dialog-host'),
      import('@/app/routes/casino'),
      import('@/features/casino/routes/play'),
      import('@/features/casino/components/play-modal'),
      import('@/features/wallet/components/deposit-dialog'),
      import('@/app/routes/dashboard'),
      import('@/features/casino/routes/game-history'),
    ]);
  });
  beforeEach(() => {
    resetAccountState();
    resetCasinoState();
    useBackgroundHandlers();
    server.use(http.post('*/api/auth/login', () => ok(aSession(), 'Hoş geldiniz!')));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a visitor who opens a game logs in and lands on its play page, with their favourites read', async () => {
    const catalogue = serveCatalogue({ categories: [POPULAR], games: GAMES, favorites: ['zar-dice'] });
    const launches = serveLaunches(() => ok('/games/zar-dice?token=t&lang=tr'));
    const { user } = renderApp(<AppRoutes />, { route: '/casino/slot' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Casino' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Favori: Zar Dice' })).toHaveAttribute('aria-pressed', 'false');
    expect(catalogue.requests[0]).toEqual({ systemCategory: 'slot', take: 12 });
    await user.click(screen.getByRole('button', { name: 'Zar Dice oyna' }));
    await logIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Zar Dice' })).toBeInTheDocument();
    await waitFor(() => expect(launches.map(({ path }) => path)).toEqual(['casino/zarlaunchurl']));
    expect(screen.getByTitle('Zar Dice oyunu')).toHaveAttribute('src', 'http://localhost:3000/games/zar-dice?token=t&lang=tr');

    await user.click(screen.getByRole('link', { name: 'Lobiye dön' }));
    expect(await screen.findByRole('button', { name: 'Favori: Zar Dice' })).toHaveAttribute('aria-pressed', 'true');
  }, 20_000);

  it("a visitor's heart opens the login dialog", async () => {
    serveCatalogue({ categories: [POPULAR], games: GAMES });
    const { user } = renderApp(<AppRoutes />, { route: '/casino/slot' });
    await user.click(await screen.findByRole('button', { name: 'Favori: Golden Bazaar' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
  });

  it("on a phone the game opens in the play modal, whose Deposit opens the deposit dialog titled 'Para Yatır'", async () => {
    onAPhone();
    signIn();
    serveCatalogue({ categories: [POPULAR], games: GAMES });
    serveLaunches();
    serveMethods([METHODS.bank, METHODS.papara]);
    serveDetail([FIELDS.amount, FIELDS.paparaNo]);
    const { user } = renderApp(<AppRoutes />, { route: '/casino/slot' });

    await user.click(await screen.findByRole('button', { name: 'Golden Bazaar oyna' }));
    const modal = await screen.findByRole('dialog', { name: 'Golden Bazaar' });
    await user.click(within(modal).getByRole('button', { name: 'Yatır' }));

    const deposit = await screen.findByRole('dialog', { name: 'Para Yatır' });
    await user.click(await within(deposit).findByRole('button', { name: /Papara/ }));
    // The chosen method's dynamic form, still titled 'Para Yatır'.
    const form = await screen.findByRole('dialog', { name: 'Para Yatır' });
    expect(await within(form).findByRole('button', { name: 'Gönder' })).toBeInTheDocument();

    // Closing it goes back to the game.
    await user.click(within(form).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Para Yatır' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Golden Bazaar' })).toBeInTheDocument();
  }, 20_000);

  it('Game Activities in the account menu is the game history page', async () => {
    signIn();
    server.use(http.post('*/api/transaction/gamehistory', () => ok({ items: [], total: 0 })));
    renderApp(<AppRoutes />, { route: '/dashboard/game-history' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oyun Hareketleri' })).toBeInTheDocument();
    expect(await screen.findByText('Henüz oyun hareketiniz yok')).toBeInTheDocument();
  });
});
