import { expect, test } from '../support/fixtures.ts';
import { openLogin, skipPopup } from '../support/accounts.ts';

// Lobbies and dialogs are lazy chunks: the first ones can take a moment on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('Back closes an open dialog and leaves the page under it as it was', { tag: '@phone' }, async ({ page, isMobile }) => {
  await skipPopup(page);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Casino', exact: true }).click();
  const lobby = page.getByRole('heading', { level: 1, name: 'Casino' });
  await expect(lobby).toBeVisible({ timeout: 15_000 });

  const login = await openLogin(page, isMobile);
  await page.goBack();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/casino\/slot$/);
  await expect(lobby).toBeVisible();

  // A dialog closed by its own button leaves no entry behind: the next Back leaves the page.
  const again = await openLogin(page, isMobile);
  await again.getByRole('button', { name: 'Kapat' }).click();
  await expect(again).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible();
});

test('a link in a dialog replaces its entry: Back from the new page leads to the page under the dialog', { tag: '@phone' }, async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the side menu is the phone’s');
  await skipPopup(page);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await menu.getByRole('link', { name: 'Canlı Casino' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Canlı Casino' })).toBeVisible({ timeout: 15_000 });

  await page.goBack();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(menu).toBeHidden();
});

test('a promotion’s detail has its own address: Back closes it, and the address opens it directly', async ({ page }) => {
  await skipPopup(page);
  await page.goto('/promotions');
  const card = page.getByRole('link', { name: /: detaylar$/ }).first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const title = (await card.getAttribute('aria-label'))?.replace(/: detaylar$/, '') ?? '';

  await card.click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(/\/promotions\/\d+$/);
  await expect(page).toHaveTitle(`${title} · Zar`);
  const address = page.url();

  await page.goBack();
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible();

  // Shared: the address opens the detail over the list, and closing it leaves the list.
  await page.goto(address);
  await expect(detail).toBeVisible({ timeout: 20_000 });
  await detail.getByRole('button', { name: 'Kapat' }).click();
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/\/promotions$/);
});
