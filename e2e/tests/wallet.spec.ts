import type { Locator, Page } from '@playwright/test';
import { dialog, logIn, openLogin, skipPopup } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { approveWithdrawal, createOperator, operatorToken, pendingWithdrawals } from '../support/operators.ts';
import { registerPlayer } from '../support/players.ts';
import { CARD, IBAN, deposit, headerBalance, verifyPhone } from '../support/wallet.ts';

// The trial bonus call is not served before the bonuses feature: Chromium logs its 404.
test.use({ allowedConsoleErrors: [/status of 404/] });
test.describe.configure({ timeout: 90_000 });

/** Resolves once the page's hub connection has finished its handshake (its first frame from the server). */
function hubConnected(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/hub/frnotify'), timeout: 30_000 })
    .then((socket) => socket.waitForEvent('framereceived', { timeout: 30_000 }));
}

/** A registered player with a verified phone, logged in through the dialog at `path`, the hub connected. */
async function loggedInAt(page: Page, api: Parameters<typeof registerPlayer>[0], path: string, isMobile: boolean) {
  const { player, session } = await registerPlayer(api);
  await verifyPhone(api, player, session);
  await skipPopup(page);
  await page.goto('/');
  // Log in and let that page's hub connect, so the one caught below is the next page's.
  const first = hubConnected(page);
  await logIn(page, await openLogin(page, isMobile), player.username, player.password);
  await first;
  const connected = hubConnected(page);
  await page.goto(path);
  await connected;
  return { player, session };
}

test('a card deposit through the hosted page: the header balance rises without a reload, and a Deposit notification arrives', async ({
  page,
  context,
  api,
}, testInfo) => {
  const isMobile = testInfo.project.use.isMobile === true;
  await loggedInAt(page, api, '/dashboard/deposit', isMobile);
  await expect(headerBalance(page)).toHaveAccessibleName('Bakiye ₺0,00');

  // The methods as cards; the card one opens its dialog, titled with the method, the fields loading first.
  const methods = page.getByRole('list', { name: 'Para yatırma yöntemleri' });
  await methods.getByRole('button', { name: /Kredi Kartı/ }).click();
  const payment = dialog(page, 'Kredi Kartı');
  const submit = payment.getByRole('button', { name: 'Gönder' });
  await expect(submit).toBeDisabled();

  await payment.getByRole('textbox', { name: 'Tutar', exact: true }).pressSequentially('750');
  await payment.getByLabel('Kart numarası').pressSequentially(CARD.number.replaceAll(' ', ''));
  await expect(payment.getByLabel('Kart numarası')).toHaveValue(CARD.number);
  await payment.getByLabel('Kart üzerindeki isim').fill(CARD.holder);
  await payment.getByLabel('Son kullanma tarihi (AA/YY)').pressSequentially(CARD.expiry.replace('/', ''));
  await expect(submit).toBeEnabled();
  await submit.click();

  // The deposit answers a link: the button opens the demo gateway's hosted page in a new tab.
  await expect(payment.getByText('İşleme devam etmek için aşağıdaki butona tıklayın!')).toBeVisible();
  const popup = context.waitForEvent('page');
  await payment.getByRole('button', { name: 'Ödemeye devam et' }).click();
  const hosted = await popup;
  await hosted.waitForLoadState();
  expect(new URL(hosted.url()).pathname).toMatch(/^\/pay\/[\w-]+$/);
  await expect(hosted.getByText('₺750,00', { exact: true })).toBeVisible();
  await hosted.getByRole('button', { name: /^Öde / }).click();
  await expect(hosted.getByRole('status')).toHaveText('Ödeme başarılı. Bakiyeniz güncellendi.');

  // The original tab, never reloaded, its dialog still open: the hub's Balance push shows the new cash in the
  // header within 3 s (the poll is every 10 s).
  // (Behind the modal the page has no accessible names: read the label itself.)
  await expect(headerBalance(page, true)).toHaveAttribute('aria-label', 'Bakiye ₺750,00', { timeout: 3_000 });
  await hosted.close();
  await payment.getByRole('button', { name: 'Kapat' }).click();
  await expect(payment).toBeHidden();
  await expect(headerBalance(page)).toHaveAccessibleName('Bakiye ₺750,00');
  // …and its Notification marks the bell (desktop) or the user icon (phone).
  if (isMobile) {
    await expect(page.getByRole('banner').getByRole('button', { name: /^Hesabım/ })).toHaveAccessibleName(
      'Hesabım, okunmamış bildirimler var',
      { timeout: 3_000 },
    );
  } else {
    const bell = page.getByRole('banner').getByRole('button', { name: /^Bildirimler/ });
    await expect(bell).toHaveAccessibleName('Bildirimler, 1 okunmamış', { timeout: 3_000 });
    await bell.click();
    await expect(dialog(page, 'Bildirimler').getByRole('button', { name: /Yatırım onaylandı/ })).toContainText('Okunmadı');
  }
});

test('a bank-transfer withdrawal: Pending in the history, a finance operator approves it, then Confirmed', async ({
  page,
  api,
  server,
}, testInfo) => {
  const isMobile = testInfo.project.use.isMobile === true;
  const { player, session } = await registerPlayer(api);
  await verifyPhone(api, player, session);
  await deposit(api, session.token, 2_000);
  await skipPopup(page);
  await page.goto('/');
  await logIn(page, await openLogin(page, isMobile), player.username, player.password);
  await page.goto('/dashboard/withdraw');
  await expect(headerBalance(page)).toHaveAccessibleName('Bakiye ₺2.000,00');

  await page.getByRole('list', { name: 'Para çekme yöntemleri' }).getByRole('button', { name: /Banka Havalesi/ }).click();
  const payment = dialog(page, 'Banka Havalesi');
  await payment.getByRole('textbox', { name: 'Tutar', exact: true }).pressSequentially('1500');
  await payment.getByLabel('IBAN').pressSequentially(IBAN.replaceAll(' ', ''));
  await expect(payment.getByLabel('IBAN')).toHaveValue(IBAN);
  await payment.getByLabel('Hesap sahibi').fill('Ayşe Yılmaz');
  await payment.getByRole('button', { name: 'Gönder' }).click();

  // The success toast, then the dialog closes by itself; the amount is held, out of the cash.
  await expect(page.getByText('Çekim talebiniz alındı.')).toBeVisible();
  await expect(payment).toBeHidden();
  await expect(headerBalance(page)).toHaveAccessibleName('Bakiye ₺500,00');

  await page.goto('/dashboard/financial-activities');
  const row = page.getByRole(isMobile ? 'listitem' : 'row').filter({ hasText: 'Çekim' }).filter({ hasText: '₺1.500,00' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Beklemede');

  // A finance operator approves it through the admin API.
  const finance = await operatorToken(api, server.dir ? await createOperator(server, 'finance') : undefined);
  const [pending] = await pendingWithdrawals(api, finance, player.username);
  expect(pending?.amount).toBe(1500);
  await approveWithdrawal(api, finance, pending?.id ?? 0);

  await page.reload();
  await expect(row).toContainText('Onaylandı');
  await expect(row).not.toContainText('Beklemede');
  await expect(headerBalance(page)).toHaveAccessibleName('Bakiye ₺500,00');
});
