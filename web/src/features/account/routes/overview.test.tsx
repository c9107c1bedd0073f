import { screen } from '@testing-library/react';
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
});
