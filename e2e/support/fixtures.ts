import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { readOutbox, type OutboxFilter, type OutboxMessage } from './outbox.ts';
import { startZar, type ZarServer } from './server.ts';

export interface TestFixtures {
  /** Requests to the worker's server (baseURL set, `x-locale: tr`), e.g. to create players. */
  api: APIRequestContext;
  /** Waits for e-mails/SMS matching `filter` in the server's dev outbox (see support/outbox.ts). */
  readOutbox: (filter?: OutboxFilter, options?: { timeout?: number }) => Promise<OutboxMessage[]>;
  /**
   * Console errors this test expects, e.g. `test.use({ allowedConsoleErrors: [/status of 400/] })`
   * when a journey submits bad input on purpose (Chromium logs every failed request).
   */
  allowedConsoleErrors: (string | RegExp)[];
}

export interface WorkerFixtures {
  /** One `zar serve` per worker with a fresh database and the demo content. */
  server: ZarServer;
  /**
   * Settings the worker's server starts with, e.g. `test.use({ serverEnv: { ZAR_CODE_RESEND_SECONDS: '1' } })`
   * (Playwright gives a file with its own settings its own worker, so the others keep the defaults).
   */
  serverEnv: Record<string, string>;
  /** The worker's server also serves HTTPS with HTTP/2 (support/tls.ts), and the journeys go there. */
  serverTls: boolean;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  serverTls: [false, { scope: 'worker', option: true }],

  server: [
    async ({ serverEnv, serverTls }, use) => {
      // ZAR_E2E_BASE_URL points the journeys at a server you already run (e.g. `make run`).
      const external = process.env.ZAR_E2E_BASE_URL;
      const server = external
        ? { baseURL: external, port: Number(new URL(external).port), dir: '', stop: async () => {} }
        : await startZar(serverEnv, { tls: serverTls });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },

  allowedConsoleErrors: [[], { option: true }],

  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} @ ${message.location().url}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));

    await use(page);

    const unexpected = errors.filter(
      (error) => !allowedConsoleErrors.some((allowed) => (typeof allowed === 'string' ? error.includes(allowed) : allowed.test(error))),
    );
    expect(unexpected, 'the page logged errors to the console').toEqual([]);
  },

  api: async ({ playwright, server, serverTls }, use) => {
    const api = await playwright.request.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { 'x-locale': 'tr' }, ignoreHTTPSErrors: serverTls });
    await use(api);
    await api.dispose();
  },

  readOutbox: async ({ api }, use) => {
    await use((filter, options) => readOutbox(api, filter, options));
  },
});

export { expect };
