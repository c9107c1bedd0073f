import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { logIn, openLogin, skipPopup } from './accounts.ts';
import { expect } from './fixtures.ts';
import type { NewPlayer } from './players.ts';

/** The responsible-gaming page. */
export const RESPONSIBLE_PATH = '/dashboard/responsible-gaming';

/** Resolves once the page's hub connection has finished its handshake (its first frame from the server). */
export function hubConnected(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/hub/frnotify'), timeout: 30_000 })
    .then((socket) => socket.waitForEvent('framereceived', { timeout: 30_000 }));
}

/** Logs `player` in through the dialog on the home page, then opens `path` and waits for its hub connection. */
export async function logInAt(page: Page, player: NewPlayer, path: string, isMobile: boolean): Promise<void> {
  await skipPopup(page);
  await page.goto('/');
  const first = hubConnected(page);
  await logIn(page, await openLogin(page, isMobile), player.username, player.password);
  await first;
  const connected = hubConnected(page);
  await page.goto(path);
  await connected;
}

/**
 * Dev only (the e2e server runs with ZAR_DEV_OUTBOX=1): moves the server's clock `seconds` forward and runs the
 * responsible-gambling sweep at once (reality checks, session limits).
 */
export async function advanceClock(api: APIRequestContext, seconds: number): Promise<void> {
  const response = await api.post('/dev/clock', { data: { seconds } });
  if (!response.ok()) throw new Error(`/dev/clock: HTTP ${response.status()}`);
}

/** One limit's row on the page, e.g. the daily one of the deposit card. */
export function limitRow(page: Page, kind: string, period: string): Locator {
  return page
    .getByRole('region', { name: kind })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: period, exact: true }) });
}
