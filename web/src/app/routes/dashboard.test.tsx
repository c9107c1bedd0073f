import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useLocation, useRoutes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DashboardRoute } from '@/app/routes/dashboard';
import { dashboardPages } from '@/features/account/dashboard-routes';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { aProfile, aSession, resetAccountState, useBackgroundHandlers } from '@/testing/fixtures';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

/** The dashboard as the app mounts it, a stand-in home page, the dialogs and the current address. */
function DashboardHarness() {
  const routes = useRoutes([
    { path: '/', element: <h1>Ana sayfa</h1> },
    { path: 'dashboard', element: <DashboardRoute />, children: dashboardPages },
  ]);
  const { pathname } = useLocation();
  return (
    <>
      {routes}
      <AuthDialogs />
      <output aria-label="address">{pathname}</output>
    </>
  );
}

describe('guarded dashboard routes', () => {
  beforeAll(async () => {
    // Lazy chunks: load them once, outside the timed assertions.
    await Promise.all([
      import('@/features/auth/components/auth-dialog-host'),
      import('@/features/account/components/dashboard-layout'),
      import('@/features/account/routes/account'),
    ]);
  });
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    server.use(
      http.post('*/api/auth/login', () => ok(aSession(), 'Hoş geldiniz!')),
      http.get('*/api/customer/profile', () => ok(aProfile())),
    );
  });

  it('a visitor opening /dashboard/account gets the login dialog over the home page, then lands on the account page', async () => {
    const { user } = renderApp(<DashboardHarness />, { route: '/dashboard/account' });

    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address', hidden: true })).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('heading', { name: 'Ana sayfa', hidden: true })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Kullanıcı Adı' }), 'ayse1990');
    await user.type(screen.getByLabelText('Şifre'), 'gizli123');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'address', hidden: true })).toHaveTextContent('/dashboard/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesap Bilgileri' })).toBeInTheDocument();
    expect(await screen.findByText('ayse@example.com')).toBeInTheDocument();
  }, 15_000);

  it('a visitor who closes the dialog stays home and is not sent on after a later login', async () => {
    const { user } = renderApp(<DashboardHarness />, { route: '/dashboard/session-history' });
    await screen.findByRole('dialog', { name: 'Giriş Yap' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'address', hidden: true })).toHaveTextContent(/^\/$/);
  });
});
