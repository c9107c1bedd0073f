import type { Page } from '@playwright/test';
import { codeIn, dialog, fillSignUp, logIn, openLogin, openSignUp, skipPopup } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import type { OutboxMessage } from '../support/outbox.ts';
import { newPlayer, registerPlayer } from '../support/players.ts';

/*
 * One-time codes (issue 24, items 3, 4 and 8): the resend timer under every code entry, the code entry coming back
 * after a reload or a dialog opened again, and recovery's way back to login. The page's clock is ours
 * (page.clock), so the 60 s resend wait passes at once; the server's wait is a second, so it takes the resend.
 */
test.use({ serverEnv: { ZAR_CODE_RESEND_SECONDS: '1' } });
test.describe.configure({ timeout: 120_000 });

const RESEND = 'Tekrar göndermek için tıklayın';

/**
 * Lets the page's 60 s resend wait pass at once, and waits (in real time) until the server's one-second wait since
 * the `sent` code has passed too: a resend clicked sooner is refused, and the journey waits for a code that never comes.
 *
 * The page's clock jumps a minute ahead and then runs one second, so the countdown's next tick reads the new time.
 * Its timers are not fast-forwarded through the minute: that would also fire the hub connection's 30 s server
 * timeout, as if the server had been silent all that while (a device waking from sleep), and the official SignalR
 * client, reconnecting a stateful connection from that, logs uncaught errors.
 */
async function waitOutResend(page: Page, sent: OutboxMessage | undefined): Promise<void> {
  const sentAt = Date.parse(String(sent?.raw.createdAt ?? ''));
  expect(sentAt, 'the outbox gives when the code was sent').not.toBeNaN();
  await expect.poll(() => Date.now() - sentAt, { timeout: 5_000 }).toBeGreaterThan(1_100);
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 61_000);
  await page.clock.runFor(1_000);
}

test('sign-up with the trial bonus: the code step counts down, then sends a new code that verifies the phone', async ({
  page,
  readOutbox,
}, testInfo) => {
  const isMobile = testInfo.project.use.isMobile === true;
  const player = newPlayer();
  await page.clock.install();
  await skipPopup(page);
  await page.goto('/');
  const signUp = await openSignUp(page, isMobile);
  await fillSignUp(signUp, player);
  await signUp.getByRole('checkbox', { name: '₺50,00 deneme bonusu istiyorum' }).check();
  await signUp.getByRole('button', { name: 'Üye Ol' }).click();

  const verify = dialog(page, 'Telefon Doğrulama');
  await expect(verify.getByLabel('SMS Kodu')).toBeVisible();
  await expect(verify.getByText('Yeniden gönderim için')).toBeVisible();
  const [first] = await readOutbox({ channel: 'sms', to: player.phone });

  await waitOutResend(page, first);
  await verify.getByRole('button', { name: RESEND }).click();
  await expect(verify.getByText('Yeniden gönderim için')).toBeVisible();
  const [second] = await readOutbox({ channel: 'sms', to: player.phone, afterId: first?.id ?? 0 });

  await verify.getByLabel('SMS Kodu').pressSequentially(codeIn(second?.body ?? ''));
  await verify.getByRole('button', { name: 'Doğrula', exact: true }).click();
  await expect(dialog(page, 'Tebrikler!')).toContainText('₺50,00 deneme bonusunuz bonus bakiyenize eklendi');
});

test('the phone page: a reload keeps the code entry with what is left of the wait, and the code still verifies', async ({
  page,
  api,
  readOutbox,
}, testInfo) => {
  const isMobile = testInfo.project.use.isMobile === true;
  const { player } = await registerPlayer(api);
  await skipPopup(page);
  await page.goto('/');
  await logIn(page, await openLogin(page, isMobile), player.username, player.password);

  await page.goto('/dashboard/phone-verification');
  await page.getByRole('button', { name: 'Kod Gönder' }).click();
  const code = page.getByLabel('Doğrulama kodu');
  await expect(code).toBeVisible();
  const [sms] = await readOutbox({ channel: 'sms', to: player.phone });

  await page.reload();
  await expect(code).toBeVisible();
  await expect(page.getByText('Yeniden gönderim için')).toBeVisible();
  await expect(page.getByText(/^(60|[1-5]?\d) sn$/)).toBeVisible();

  await code.pressSequentially(codeIn(sms?.body ?? ''));
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page.getByText('Doğrulandı', { exact: true }).first()).toBeVisible();
});

test('recovery: reopened at the code entry, a new code on resend, back to login, and the login form filled in after success', async ({
  page,
  api,
  readOutbox,
}, testInfo) => {
  const isMobile = testInfo.project.use.isMobile === true;
  const { player } = await registerPlayer(api);
  await page.clock.install();
  await skipPopup(page);
  await page.goto('/');

  const openRecovery = async () => {
    await (await openLogin(page, isMobile)).getByRole('button', { name: 'Şifremi Unuttum' }).click();
    return dialog(page, 'Şifre Yenileme');
  };
  let recovery = await openRecovery();
  // Whoever recovers has an account: the way out is back to login, not a sign-up.
  await expect(recovery.getByRole('button', { name: 'Hemen Üye Olun!' })).toBeHidden();
  await recovery.getByRole('button', { name: 'Girişe dön' }).click();
  await dialog(page, 'Giriş Yap').getByRole('button', { name: 'Şifremi Unuttum' }).click();

  await recovery.getByRole('textbox', { name: 'Kullanıcı Adı' }).fill(player.username);
  await recovery.getByRole('button', { name: 'Kod Gönder' }).click();
  await expect(recovery.getByRole('textbox', { name: 'Sıfırlama Kodu' })).toBeVisible();
  const [first] = await readOutbox({ channel: 'email', to: player.email });

  // Closed and opened again, it comes back to the code entry, the timer still running.
  await recovery.getByRole('button', { name: 'Kapat' }).click();
  await expect(recovery).toBeHidden();
  recovery = await openRecovery();
  await expect(recovery.getByText('Adım 2 / 4')).toBeVisible();
  await expect(recovery.getByText('Yeniden gönderim için')).toBeVisible();

  await waitOutResend(page, first);
  await recovery.getByRole('button', { name: RESEND }).click();
  await expect(recovery.getByText('Yeniden gönderim için')).toBeVisible();
  const [second] = await readOutbox({ channel: 'email', to: player.email, afterId: first?.id ?? 0 });

  await recovery.getByRole('textbox', { name: 'Sıfırlama Kodu' }).fill(codeIn(second?.body ?? ''));
  await recovery.getByRole('button', { name: 'Devam Et' }).click();
  const recovered = 'Recovered42';
  await recovery.getByLabel('Yeni Şifre', { exact: true }).fill(recovered);
  await recovery.getByLabel('Yeni Şifre Tekrar').fill(recovered);
  await expect(recovery.getByRole('button', { name: 'Girişe dön' })).toBeVisible();
  await recovery.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(recovery.getByText('Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.')).toBeVisible();

  // The login form opens by itself with the username: only the new password is left to type.
  const login = dialog(page, 'Giriş Yap');
  await expect(login.getByRole('textbox', { name: 'Kullanıcı Adı' })).toHaveValue(player.username);
  await expect(login.getByLabel('Şifre', { exact: true })).toBeFocused();
  await login.getByLabel('Şifre', { exact: true }).fill(recovered);
  await login.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(login).toBeHidden();
});
