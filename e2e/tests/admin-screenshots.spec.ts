import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { backOfficeNav, logInToBackOffice } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorToken, rejectWithdrawal } from '../support/operators.ts';
import { registerPlayer } from '../support/players.ts';
import { deposit, requestWithdrawal, verifyPhone } from '../support/wallet.ts';

// Pictures of every back-office screen to look at (not compared): e2e/screenshots/<size>-admin-<name>.png, at
// 1440×900 and at a 1024-wide tablet. Desktop project only.
const file = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

test.use({ allowedConsoleErrors: [/status of 40\d/] });
test.describe.configure({ timeout: 240_000 });
test.skip(({ isMobile }) => isMobile, 'the back office is for desktops and tablets');

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: file(`${width}-admin-${name}`), animations: 'disabled' });
}

test('screenshots: the back office at 1440 and 1024', async ({ page, api }) => {
  // Players with money: deposits, a rejected and a pending withdrawal.
  const admin = await operatorToken(api);
  const players = [];
  for (const name of ['Ayşe', 'Mehmet', 'Zeynep']) {
    const made = await registerPlayer(api, { name });
    await verifyPhone(api, made.player, made.session);
    await deposit(api, made.session.token, 2_500);
    players.push(made);
  }
  const [first, second] = players;
  if (!first || !second) throw new Error('no players');
  await rejectWithdrawal(api, admin, await requestWithdrawal(api, first.session.token, 400), 'IBAN adınıza kayıtlı değil');
  await requestWithdrawal(api, first.session.token, 1_000);
  await requestWithdrawal(api, second.session.token, 750);

  for (const size of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
    await shot(page, 'login');
    await logInToBackOffice(page);
    // Admin lands on the overview.
    await expect(page.getByRole('heading', { level: 1, name: 'Genel bakış' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await shot(page, 'overview');
    await backOfficeNav(page).getByRole('link', { name: 'Raporlar' }).click();
    await expect(page.getByRole('table', { name: 'Günlük GGR ve NGR' }).getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'reports');
    await page.getByRole('tab', { name: 'Yönteme göre ödemeler' }).click();
    await expect(page.getByRole('table', { name: 'Yöntem, tür ve duruma göre ödemeler' }).getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'reports-payments');
    await backOfficeNav(page).getByRole('link', { name: 'Oyuncular' }).click();
    await expect(page.getByRole('table', { name: 'Oyuncular' }).getByRole('link', { name: first.player.username })).toBeVisible();
    await shot(page, 'players');
    await page.getByRole('link', { name: first.player.username }).click();
    await expect(page.getByRole('tab', { name: 'Hesap hareketleri' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Hesap hareketleri' }).getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'player');
    await page.getByRole('tab', { name: 'Sorumlu oyun' }).click();
    await expect(page.getByRole('table', { name: 'Limitler' })).toBeVisible();
    await shot(page, 'player-protection');
    await page.getByRole('button', { name: 'Engelle' }).click();
    await shot(page, 'player-block');
    await page.keyboard.press('Escape');

    await backOfficeNav(page).getByRole('link', { name: 'Çekim talepleri' }).click();
    await expect(page.getByRole('button', { name: /talebini onayla$/ }).first()).toBeVisible();
    await shot(page, 'withdrawals');
    await page.getByRole('button', { name: /talebini reddet$/ }).first().click();
    await shot(page, 'withdrawal-reject');
    await page.keyboard.press('Escape');
    await backOfficeNav(page).getByRole('link', { name: 'Ödemeler' }).click();
    await expect(page.getByRole('table', { name: 'Ödemeler' }).getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'payments');
    await backOfficeNav(page).getByRole('link', { name: 'Destek talepleri' }).click();
    await expect(page.getByRole('heading', { name: 'Destek talepleri' })).toBeVisible();
    await shot(page, 'support');
    await backOfficeNav(page).getByRole('link', { name: 'Bildirimler' }).click();
    await page.getByRole('button', { name: 'Bildirim gönder' }).click();
    await shot(page, 'notification-send');
    await page.keyboard.press('Escape');
    await shot(page, 'notifications');
    await backOfficeNav(page).getByRole('link', { name: 'Denetim kaydı' }).click();
    await page.getByRole('button', { name: /değişikliklerini göster$/ }).nth(1).click();
    await shot(page, 'audit');
    for (const [link, name] of [
      ['Slaytlar', 'sliders'],
      ['Sayfalar', 'pages'],
      ['Site ayarları', 'siteoptions'],
      ['Oyunlar', 'games'],
      ['Sağlayıcılar', 'providers'],
      ['Bonuslar', 'bonuses'],
    ] as const) {
      await backOfficeNav(page).getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await shot(page, name);
    }
    await page.getByRole('button', { name: /düzenle$/ }).first().click();
    await shot(page, 'bonus-edit');
    await page.keyboard.press('Escape');
    await backOfficeNav(page).getByRole('link', { name: 'Sağlayıcılar' }).click();
    await page.getByRole('button', { name: /düzenle$/ }).nth(1).click();
    await shot(page, 'provider-edit');
    await page.keyboard.press('Escape');

    await expect(backOfficeNav(page)).toBeVisible();
    await page.getByRole('button', { name: 'Çıkış yap' }).click();
    await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  }
});
