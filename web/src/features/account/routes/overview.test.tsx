import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DashboardHarness } from '@/features/account/testing/dashboard-harness';
import { resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

describe('dashboard overview', () => {
  beforeAll(async () => {
    await import('@/features/account/routes/overview');
  });
  beforeEach(() => {
    resetAccountState();
    server.use(http.post('*/api/customer/sessions', () => ok({ items: [], total: 0 })));
  });

  it('shows the cash and the bonus balance, as soon as the balance is read', async () => {
    useBackgroundHandlers(980, 45.5);
    signIn({ balance: 980 });
    renderApp(<DashboardHarness />, { route: '/dashboard' });

    expect(await screen.findByText('₺980,00')).toBeInTheDocument();
    expect(await screen.findByText('₺45,50')).toBeInTheDocument();
    expect(screen.getByText('Bonus bakiyesi')).toBeInTheDocument();
  });

  it('names its quick actions as the account menu and the pages do (one name per page)', async () => {
    useBackgroundHandlers(980, 0);
    signIn({ balance: 980 });
    renderApp(<DashboardHarness />, { route: '/dashboard' });

    const quick = (await screen.findByRole('heading', { name: 'Hızlı işlemler' })).closest('section');
    if (!quick) throw new Error('no quick actions');
    expect(within(quick).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bonuslar ve İndirimler', '/dashboard/claim-bonus'],
      ['Oyun Hareketleri', '/dashboard/game-history'],
      ['Finansal Geçmiş', '/dashboard/financial-activities'],
      ['Şifre Değiştir', '/dashboard/change-password'],
    ]);
  });
});
