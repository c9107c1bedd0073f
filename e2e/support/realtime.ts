import type { Page } from '@playwright/test';

/** Resolves once the page's hub connection has finished its handshake (its first frame from the server). */
export function hubConnected(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/hub/frnotify'), timeout: 30_000 })
    .then((socket) => socket.waitForEvent('framereceived', { timeout: 30_000 }));
}
