import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_SPORTSBOOK_OPTIONS } from '../support/sportsbook.ts';

// A fresh browser's first load is slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

// Full-page pictures to look at (not compared): e2e/screenshots/<project>-site-<page>.png.
const shot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

/** Every public route of product §2, with the level-1 heading it shows in Turkish on a fresh demo. */
const PUBLIC_ROUTES: { path: string; name: string; heading: string | RegExp }[] = [
  { path: '/', name: 'home', heading: 'Oyunun tamamı tek adreste.' },
  { path: '/spor', name: 'spor', heading: /^Spor/ },
  { path: '/spor/fcg', name: 'spor-fcg', heading: /^Spor/ },
  { path: '/livespor', name: 'livespor', heading: /^Canlı Bahis/ },
  { path: '/livespor/fcg', name: 'livespor-fcg', heading: /^Canlı Bahis/ },
  { path: '/esports', name: 'esports', heading: /^E-spor/ },
  { path: '/esports/betco', name: 'esports-betco', heading: /^E-spor/ },
  { path: '/casino/slot', name: 'casino-slot', heading: /Casino/ },
  { path: '/casino/live', name: 'casino-live', heading: /Canlı Casino/ },
  { path: '/casino/games', name: 'casino-games', heading: /Oyunlar/ },
  { path: '/casino/bingo', name: 'casino-bingo', heading: /Bingo/ },
  { path: '/casino/tvbets', name: 'casino-tvbets', heading: /TV Oyunları/ },
  { path: '/promotions', name: 'promotions', heading: 'Promosyonlar' },
  { path: '/pages/1', name: 'page-1', heading: /.+/ },
  { path: '/bu-sayfa-yok', name: 'not-found', heading: 'Sayfa bulunamadı' },
];

/** The marketing popup shows once per visitor: mark it seen before the page loads. */
async function skipPopup(page: Page) {
  await page.addInitScript(() => {
    if (window.top !== window) return; // Partner frames have their own (or no) storage.
    const ids = Array.from({ length: 50 }, (_, index) => index + 1);
    window.localStorage.setItem('popupSeen', JSON.stringify(ids));
  });
}

