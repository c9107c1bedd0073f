import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBalance } from '@/features/auth/api/balance';
import type { FinancialItem, FinancialRequest } from '@/features/wallet/api/types';
import { WIDE_LIST_QUERY } from '@/features/wallet/components/financial-list';
import { aFinancialItem } from '@/features/wallet/testing/wallet-fixtures';
import { WalletHarness } from '@/features/wallet/testing/wallet-harness';
import { resetAccountState, signIn } from '@/testing/fixtures';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';
import { matchingMedia } from '@/testing/media';

const ROUTE = '/dashboard/financial-activities';

/** The page with the header's balance read beside it, as in the app. */
function WithBalance() {
  useBalance();
  return <WalletHarness />;
}

describe('financial history page', () => {
  let items: FinancialItem[];
  let requests: FinancialRequest[];
  let balanceReads: number;
  const cancelled: number[] = [];

  beforeAll(async () => {
    await import('@/features/wallet/routes/financial-activities');
  });
  beforeEach(() => {
    resetAccountState();
    signIn();
    items = [];
    requests = [];
    balanceReads = 0;
    cancelled.length = 0;
    server.use(
      http.get('*/api/user/balance', () => {
        balanceReads += 1;
        return ok({ balance: 100, bonus: 0 });
      }),
      http.post('*/api/transaction/financial', async ({ request }) => {
        const body = (await request.json()) as FinancialRequest;
        requests.push(body);
        const skip = body.skip ?? 0;
        return ok({ items: items.slice(skip, skip + (body.take ?? 20)), total: items.length });
      }),
      http.post('*/api/payment/cancel', async ({ request }) => {
        const { id } = (await request.json()) as { id: number };
        cancelled.push(id);
        items = items.map((item) => (item.id === id ? { ...item, status: 5, processState: 3, cancellable: false } : item));
        return ok(null, 'Çekim talebiniz iptal edildi');
      }),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists deposits and withdrawals as cards on a phone: kind, method, amount, status, process state, reference, note', async () => {
    items = [
      aFinancialItem({ kind: 1, method: 'Papara', amount: 250, fee: 0, status: 1, processState: 2, reference: 'D-1', cancellable: false }),
      aFinancialItem({ status: 4, processState: 2, reference: 'W-9', note: 'IBAN adınıza kayıtlı değil', cancellable: false }),
    ];
    renderApp(<WalletHarness />, { route: ROUTE });

    const rows = within(await screen.findByRole('list', { name: 'İşlemler' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [deposit, rejected] = rows.map((row) => within(row));
    expect(deposit?.getByText('+₺250,00')).toBeInTheDocument();
    expect(deposit?.getByText('Onaylandı')).toBeInTheDocument();
    expect(deposit?.getByText('Tamamlandı')).toBeInTheDocument();
    expect(deposit?.getByText('Yatırım')).toBeInTheDocument();
    expect(rejected?.getByText('−₺1.500,00')).toBeInTheDocument();
    expect(rejected?.getByText('Ücret ₺5,00')).toBeInTheDocument();
    expect(rejected?.getByText('Reddedildi')).toBeInTheDocument();
    expect(rejected?.getByText('Gerekçe: IBAN adınıza kayıtlı değil')).toBeInTheDocument();
    expect(rejected?.getByText('W-9')).toBeInTheDocument();
    expect(requests[0]).toEqual({ kind: 0, status: null, from: null, to: null, skip: 0, take: 20 });
  });

  it('is a table on wider screens', async () => {
    matchingMedia([WIDE_LIST_QUERY]);
    items = [aFinancialItem({ reference: 'W-1' })];
    renderApp(<WalletHarness />, { route: ROUTE });

    const table = await screen.findByRole('table', { name: 'İşlemler' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
      expect.arrayContaining(['Yöntem', 'Tarih', 'Durum', 'Tutar']),
    );
    expect(within(table).getByText('Beklemede')).toBeInTheDocument();
  });

  it('filters by kind, status and days (local day bounds in UTC), each from the first page', async () => {
    items = Array.from({ length: 45 }, () => aFinancialItem());
    const { user } = renderApp(<WalletHarness />, { route: ROUTE });
    await screen.findByRole('list', { name: 'İşlemler' });

    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ kind: 0, status: null, from: null, to: null, skip: 20, take: 20 }));
    expect(screen.getByText('21–40 / 45')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Çekim' }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ kind: 2, status: null, from: null, to: null, skip: 0, take: 20 }));

    await user.click(screen.getByRole('combobox', { name: 'Durum' }));
    await user.click(await screen.findByRole('option', { name: 'Beklemede' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ kind: 2, status: 2 }));

    await user.type(screen.getByLabelText('Başlangıç'), '2025-03-01');
    await user.type(screen.getByLabelText('Bitiş'), '2025-03-31');
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        kind: 2,
        status: 2,
        from: new Date(2025, 2, 1, 0, 0, 0, 0).toISOString(),
        to: new Date(2025, 2, 31, 23, 59, 59, 999).toISOString(),
        skip: 0,
        take: 20,
      }),
    );
  });

  it('cancels a pending withdrawal: the server is told, the list and the balance are read again', async () => {
    items = [aFinancialItem({ reference: 'W-77' }), aFinancialItem({ status: 1, processState: 2, cancellable: false })];
    const { user } = renderApp(<WithBalance />, { route: ROUTE });

    const cancel = await screen.findByRole('button', { name: 'W-77 çekim talebini iptal et' });
    expect(screen.getAllByRole('button', { name: /çekim talebini iptal et/ })).toHaveLength(1);
    await waitFor(() => expect(balanceReads).toBe(1));
    await user.click(cancel);

    expect(await screen.findByText('Çekim talebiniz iptal edildi')).toBeInTheDocument();
    expect(cancelled).toEqual([items[0]?.id]);
    expect(await screen.findByText('İptal edildi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /çekim talebini iptal et/ })).not.toBeInTheDocument();
    await waitFor(() => expect(balanceReads).toBe(2));
  });

  it('shows a designed empty state, and a different one when filters hide everything', async () => {
    const { user } = renderApp(<WalletHarness />, { route: ROUTE });

    expect(await screen.findByText('Henüz işlem yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Para yatır' })).toHaveAttribute('href', '/dashboard/deposit');

    await user.click(screen.getByRole('button', { name: 'Yatırım' }));
    expect(await screen.findByText('Bu filtrelere uyan işlem yok')).toBeInTheDocument();
    const [, clearInEmptyState] = screen.getAllByRole('button', { name: 'Filtreleri temizle' });
    if (!clearInEmptyState) throw new Error('no clear button in the empty state');
    await user.click(clearInEmptyState);
    expect(await screen.findByText('Henüz işlem yok')).toBeInTheDocument();
  });
});
