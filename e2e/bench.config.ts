import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import type { TestFixtures, WorkerFixtures } from './support/fixtures.ts';

/**
 * `make bench`'s web budget (architecture §12): the home page's Core Web Vitals on a throttled phone, measured in
 * Debian's Chromium against a real `zar serve` (ZAR_BIN picks the release build) over HTTPS with HTTP/2, as players
 * reach it in production. Every budget is a ratio to a baseline in the same run (bench/static-page.ts: a static page
 * with the home page's first image and no script), which the bench writes into a copy of the built app that its
 * servers are pointed at (bench/web-copy.setup.ts): a production build never holds it. Not part of `make test`.
 */
export default defineConfig<TestFixtures, WorkerFixtures>({
  ...base,
  // As in production: HTTPS, and no development outbox (its strip would load before the first frame). No trace or
  // screenshots: recording them takes the CPU the measured page needs.
  use: { ...base.use, serverTls: true, serverEnv: { ZAR_DEV_OUTBOX: '0' }, trace: 'off', screenshot: 'off' },
  testDir: './bench',
  globalSetup: './bench/web-copy.setup.ts',
  outputDir: './test-results/bench',
  timeout: 120_000,
  retries: 0,
  workers: 1,
  projects: [{ name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } }],
});
