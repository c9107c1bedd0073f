import { expect, type Page } from '@playwright/test';
import { DEMO_OPERATOR } from './operators.ts';

/** Logs an operator into the back office through its login form (`/admin/login`) and waits for the shell. */
export async function logInToBackOffice(page: Page, operator = DEMO_OPERATOR, path = '/admin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Kullanıcı adı').fill(operator.username);
  await page.getByLabel('Şifre').fill(operator.password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(operator.username, { timeout: 15_000 });
}

/** The back office's sidebar. */
export function backOfficeNav(page: Page) {
  return page.getByRole('navigation', { name: 'Yönetim menüsü' });
}
