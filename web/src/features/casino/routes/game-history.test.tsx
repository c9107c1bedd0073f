import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIDE_LIST_QUERY } from '@/features/casino/components/history-list';
import { dayBoundary } from '@/features/casino/lib/history';
import { aHistoryItem, resetCasinoState, serveGameHistory } from '@/features/casino/testing/casino-fixtures';
import { CasinoHarness } from '@/features/casino/testing/casino-harness';
import { formatDateTime } from '@/lib/format';
import { resetAccountState, signIn } from '@/testing/fixtures';
import { matchingMedia } from '@/testing/media';
import { failure } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const ROUTE = '/dashboard/game-history';

describe('game history page', () => {
  beforeAll(async () => {
    await import('@/features/casino/routes/game-history');
  });
  beforeEach(() => {
    resetAccountState();
    resetCasinoState();
    signIn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the rounds: game, provider, Bet or Win, amount, balance after and time', async () => {
    matchingMedia([WIDE_LIST_QUERY]);
    serveGameHistory([
      aHistoryItem({ gameName: 'Zar Dice', providerName: 'Zar', kind: 1, amount: 57.5, balanceAfter: 1032.5, roundId: 41, createdAt: '2025-03-04T18:31:00Z' }),
      aHistoryItem({ gameName: 'Zar Dice', providerName: 'Zar', kind: 2, amount: 25, balanceAfter: 975, roundId: 41, createdAt: '2025-03-04T18:30:00Z' }),
    ]);
    renderApp(<CasinoHarness />, { route: ROUTE });

    expect(await screen.findByRole('heading', { level: 1, name: 'Oyun Hareketleri' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Oyun hareketleri' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Oyun', 'Tür', 'Tarih', 'Tutar', 'Sonraki bakiye']);
    const [, win = table, bet = table] = within(table).getAllByRole('row');
    // Local time, as day.month.year hours:minutes.
    expect(within(win).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Zar DiceZar',
      'Kazanç',
      `${formatDateTime('2025-03-04T18:31:00Z')}Tur #41`,
      '+₺57,50',
      '₺1.032,50',
    ]);
    expect(within(bet).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Zar DiceZar',
      'Bahis',
      `${formatDateTime('2025-03-04T18:30:00Z')}Tur #41`,
      '−₺25,00',
      '₺975,00',
    ]);
  });

  it('shows the rows as cards on a phone', async () => {
    serveGameHistory([aHistoryItem({ gameName: 'Zar Crash', kind: 1, amount: 10, balanceAfter: 110 })]);
    renderApp(<CasinoHarness />, { route: ROUTE });
    const list = await screen.findByRole('list', { name: 'Oyun hareketleri' });
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('Zar Crash');
    expect(card).toHaveTextContent('+₺10,00');
    expect(card).toHaveTextContent('Kazanç');
    expect(card).toHaveTextContent('Bakiye: ₺110,00');
  });

  it('filters by kind and by a day range (local days), from the first page', async () => {
    const requests = serveGameHistory([
      aHistoryItem({ kind: 1, gameName: 'Kazançlı Oyun', createdAt: '2025-03-04T10:00:00Z' }),
      aHistoryItem({ kind: 2, gameName: 'Bahisli Oyun', createdAt: '2025-03-02T10:00:00Z' }),
    ]);
    const { user } = renderApp(<CasinoHarness />, { route: ROUTE });
    await screen.findByText('Bahisli Oyun');

    await user.click(screen.getByRole('button', { name: 'Kazanç' }));
    await waitFor(() => expect(screen.queryByText('Bahisli Oyun')).not.toBeInTheDocument());
    expect(screen.getByText('Kazançlı Oyun')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kazanç' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Bahis' }));
    await user.type(screen.getByLabelText('Başlangıç'), '2025-03-01');
    await user.type(screen.getByLabelText('Bitiş'), '2025-03-03');

    await screen.findByText('Bahisli Oyun');
    expect(requests.at(0)).toEqual({ kind: null, from: null, to: null, skip: 0, take: 20 });
    expect(requests.at(1)).toEqual({ kind: 1, from: null, to: null, skip: 0, take: 20 });
    expect(requests.at(-1)).toEqual({
      kind: 2,
      from: dayBoundary('2025-03-01', false),
      to: dayBoundary('2025-03-03', true),
      skip: 0,
      take: 20,
    });
  });

  it('pages through 20 at a time', async () => {
    const items = Array.from({ length: 25 }, (_, index) => aHistoryItem({ gameName: `Oyun ${index + 1}` }));
    const requests = serveGameHistory(items);
    const { user } = renderApp(<CasinoHarness />, { route: ROUTE });

    expect(await screen.findByText('1–20 / 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));

    expect(await screen.findByText('21–25 / 25')).toBeInTheDocument();
    expect(await screen.findByText('Oyun 25')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ skip: 20, take: 20 });
  });

  it('says when nothing matches the filters, and clears them', async () => {
    serveGameHistory([aHistoryItem({ kind: 2, gameName: 'Bahisli Oyun' })]);
    const { user } = renderApp(<CasinoHarness />, { route: ROUTE });
    await screen.findByText('Bahisli Oyun');

    await user.click(screen.getByRole('button', { name: 'Kazanç' }));
    expect(await screen.findByText('Bu filtrelere uyan hareket yok')).toBeInTheDocument();
    const [, clear] = screen.getAllByRole('button', { name: 'Filtreleri temizle' });
    expect(clear).toBeDefined();
    if (clear) await user.click(clear);
    expect(await screen.findByText('Bahisli Oyun')).toBeInTheDocument();
  });

  it('a new player is shown the way to the casino', async () => {
    serveGameHistory([]);
    renderApp(<CasinoHarness />, { route: ROUTE });
    expect(await screen.findByText('Henüz oyun hareketiniz yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Casinoya git' })).toHaveAttribute('href', '/casino/slot');
  });

  it('a list that fails offers to try again', async () => {
    server.use(http.post('*/api/transaction/gamehistory', () => failure(500, 'server.error', 'Hata')));
    renderApp(<CasinoHarness />, { route: ROUTE });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
