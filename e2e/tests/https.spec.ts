import { logIn, openLogin, skipPopup } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorToken, sendNotification } from '../support/operators.ts';
import { registerPlayer } from '../support/players.ts';
import { hubConnected } from '../support/realtime.ts';

// The site as players reach it in production: over HTTPS (`ZAR_TLS_LISTEN`; a self-signed certificate here).
test.use({ serverTls: true, allowedConsoleErrors: [/status of 404/] });
test.skip(!!process.env.ZAR_E2E_BASE_URL, 'the journeys run against a server of your own, which may not serve HTTPS');

test('over HTTPS the page and its files come over HTTP/2, and the hub’s WebSocket brings a notification live', async ({ page, api, server }, testInfo) => {
  expect(server.baseURL).toMatch(/^https:/);
  const { player } = await registerPlayer(api);
  const operator = await operatorToken(api);
  await skipPopup(page);
  await page.goto('/');
  await expect(page.getByRole('banner').first()).toBeVisible();

  // One connection carries the document, the scripts and the API calls.
  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter((entry) => new URL(entry.name).origin === location.origin)
      .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
  );
  expect(protocols.length).toBeGreaterThan(5);
  expect(new Set(protocols)).toEqual(new Set(['h2']));

  // The hub connects over the same origin's TLS (a WebSocket over HTTP/2 where the browser uses one).
  const connected = hubConnected(page);
  await logIn(page, await openLogin(page, testInfo.project.use.isMobile === true), player.username, player.password);
  await connected;
  await sendNotification(api, operator, player.username, {
    type: 4,
    title: { tr: 'Güvenli bağlantı', en: 'Secure connection' },
    note: { tr: 'HTTPS üzerinden geldi.', en: 'It came over HTTPS.' },
  });
  const bell = testInfo.project.use.isMobile
    ? page.getByRole('banner').getByRole('button', { name: 'Hesabım, okunmamış bildirimler var' })
    : page.getByRole('banner').getByRole('button', { name: 'Bildirimler, 1 okunmamış' });
  await expect(bell).toBeVisible({ timeout: 5_000 });
});
