import type { FrameLocator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Bets on Uçurtma's next round with a few seconds of its betting time left (a bet as it closes is refused, 409).
 * On a busy machine the bet can still miss its window: then it tries the next round, up to three rounds.
 */
export async function betOnNextRound(game: FrameLocator) {
  const placed = game.getByRole('button', { name: 'Bahsiniz alındı · kalkış bekleniyor' });
  for (let attempt = 1; ; attempt += 1) {
    await expect(game.getByTestId('crash-multiplier')).toHaveText(/^Sonraki tur ([3-9]|\d{2}),\d sn içinde$/, { timeout: 60_000 });
    await game.getByRole('button', { name: 'Bahis yap' }).click();
    try {
      await expect(placed).toBeVisible();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
