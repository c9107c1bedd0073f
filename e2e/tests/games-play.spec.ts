import type { APIRequestContext, Browser, FrameLocator, Page } from '@playwright/test';
import { logIn, openLogin, skipPopup } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerPlayer } from '../support/players.ts';
import { betOnNextRound } from '../support/games.ts';
import { deposit, headerBalance } from '../support/wallet.ts';

/*
 * Zar Games played from the lobby (issues 18 and 19): a player with ₺100 launches each of the four built-in games,
 * plays with the game's own controls inside its frame, and the header balance and /dashboard/game-history follow;
 * a round verifies on /games/verify with the seeds the game reveals; two players see the same crash round.
 */

// The trial bonus call is not served before the bonuses feature: Chromium logs its 404.
test.use({ allowedConsoleErrors: [/status of 404/] });
test.describe.configure({ timeout: 120_000 });

const GAMES = {
  dice: { name: 'Zar Dice', query: 'zar dice' },
  roulette: { name: 'Zar Rulet', query: 'rulet' },
  slot: { name: 'Nazar', query: 'nazar' },
  crash: { name: 'Uçurtma', query: 'uçurtma' },
} as const;
type Code = keyof typeof GAMES;

/** A new player with ₺100, logged in on the lobby's search for the game. */
async function playerWith100(page: Page, api: APIRequestContext, code: Code, isMobile: boolean) {
  const { player, session } = await registerPlayer(api);
  await deposit(api, session.token, 100);
  await skipPopup(page);
  await page.goto(`/casino/slot?q=${encodeURIComponent(GAMES[code].query)}`);
  await logIn(page, await openLogin(page, isMobile), player.username, player.password);
  await expect(headerBalance(page)).toHaveAccessibleName(/₺100,00/);
  return { player, session };
}

/** Launches the game from its tile (the play page on a desktop, the play modal on a phone); its frame, loaded. */
async function launch(page: Page, code: Code): Promise<FrameLocator> {
  const { name } = GAMES[code];
  await page.getByRole('button', { name: `${name} oyna`, exact: true }).first().click();
  const game = page.frameLocator(`iframe[title="${name} oyunu"]`);
  // The game reads the balance from the wallet.
  await expect(game.getByTestId('balance')).toHaveText('₺100,00', { timeout: 20_000 });
  return game;
}

/** The header follows the wallet over the hub, without a reload (behind the play modal on a phone). */
async function headerMoved(page: Page, isMobile: boolean) {
  await expect(headerBalance(page, isMobile)).not.toHaveAccessibleName(/₺100,00/);
}

/** /dashboard/game-history lists the game's rounds. */
async function inGameHistory(page: Page, name: string) {
  await page.goto('/dashboard/game-history');
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Bahis').first()).toBeVisible();
}

/** Places chips with the roulette table's named spots and spins; the pocket it landed on. */
async function spinRoulette(game: FrameLocator): Promise<number> {
  await game.getByRole('radio', { name: 'Fiş ₺1,00' }).click();
  await game.getByRole('button', { name: 'Kırmızı', exact: true }).click();
  await game.getByRole('radio', { name: 'Fiş ₺0,50' }).click();
  await game.getByRole('button', { name: 'Sayı 17', exact: true }).click();
  await expect(game.getByTestId('roulette-total')).toHaveText('₺1,50');
  await game.getByRole('button', { name: 'Çevir', exact: true }).click();
  // The ball runs for a few seconds, then the pocket shows.
  const pocket = game.getByTestId('roulette-pocket');
  await expect(pocket).toHaveText(/^\d+$/, { timeout: 15_000 });
  return Number(await pocket.textContent());
}

test('Zar Dice: rolls from the lobby move the balance and show in game history', async ({ page, api }, testInfo) => {
  const isMobile = testInfo.project.use.isMobile === true;
  await playerWith100(page, api, 'dice', isMobile);
  const game = await launch(page, 'dice');

  await game.getByRole('button', { name: 'Zar at' }).click();
  await expect(game.getByTestId('dice-roll')).toHaveText(/\d/);
  await expect(game.getByTestId('balance')).not.toHaveText('₺100,00');
  await headerMoved(page, isMobile);
  // A second roll is the game's own history's second entry.
  await game.getByRole('button', { name: 'Zar at' }).click();
  await expect(game.getByRole('list', { name: 'Geçmiş' }).getByRole('listitem')).toHaveCount(2);

  await inGameHistory(page, 'Zar Dice');
});

