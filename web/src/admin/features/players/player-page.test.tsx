import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import PlayerPage from '@/admin/features/players/player-page';
import type { AdminRound, BonusGrant, NotificationItem } from '@/admin/lib/api-types';
import { money } from '@/admin/lib/format';
import { WEIGHTS, aPlayer, aSummary, servePage, signInOperator } from '@/admin/testing/fixtures';
import { renderAdmin } from '@/admin/testing/render';
import { changeLanguage } from '@/lib/i18n';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';

const routes = <Route path="/players/:id" element={<PlayerPage />} />;

/** The rows of the table `name` once `text` (a cell of the answer) shows: `row(0)` is the header. */
async function rowsOf(name: string, text: string) {
  const table = await screen.findByRole('table', { name });
  await within(table).findByText(text);
  const rows = within(table).getAllByRole('row');
  const row = (index: number) => {
    const found = rows[index];
    if (!found) throw new Error(`${name} has no row ${String(index)}`);
    return within(found);
  };
  return { count: rows.length, row };
}

const round = (changes: Partial<AdminRound> = {}): AdminRound => ({
  id: 501,
  round: 'prag-8841-XQ',
  gameId: 12,
  gameName: 'Sweet Bonanza',
  providerName: 'Pragmatic Play',
  bet: 20,
  win: 1540.5,
  status: 'closed',
  createdAt: '2026-11-26T20:00:00Z',
  updatedAt: '2026-11-26T20:00:05Z',
  ...changes,
});

