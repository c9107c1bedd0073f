import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { dialogHistoryGone, skipPopup } from '../support/accounts.ts';
import { backOfficeNav, logInToBackOffice } from '../support/admin.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { createOperator, operatorToken, pendingWithdrawals } from '../support/operators.ts';
import { registerPlayer } from '../support/players.ts';
import { totpCode } from '../support/totp.ts';
import { deposit, requestWithdrawal, verifyPhone } from '../support/wallet.ts';

// The back office's later screens (issue 23), one journey per role on a real server: ending a player's session,
// four eyes on a large withdrawal, a content page's HTML with its preview, a provider's secret in the audit log,
// the overview and reports, and the login's second factor. Desktop only.
test.skip(({ isMobile }) => isMobile, 'the back office is for desktops and tablets');
test.use({
  // This file's own server (its clock is never moved, so the authenticator codes computed here are the server's).
  serverEnv: { ZAR_E2E_ADMIN_JOURNEYS: '1' },
  // Refusals the journeys provoke (a spent code, a second approval by the same operator), and Chromium's report of
  // the page's CSP for an on* attribute in a string DOMPurify parses (inert: nothing runs).
  allowedConsoleErrors: [/status of 40\d|Executing inline event handler violates the following Content Security Policy/],
});
test.describe.configure({ timeout: 120_000 });
// Long journeys on a shared machine: each step may wait a little longer than the default for its condition.
const expect = baseExpect.configure({ timeout: 15_000 });

