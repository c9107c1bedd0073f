import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { codeIn, dialog, fillSignUp, openSignUp, skipPopup } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { newPlayer, registerPlayer, type SessionData } from '../support/players.ts';
import { headerBalance, verifyPhone } from '../support/wallet.ts';

// Pictures of the bonus pages and dialogs to look at (not compared): e2e/screenshots/<project>-bonus-<name>.png.
const file = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

// Refusals are 4xx answers the browser logs.
test.use({ allowedConsoleErrors: [/status of 40\d/] });
test.describe.configure({ timeout: 180_000 });

async function shot(page: Page, project: string, name: string, fullPage = false) {
  fullPage = fullPage && project !== 'phone';
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(350);
  await page.screenshot({ path: file(`${project}-bonus-${name}`), fullPage, animations: 'disabled' });
}

/** Opens the app logged in as `session` (stored as the login dialog stores it). */
async function openAs(page: Page, session: SessionData, path: string) {
  await skipPopup(page);
  await page.goto('/pages/1');
  await page.evaluate((stored) => window.localStorage.setItem('session', stored), JSON.stringify({ state: { session }, version: 1 }));
  await page.goto(path);
}

test('the claim page, the trial check, the active bonus, forfeit and the history', async ({ page, api }, testInfo) => {
  const project = testInfo.project.name;
  const { player, session } = await registerPlayer(api, { trialBonus: 1 });
  await verifyPhone(api, player, session);
  await openAs(page, { ...session, smsVerified: true }, '/dashboard/claim-bonus');

  await expect(page.getByRole('list', { name: 'Alınabilir bonuslar' })).toBeVisible({ timeout: 20_000 });
  await shot(page, project, 'claim', true);

  await page.getByRole('button', { name: 'Deneme Bonusunu Kontrol Et' }).click();
  const check = page.getByRole('dialog', { name: 'Deneme bonusu' });
  await expect(check).toBeVisible();
  await shot(page, project, 'trial-check');
  await check.getByRole('button', { name: 'Evet' }).click();
  await expect(check.getByRole('status')).toBeVisible();
  await shot(page, project, 'trial-check-granted');
  await expect(check).toBeHidden();

  const active = page.getByRole('region', { name: /Deneme/ });
  await expect(active).toBeVisible();
  await shot(page, project, 'claim-active', true);

  await headerBalance(page).click().catch(() => undefined);
  if (project !== 'phone') {
    await expect(page.getByRole('menu')).toBeVisible();
    await shot(page, project, 'balance-menu');
    await page.keyboard.press('Escape');
  }

  await active.getByRole('button', { name: 'Bonustan Vazgeç' }).click();
  await expect(page.getByRole('dialog', { name: 'Bonustan vazgeçilsin mi?' })).toBeVisible();
  await shot(page, project, 'forfeit');
  await page.getByRole('button', { name: 'Bonusu Koru' }).click();

  // An offer that needs a deposit first (the welcome match), when the server asks for one.
  const claims = page.getByRole('button', { name: 'Bonusu Al' });
  for (const claim of await claims.all()) {
    if (!(await claim.isEnabled())) continue;
    await claim.click();
    const depositFirst = page.getByRole('dialog', { name: 'Bu bonus için yatırım gerekiyor' });
    if (await depositFirst.isVisible({ timeout: 3000 }).catch(() => false)) {
      await shot(page, project, 'deposit-chat');
      await page.keyboard.press('Escape');
      break;
    }
  }

  await page.getByRole('textbox', { name: 'Promosyon kodu' }).fill('YANLIS');
  await page.getByRole('button', { name: 'Kodu Kullan' }).click();
  await page.waitForTimeout(600);
  await shot(page, project, 'promo-code-error', true);

  await page.goto('/dashboard/bonuses');
  await expect(page.getByText('Aktif').first()).toBeVisible();
  await shot(page, project, 'history', true);
});

test('registration with the trial bonus: the celebration names the bonus', async ({ page, readOutbox }, testInfo) => {
  const project = testInfo.project.name;
  const player = newPlayer();
  await skipPopup(page);
  await page.goto('/');
  const signUp = await openSignUp(page, project === 'phone');
  await fillSignUp(signUp, player);
  await signUp.getByRole('checkbox', { name: /deneme bonusu istiyorum/ }).check();
  await shot(page, project, 'register-trial');
  await signUp.getByRole('button', { name: 'Üye Ol' }).click();
  const verify = dialog(page, 'Telefon Doğrulama');
  await expect(verify.getByLabel('SMS Kodu')).toBeVisible();
  const [sms] = await readOutbox({ channel: 'sms', to: player.phone });
  await verify.getByLabel('SMS Kodu').pressSequentially(codeIn(sms?.body ?? ''));
  await verify.getByRole('button', { name: 'Doğrula', exact: true }).click();
  await expect(dialog(page, 'Tebrikler!')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: file(`${project}-bonus-celebration`) });
});