const grant = (changes: Partial<BonusGrant> = {}): BonusGrant => ({
  id: 31,
  bonusId: 4,
  title: 'Hoş geldin bonusu',
  kind: 'deposit_match',
  amount: 500,
  balance: 320,
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

const notification = (changes: Partial<NotificationItem> = {}): NotificationItem => ({
  id: 90,
  type: 4,
  title: 'Bonusunuz hazır',
  note: 'Hoş geldin bonusu hesabınıza eklendi.',
  isRead: false,
  timeStamp: '2026-11-20T09:00:01Z',
  ...changes,
});

describe("the player page's activity tabs", () => {
  beforeEach(() => {
    server.use(
      http.get('*/api/admin/players/7', () => ok(aPlayer())),
      http.get('*/api/admin/players/7/summary', () => ok(aSummary())),
    );
  });

  it('offers the rounds, bonuses and notifications tabs to finance (who has no sessions tab)', async () => {
    signInOperator('finance');
    servePage('*/api/admin/players/7/ledger', []);
    renderAdmin(routes, '/players/7');
    const tabs = await screen.findByRole('tablist', { name: 'Oyuncu bölümleri' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Hesap hareketleri',
      'Ödemeler',
      'Oyun turları',
      'Bonuslar',
      'Bildirimler',
      'İç notlar',
    ]);
  });

  it('lists the game rounds with their amounts and the provider round id, and pages from the address', async () => {
    signInOperator('support');
    const seen = servePage('*/api/admin/players/7/rounds', [round(), round({ id: 502, round: 'evo-77', gameName: 'Lightning Roulette', providerName: 'Evolution', bet: 50, win: 0, status: 'rolled_back' })], 60);
    const user = userEvent.setup();
    renderAdmin(routes, '/players/7?tab=rounds&page=2');

    const { count, row } = await rowsOf('Oyun turları', 'Sweet Bonanza');
    expect(count).toBe(3);
    const first = row(1);
    expect(first.getByText('Sweet Bonanza')).toBeInTheDocument();
    expect(first.getByText('Pragmatic Play')).toBeInTheDocument();
    expect(first.getByText(money(20))).toBeInTheDocument();
    expect(first.getByText(money(1540.5))).toBeInTheDocument();
    expect(first.getByText('Kapandı')).toBeInTheDocument();
    expect(first.getByText('prag-8841-XQ')).toBeInTheDocument();
    expect(row(2).getByText('Geri alındı')).toBeInTheDocument();
    expect(seen[0]).toEqual({ skip: '25', take: '25' });
    expect(screen.getByText('26–50 / 60')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await screen.findByText('51–60 / 60')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ skip: '50', take: '25' });
  });

  it("shows a player's bonuses with the wagering progress, and says so when there is none", async () => {
    signInOperator('finance');
    servePage('*/api/admin/players/7/bonuses', [grant(), grant({ id: 30, title: 'Deneme bonusu', kind: 'trial', status: 'converted', balance: 0, convertedAmount: 100, endedAt: '2026-11-10T12:00:00Z' })]);
    const user = userEvent.setup();
    renderAdmin(routes, '/players/7?tab=bonuses');

    const { row } = await rowsOf('Bonuslar', 'Deneme bonusu');
    const active = row(1);
    expect(active.getByText('Hoş geldin bonusu')).toBeInTheDocument();
    expect(active.getByText('Yatırım bonusu')).toBeInTheDocument();
    expect(active.getByText('Aktif')).toBeInTheDocument();
    expect(active.getByText(money(2500))).toBeInTheDocument();
    expect(active.getByText(`/ ${money(10000)}`)).toBeInTheDocument();
    expect(active.getByText(money(320))).toBeInTheDocument();
    const converted = row(2);
    expect(converted.getByText('Nakde döndü')).toBeInTheDocument();
    expect(converted.getByText(money(100))).toBeInTheDocument();
    expect(converted.getByText(/Bitiş/)).toBeInTheDocument();

    servePage('*/api/admin/players/7/notifications', []);
    await user.click(screen.getByRole('tab', { name: 'Bildirimler' }));
    expect(await screen.findByText('Bildirim yok')).toBeInTheDocument();
    expect(screen.getByText('Bu oyuncuya henüz bildirim gönderilmedi.')).toBeInTheDocument();
  });

  it('lists what the player was sent and whether they read it, in English too', async () => {
    signInOperator('admin');
    servePage('*/api/admin/players/7/notifications', [notification(), notification({ id: 89, type: 5, title: 'Bakım', note: 'Gece bakım var.', isRead: true })]);
    await changeLanguage('en');
    renderAdmin(routes, '/players/7?tab=notifications');

    const { row } = await rowsOf('Notifications', 'Bakım');
    expect(row(1).getByText('Bonusunuz hazır')).toBeInTheDocument();
    expect(row(1).getByText('Bonus')).toBeInTheDocument();
    expect(row(1).getByText('Unread')).toBeInTheDocument();
    expect(row(2).getByText('System')).toBeInTheDocument();
    expect(row(2).getByText('Read')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Notifications', selected: true })).toBeInTheDocument();
  });
});

describe("the player page's money summary", () => {
  it('shows lifetime payments, what waits, the last 30 days and the protection flags at the top', async () => {
    signInOperator('support');
    server.use(
      http.get('*/api/admin/players/7', () => ok(aPlayer())),
      http.get('*/api/admin/players/7/summary', () =>
        ok(aSummary({ protection: { excludedUntil: '2026-12-20T00:00:00Z', exclusionKind: 'timeout', limits: 2, alerts30Days: 3 } })),
      ),
    );
    servePage('*/api/admin/players/7/ledger', []);
    renderAdmin(routes, '/players/7');

    const strip = await screen.findByRole('region', { name: 'Para özeti' });
    const figures = within(strip);
    expect(await figures.findByText(money(15000))).toBeInTheDocument();
    expect(figures.getByText('12 işlem')).toBeInTheDocument();
    expect(figures.getByText(money(4200))).toBeInTheDocument();
    expect(figures.getByText(money(2500))).toBeInTheDocument();
    expect(figures.getByText(`${money(18000)} / ${money(16500.5)}`)).toBeInTheDocument();
    expect(figures.getByText(`Oyuncu sonucu: ${money(-1499.5)}`)).toBeInTheDocument();
    expect(figures.getByText(/^Mola: .* tarihine kadar$/)).toBeInTheDocument();
    expect(figures.getByText('Son 30 günde 3 limit aşımı')).toBeInTheDocument();
    expect(figures.getByText('2 limit tanımlı')).toBeInTheDocument();
  });
});
