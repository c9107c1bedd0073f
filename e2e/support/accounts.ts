import { expect, type Locator, type Page } from '@playwright/test';
import type { NewPlayer } from './players.ts';

/** The marketing popup shows once per visitor: mark it seen so it does not cover the dialogs. */
export async function skipPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Init scripts run in every frame; a sandboxed one (a provider's HTML) has no storage to write.
    if (window.top !== window) return;
    const ids = Array.from({ length: 50 }, (_, index) => index + 1);
    window.localStorage.setItem('popupSeen', JSON.stringify(ids));
  });
}

/** The open account dialog with this (Turkish) title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/**
 * Closes a dialog with its Kapat button and waits until its history entry has been gone back over (a moment after
 * it hides): a `page.goto` sent sooner races that Back, which aborts it.
 */
export async function closeDialog(page: Page, open: Locator): Promise<void> {
  await open.getByRole('button', { name: 'Kapat' }).click();
  await expect(open).toBeHidden();
  await dialogHistoryGone(page);
}

/** Waits until every closed dialog's history entry has been gone back over, so a `page.goto` does not race the Back. */
export async function dialogHistoryGone(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => ((history.state as { zarDialogs?: unknown[] } | null)?.zarDialogs ?? []).length))
    .toBe(0);
}

/** The 6-digit code in an SMS or e-mail body. */
export function codeIn(body: string): string {
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${body}`);
  return code;
}

/** Opens the sign-up dialog from the header (desktop) or the mobile user icon. */
export async function openSignUp(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Giriş yap veya üye ol' }).click();
    await dialog(page, 'Giriş Yap').getByRole('button', { name: 'Hemen Üye Olun!' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Üye Ol' }).click();
  }
  const signUp = dialog(page, 'Üye Ol');
  // The dialogs are a lazy chunk: the first one can take a moment on a busy machine.
  await expect(signUp).toBeVisible({ timeout: 15_000 });
  return signUp;
}

/** Opens the login dialog from the header (desktop) or the mobile user icon. */
export async function openLogin(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) await page.getByRole('button', { name: 'Giriş yap veya üye ol' }).click();
  else await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
  const login = dialog(page, 'Giriş Yap');
  await expect(login).toBeVisible({ timeout: 15_000 });
  return login;
}

/** Types a player's registration into the open sign-up dialog, as a player would. */
export async function fillSignUp(signUp: Locator, player: NewPlayer): Promise<void> {
  await signUp.getByLabel('Ad', { exact: true }).fill(player.name);
  await signUp.getByLabel('Soyad', { exact: true }).fill(player.surname);
  await signUp.getByLabel('Kullanıcı Adı').fill(player.username);
  await signUp.getByLabel('E-posta').fill(player.email);
  await signUp.getByLabel('Şifre', { exact: true }).fill(player.password);
  await signUp.getByLabel('Şifre Tekrar').fill(player.password2);
  // The mask adds the fixed 90: the player types the ten digits after it.
  await signUp.getByLabel('Cep Telefonu').pressSequentially(player.phone.slice(2));
  await signUp.getByLabel('Gün').pressSequentially(player.birthDateDay);
  await signUp.getByLabel('Ay').pressSequentially(player.birthDateMonth);
  await signUp.getByLabel('Yıl').pressSequentially(player.birthDateYear);
}

/** Logs in through the open login dialog and waits until the dialog is gone. */
export async function logIn(page: Page, login: Locator, username: string, password: string): Promise<void> {
  await login.getByRole('textbox', { name: 'Kullanıcı Adı' }).fill(username);
  await login.getByLabel('Şifre', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(login).toBeHidden();
}

/** Logs out through the profile dropdown (desktop) or the mobile profile panel; waits for the reload at /. */
export async function logOut(page: Page, isMobile: boolean): Promise<void> {
  // The header shows the visitor at once and the page reloads 300 ms later (product §4): wait for that
  // reload, or a dialog opened in between would vanish with it.
  const reloaded = page.waitForEvent('load');
  if (isMobile) {
    await page.getByRole('button', { name: 'Hesabım' }).click();
    await page.getByRole('dialog', { name: 'Hesabım' }).getByRole('button', { name: 'Çıkış Yap' }).click();
  } else {
    await page.getByRole('button', { name: 'Hesap menüsünü aç' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  }
  await reloaded;
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: isMobile ? 'Giriş yap veya üye ol' : 'Giriş Yap' })).toBeVisible();
}