test('Zar Rulet: chips on the table, a spin, the balance and game history follow', { tag: '@phone' }, async ({ page, api }, testInfo) => {
  const isMobile = testInfo.project.use.isMobile === true;
  await playerWith100(page, api, 'roulette', isMobile);
  const game = await launch(page, 'roulette');

  // Nothing to spin before a chip is on the table.
  await expect(game.getByRole('button', { name: 'Fiş koymak için masaya dokunun' })).toBeDisabled();
  const pocket = await spinRoulette(game);
  // ₺1 on red and ₺0,50 on 17: the balance is ₺98,50 plus what came back (never the ₺100 it was).
  const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  const expected = 98.5 + (red.has(pocket) ? 2 : 0) + (pocket === 17 ? 18 : 0);
  await expect(game.getByTestId('balance')).toHaveText(`₺${expected.toFixed(2).replace('.', ',')}`);
  await headerMoved(page, isMobile);

  await inGameHistory(page, 'Zar Rulet');
});

test('Nazar: a spin of the reels moves the balance and shows in game history', async ({ page, api }, testInfo) => {
  const isMobile = testInfo.project.use.isMobile === true;
  await playerWith100(page, api, 'slot', isMobile);
  const game = await launch(page, 'slot');

  const spin = game.getByRole('button', { name: 'Çevir', exact: true });
  // A win can give the stake back exactly (₺1 on ten lines): spin until the balance is not the ₺100 it was.
  // The button is busy while the reels run (and through free spins); a click waits until it is ready again.
  for (let spins = 0; spins < 5 && (await game.getByTestId('balance').textContent()) === '₺100,00'; spins += 1) {
    await spin.click();
    await expect(spin).toBeEnabled({ timeout: 60_000 });
  }
  await headerMoved(page, isMobile);
  await expect(spin).toBeEnabled({ timeout: 60_000 });
  await game.getByRole('button', { name: 'Geçmiş' }).click();
  const history = game.getByRole('dialog', { name: 'Geçmiş' });
  await expect(history.getByRole('listitem').first()).toBeVisible();
  await history.getByRole('button', { name: 'Kapat' }).last().click();

  await inGameHistory(page, 'Nazar');
});

test.describe('Uçurtma', () => {
  // A cash-out that loses the race with the crash is refused (409) and said in the game. One pattern: test.use
  // reads a two-element array whose second element is an object (a RegExp) as a [value, options] fixture tuple.
  test.use({ allowedConsoleErrors: [/status of (404|409)/] });

  test('Uçurtma: a bet before take-off, cashed out by hand or lost, through the wallet', async ({ page, api }, testInfo) => {
    const isMobile = testInfo.project.use.isMobile === true;
    await playerWith100(page, api, 'crash', isMobile);
    const game = await launch(page, 'crash');

    // Bets are taken while the next round counts down.
    await betOnNextRound(game);
    await expect(game.getByTestId('balance')).toHaveText('₺99,00');
    await headerMoved(page, isMobile);

    // In flight: cash out as soon as the button shows, unless the kite flies away first.
    const cashOut = game.getByRole('button', { name: /^Çek/ });
    const flewAway = game.getByText('Uçtu!', { exact: true });
    await expect(cashOut.or(flewAway).first()).toBeVisible({ timeout: 30_000 });
    if (await cashOut.isVisible()) await cashOut.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(game.getByText(/ile çektiniz/).or(flewAway).first()).toBeVisible({ timeout: 90_000 });

    await inGameHistory(page, 'Uçurtma');
  });
});

