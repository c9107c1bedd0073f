import { defineConfig } from '@playwright/test';
import { trustTestCertificate } from './support/tls.ts';

/**
 * Journeys in Debian's Chromium against a real `zar serve` (one per worker, fresh database:
 * see support/fixtures.ts). Never downloads a browser.
 */
export default defineConfig({
  testDir: './tests',
  // The *screenshots specs take pictures to look at, not assertions of behaviour: `make screenshots` runs them;
  // CI (`make test` with CI=true) leaves them out to stay within its time.
  testIgnore: process.env.CI && !process.env.ZAR_SCREENSHOTS ? ['**/*screenshots.spec.ts'] : [],
  outputDir: './test-results',
  // A hang guard, not a speed budget: CI's machine runs the journeys about half as fast as a quiet one (a 15 s journey
  // here took over 30 s there), and each step keeps its own shorter wait.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two cores: one worker per core, each with its own server (CI too: one worker took 18 of make test's minutes).
  workers: 2,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.ZAR_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', trustTestCertificate()],
    },
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Every journey runs on the desktop; on the phone only those tagged `@phone`, whose behaviour differs there (the
  // bottom bar, the side menu, dialogs and the play modal, the phone's pictures and layouts under axe). The rest
  // would repeat the same calls at another width. `make screenshots` pictures every page at both sizes.
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'phone',
      grep: process.env.ZAR_SCREENSHOTS ? undefined : /@phone/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});