/**
 * Opens `path` and waits for the app to show: start-up runs before it (product §4), which takes seconds in headless
 * Chromium on a busy machine.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} opens without console errors (screenshot)`, async ({ page }, testInfo) => {
    await skipPopup(page);
    await open(page, route.path);

    await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeAttached();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Zar`);
    await settle(page);
    await page.screenshot({ path: shot(`${testInfo.project.name}-site-${route.name}`), fullPage: true, animations: 'disabled' });
  });
}

test("the popup never covers the login dialog a guarded page opened: it waits until that is closed", async ({ page }) => {
  // A visitor asking for /dashboard lands on the home page with the login dialog open.
  await open(page, '/dashboard');
  const login = page.getByRole('dialog', { name: 'Giriş Yap' });
  await expect(login).toBeVisible({ timeout: 20_000 });
  await settle(page);
  await page.keyboard.press('Shift');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(login).toBeVisible();

  await login.getByRole('button', { name: 'Kapat' }).click();
  await expect(login).toBeHidden();
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await expect(popup).not.toHaveAccessibleName('Giriş Yap');
});

test('the top banner closes, and stays closed after a reload', async ({ page }) => {
  await skipPopup(page);
  await open(page, '/');
  const banner = page.getByRole('region', { name: 'Duyuru' });
  await expect(banner).toContainText('Güncel adresimiz');
  await expect(banner).toContainText(new URL(page.url()).host);

  await banner.getByRole('button', { name: 'Duyuruyu kapat' }).click();

  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('topNotifyRead'))).toBe('yes');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible({ timeout: 30_000 });
  await settle(page);
  await expect(banner).toBeHidden();
});

test('the popup shows once, at the first touch of the idle page', async ({ page }, testInfo) => {
  await open(page, '/');
  await settle(page);
  const popup = page.getByRole('dialog');
  // Not before the visitor touches the page: then it could become the page's largest paint.
  await expect(popup).toBeHidden();
  await page.keyboard.press('Shift');
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await expect(popup.locator('picture img')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: shot(`${testInfo.project.name}-site-popup`), animations: 'disabled' });

  await popup.getByRole('button', { name: 'Kapat' }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible({ timeout: 30_000 });
  await settle(page);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('switching the language changes the texts and the x-locale header', async ({ page }) => {
  await skipPopup(page);
  await open(page, '/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible();
  await expect(page.locator('main article h3').first()).toBeVisible();
  const turkishTitles = await page.locator('main article h3').allTextContents();
  expect(turkishTitles.length).toBeGreaterThan(0);

  const englishCall = page.waitForRequest((request) => request.url().includes('/api/cms/') && request.headers()['x-locale'] === 'en');
  await page.getByRole('banner').getByRole('combobox', { name: 'Dil Seçin' }).click();
  await page.getByRole('option', { name: 'English' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sports', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await englishCall).headers()['x-locale']).toBe('en');
  await expect.poll(() => page.locator('main article h3').allTextContents()).not.toEqual(turkishTitles);
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
});

test('a promotion opens its details: the wide picture, the title and the terms', async ({ page }, testInfo) => {
  await skipPopup(page);
  await open(page, '/promotions');
  const first = page.locator('main article').first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await first.getByRole('link', { name: `${title}: detaylar` }).click();

  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('picture img')).toHaveAttribute('src', /1920x540/);
  await expect(dialog.locator('p, li').first()).toBeVisible();
  await page.screenshot({ path: shot(`${testInfo.project.name}-site-promotion-detail`), animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toBeHidden();
});

test('the footer links go where the spec says', async ({ page }) => {
  await skipPopup(page);
  await open(page, '/promotions');
  const footer = page.getByRole('contentinfo');

  const fixed: [string, string][] = [
    ['Spor', '/spor'],
    ['Canlı Bahis', '/livespor'],
    ['E-spor', '/esports'],
    ['Casino', '/casino/slot'],
    ['Canlı Casino', '/casino/live'],
    ['TV Oyunları', '/casino/tvbets'],
    ['Oyunlar', '/casino/games'],
  ];
  for (const [name, href] of fixed) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  // The terms notice links the general terms (also listed among the pages).
  await expect(footer.getByRole('paragraph').getByRole('link', { name: 'Genel Şartlar ve Koşullar' })).toHaveAttribute('href', '/pages/1');

  // Content pages from the categories: each one opens its /pages/{id}.
  const pageLinks = footer.locator('a[href^="/pages/"]');
  await expect(pageLinks.first()).toBeVisible();
  const hrefs = await pageLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^\/pages\/\d+$/);

  const link = pageLinks.nth(1);
  const title = (await link.textContent())?.trim() ?? '';
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await footer.getByRole('link', { name: 'E-spor', exact: true }).click();
  await expect(page).toHaveURL(/\/esports$/);
});

/** Sets public site options through the operator API; false when the server has no such API yet. */
async function setSiteOptions(api: APIRequestContext, values: Record<string, string>): Promise<boolean> {
  const login = await api.post('/api/admin/auth/login', { data: { username: 'admin', password: 'admin12345' }, failOnStatusCode: false });
  const token = login.ok() ? ((await login.json()) as { data?: { token?: string } }).data?.token : undefined;
  if (!token) return false;
  for (const [key, value] of Object.entries(values)) {
    const response = await api.put(`/api/admin/cms/siteoptions/${key}`, {
      data: { value, status: true },
      headers: { Authorization: `Bearer ${token}` },
      failOnStatusCode: false,
    });
    if (!response.ok()) return false;
  }
  return true;
}

