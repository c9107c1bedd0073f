import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aGrant } from '@/features/bonus/testing/bonus-fixtures';
import { BonusHarness } from '@/features/bonus/testing/bonus-harness';
import type { BonusGrant } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { matchingMedia } from '@/testing/media';
import { resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

/** Serves `grants` in pages as `bonus/history` does; returns the paging bodies it received. */
function serve(grants: BonusGrant[]) {
  const requests: { skip: number; take: number }[] = [];
  server.use(
    http.post('*/api/bonus/history', async ({ request }) => {
      const body = (await request.json()) as { skip: number; take: number };
      requests.push(body);
      return ok({ items: grants.slice(body.skip, body.skip + body.take), total: grants.length });
    }),
  );
  return requests;
}

const open = () => renderApp(<BonusHarness />, { route: '/dashboard/bonuses' });

describe('the bonuses history page', () => {
  beforeAll(() => import('@/features/bonus/routes/bonuses'));
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    signIn();
  });

  it('lists each bonus with its status, amount, wagering bar, expiry and what converted to cash', async () => {
    const active = aGrant({ title: 'Hafta Sonu Bedava Bonusu', balance: 80, wagered: 1500, wageringRequired: 3000 });
    const converted = aGrant({
      title: 'Deneme Bonusu',
      kind: 'trial',
      status: 'converted',
      amount: 50,
      balance: 0,
      wagered: 500,
      wageringRequired: 500,
      convertedAmount: 50,
      endedAt: '2026-11-22T12:00:00Z',
    });
    serve([active, converted]);
    const media = matchingMedia(['(min-width: 768px)']);
    open();

    const table = await screen.findByRole('table', { name: 'Bonus geçmişi' });
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('two rows expected');
    const row1 = within(first);
    expect(row1.getByText('Hafta Sonu Bedava Bonusu')).toBeInTheDocument();
    expect(row1.getByText('Aktif')).toBeInTheDocument();
    expect(row1.getByText('₺100,00')).toBeInTheDocument();
    expect(row1.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(first).toHaveTextContent(`Bitiş ${formatDateTime(active.expiresAt)}`);

    const row2 = within(second);
    expect(row2.getByText('Nakde döndü')).toBeInTheDocument();
    expect(row2.getByText('Deneme bonusu')).toBeInTheDocument();
    expect(row2.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(second).toHaveTextContent('Nakde dönen +₺50,00');
    expect(second).toHaveTextContent(`Sona erdi ${formatDateTime('2026-11-22T12:00:00Z')}`);
    media.mockRestore();
  });

  it('reads 20 to a page and pages on like the other histories', async () => {
    const grants = Array.from({ length: 25 }, (_, index) => aGrant({ title: `Bonus ${index + 1}`, status: 'expired' }));
    const requests = serve(grants);
    const { user } = open();

    // On a phone the rows are cards.
    expect(await screen.findByRole('list', { name: 'Bonus geçmişi' })).toBeInTheDocument();
    expect(await screen.findByText('1–20 / 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await screen.findByText('Bonus 21')).toBeInTheDocument();
    expect(screen.getByText('21–25 / 25')).toBeInTheDocument();
    expect(requests).toEqual([
      { skip: 0, take: 20 },
      { skip: 20, take: 20 },
    ]);
  });

  it('an empty history says so and leads to the bonuses to claim', async () => {
    serve([]);
    open();
    expect(await screen.findByText('Henüz bir bonusunuz yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bonusları Gör' })).toHaveAttribute('href', '/dashboard/claim-bonus');
  });
});
