import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { METHODS, serveMethods } from '@/features/wallet/testing/wallet-fixtures';
import { aSession, resetAccountState, useBackgroundHandlers } from '@/testing/fixtures';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

describe('the bottom bar’s Deposit in the app', () => {
  beforeAll(async () => {
    // Lazy chunks: load them once, outside the timed assertions.
    await Promise.all([
      import('@/components/layout/bottom-bar'),
      import('@/features/auth/components/auth-dialog-host'),
      import('@/app/routes/dashboard'),
      import('@/features/wallet/routes/deposit'),
    ]);
  });
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    server.use(http.post('*/api/auth/login', () => ok(aSession(), 'Hoş geldiniz!')));
    serveMethods([METHODS.bank, METHODS.card]);
  });

  it('a visitor gets the login dialog where they are, and lands on the deposit page with its methods after logging in', async () => {
    const { user } = renderApp(<AppRoutes />, { route: '/promotions' });
    const bar = await screen.findByRole('navigation', { name: 'Hızlı menü' });

    await user.click(within(bar).getByRole('button', { name: 'Yatır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Kullanıcı Adı' }), 'ayse1990');
    await user.type(within(dialog).getByLabelText('Şifre'), 'gizli123');
    await user.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Para Yatır' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Banka Havalesi/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 15_000);
});
