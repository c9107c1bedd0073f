import { expect, test } from '../support/fixtures.ts';

/**
 * Zar Games' pages that need no wallet: the verify page recomputes a round from its seeds without logging in,
 * on the server and in the browser; a game opened without a launch token says how to play and where to verify.
 * (Playing rounds from the lobby needs the seamless wallet: tests/casino journeys.)
 */
const SEED = '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b';

test('the verify page recomputes a dice round without logging in', async ({ page }) => {
  const query = new URLSearchParams({
    game: 'dice',
    serverSeed: SEED,
    clientSeed: 'lucky-player',
    nonce: '0',
    stake: '10',
    params: JSON.stringify({ target: 50, direction: 'under' }),
    lang: 'en',
  });
  await page.goto(`/games/verify?${query.toString()}`);
  await expect(page.getByRole('heading', { name: 'Verify a round' })).toBeVisible();
  await page.getByRole('button', { name: 'Compute' }).click();
  await expect(page.getByTestId('verify-outcome')).toHaveText('Roll: 11.94');
  await expect(page.getByText('Win: ₺19.80')).toBeVisible();
  await expect(page.getByText('Your browser computed the same result itself')).toBeVisible();
});

test('a crash round verifies against its chain on the verify page', async ({ page }) => {
  await page.goto('/games/verify?lang=tr');
  await page.getByRole('radio', { name: 'Crash' }).click();
  await page.getByLabel('Tur hash değeri').fill(SEED);
  await page.getByLabel('Zincirin tuzu').fill('zar');
  await page.getByRole('button', { name: 'Hesapla' }).click();
  await expect(page.getByTestId('verify-outcome')).toHaveText('Patlama noktası: 10,77×');
  await expect(page.getByText('Tarayıcınız aynı sonucu kendisi hesapladı')).toBeVisible();
});

test('a game opened without a launch token points to the lobby and the verify page', async ({ page }) => {
  await page.goto('/games/dice?lang=tr');
  await expect(page.getByText('Bu oyunu oynamak için lobiden açın.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Doğrulama sayfası' }).click();
  await expect(page).toHaveURL(/\/games\/verify/);
});