/** No serious or critical axe violation on the screen shown now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function adminGet<T>(api: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await api.get(path, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: T };
  if (!response.ok()) throw new Error(`${path}: HTTP ${response.status()}`);
  return body.data;
}

test('support finds a player, ends their live session (the player is logged out) and leaves an internal note', async ({ page, api, server }) => {
  const operator = await createOperator(server, 'support');
  const { player, session } = await registerPlayer(api);
  await logInToBackOffice(page, operator);

  await page.getByRole('searchbox', { name: 'Oyuncu ara' }).fill(player.username);
  // The search settles in the address first: a click before it would race the list's own update.
  await expect(page).toHaveURL(new RegExp(`q=${player.username}`));
  await page.getByRole('table', { name: 'Oyuncular' }).getByRole('link', { name: player.username }).click();
  await page.getByRole('tab', { name: 'Oturumlar' }).click();
  await expect(page).toHaveURL(/tab=sessions/);
  const sessions = page.getByRole('table', { name: 'Oturumlar' });
  await expect(sessions.getByRole('row').nth(1)).toContainText('Açık');
  await expectAccessible(page);

  await sessions.getByRole('button', { name: /oturumu sonlandır$/ }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Bu oturum sonlandırılsın mı?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Oturumu sonlandır' }).click();
  await expect(confirm).toBeHidden();
  await expect(sessions.getByRole('row').nth(1)).toContainText('Operatör sonlandırdı');
  await expect(sessions.getByRole('button', { name: /oturumu sonlandır$/ })).toHaveCount(0);
  // The player's next call finds the session over, and says why.
  const after = await api.post('/api/customer/notification', { headers: { Authorization: `Bearer ${session.token}` }, data: {} });
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { code?: string }).code).toBe('session.ended_by_operator');

  await page.getByRole('tab', { name: 'İç notlar' }).click();
  await expect(page.getByText('Henüz not yok')).toBeVisible();
  await page.getByRole('button', { name: 'Not ekle' }).click();
  await expect(page.getByText('Bu alan zorunludur.')).toBeVisible();
  await page.getByLabel('Yeni not').fill('Oyuncu telefonda oturumunun kapatılmasını istedi.');
  await page.getByRole('button', { name: 'Not ekle' }).click();
  const notes = page.getByRole('region', { name: 'İç notlar' });
  await expect(notes.getByRole('listitem').first()).toContainText('Oyuncu telefonda oturumunun kapatılmasını istedi.');
  await expect(notes.getByRole('listitem').first()).toContainText(operator.username);
  await expect(page.getByLabel('Yeni not')).toHaveValue('');
  await expectAccessible(page);
});

test('finance: a withdrawal over the four-eyes limit needs a second operator; the first cannot approve twice', async ({
  page,
  api,
  server,
  browser,
  baseURL,
}) => {
  const first = await createOperator(server, 'finance');
  const second = await createOperator(server, 'finance');
  const { player, session } = await registerPlayer(api);
  await verifyPhone(api, player, session);
  await deposit(api, session.token, 15_000);
  await requestWithdrawal(api, session.token, 12_000);
  const admin = await operatorToken(api);
  const [large] = await pendingWithdrawals(api, admin, player.username);
  if (!large) throw new Error('a pending withdrawal expected');

  await logInToBackOffice(page, first, '/admin/withdrawals');
  const queue = page.getByRole('table', { name: 'Çekim talepleri' });
  const row = queue.getByRole('row').filter({ hasText: large.reference });
  await row.getByRole('button', { name: `${large.reference} talebini onayla` }).click();
  await page.getByRole('dialog', { name: 'Çekim onaylansın mı?' }).getByRole('button', { name: 'Onayla' }).click();
  // The API's own sentence: only the first approval is recorded.
  await expect(page.getByText(/İlk onay kaydedildi/)).toBeVisible();
  await expect(row).toContainText('İkinci onay bekliyor');
  await expect(row).toContainText(`1. onay: ${first.username}`);
  await expectAccessible(page);

  // The same operator again: refused with the API's message, nothing paid.
  await row.getByRole('button', { name: `${large.reference} talebini onayla` }).click();
  const again = page.getByRole('dialog', { name: 'Çekim onaylansın mı?' });
  await expect(again).toContainText(`İlk onayı ${first.username} verdi`);
  await again.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByText('Bu çekime ilk onayı siz verdiniz; ikinci onayı başka bir operatör vermeli.')).toBeVisible();
  await again.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(row).toContainText('İkinci onay bekliyor');

  // A second operator pays it out.
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const other = await context.newPage();
  await logInToBackOffice(other, second, '/admin/withdrawals');
  const otherRow = other.getByRole('table', { name: 'Çekim talepleri' }).getByRole('row').filter({ hasText: large.reference });
  await otherRow.getByRole('button', { name: `${large.reference} talebini onayla` }).click();
  await other.getByRole('dialog', { name: 'Çekim onaylansın mı?' }).getByRole('button', { name: 'Onayla' }).click();
  await expect(other.getByText(`${large.reference} onaylandı.`)).toBeVisible();
  await expect(otherRow).toHaveCount(0);
  await context.close();
});

test('content edits a page’s HTML with a live preview in both languages, sees what the server kept, and the page on the site', async ({
  page,
  api,
  server,
}) => {
  const operator = await createOperator(server, 'content');
  const token = await operatorToken(api, operator);
  const pages = await adminGet<{ id: number; status: boolean; title: { tr: string } }[]>(api, token, '/api/admin/cms/pages');
  const target = pages.find((entry) => entry.status);
  if (!target) throw new Error('the demo has no enabled page');

  await logInToBackOffice(page, operator, '/admin/content/pages');
  await page.getByRole('table', { name: 'Sayfalar' }).getByRole('button', { name: `${target.title.tr} düzenle` }).click();
  const dialog = page.getByRole('dialog', { name: `${target.title.tr} düzenle` });
  const turkish = dialog.getByLabel('İçerik HTML (Türkçe)');
  await turkish.fill('<h2>E2E başlığı</h2><p onclick="alert(1)">Güvenli <strong>metin</strong>.</p><script>alert(1)</script>');
  const preview = dialog.getByRole('region', { name: 'Önizleme · Türkçe' });
  await expect(preview.getByRole('heading', { name: 'E2E başlığı' })).toBeVisible();
  await expect(preview.locator('script, [onclick]')).toHaveCount(0);
  await dialog.getByLabel('İçerik HTML (İngilizce)').fill('<h2>E2E heading</h2><p>Safe text.</p>');
  await expect(dialog.getByRole('region', { name: 'Önizleme · İngilizce' }).getByRole('heading', { name: 'E2E heading' })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByRole('status')).toContainText('sunucunun sakladığını');
  // What the server kept: no script, no handler.
  await expect(turkish).toHaveValue(/E2E başlığı/);
  await expect(turkish).not.toHaveValue(/script|onclick/);
  await dialog.getByRole('button', { name: 'Kapat', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await dialogHistoryGone(page);

  await skipPopup(page);
  await page.goto(`/pages/${target.id}`);
  await expect(page.getByRole('heading', { name: 'E2E başlığı' })).toBeVisible({ timeout: 30_000 });
});

test('admin changes a provider’s secret (never shown back), finds it in the audit log, and reads the overview and reports', async ({
  page,
  api,
}) => {
  await logInToBackOffice(page);
  // Admin lands on the overview.
  await expect(page.getByRole('heading', { level: 1, name: 'Genel bakış' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rakamlar' })).toContainText('Kayıtlar');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);

  await backOfficeNav(page).getByRole('link', { name: 'Raporlar' }).click();
  await expect(page.getByRole('table', { name: 'Günlük GGR ve NGR' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Başlangıç').fill('2026-01-01');
  await expect(page).toHaveURL(/from=2026-01-01/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV indir' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Yönteme göre ödemeler' }).click();
  await expect(page).toHaveURL(/report=payments/);
  await expect(page.getByRole('table', { name: 'Yöntem, tür ve duruma göre ödemeler' })).toBeVisible();
  await expectAccessible(page);

  const token = await operatorToken(api);
  const providers = await adminGet<{ name: string; settings: { name: string; secret: boolean; kind: string }[] }[]>(
    api,
    token,
    '/api/admin/casino/providers',
  );
  const provider = providers.find((entry) => entry.settings.some((setting) => setting.secret && setting.kind === 'text'));
  const setting = provider?.settings.find((entry) => entry.secret && entry.kind === 'text');
  if (!provider || !setting) throw new Error('no provider with a text secret');
  await backOfficeNav(page).getByRole('link', { name: 'Sağlayıcılar' }).click();
  await page.getByRole('table', { name: 'Sağlayıcılar' }).getByRole('button', { name: `${provider.name} düzenle` }).click();
  const dialog = page.getByRole('dialog', { name: `${provider.name} düzenle` });
  const secret = dialog.locator(`input[name="secrets.${setting.name}"]`);
  await expect(secret).toHaveAttribute('type', 'password');
  await secret.fill('e2e-secret-value-7');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  // Reopened: the secret is set, and not shown back.
  await page.getByRole('table', { name: 'Sağlayıcılar' }).getByRole('button', { name: `${provider.name} düzenle` }).click();
  await expect(secret).toHaveValue('');
  await expect(dialog).toContainText('Kayıtlı bir değer var');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await backOfficeNav(page).getByRole('link', { name: 'Denetim kaydı' }).click();
  await page.getByLabel('İşlem').fill('casino.provider.update');
  await page.getByLabel('İşlem').press('Enter');
  const row = page.getByRole('table', { name: 'Denetim kaydı' }).getByRole('row').nth(1);
  await expect(row).toContainText('casino.provider.update');
  await row.getByRole('button', { name: /değişikliklerini göster$/ }).click();
  await expect(page.getByRole('table', { name: 'Denetim kaydı' })).not.toContainText('e2e-secret-value-7');
});

test('an operator with an authenticator logs in with the code step', async ({ page, api, server }) => {
  const operator = await createOperator(server, 'support');
  const token = await operatorToken(api, operator);
  const headers = { Authorization: `Bearer ${token}` };
  const setup = await api.post('/api/admin/auth/totp/setup', { headers });
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const confirmed = await api.post('/api/admin/auth/totp/confirm', { headers, data: { code: totpCode(secret) } });
  expect(confirmed.ok()).toBe(true);

  await page.goto('/admin');
  await page.getByLabel('Kullanıcı adı').fill(operator.username);
  await page.getByLabel('Şifre').fill(operator.password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  const code = page.getByLabel('Doğrulama kodu');
  await expect(code).toBeVisible();
  await expectAccessible(page);
  // A code ten minutes old: refused with the API's sentence.
  await code.fill(totpCode(secret, Date.now() - 600_000));
  await page.getByRole('button', { name: 'Doğrula ve giriş yap' }).click();
  await expect(page.getByText('Kod yanlış ya da daha önce kullanılmış.', { exact: false })).toBeVisible();
  // The next step's code (the server allows a step either way).
  await code.fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Doğrula ve giriş yap' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(operator.username);
});
