import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { skipPopup } from '../support/accounts.ts';
import { backOfficeNav, logInToBackOffice } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';
import { createOperator, operatorToken, pendingWithdrawals } from '../support/operators.ts';
import { registerPlayer } from '../support/players.ts';
import { deposit, requestWithdrawal, verifyPhone } from '../support/wallet.ts';

// The back office (issue 23): one journey per role through its screens, on a real server. Desktop only (the back
// office is for desktops and tablets); one journey runs at a 1024-wide tablet.
test.skip(({ isMobile }) => isMobile, 'the back office is for desktops and tablets');

/** A player's id as the admin API knows it (the search by username). */
async function playerId(api: APIRequestContext, token: string, username: string): Promise<number> {
  const response = await api.get('/api/admin/players', { params: { search: username }, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: { items: { id: number; username: string }[] } };
  const found = body.data.items.find((item) => item.username === username);
  if (!found) throw new Error(`no player ${username}`);
  return found.id;
}

/** The nav links an operator sees, by name. */
async function navLinks(page: Page): Promise<string[]> {
  return backOfficeNav(page).getByRole('link').allInnerTexts();
}

/** No serious or critical axe violation on the screen shown now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('support finds a player, blocks them with a reason and unblocks them; sees only support screens, and the API refuses the rest', async ({
  page,
  api,
  server,
}) => {
  const operator = await createOperator(server, 'support');
  const { player } = await registerPlayer(api);
  await logInToBackOffice(page, operator);
  await expect(page.getByTestId('operator-role')).toHaveText('Destek');
  expect(await navLinks(page)).toEqual(['Oyuncular', 'Destek talepleri', 'Bildirimler', 'Çekim talepleri', 'Ödemeler', 'Spor bahisleri']);

  await page.getByRole('searchbox', { name: 'Oyuncu ara' }).fill(player.username);
  await expect(page).toHaveURL(new RegExp(`q=${player.username}`));
  await page.getByRole('table', { name: 'Oyuncular' }).getByRole('link', { name: player.username }).click();
  await expect(page.getByRole('heading', { name: player.username })).toContainText('Aktif');

  await page.getByRole('button', { name: 'Engelle' }).click();
  const dialog = page.getByRole('dialog', { name: `${player.username} engellensin mi?` });
  await dialog.getByLabel('Gerekçe').fill('Şüpheli hesap hareketleri');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Engelle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: player.username })).toContainText('Engelli');
  await expect(page.getByText('Şüpheli hesap hareketleri')).toBeVisible();
  // The player can no longer log in.
  const login = await api.post('/api/auth/login', { data: { username: player.username, password: player.password }, failOnStatusCode: false });
  expect(login.ok()).toBe(false);

  await page.getByRole('button', { name: 'Engeli kaldır' }).click();
  await expect(page.getByRole('heading', { name: player.username })).toContainText('Aktif');

  // A screen the role may not use is refused on the page and by the API.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Bu ekran rolünüze kapalı' })).toBeVisible();
  const token = await operatorToken(api, operator);
  const audit = await api.get('/api/admin/audit', { headers: { Authorization: `Bearer ${token}` } });
  expect(audit.status()).toBe(403);
});

test.describe('on a 1024-wide tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('finance approves one withdrawal and rejects another with a reason, from the queue filtered to the player', async ({
    page,
    api,
    server,
  }) => {
    const operator = await createOperator(server, 'finance');
    const { player, session } = await registerPlayer(api);
    await verifyPhone(api, player, session);
    await deposit(api, session.token, 2_000);
    await requestWithdrawal(api, session.token, 500);
    await requestWithdrawal(api, session.token, 300);
    const admin = await operatorToken(api);
    const [newer, older] = await pendingWithdrawals(api, admin, player.username);
    if (!newer || !older) throw new Error('two pending withdrawals expected');
    const id = await playerId(api, admin, player.username);

    await logInToBackOffice(page, operator, `/admin/withdrawals?player=${id}`);
    // Finance also reaches the site options, for the bank account players pay into (its other options are locked).
    expect(await navLinks(page)).toEqual(['Genel bakış', 'Raporlar', 'Oyuncular', 'Çekim talepleri', 'Ödemeler', 'Site ayarları', 'Spor bahisleri']);
    const queue = page.getByRole('table', { name: 'Çekim talepleri' });
    // Oldest first.
    await expect(queue.getByRole('row').nth(1)).toContainText(older.reference);
    await expect(queue.getByRole('row').nth(2)).toContainText(newer.reference);
    await expectAccessible(page);

    await page.getByRole('button', { name: `${older.reference} talebini onayla` }).click();
    await page.getByRole('dialog', { name: 'Çekim onaylansın mı?' }).getByRole('button', { name: 'Onayla' }).click();
    await expect(page.getByText(`${older.reference} onaylandı.`)).toBeVisible();
    await expect(queue.getByText(older.reference)).toBeHidden();

    await page.getByRole('button', { name: `${newer.reference} talebini reddet` }).click();
    const reject = page.getByRole('dialog', { name: 'Çekim reddedilsin mi?' });
    await reject.getByLabel('Ret gerekçesi').fill('IBAN adınıza kayıtlı değil');
    await reject.getByRole('button', { name: 'Reddet' }).click();
    await expect(page.getByText(`${newer.reference} reddedildi.`)).toBeVisible();
    await expect(page.getByText('Bekleyen çekim yok')).toBeVisible();

    // Every status, bookmarkable: the approved and the rejected one with its reason.
    await page.getByLabel('Durum').selectOption({ label: 'Tümü' });
    await expect(page).toHaveURL(/status=all/);
    await expect(queue.getByRole('row').filter({ hasText: older.reference })).toContainText('Onaylandı');
    await expect(queue.getByRole('row').filter({ hasText: newer.reference })).toContainText('IBAN adınıza kayıtlı değil');
    // Finance reads players but does not block them.
    await queue.getByRole('link', { name: player.username }).first().click();
    await expect(page.getByRole('heading', { name: player.username })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Engelle' })).toHaveCount(0);
  });
});

test('admin sends a notification to a player and finds it in the audit log; and its screens pass axe', async ({ page, api }) => {
  // Several screens, each checked with axe: the default 30 s ran out on a busy machine.
  test.setTimeout(90_000);
  const { player, session } = await registerPlayer(api);
  await logInToBackOffice(page);

  await backOfficeNav(page).getByRole('link', { name: 'Bildirimler' }).click();
  await page.getByRole('button', { name: 'Bildirim gönder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bildirim gönder' });
  await dialog.getByLabel('Kullanıcı adı').fill(player.username);
  await dialog.getByLabel('Başlık (Türkçe)').fill('Hafta sonu turnuvası');
  await dialog.getByLabel('Başlık (İngilizce)').fill('Weekend tournament');
  await dialog.getByLabel('Metin (Türkçe)').fill('Cumartesi başlıyor.');
  await dialog.getByLabel('Metin (İngilizce)').fill('It starts on Saturday.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Bildirimler' }).getByRole('row').filter({ hasText: player.username })).toContainText(
    'Hafta sonu turnuvası',
  );
  // The player has it.
  const inbox = await api.post('/api/customer/notification', { headers: { Authorization: `Bearer ${session.token}` }, data: {} });
  expect(JSON.stringify(await inbox.json())).toContain('Hafta sonu turnuvası');

  await backOfficeNav(page).getByRole('link', { name: 'Denetim kaydı' }).click();
  await page.getByLabel('İşlem').fill('notification.send');
  await page.getByLabel('İşlem').press('Enter');
  await expect(page).toHaveURL(/action=notification.send/);
  const row = page.getByRole('table', { name: 'Denetim kaydı' }).getByRole('row').nth(1);
  await expect(row).toContainText('notification.send');
  await expect(row).toContainText('admin');
  await row.getByRole('button', { name: /değişikliklerini göster$/ }).click();
  await expect(page.getByText(/^Kayıt \d+$/)).toBeVisible();
  await expectAccessible(page);

  for (const screen of ['Destek talepleri']) {
    await backOfficeNav(page).getByRole('link', { name: screen }).click();
    await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
  }
});

test('content edits a home slide and sees it on the site; sees only content and catalogue screens', async ({ page, api, server }) => {
  const operator = await createOperator(server, 'content');
  await logInToBackOffice(page, operator);
  // Content lands on the slides, its first screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Slaytlar' })).toBeVisible();
  expect(await navLinks(page)).toEqual([
    'Slaytlar',
    'Sayfalar',
    'Açılır pencereler',
    'Promosyonlar',
    'Çeviriler',
    'Site ayarları',
    'Oyunlar',
    'Kategoriler',
  ]);
  const slide = page.getByRole('table', { name: 'Slaytlar' }).getByRole('row').filter({ hasText: '/livespor' });
  await slide.getByRole('button', { name: /düzenle$/ }).click();
  const dialog = page.getByRole('dialog', { name: /düzenle$/ });
  await dialog.getByLabel('Bağlantı').fill('/casino/games?slide=e2e');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Slaytlar' }).getByRole('row').filter({ hasText: '/casino/games?slide=e2e' })).toHaveCount(1);
  await expectAccessible(page);

  // The site's home carousel now leads there.
  await skipPopup(page);
  await page.goto('/');
  await expect(page.locator('a[href="/casino/games?slide=e2e"]').first()).toBeAttached({ timeout: 15_000 });

  // Players are not content's: the API refuses it.
  const token = await operatorToken(api, operator);
  const players = await api.get('/api/admin/players', { headers: { Authorization: `Bearer ${token}` } });
  expect(players.status()).toBe(403);
});
