import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import BonusesPage from '@/admin/features/bonuses/bonuses-page';
import type { AdminBonus, AdminBonusGrant } from '@/admin/lib/api-types';
import { money } from '@/admin/lib/format';
import { WEIGHTS, servePage, signInOperator } from '@/admin/testing/fixtures';
import { renderAdmin } from '@/admin/testing/render';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

const routes = (
  <>
    <Route path="/bonuses" element={<BonusesPage />} />
    <Route path="/players/:id" element={<p>the player page</p>} />
  </>
);

const bonus = (changes: Partial<AdminBonus> = {}): AdminBonus => ({
  id: 4,
  kind: 'deposit_match',
  titleTr: 'Hoş geldin bonusu',
  titleEn: 'Welcome bonus',
  descriptionTr: '',
  descriptionEn: '',
  percent: 100,
  maxAmount: 1000,
  code: 'HOSGELDIN',
  wagering: 20,
  validityDays: 7,
  newPlayersOnly: true,
  oncePerPlayer: true,
  active: true,
  weights: WEIGHTS,
  ...changes,
});

const grant = (changes: Partial<AdminBonusGrant> = {}): AdminBonusGrant => ({
  id: 31,
  bonusId: 4,
  playerId: 7,
  username: 'ayse1990',
  title: 'Hoş geldin bonusu',
  kind: 'deposit_match',
  amount: 500,
  balance: 0,
  wagered: 2500,
  wageringRequired: 10000,
  convertedAmount: 0,
  maxConversion: null,
  status: 'active',
  grantedAt: '2026-11-20T09:00:00Z',
  expiresAt: '2026-11-27T09:00:00Z',
  endedAt: null,
  weights: WEIGHTS,
  ...changes,
});

describe('who claimed a bonus', () => {
  it("opens a bonus's grants from its row, pages them, and leads to a player's page", async () => {
    signInOperator('admin');
    server.use(http.get('*/api/admin/bonuses', () => ok([bonus(), bonus({ id: 5, titleTr: 'Deneme', kind: 'trial', code: null })])));
    const seen = servePage(
      '*/api/admin/bonuses/4/grants',
      [grant(), grant({ id: 30, playerId: 9, username: 'mehmet', status: 'converted', convertedAmount: 250, wagered: 10000, endedAt: '2026-11-22T10:00:00Z' })],
      27,
    );
    const user = userEvent.setup();
    renderAdmin(routes, '/bonuses');

    await user.click(await screen.findByRole('button', { name: 'Alanları göster: Hoş geldin bonusu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonusu alanlar: Hoş geldin bonusu' });
    const table = within(dialog).getByRole('table', { name: 'Bonusu alanlar: Hoş geldin bonusu' });
    await within(table).findByText('mehmet');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, first, second] = rows.map((row) => within(row));
    expect(first?.getByRole('link', { name: 'ayse1990' })).toHaveAttribute('href', '/players/7');
    expect(first?.getByText(money(500))).toBeInTheDocument();
    expect(first?.getByText('Aktif')).toBeInTheDocument();
    expect(second?.getByText('Nakde döndü')).toBeInTheDocument();
    expect(second?.getByText(money(250))).toBeInTheDocument();
    expect(seen).toEqual([{ skip: '0', take: '25' }]);
    expect(within(dialog).getByText('1–25 / 27')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await within(dialog).findByText('26–27 / 27')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ skip: '25', take: '25' });

    await user.click(within(dialog).getByRole('link', { name: 'ayse1990' }));
    expect(await screen.findByText('the player page')).toBeInTheDocument();
  });

  it('says so when no one has claimed the bonus', async () => {
    signInOperator('admin');
    server.use(http.get('*/api/admin/bonuses', () => ok([bonus({ id: 5, titleTr: 'Deneme', kind: 'trial', code: null })])));
    servePage('*/api/admin/bonuses/5/grants', []);
    const user = userEvent.setup();
    renderAdmin(routes, '/bonuses');

    await user.click(await screen.findByRole('button', { name: 'Alanları göster: Deneme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonusu alanlar: Deneme' });
    expect(await within(dialog).findByText('Kimse almadı')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
