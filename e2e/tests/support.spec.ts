import { expect, test } from '../support/fixtures.ts';
import { logIn, openLogin, skipPopup } from '../support/accounts.ts';
import { registerPlayer } from '../support/players.ts';

// The support page is a lazy chunk: slow to load on a busy machine.
test.describe.configure({ timeout: 90_000 });

const REFERENCE = /^ZS-\d{6}$/;

test('a visitor asks for a call back from Sizi Arayalım and gets the request’s reference', async ({ page }) => {
  await skipPopup(page);
  await page.goto('/');

  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Sizi Arayalım' }).click();
  await expect(page).toHaveURL(/\/support\?type=callback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Destek' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('radio', { name: /Sizi Arayalım/ })).toBeChecked();

  await page.getByLabel('Ad Soyad').fill('Mehmet Kaya');
  // Pasted whole, as an autofill would: the number is not doubled.
  await page.getByLabel('Cep Telefonu').pressSequentially('+90 532 765 43 21');
  await page.getByText('Akşam', { exact: true }).click();
  await page.getByRole('button', { name: 'Beni Arayın' }).click();

  const receipt = page.getByRole('region', { name: 'Talebiniz bize ulaştı' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByRole('status', { name: 'Talep numaranız' })).toHaveText(REFERENCE);
});

test('the phone’s Support leads to the contact form when no live chat is configured', { tag: '@phone' }, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the bottom bar is the phone’s');
  await skipPopup(page);
  await page.goto('/promotions');

  await page.getByRole('navigation', { name: 'Hızlı menü' }).getByRole('button', { name: 'Destek' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('radio', { name: /Bize Yazın/ })).toBeChecked({ timeout: 15_000 });
});

test('a player’s name and phone are filled in, and the message is sent as theirs', async ({ page, api, isMobile }) => {
  const { player } = await registerPlayer(api);
  await skipPopup(page);
  await page.goto('/');
  await logIn(page, await openLogin(page, isMobile), player.username, player.password);

  await page.goto('/support');
  await expect(page.getByLabel('Ad Soyad')).toHaveValue(`${player.name} ${player.surname}`, { timeout: 15_000 });
  const digits = player.phone.slice(2);
  await expect(page.getByLabel('Cep Telefonu')).toHaveValue(
    `90 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`,
  );

  await page.getByLabel(/^Mesajınız/).fill('Yatırdığım bonus hesabıma geçmedi, yardımcı olur musunuz?');
  await page.getByRole('button', { name: 'Mesajı Gönder' }).click();
  await expect(page.getByRole('status', { name: 'Talep numaranız' })).toHaveText(REFERENCE);
});
