import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { closeDialog, dialog, skipPopup } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { approveWithdrawal, operatorToken, rejectWithdrawal } from '../support/operators.ts';
import { registerPlayer, type SessionData } from '../support/players.ts';
import {
  CARD,
  IBAN,
  answerHostedPage,
  cancelWithdrawal,
  deposit,
  requestWithdrawal,
  startCardDeposit,
  verifyPhone,
} from '../support/wallet.ts';

// Pictures of the wallet's pages, dialogs and the hosted payment page to look at (not compared):
// e2e/screenshots/<project>-wallet-<name>.png.
const file = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

// The trial bonus call is not served before the bonuses feature: Chromium logs its 404.
test.use({ allowedConsoleErrors: [/status of 404/] });
test.describe.configure({ timeout: 180_000 });

/** Full-page on desktop; the phone's first screen (its fixed bottom bar would float mid-page). */
async function shot(page: Page, project: string, name: string, fullPage = false) {
  fullPage = fullPage && project !== 'phone';
  await page.evaluate(() => document.fonts.ready);
  // Let entrance animations (200 ms) finish.
  await page.waitForTimeout(350);
  await page.screenshot({ path: file(`${project}-wallet-${name}`), fullPage, animations: 'disabled' });
}

/** Opens the app logged in as `session` (stored as the login dialog stores it). */
async function openAs(page: Page, session: SessionData, path: string) {
  await skipPopup(page);
  await page.addInitScript((stored) => window.localStorage.setItem('session', stored), JSON.stringify({ state: { session }, version: 1 }));
  await page.goto(path);
}

test('screenshots: deposit, the card dialog, its result and the hosted page', async ({ page, api }, testInfo) => {
  const project = testInfo.project.name;
  const { player, session } = await registerPlayer(api);
  await verifyPhone(api, player, session);
  await openAs(page, session, '/dashboard/deposit');

  const methods = page.getByRole('list', { name: 'Para yatırma yöntemleri' });
  await expect(methods.getByRole('listitem')).toHaveCount(4);
  await shot(page, project, 'deposit', true);

  await methods.getByRole('button', { name: /Kredi Kartı/ }).click();
  const payment = dialog(page, 'Kredi Kartı');
  await expect(payment.getByRole('textbox', { name: 'Tutar', exact: true })).toBeVisible();
  await shot(page, project, 'card-dialog-empty');
  await payment.getByRole('textbox', { name: 'Tutar', exact: true }).pressSequentially('1250');
  await payment.getByLabel('Kart numarası').pressSequentially(CARD.number.replaceAll(' ', ''));
  await payment.getByLabel('Kart üzerindeki isim').fill(CARD.holder);
  await payment.getByLabel('Son kullanma tarihi (AA/YY)').pressSequentially(CARD.expiry.replace('/', ''));
  await expect(payment.getByRole('button', { name: 'Gönder' })).toBeEnabled();
  await shot(page, project, 'card-dialog-filled');

  await payment.getByRole('button', { name: 'Gönder' }).click();
  await expect(payment.getByRole('button', { name: 'Ödemeye devam et' })).toBeVisible();
  await shot(page, project, 'deposit-result');

  // A bank transfer deposit ends on the instructions (a Message), not a link.
  await payment.getByRole('button', { name: 'Kapat' }).click();
  await methods.getByRole('button', { name: /Banka Havalesi/ }).click();
  const bank = dialog(page, 'Banka Havalesi');
  await bank.getByRole('textbox', { name: 'Tutar', exact: true }).pressSequentially('500');
  await bank.getByRole('button', { name: 'Gönder' }).click();
  await expect(bank.getByText('Tebrikler!')).toBeVisible();
  await shot(page, project, 'deposit-transfer-result');

  // The hosted page, pending and then paid (its own tab in the journey; here the same page).
  const link = await startCardDeposit(api, session.token, 1250);
  await page.goto(link);
  await expect(page.getByRole('button', { name: /^Öde / })).toBeVisible();
  await shot(page, project, 'hosted-pending', true);
  await page.getByRole('button', { name: /^Öde / }).click();
  await expect(page.getByRole('status')).toHaveText('Ödeme başarılı. Bakiyeniz güncellendi.');
  await shot(page, project, 'hosted-paid', true);
  const cancelled = await startCardDeposit(api, session.token, 300);
  await answerHostedPage(api, cancelled, 'cancel');
  await page.goto(cancelled);
  await expect(page.getByRole('status')).toHaveText('Bu ödeme iptal edildi.');
  await shot(page, project, 'hosted-cancelled', true);
});

test('screenshots: withdraw with the bank dialog, and the financial history', async ({ page, api }, testInfo) => {
  const project = testInfo.project.name;
  const { player, session } = await registerPlayer(api);
  await verifyPhone(api, player, session);
  const admin = await operatorToken(api);

  // A history with every status: deposits confirmed and cancelled, withdrawals pending, confirmed, rejected, cancelled.
  await deposit(api, session.token, 5_000);
  await deposit(api, session.token, 750.5);
  await answerHostedPage(api, await startCardDeposit(api, session.token, 200), 'cancel');
  await approveWithdrawal(api, admin, await requestWithdrawal(api, session.token, 1_000));
  await rejectWithdrawal(api, admin, await requestWithdrawal(api, session.token, 400), 'IBAN adınıza kayıtlı değil');
  await cancelWithdrawal(api, session.token, await requestWithdrawal(api, session.token, 250));
  await requestWithdrawal(api, session.token, 1_500);

  await openAs(page, session, '/dashboard/withdraw');
  const methods = page.getByRole('list', { name: 'Para çekme yöntemleri' });
  await expect(methods.getByRole('listitem').first()).toBeVisible();
  await shot(page, project, 'withdraw', true);

  await methods.getByRole('button', { name: /Banka Havalesi/ }).click();
  const bank = dialog(page, 'Banka Havalesi');
  await bank.getByRole('textbox', { name: 'Tutar', exact: true }).pressSequentially('1000');
  await bank.getByLabel('IBAN').pressSequentially(IBAN.replaceAll(' ', ''));
  await bank.getByLabel('Hesap sahibi').fill('Ayşe Yılmaz');
  await shot(page, project, 'withdraw-bank-dialog');
  await closeDialog(page, bank);

  await page.goto('/dashboard/financial-activities');
  await expect(page.getByText('Beklemede').first()).toBeVisible();
  await shot(page, project, 'financial', true);
  if (project === 'phone') {
    await page.mouse.wheel(0, 700);
    await shot(page, project, 'financial-scrolled');
  }

  await page.getByRole('button', { name: 'Çekim', exact: true }).click();
  await page.getByRole('combobox', { name: 'Durum' }).click();
  await page.getByRole('option', { name: 'Oluşturuldu' }).click();
  await expect(page.getByText('Bu filtrelere uyan işlem yok')).toBeVisible();
  await shot(page, project, 'financial-empty-filtered');
});
