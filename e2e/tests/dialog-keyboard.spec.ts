import { openSignUp, skipPopup } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { VISITOR_DIALOGS } from '../support/visitor-dialogs.ts';

// Every dialog a visitor opens (issue 21), by keyboard: Tab and Shift+Tab never leave it, Escape closes it and gives
// the focus back to what opened it. Desktop only: phones have no Tab or Escape key.
for (const dialog of VISITOR_DIALOGS.filter((d) => d.opener)) {
  test(`the ${dialog.name} keeps the focus while open and gives it back on Escape`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'a keyboard journey; phones have no Tab or Escape key');
    test.setTimeout(90_000);
    await skipPopup(page);
    await page.goto(dialog.path);
    const shown = await dialog.open(page, false);
    const focusInside = () => shown.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(4).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await focusInside(), `focus left the ${dialog.name} after ${key}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(shown).toBeHidden();
    await expect(dialog.opener?.(page) ?? page.locator('body')).toBeFocused();
  });
}

// The sign-up dialog by keyboard alone (issue 24, item 10), where it went wrong: Chromium at desktop size.
test('sign-up by keyboard: Tab out of the empty phone reaches the birth date, separators and Backspace move between its boxes, Escape gives the focus back', async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.isMobile === true, 'a keyboard journey; phones have no Tab or Escape key');
  test.setTimeout(60_000);
  await skipPopup(page);
  await page.goto('/');
  const signUp = await openSignUp(page, false);
  const opener = page.getByRole('banner').getByRole('button', { name: 'Üye Ol' });

  const phone = signUp.getByLabel('Cep Telefonu');
  await phone.focus();
  await page.keyboard.press('Tab');
  const day = signUp.getByLabel('Gün');
  await expect(day).toBeFocused();
  await expect(phone).toHaveAccessibleDescription('Bu alan zorunludur.');

  const month = signUp.getByLabel('Ay');
  const year = signUp.getByLabel('Yıl');
  await page.keyboard.type('5/');
  await expect(day).toHaveValue('05');
  await expect(month).toBeFocused();
  await page.keyboard.type('3.');
  await expect(month).toHaveValue('03');
  await expect(year).toBeFocused();
  await page.keyboard.type('1990');
  await expect(year).toHaveValue('1990');

  for (let n = 0; n < 5; n++) await page.keyboard.press('Backspace');
  await expect(year).toHaveValue('');
  await expect(month).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(signUp).toBeHidden();
  await expect(opener).toBeFocused();
});
