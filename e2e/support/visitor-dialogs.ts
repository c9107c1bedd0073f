import { expect, type Locator, type Page } from '@playwright/test';
import { openLogin, openSignUp } from './accounts.ts';

/** A dialog (or popup list) a visitor can open, from the page at `path`; `open` gives it, shown. */
export interface OpenDialog {
  name: string;
  path: string;
  open: (page: Page, isMobile: boolean) => Promise<Locator>;
  phoneOnly?: boolean;
  /** What has the focus again once it closes (at desktop size): what opened it, or what opened the dialog before it. */
  opener?: (page: Page) => Locator;
}

const header = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name, exact: true });

export const VISITOR_DIALOGS: OpenDialog[] = [
  { name: 'login', path: '/', open: (page, isMobile) => openLogin(page, isMobile), opener: (page) => header(page, 'Giriş Yap') },
  { name: 'sign-up', path: '/', open: (page, isMobile) => openSignUp(page, isMobile), opener: (page) => header(page, 'Üye Ol') },
  {
    name: 'password recovery',
    path: '/',
    opener: (page) => header(page, 'Giriş Yap'),
    open: async (page, isMobile) => {
      const login = await openLogin(page, isMobile);
      await login.getByRole('button', { name: 'Şifremi Unuttum' }).click();
      const recovery = page.getByRole('dialog', { name: 'Şifre Yenileme' });
      await expect(recovery).toBeVisible({ timeout: 15_000 });
      return recovery;
    },
  },
  {
    name: 'promotion detail',
    path: '/promotions',
    opener: (page) => page.getByRole('link', { name: /: detaylar$/ }).first(),
    open: async (page) => {
      const card = page.getByRole('link', { name: /: detaylar$/ }).first();
      await expect(card).toBeVisible({ timeout: 20_000 });
      const title = (await card.getAttribute('aria-label'))?.replace(/: detaylar$/, '') ?? '';
      await card.click();
      const detail = page.getByRole('dialog', { name: title });
      await expect(detail).toBeVisible();
      return detail;
    },
  },
  {
    name: 'language list',
    path: '/',
    opener: (page) => page.getByRole('combobox', { name: 'Dil Seçin' }).first(),
    open: async (page) => {
      await page.getByRole('combobox', { name: 'Dil Seçin' }).first().click();
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      return list;
    },
  },
  {
    name: 'side menu',
    path: '/',
    phoneOnly: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Menüyü aç' }).click();
      const menu = page.getByRole('dialog', { name: 'Menü' });
      await expect(menu).toBeVisible();
      return menu;
    },
  },
];

