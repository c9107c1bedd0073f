import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { dialog, skipPopup } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerPlayer, type SessionData } from '../support/players.ts';
import { RESPONSIBLE_PATH, advanceClock, hubConnected } from '../support/responsible.ts';
import { deposit } from '../support/wallet.ts';

// Pictures of the responsible-gaming page and its dialogs to look at (not compared):
// e2e/screenshots/<project>-responsible-<name>.png.
const file = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

// Refusals are 4xx answers the browser logs; a game still open when its session ends gets 503 from its own API.
test.use({ allowedConsoleErrors: [/status of 40\d|status of 503 .*\/games\/api\//] });
test.describe.configure({ timeout: 180_000 });

async function shot(page: Page, project: string, name: string, fullPage = false) {
  fullPage = fullPage && project !== 'phone';
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(350);
  await page.screenshot({ path: file(`${project}-responsible-${name}`), fullPage, animations: 'disabled' });
}

/**
 * Opens the app logged in as `session` (stored as the login dialog stores it). Stored once, not by an init script:
 * a logout's reload must find it gone.
 */
async function openAs(page: Page, session: SessionData, path: string) {
  await skipPopup(page);
  await page.goto('/pages/1');
  await page.evaluate((stored) => window.localStorage.setItem('session', stored), JSON.stringify({ state: { session }, version: 1 }));
  await page.goto(path);
}

async function limit(api: APIRequestContext, token: string, kind: string, period: string, amount: number | null) {
  const response = await api.post('/api/customer/responsiblegaming/limits', {
    data: { kind, period, amount },
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`limits ${kind} ${period} ${amount}: HTTP ${response.status()} ${await response.text()}`);
}

test('screenshots: the page with limits in use and a waiting raise, the time-out and self-exclusion dialogs', async ({ page, api }, testInfo) => {
  const project = testInfo.project.name;
  const { session } = await registerPlayer(api);
  await limit(api, session.token, 'deposit', 'daily', 1000);
  await limit(api, session.token, 'deposit', 'weekly', 5000);
  await deposit(api, session.token, 300);
  await limit(api, session.token, 'deposit', 'monthly', 10000);
  await limit(api, session.token, 'deposit', 'monthly', 20000); // a raise: waits 24 hours
  await limit(api, session.token, 'loss', 'daily', 400);
  await limit(api, session.token, 'session', 'daily', 120);
  await openAs(page, session, RESPONSIBLE_PATH);

  await expect(page.getByRole('region', { name: 'Yatırım limiti' })).toContainText('₺700,00 kaldı');
  await shot(page, project, 'page', true);
  if (project === 'phone') {
    await page.getByRole('region', { name: 'Ara verin' }).scrollIntoViewIfNeeded();
    await shot(page, project, 'page-breaks');
  }

  await page.getByRole('region', { name: 'Yatırım limiti' }).getByRole('button', { name: 'günlük yatırım limiti değiştir' }).click();
  await shot(page, project, 'page-editing');
  await page.getByRole('button', { name: 'Vazgeç' }).click();

  const breaks = page.getByRole('region', { name: 'Ara verin' });
  await breaks.getByRole('button', { name: 'Mola ver' }).click();
  await expect(dialog(page, '24 saat mola verilsin mi?')).toBeVisible();
  await shot(page, project, 'timeout-dialog');
  await dialog(page, '24 saat mola verilsin mi?').getByRole('button', { name: 'Vazgeç' }).click();

  await breaks.getByRole('radio', { name: 'Kalıcı' }).click({ force: true });
  await breaks.getByRole('button', { name: 'Kendimi hariç tut' }).click();
  const self = dialog(page, 'Kendinizi kalıcı olarak hariç tutmak istiyor musunuz?');
  await expect(self).toBeVisible();
  await self.getByLabel('Şifreniz').fill('wrong-password');
  await self.getByRole('button', { name: 'Beni hariç tut' }).click();
  await expect(self.getByText(/şifre/i).last()).toBeVisible();
  await shot(page, project, 'self-exclusion-dialog');
});

test('screenshots: the reality check over a game, the explanation after a time-out and the banner at the next login', async ({
  page,
  api,
}, testInfo) => {
  const project = testInfo.project.name;
  const { player, session } = await registerPlayer(api);
  await deposit(api, session.token, 100);
  const interval = await api.post('/api/customer/responsiblegaming/realitycheck', {
    data: { minutes: 15 },
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(interval.ok()).toBe(true);
  const connected = hubConnected(page);
  await openAs(page, session, `/casino/slot?q=${encodeURIComponent('zar dice')}`);
  await connected;
  await page.getByRole('button', { name: 'Zar Dice oyna', exact: true }).first().click();
  const game = page.frameLocator('iframe[title="Zar Dice oyunu"]');
  await expect(game.getByTestId('balance')).toHaveText('₺100,00', { timeout: 20_000 });
  await advanceClock(api, 901);
  const check = page.getByRole('dialog', { name: 'Gerçeklik kontrolü' });
  await expect(check).toBeVisible({ timeout: 10_000 });
  await shot(page, project, 'reality-check');
  await check.getByRole('button', { name: 'Devam et' }).click();

  // A time-out taken through the API ends this session over the hub: the page after the logout explains it.
  const reloaded = page.waitForEvent('load');
  const response = await api.post('/api/customer/responsiblegaming/timeout', {
    data: { period: '7d', password: player.password },
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await reloaded;
  await expect(page.getByRole('dialog', { name: 'Aranız başladı' })).toBeVisible();
  await shot(page, project, 'session-ended');
  await page.getByRole('button', { name: 'Tamam' }).click();

  const login = await api.post('/api/auth/login', { data: { username: player.username, password: player.password } });
  const body = (await login.json()) as { data: SessionData };
  await openAs(page, body.data, RESPONSIBLE_PATH);
  await expect(page.getByRole('status').filter({ hasText: 'molada' }).first()).toBeVisible();
  await shot(page, project, 'excluded-page', true);
});
