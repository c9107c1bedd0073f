import type { FrameLocator } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Bets on Uçurtma's next round with a few seconds of its betting time left (a bet as it closes is refused). */
export async function betOnNextRound(game: FrameLocator) {
  await expect(game.getByTestId('crash-multiplier')).toHaveText(/^Sonraki tur ([3-9]|\d{2}),\d sn içinde$/, { timeout: 60_000 });
  await game.getByRole('button', { name: 'Bahis yap' }).click();
  await expect(game.getByRole('button', { name: 'Bahsiniz alındı · kalkış bekleniyor' })).toBeVisible();
}
