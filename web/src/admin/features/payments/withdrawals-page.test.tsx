import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import WithdrawalsPage from '@/admin/features/payments/withdrawals-page';
import type { AdminPayment } from '@/admin/lib/api-types';
import { money } from '@/admin/lib/format';
import { aSummary, signInOperator } from '@/admin/testing/fixtures';
import { renderAdmin } from '@/admin/testing/render';
import { changeLanguage } from '@/lib/i18n';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

const routes = <Route path="/withdrawals" element={<WithdrawalsPage />} />;

const withdrawal = (changes: Partial<AdminPayment> = {}): AdminPayment => ({
  id: 88,
  reference: 'W-2026-0088',
  playerId: 7,
  username: 'ayse1990',
  kind: 2,
  method: 'bank_transfer',
  details: {},
  amount: 2500,
  fee: 0,
  status: 2,
  processState: 0,
  awaitingSecondApproval: false,
  createdAt: '2026-11-26T08:00:00Z',
  updatedAt: '2026-11-26T08:00:00Z',
  ...changes,
});

function serveQueue() {
  server.use(http.get('*/api/admin/withdrawals', () => ok({ items: [withdrawal()], total: 1 })));
}

describe("a withdrawal's player context", () => {
  it('opens under the row with the money, the big wins, the bonus and the protection flags in red and amber', async () => {
    signInOperator('finance');
    serveQueue();
    let asked = 0;
    server.use(
      http.get('*/api/admin/players/7/summary', () => {
        asked += 1;
        return ok(aSummary({ protection: { excludedUntil: null, exclusionKind: 'self_exclusion', limits: 1, alerts30Days: 2 } }));
      }),
    );
    const user = userEvent.setup();
    renderAdmin(routes, '/withdrawals');

    const open = await screen.findByRole('button', { name: 'W-2026-0088 için oyuncu bağlamını göster' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(asked).toBe(0);
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');

    const context = await screen.findByRole('region', { name: 'ayse1990 için oyuncu bağlamı' });
    const panel = within(context);
    expect(await panel.findByText(`${money(15000)} · 12 işlem`)).toBeInTheDocument();
    expect(panel.getByText(`${money(4200)} · 3 işlem`)).toBeInTheDocument();
    expect(panel.getByText(`${money(18000)} · 940 tur`)).toBeInTheDocument();
    expect(panel.getByText(money(16500.5))).toBeInTheDocument();
    expect(panel.getByText('Gates of Olympus')).toBeInTheDocument();
    expect(panel.getByText(money(4800))).toBeInTheDocument();
    expect(panel.getByText('Hoş geldin bonusu')).toBeInTheDocument();
    expect(panel.getByText(`/ ${money(10000)}`)).toBeInTheDocument();
    const exclusion = panel.getByText('Kendini dışlama: bitiş tarihi yok');
    expect(exclusion).toHaveClass('text-danger');
    expect(panel.getByText('Son 30 günde 2 limit aşımı')).toHaveClass('text-accent');

    await user.click(open);
    expect(screen.queryByRole('region', { name: 'ayse1990 için oyuncu bağlamı' })).toBeNull();
  });

  it('is in the approve dialog, where finance decides', async () => {
    signInOperator('finance');
    serveQueue();
    const approved: number[] = [];
    server.use(
      http.get('*/api/admin/players/7/summary', () => ok(aSummary({ bonus: null, recentWins: [] }))),
      http.post('*/api/admin/withdrawals/88/approve', () => {
        approved.push(88);
        return ok(withdrawal({ status: 1 }));
      }),
    );
    const user = userEvent.setup();
    renderAdmin(routes, '/withdrawals');

    await user.click(await screen.findByRole('button', { name: 'W-2026-0088 talebini onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Çekim onaylansın mı?' });
    const context = within(dialog).getByRole('region', { name: 'ayse1990 için oyuncu bağlamı' });
    expect(await within(context).findByText(`${money(15000)} · 12 işlem`)).toBeInTheDocument();
    expect(within(context).getByText('Aktif bonus yok.')).toBeInTheDocument();
    expect(within(context).getByText('Son 7 günde kazanç yok.')).toBeInTheDocument();
    expect(within(context).getByText('Limit tanımlı değil')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('W-2026-0088 onaylandı.')).toBeInTheDocument();
    expect(approved).toEqual([88]);
  });

  it('is in the reject dialog too, in English', async () => {
    signInOperator('admin');
    serveQueue();
    server.use(http.get('*/api/admin/players/7/summary', () => ok(aSummary())));
    await changeLanguage('en');
    const user = userEvent.setup();
    renderAdmin(routes, '/withdrawals');

    await user.click(await screen.findByRole('button', { name: 'Reject W-2026-0088' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the withdrawal?' });
    const context = within(dialog).getByRole('region', { name: 'Player context for ayse1990' });
    expect(await within(context).findByText(`${money(15000)} · 12 payments`)).toBeInTheDocument();
    expect(within(context).getByText('Biggest wins, last 7 days')).toBeInTheDocument();
    expect(within(context).getByText('No limits set')).toBeInTheDocument();
  });
});

describe("a blocked player's withdrawal", () => {
  const blocked = () =>
    withdrawal({ playerBlockedAt: '2026-11-26T09:00:00Z', playerBlockReason: 'Chargeback received — do not pay out' });
  const note = { id: 1, text: 'Bank called: chargeback filed.', operatorId: 3, operator: 'destek.ali', createdAt: '2026-11-26T08:30:00Z' };

  it('shows the block, its reason and the latest notes; finance cannot approve it', async () => {
    signInOperator('finance');
    server.use(
      http.get('*/api/admin/withdrawals', () => ok({ items: [blocked()], total: 1 })),
      http.get('*/api/admin/players/7/summary', () =>
        ok(aSummary({ block: { at: '2026-11-26T09:00:00Z', reason: 'Chargeback received — do not pay out' }, latestNotes: [note] })),
      ),
    );
    const user = userEvent.setup();
    renderAdmin(routes, '/withdrawals');

    expect(await screen.findByText('Oyuncu engelli')).toBeInTheDocument();
    expect(screen.getByText('Chargeback received — do not pay out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'W-2026-0088 talebini onayla' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'W-2026-0088 talebini reddet' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'W-2026-0088 için oyuncu bağlamını göster' }));
    const context = await screen.findByRole('region', { name: 'ayse1990 için oyuncu bağlamı' });
    expect(await within(context).findByRole('alert')).toHaveTextContent('Chargeback received — do not pay out');
    expect(within(context).getByText('Bank called: chargeback filed.')).toBeInTheDocument();
  });

  it('an admin approves it only by overriding the block with a reason', async () => {
    signInOperator('admin');
    server.use(
      http.get('*/api/admin/withdrawals', () => ok({ items: [blocked()], total: 1 })),
      http.get('*/api/admin/players/7/summary', () => ok(aSummary())),
    );
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/admin/withdrawals/88/approve', async ({ request }) => {
        bodies.push(await request.json());
        return ok(withdrawal({ status: 1 }));
      }),
    );
    await changeLanguage('en');
    const user = userEvent.setup();
    renderAdmin(routes, '/withdrawals');

    await user.click(await screen.findByRole('button', { name: 'Approve W-2026-0088' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override the block and approve?' });
    expect(within(dialog).getByText(/“Chargeback received — do not pay out”/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Why you override the block'), 'Chargeback withdrawn by the bank');
    await user.click(within(dialog).getByRole('button', { name: 'Override and approve' }));
    expect(await screen.findByText('W-2026-0088 approved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ overrideReason: 'Chargeback withdrawn by the bank' }]);
  });
});
