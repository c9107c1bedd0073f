import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { logIn, openLogin, skipPopup } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerPlayer } from '../support/players.ts';

/*
 * The casino (issue 18) as a player meets it: the lobbies, search, favourites and launching the built-in
 * zar-dice on a desktop (the play page) and on a phone (the play modal).
 *
 * Needs the casino server (the catalogue with its demo games, favourites, the zar launch): every test here
 * skips itself while casino/categorylist answers 404 (see beforeEach). Playing a round needs the built-in
 * games and the seamless wallet (issue 19, the wallet part of 18): that journey waits below as a fixme.
 */

// The trial bonus call is not served before the bonuses feature: Chromium logs its 404.
test.use({ allowedConsoleErrors: [/status of 404/] });
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ api }) => {
  const categories = await api.get('/api/casino/categorylist');
  test.skip(categories.status() === 404, 'the casino server (issue 18) is not merged yet');
});

const LOBBIES = [
  { path: '/casino/slot', title: 'Casino' },
  { path: '/casino/live', title: 'Canlı Casino' },
  { path: '/casino/games', title: 'Oyunlar' },
  { path: '/casino/bingo', title: 'Bingo' },
  { path: '/casino/tvbets', title: 'TV Oyunları' },
] as const;

/** A game's tile (its Play button is named "<name> oyna"). */
function tile(page: Page, name: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) }).first();
}

/** A player with a session, logged in through the dialog at `path`. */
async function loggedInAt(page: Page, api: APIRequestContext, path: string, isMobile: boolean) {
  const { player, session } = await registerPlayer(api);
  await skipPopup(page);
  await page.goto(path);
  await logIn(page, await openLogin(page, isMobile), player.username, player.password);
  return { player, session };
}

