import { expect, test } from '../support/fixtures.ts';

// A fresh browser's first load is slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('home shows the frame and switches to English and back', async ({ page }) => {
  await page.goto('/');

  // A first visit is greeted by the marketing popup (shown once) at its first touch of the page, once the page is
  // idle; while it is open the rest of the page is hidden from assistive technology, so close it first.
  await expect(page.getByRole('heading', { level: 1, name: 'Oyunun tamamı tek adreste.' })).toBeAttached({ timeout: 30_000 });
  const popup = page.getByRole('dialog');
  await page.keyboard.press('Shift');
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await popup.getByRole('button', { name: 'Kapat' }).click();
  await expect(popup).toBeHidden();

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Zar ana sayfa' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oyunun tamamı tek adreste.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Spor', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Zar`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  // The journeys' server runs with the development outbox: every page says so in a strip above the header.
  const outboxLink = page.getByRole('region', { name: 'Geliştirme modu' }).getByRole('link', { name: /^\/dev\/outbox/ });
  await expect(outboxLink).toBeVisible();
  await expect(outboxLink).toHaveAttribute('href', '/dev/outbox');

  // English: texts change at once, and the next API call asks the server for English.
  const known = await page.evaluate(() => window.localStorage.getItem('fingerprint'));
  const englishCall = page.waitForRequest((request) => request.url().includes('/api/') && request.headers()['x-locale'] === 'en');
  await header.getByRole('combobox', { name: 'Dil Seçin' }).click();
  await page.getByRole('option', { name: 'English' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'The whole game, in one place.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sports', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const request = await englishCall;
  // A visitor's reads carry the fingerprint once it is known; a first visit computes it only when an account
  // dialog opens (docs/decisions.md), so here it is sent exactly when this browser already had one.
  expect(request.headers()['x-fingerprint']).toBe(known ?? undefined);
  expect((await request.response())?.status()).toBe(200);

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'The whole game, in one place.' })).toBeVisible();

  // And back to Turkish.
  await header.getByRole('combobox', { name: 'Select Language' }).click();
  await page.getByRole('option', { name: 'Türkçe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oyunun tamamı tek adreste.' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('every client route renders inside the frame, unknown ones as a localized 404', async ({ page }) => {
  await page.goto('/casino/slot');
  // The lobby is a lazy chunk: the first one can take a moment on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goto('/bu-sayfa-yok');
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oyunun tamamı tek adreste.' })).toBeVisible();
});

test('the home carousel shows its pictures whole, nothing cut off at the sides', { tag: '@phone' }, async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('popupSeen', JSON.stringify([1, 2, 3, 4, 5])));
  await page.goto('/');
  const slide = page.getByRole('link', { name: /^Kampanya 1 \// }).locator('img');
  await expect(slide).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // object-fit: cover crops exactly when the box's aspect differs from the picture's.
  const { box, picture } = await slide.evaluate((img: HTMLImageElement) => ({
    box: img.clientWidth / img.clientHeight,
    picture: img.naturalWidth / img.naturalHeight,
  }));
  expect(Math.abs(box - picture) / picture).toBeLessThan(0.03);
});