test('a sports page frames the configured partner', async ({ page, api }) => {
  const partner = { betsy_url: 'https://betsy.example/sportsbook', betsy_cid: 'zar-e2e' };
  const viaAdmin = await setSiteOptions(api, partner);
  if (!viaAdmin) {
    // No operator API for site options yet: give the browser the same options the server would list.
    await page.route('**/api/cms/siteoptionlist', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { key: string; value: string; status: boolean }[] };
      const data = body.data.filter((option) => !(option.key in partner));
      for (const [key, value] of Object.entries(partner)) data.push({ key, value, status: true });
      await route.fulfill({ response, json: { ...body, data } });
    });
  }
  // The partner itself is outside the test: answer its page here.
  await page.route('https://betsy.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Betsy</title><p>Betsy demo sportsbook</p>' }),
  );
  await skipPopup(page);

  try {
    await open(page, '/spor');
    const frame = page.getByTitle('Spor: bahis ekranı');
    await expect(frame).toHaveAttribute('src', 'https://betsy.example/sportsbook?cid=zar-e2e&lang=tr&page=sport');
    await expect(page.frameLocator('iframe[title="Spor: bahis ekranı"]').getByText('Betsy demo sportsbook')).toBeVisible();
    const box = await frame.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(400);

    await open(page, '/livespor/fcg');
    await expect(page.getByTitle('Canlı Bahis: bahis ekranı')).toHaveAttribute(
      'src',
      'https://betsy.example/sportsbook?cid=zar-e2e&lang=tr&page=live&layout=fcg',
    );
  } finally {
    // Back to the demo's partner (Zar Sportsbook) for the journeys after this one on the worker's server.
    if (viaAdmin) await setSiteOptions(api, { betsy_url: DEMO_SPORTSBOOK_OPTIONS.betsy_url, betsy_cid: DEMO_SPORTSBOOK_OPTIONS.betsy_cid });
  }
  // Restored: the sports pages frame Zar Sportsbook again.
  await page.unrouteAll();
  await open(page, '/spor');
  await expect(page.getByTitle('Spor: bahis ekranı')).toHaveAttribute('src', /\/sportsbook\/\?cid=zar&lang=tr&page=sport$/);
});

test('an unconfigured partner tells players where to play meanwhile', async ({ page, api }) => {
  // The demo frames Zar Sportsbook on every sports page: take e-sports' partner away for this journey.
  const viaAdmin = await setSiteOptions(api, { betco_url: '' });
  if (!viaAdmin) {
    await page.route('**/api/cms/siteoptionlist', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { key: string; value: string; status: boolean }[] };
      const data = body.data.filter((option) => option.key !== 'betco_url');
      await route.fulfill({ response, json: { ...body, data } });
    });
  }
  await skipPopup(page);
  try {
    await open(page, '/esports');
    await expect(page.getByRole('heading', { level: 1, name: 'E-spor şu anda açık değil' })).toBeVisible();
    await expect(page.getByRole('link', { name: "Casino'ya Git" })).toHaveAttribute('href', '/casino/slot');
    await page.getByRole('link', { name: 'Promosyonlara Göz At' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
  } finally {
    if (viaAdmin) await setSiteOptions(api, { betco_url: DEMO_SPORTSBOOK_OPTIONS.betco_url });
  }
  // Restored: e-sports frames Zar Sportsbook again.
  await open(page, '/esports');
  await expect(page.getByTitle('E-spor: bahis ekranı')).toHaveAttribute('src', /\/sportsbook\/\?lang=tr&page=esports$/);
});

test('phones get the bottom bar and the hamburger menu; desktops the tile rail', { tag: '@phone' }, async ({ page }, testInfo) => {
  await skipPopup(page);
  await open(page, '/promotions');
  const bottomBar = page.getByRole('navigation', { name: 'Hızlı menü' });

  if (testInfo.project.name === 'phone') {
    await expect(bottomBar).toBeVisible();
    await bottomBar.getByRole('link', { name: 'C.Casino' }).click();
    await expect(page).toHaveURL(/\/casino\/live$/);

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(320);
    await page.screenshot({ path: shot('phone-site-side-menu'), animations: 'disabled' });
    await menu.getByRole('navigation', { name: 'Bölümler' }).getByRole('link', { name: 'Spor', exact: true }).click();
    await expect(page).toHaveURL(/\/spor$/);
    await expect(menu).toBeHidden();
  } else {
    await expect(bottomBar).toBeHidden();
    const rail = page.getByRole('complementary').getByRole('navigation', { name: 'Bölümler' });
    await expect(rail).toBeVisible();
    await rail.getByRole('link', { name: 'Canlı Bahis' }).click();
    await expect(page).toHaveURL(/\/livespor$/);
    await page.getByRole('button', { name: 'Menüyü daralt' }).click();
    await expect(page.getByRole('button', { name: 'Menüyü genişlet' })).toBeVisible();
  }
});

test('the header hides after scrolling more than 100 px and comes back near the top', async ({ page }) => {
  await skipPopup(page);
  await open(page, '/promotions');
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();

  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(header).not.toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toBeInViewport();
});