test('every lobby shows its title, its category rail and its games (or a designed empty state)', async ({ page }) => {
  await skipPopup(page);
  for (const lobby of LOBBIES) {
    await page.goto(lobby.path);
    // Each page is a lazy chunk: the first one can take a moment on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: lobby.title })).toBeVisible({ timeout: 15_000 });
    const rail = page.getByRole('navigation', { name: 'Kategoriler' });
    await expect(rail.getByRole('link', { name: 'Tümü' })).toHaveAttribute('aria-current', 'page');
    // Rows of tiles, or the lobby's games as one grid, or a designed empty state: never a blank page.
    await expect(page.getByRole('article').first().or(page.getByText('Bu kategoride henüz oyun yok'))).toBeVisible();
  }

  // The live casino's filters (spec §2) and one of them as a grid of live tables.
  await page.goto('/casino/live');
  const rail = page.getByRole('navigation', { name: 'Kategoriler' });
  for (const name of ['Canlı Rulet', 'Canlı Blackjack', 'Canlı Poker', 'Canlı Bakara', 'Canlı Krupiye']) {
    await expect(rail.getByRole('link', { name })).toBeVisible();
  }
  await rail.getByRole('link', { name: 'Canlı Rulet' }).click();
  await expect(page).toHaveURL(/\/casino\/live\?category=roulette$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Canlı Rulet' })).toBeVisible();

  // Sanal lands in the games lobby's virtual games.
  await page.goto('/casino/games?category=virtual');
  await expect(page.getByRole('heading', { level: 1, name: 'Sanal' })).toBeVisible();
});

test('search: five quick results as the player types, all of them on the results page', async ({ page }) => {
  await skipPopup(page);
  await page.goto('/casino/games');

  await page.getByRole('combobox', { name: 'Oyun ara' }).fill('zar');
  const results = page.getByRole('listbox', { name: 'Arama sonuçları' });
  await expect(results.getByRole('option', { name: /^Zar Dice,/ })).toBeVisible();
  expect(await results.getByRole('option').count()).toBeLessThanOrEqual(6); // five games and "see all"

  await page.getByRole('combobox', { name: 'Oyun ara' }).press('Enter');
  // The search route is casino/slot from anywhere but the live casino (spec §2).
  await expect(page).toHaveURL(/\/casino\/slot\?q=zar$/);
  await expect(page.getByRole('heading', { level: 2, name: '“zar” için sonuçlar' })).toBeVisible();
  await expect(tile(page, 'Zar Dice')).toBeVisible();
});

test('a favourite is added and removed with the heart, and the Favoriler list follows', async ({ page, api }, testInfo) => {
  const isMobile = testInfo.project.use.isMobile === true;
  await loggedInAt(page, api, '/casino/slot?q=zar', isMobile);

  const heart = page.getByRole('button', { name: 'Favori: Zar Dice' }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('Favorilere eklendi')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Kategoriler' }).getByRole('link', { name: 'Favoriler' }).click();
  await expect(page).toHaveURL(/category=favorites$/);
  const favourites = page.getByRole('list', { name: 'Favoriler' });
  await expect(favourites.getByRole('heading', { level: 3, name: 'Zar Dice' })).toBeVisible();

  // The server keeps it: after a reload the heart is still pressed.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Favori: Zar Dice' }).first()).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Favori: Zar Dice' }).first().click();
  await expect(page.getByText('Favorilerden çıkarıldı')).toBeVisible();
  await expect(page.getByText('Henüz favori oyununuz yok')).toBeVisible();
});

test('a visitor who opens a game gets the login dialog', async ({ page }) => {
  await skipPopup(page);
  await page.goto('/casino/slot?q=zar');
  await page.getByRole('button', { name: 'Zar Dice oyna' }).click();
  await expect(page.getByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();
});

test('the built-in zar-dice launches: the play page on a desktop, the play modal on a phone', async ({ page, api }, testInfo) => {
  const isMobile = testInfo.project.use.isMobile === true;
  await loggedInAt(page, api, '/casino/slot?q=zar', isMobile);
  await page.getByRole('button', { name: 'Zar Dice oyna' }).click();

  if (isMobile) {
    const modal = page.getByRole('dialog', { name: 'Zar Dice' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Yatır' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Oyunu yeniden yükle' })).toBeVisible();
    const frame = modal.getByTitle('Zar Dice oyunu');
    await expect(frame).toHaveAttribute('src', /\/games\/(zar-)?dice\?token=/);
    // The game page itself loads in the frame (issue 19's page).
    await expect(page.frameLocator('iframe[title="Zar Dice oyunu"]').locator('body')).not.toBeEmpty();
    // The bar is 35 px high (spec §9).
    const bar = await modal.getByRole('button', { name: 'Oyunu kapat' }).locator('..').boundingBox();
    expect(bar?.height).toBe(35);

    await modal.getByRole('button', { name: 'Yatır' }).click();
    await expect(page.getByRole('dialog', { name: 'Para Yatır' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Para Yatır' }).getByRole('button', { name: 'Kapat' }).click();

    await modal.getByRole('button', { name: 'Oyunu kapat' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/casino\/slot\?q=zar$/);
  } else {
    await expect(page).toHaveURL(/\/casino\/play\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zar Dice' })).toBeVisible();
    const frame = page.getByTitle('Zar Dice oyunu');
    await expect(frame).toHaveAttribute('src', /\/games\/(zar-)?dice\?token=/);
    await expect(page.frameLocator('iframe[title="Zar Dice oyunu"]').locator('body')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Tam ekran' })).toBeVisible();

    await page.getByRole('link', { name: 'Lobiye dön' }).click();
    await expect(page).toHaveURL(/\/casino\/slot\?q=zar$/);
  }
});

// Playing a round needs the built-in game's own controls (issue 19), which are not known yet: once they are,
// place a bet inside the frame, see the header balance change and the Bet/Win rows in /dashboard/game-history.
test.fixme('a round of zar-dice moves the balance and shows in game history', async () => {});
