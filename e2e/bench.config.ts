import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * `make bench`'s web budget (DESIGN §12): the home page's Core Web Vitals on a throttled phone, measured in
 * Debian's Chromium against a real `zar serve` (ZAR_BIN picks the release build). Not part of `make test`.
 */
export default defineConfig({
  ...base,
  testDir: './bench',
  outputDir: './test-results/bench',
  timeout: 120_000,
  retries: 0,
  workers: 1,
  projects: [{ name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } }],
});
