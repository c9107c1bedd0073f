import { fileURLToPath } from 'node:url';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { dialogHistoryGone, logIn, openLogin, skipPopup } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerPlayer } from '../support/players.ts';
import {
  eventRow,
  favourite,
  frameToken,
  lira,
  moveClock,
  priceButton,
  serverNow,
  settledBet,
  sportsbookFrame,
  sportsbookGet,
  sportsbookIframe,
  upcoming,
  type Bet,
  type EventSummary,
} from '../support/sportsbook.ts';
import { deposit } from '../support/wallet.ts';

/*
 * Pictures to look at (not compared) of Zar Sportsbook in the site: e2e/screenshots/<project>-sportsbook-<view>.png.
 * The list, an event page, the slip with a multiple and with a system, a refusal with its fix, the receipt, My bets
 * open and settled, e-sports, and on the phone the slip's bar and bottom sheet. The matches finish by moving the
 * server's clock (POST /dev/clock), so the player's session must outlive the jump.
 */

test.use({ serverEnv: { ZAR_SESSION_IDLE_MINUTES: '1440' }, allowedConsoleErrors: [/status of (409|422)/] });
test.describe.configure({ timeout: 300_000 });

const shot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

/** A picture of the page (the whole page, or what the screen shows) once fonts and the frame's images are in. */
async function picture(page: Page, name: string, project: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: shot(`${project}-sportsbook-${name}`), fullPage, animations: 'disabled' });
}

/** A long page twice: what the screen shows at its top, and the whole page (`-full`). */
async function pictures(page: Page, name: string, project: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await picture(page, name, project, false);
  await picture(page, `${name}-full`, project);
}

/** The slip: the desktop's column, or the phone's sheet opened from its bar. */
async function slipOf(frame: FrameLocator, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return frame.getByRole('complementary', { name: 'Kupon' });
  const sheet = frame.getByRole('dialog', { name: 'Kupon' });
  if (!(await sheet.isVisible())) await frame.getByRole('button', { name: /^Kuponu aç · / }).click();
  await expect(sheet).toBeVisible();
  return sheet;
}

async function closeSheet(frame: FrameLocator, isMobile: boolean) {
  if (isMobile) await frame.getByRole('button', { name: 'Kuponu kapat' }).click();
}

test('screenshots: Zar Sportsbook', async ({ page, api }, testInfo) => {
  const project = testInfo.project.name;
  const isMobile = testInfo.project.use.isMobile === true;
  const { player, session } = await registerPlayer(api);
  await deposit(api, session.token, 1000);
  const now = await serverNow(api);
  const events = (await upcoming(api, 'football', 30)).filter(
    (event: EventSummary) => event.mainMarket?.status === 'open' && Date.parse(event.startsAt) - now.getTime() > 15 * 60_000,
  );
  const picks = events.slice(0, 3);
  if (picks.length < 3) throw new Error('fewer than three football matches');

  await skipPopup(page);
  await page.goto('/spor');
  await logIn(page, await openLogin(page, isMobile), player.username, player.password);
  // The login dialog's history entry is gone before the frame adds its own (the event page's).
  await dialogHistoryGone(page);
  await expect(sportsbookIframe(page)).toHaveAttribute('src', /[?&]token=/);
  const frame = sportsbookFrame(page);
  await expect(eventRow(frame, picks[0] as EventSummary)).toBeVisible({ timeout: 30_000 });
  await pictures(page, 'list', project);

  // An event page.
  const first = picks[0] as EventSummary;
  await eventRow(frame, first).getByRole('button', { name: `${first.home} – ${first.away}`, exact: true }).click();
  await expect(frame.getByRole('button', { name: 'Geri' })).toBeVisible();
  await expect(frame.getByRole('region').first()).toBeVisible();
  await pictures(page, 'event', project);
  await frame.getByRole('button', { name: 'Geri' }).click();
  await expect(eventRow(frame, first)).toBeVisible();

  // A multiple of two.
  for (const event of picks.slice(0, 2)) await priceButton(frame, event, favourite(event)).click();
  if (isMobile) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await picture(page, 'slip-bar', project, false);
  }
  let slip = await slipOf(frame, isMobile);
  await slip.getByLabel('Bahis tutarı').fill('10');
  await picture(page, 'slip-multiple', project, false);
  await slip.getByRole('button', { name: `${lira(10)} bahis yap` }).click();
  await expect(slip.getByRole('status')).toContainText('Bahsiniz alındı', { timeout: 15_000 });
  await picture(page, 'receipt', project, false);
  await slip.getByRole('button', { name: 'Seçimleri koru' }).click();
  await closeSheet(frame, isMobile);

  // A system of three: 2/3.
  const third = picks[2] as EventSummary;
  await priceButton(frame, third, favourite(third)).click();
  slip = await slipOf(frame, isMobile);
  await slip.getByRole('button', { name: 'Sistem' }).click();
  await slip.getByRole('radiogroup', { name: 'Sistem' }).getByRole('radio').first().click();
  await slip.getByLabel('Bahis tutarı').fill('5');
  await picture(page, 'slip-system', project, false);

  // A stake above the maximum, refused with its fix.
  await slip.getByLabel('Bahis tutarı').fill('20000');
  await slip.getByRole('button', { name: /bahis yap$/ }).click();
  await expect(slip.getByRole('button', { name: /^En fazla / })).toBeVisible();
  await picture(page, 'slip-refusal', project, false);
  await slip.getByLabel('Bahis tutarı').fill('5');
  await slip.getByRole('button', { name: /bahis yap$/ }).click();
  await expect(slip.getByRole('status')).toContainText('Bahsiniz alındı', { timeout: 15_000 });
  await slip.getByRole('button', { name: 'Yeni kupon' }).click();
  await closeSheet(frame, isMobile);

  // My bets: open.
  await frame.getByRole('button', { name: 'Bahislerim' }).click();
  await expect(frame.getByRole('article')).toHaveCount(2);
  await pictures(page, 'bets-open', project);

  // The matches finish; My bets: settled.
  const token = await frameToken(page);
  if (!token) throw new Error('no token');
  const { items } = await sportsbookGet<{ items: Bet[] }>(api, 'bets?status=open', token);
  const lastStart = Math.max(...picks.map((event) => Date.parse(event.startsAt)));
  await moveClock(api, (lastStart + 120 * 60_000 - (await serverNow(api)).getTime()) / 1000);
  for (const bet of items) await settledBet(api, token, bet.id);
  await page.goto('/spor');
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  await frame.getByRole('button', { name: 'Bahislerim' }).click();
  await frame.getByRole('tab', { name: 'Sonuçlanan' }).click();
  await expect(frame.getByRole('article')).toHaveCount(2);
  await pictures(page, 'bets-settled', project);

  // E-sports.
  await page.goto('/esports');
  const esports = sportsbookFrame(page, 'esports');
  await expect(esports.getByRole('navigation', { name: 'Sporlar' })).toBeVisible({ timeout: 30_000 });
  await expect(esports.getByRole('listitem').first()).toBeVisible();
  await pictures(page, 'esports', project);
});