test('a round verifies on the verify page with the seeds the game reveals', async ({ page, api }, testInfo) => {
  const isMobile = testInfo.project.use.isMobile === true;
  await playerWith100(page, api, 'roulette', isMobile);
  const game = await launch(page, 'roulette');
  const pocket = await spinRoulette(game);

  // Before rotating, the round's server seed is only a hash.
  await game.getByRole('button', { name: 'Geçmiş' }).click();
  let history = game.getByRole('dialog', { name: 'Geçmiş' });
  await history.getByRole('listitem').first().getByRole('button').first().click();
  await expect(history.getByText('Tohum değiştirilince açıklanır', { exact: false })).toBeVisible();
  await history.getByRole('button', { name: 'Kapat' }).last().click();

  // Rotating the seeds reveals the pair the round was played with.
  await game.getByRole('button', { name: 'Adil oyun' }).click();
  const fairness = game.getByRole('dialog', { name: 'Kanıtlanabilir adil oyun' });
  await fairness.getByRole('button', { name: 'Tohumu değiştir' }).click();
  await expect(fairness.getByRole('heading', { name: 'Açıklanan önceki çift' })).toBeVisible();
  await fairness.getByRole('button', { name: 'Kapat' }).last().click();

  await game.getByRole('button', { name: 'Geçmiş' }).click();
  history = game.getByRole('dialog', { name: 'Geçmiş' });
  await history.getByRole('listitem').first().getByRole('button').first().click();
  await expect(history.getByText('Sunucu tohumu', { exact: true })).toBeVisible();
  const link = history.getByRole('link', { name: 'Doğrula' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/games\/verify\?game=roulette&.*serverSeed=[0-9a-f]{64}/);

  // Anyone can check it, logged in or not: the server and the browser compute the same pocket.
  await page.goto(href ?? '');
  await expect(page.getByRole('heading', { name: 'Tur doğrulama' })).toBeVisible();
  await page.getByRole('button', { name: 'Hesapla' }).click();
  await expect(page.getByTestId('verify-outcome')).toHaveText(`Sayı: ${pocket}`);
  await expect(page.getByText('Tarayıcınız aynı sonucu kendisi hesapladı')).toBeVisible();
});

/** A player in a context of their own (a desktop's), in Uçurtma. */
async function crashPlayer(browser: Browser, api: APIRequestContext, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'tr-TR' });
  const page = await context.newPage();
  await playerWith100(page, api, 'crash', false);
  const game = await launch(page, 'crash');
  return { context, page, game };
}

test.describe('Uçurtma with two players', () => {
  test.use({ allowedConsoleErrors: [/status of (404|409)/] });

  test('two players in Uçurtma see the same round and the same crash point', async ({ browser, api, server }, testInfo) => {
    // Two players' sign-up and launch, then a whole round (up to 100 s at a high crash point): the default two
    // minutes ran out on a busy machine.
    test.setTimeout(200_000);
    // What this checks is the hub's shared round, the same at any size; the phone's Uçurtma has its own journey
    // above, and this one was the slowest of the suite on both projects.
    test.skip(testInfo.project.use.isMobile === true, 'the shared round is the same on a phone: desktop only');
    const first = await crashPlayer(browser, api, server.baseURL);
    const second = await crashPlayer(browser, api, server.baseURL);
    try {
      // The first player bets on the next round; the second sees the bet in the same round's list.
      await betOnNextRound(first.game);
      const label = (await first.game.getByTestId('crash-round').textContent()) ?? '';
      const number = /(\d+)/.exec(label)?.[1] ?? '';
      expect(number).not.toBe('');
      await expect(second.game.getByTestId('crash-round')).toHaveText(label);
      await expect(second.game.getByRole('heading', { name: 'Bu turun bahisleri' })).toBeVisible();
      await expect(second.game.getByRole('listitem').filter({ hasText: '₺1,00' })).toBeVisible();

      // When the round ends, both have it in their recent rounds with the same crash point.
      const ended = (game: FrameLocator) =>
        game.getByRole('list', { name: 'Son turlar' }).locator(`a[href*="&round=${number}&"]`);
      await expect(ended(first.game)).toHaveText(/^\d+\.\d{2}×$/, { timeout: 100_000 });
      await expect(ended(second.game)).toHaveText(/^\d+\.\d{2}×$/, { timeout: 10_000 });
      const point = await ended(first.game).textContent();
      await expect(ended(second.game)).toHaveText(point ?? '');
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
