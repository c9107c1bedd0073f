import { fileURLToPath } from 'node:url';
import type { FrameLocator, Page } from '@playwright/test';
import { logIn, openLogin, skipPopup } from '../support/accounts.ts';
import { betOnNextRound } from '../support/games.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerPlayer } from '../support/players.ts';
import { deposit } from '../support/wallet.ts';

/*
 * Pictures to look at (not compared) of the casino and Zar Games: e2e/screenshots/<project>-<page>.png. The lobbies,
 * the play page (desktop) or play modal (phone) with each game mid-play, the verify page with a result and the
 * player's game history with rows.
 */

test.use({ allowedConsoleErrors: [/status of (404|409)/] });
test.describe.configure({ timeout: 240_000 });

const shot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

async function picture(page: Page, name: string, project: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shot(`${project}-${name}`), fullPage, animations: 'disabled' });
}

/**
 * Brings every row a lobby draws only near the viewport into view, one after another, until none is left waiting,
 * then goes back to the top: a full-page picture does not scroll. A waiting row is an empty `aria-hidden` block.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const waiting = () =>
      [...document.querySelectorAll<HTMLElement>('main div[aria-hidden="true"]')].filter(
        (block) => block.childElementCount === 0 && block.offsetHeight > 100,
      );
    for (let round = 0; round < 50; round++) {
      const next = waiting()[0];
      if (!next) break;
      next.scrollIntoView({ block: 'center' });
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

test('screenshots: casino lobbies', async ({ page }, testInfo) => {
  await skipPopup(page);
  for (const [path, name] of [
    ['/casino/slot', 'casino-slot'],
    ['/casino/live', 'casino-live'],
    ['/casino/games', 'casino-games'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('article').first()).toBeVisible();
    await scrollThrough(page);
    // The art of every tile across the page's width has loaded (a row's tiles beyond its right edge load when the
    // row is scrolled).
    await page.waitForFunction(() =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.right > 0 && box.left < window.innerWidth;
        })
        .every((image) => image.complete),
    );
    await picture(page, name, testInfo.project.name);
  }
});

test('screenshots: Zar Games mid-play, the verify page and game history', async ({ page, api }, testInfo) => {
  const project = testInfo.project.name;
  const isMobile = testInfo.project.use.isMobile === true;
  const { player, session } = await registerPlayer(api);
  await deposit(api, session.token, 100);
  await skipPopup(page);
  await page.goto('/casino/games');
  await logIn(page, await openLogin(page, isMobile), player.username, player.password);

  const open = async (name: string, query: string): Promise<FrameLocator> => {
    await page.goto(`/casino/slot?q=${encodeURIComponent(query)}`);
    await page.getByRole('button', { name: `${name} oyna`, exact: true }).first().click();
    const game = page.frameLocator(`iframe[title="${name} oyunu"]`);
    await expect(game.getByTestId('balance')).toBeVisible({ timeout: 20_000 });
    return game;
  };

  // The play page (modal on a phone) with a game loaded, then a roll.
  const dice = await open('Zar Dice', 'zar dice');
  await picture(page, 'play-dice-loaded', project, false);
  for (let i = 0; i < 3; i += 1) {
    await dice.getByRole('button', { name: 'Zar at' }).click();
    await expect(dice.getByRole('list', { name: 'Geçmiş' }).getByRole('listitem')).toHaveCount(i + 1);
  }
  await picture(page, 'play-dice', project, false);

  const roulette = await open('Zar Rulet', 'rulet');
  await roulette.getByRole('button', { name: 'Kırmızı', exact: true }).click();
  await roulette.getByRole('button', { name: 'Sayı 17', exact: true }).click();
  await roulette.getByRole('button', { name: '1. 12', exact: true }).click();
  await picture(page, 'play-roulette-chips', project, false);
  await roulette.getByRole('button', { name: 'Çevir', exact: true }).click();
  await expect(roulette.getByTestId('roulette-pocket')).toBeVisible({ timeout: 15_000 });
  await picture(page, 'play-roulette', project, false);
  // The history panel with a round open.
  await roulette.getByRole('button', { name: 'Geçmiş' }).click();
  await roulette.getByRole('dialog', { name: 'Geçmiş' }).getByRole('listitem').first().getByRole('button').first().click();
  await picture(page, 'play-roulette-history', project, false);

  const slot = await open('Nazar', 'nazar');
  const spin = slot.getByRole('button', { name: 'Çevir', exact: true });
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 60_000 });
  await picture(page, 'play-slot', project, false);
  await slot.getByRole('button', { name: 'Oyun bilgisi' }).click();
  await picture(page, 'play-slot-info', project, false);

  const crash = await open('Uçurtma', 'uçurtma');
  await picture(page, 'play-crash-betting', project, false);
  await betOnNextRound(crash);
  const cashOut = crash.getByRole('button', { name: /^Çek/ });
  const flewAway = crash.getByText('Uçtu!', { exact: true });
  await expect(cashOut.or(flewAway).first()).toBeVisible({ timeout: 30_000 });
  await picture(page, 'play-crash-flying', project, false);
  await expect(flewAway).toBeVisible({ timeout: 100_000 });
  await picture(page, 'play-crash-crashed', project, false);
  await crash.getByRole('button', { name: 'Adil oyun' }).click();
  await picture(page, 'play-crash-fairness', project, false);

  // The dice's seeds rotated and a round verified.
  const dice2 = await open('Zar Dice', 'zar dice');
  await dice2.getByRole('button', { name: 'Adil oyun' }).click();
  const fairness = dice2.getByRole('dialog', { name: 'Kanıtlanabilir adil oyun' });
  await fairness.getByRole('button', { name: 'Tohumu değiştir' }).click();
  await expect(fairness.getByRole('heading', { name: 'Açıklanan önceki çift' })).toBeVisible();
  await picture(page, 'play-dice-fairness', project, false);
  await fairness.getByRole('button', { name: 'Kapat' }).last().click();
  await dice2.getByRole('button', { name: 'Geçmiş' }).click();
  const history = dice2.getByRole('dialog', { name: 'Geçmiş' });
  await history.getByRole('listitem').first().getByRole('button').first().click();
  const href = await history.getByRole('link', { name: 'Doğrula' }).getAttribute('href');
  await page.goto(href ?? '/games/verify');
  await picture(page, 'verify-filled', project);
  await page.getByRole('button', { name: 'Hesapla' }).click();
  await expect(page.getByText('Tarayıcınız aynı sonucu kendisi hesapladı')).toBeVisible();
  await picture(page, 'verify', project);

  await page.goto('/dashboard/game-history');
  await expect(page.getByText('Uçurtma', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await picture(page, 'game-history', project);
});
