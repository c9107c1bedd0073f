import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures.ts';

// Full-page pictures to look at (not compared): e2e/screenshots/<project>-<page>.png.
const shot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

test('screenshot: home', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shot(`${testInfo.project.name}-home`), fullPage: true, animations: 'disabled' });
});
