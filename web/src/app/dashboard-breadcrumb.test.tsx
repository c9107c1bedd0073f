import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { onAPhone } from '@/testing/media';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

describe('the dashboard breadcrumb on a phone, in the app', () => {
  beforeAll(async () => {
    // Lazy chunks: load them once, outside the timed assertions.
    await Promise.all([
      import('@/app/routes/dashboard'),
      import('@/features/account/routes/change-password'),
      import('@/features/auth/components/header-account-user'),
      import('@/features/auth/components/mobile-profile-panel'),
    ]);
  });
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    server.use(http.post('*/api/customer/sessions', () => ok({ items: [], total: 0 })));
    signIn();
    onAPhone();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('Hesabım opens the profile side bar with the account menu, over the page', async () => {
    const { user } = renderApp(<AppRoutes />, { route: '/dashboard/change-password' });
    const trail = await screen.findByRole('navigation', { name: 'Bulunduğunuz yer' });

    await user.click(within(trail).getByRole('link', { name: 'Hesabım' }));

    const panel = await screen.findByRole('dialog', { name: 'Hesabım' });
    expect(within(panel).getByRole('link', { name: /Oturum Geçmişi/ })).toHaveAttribute('href', '/dashboard/session-history');
    expect(screen.getByRole('heading', { level: 1, name: 'Şifre Değiştir', hidden: true })).toBeInTheDocument();
  }, 15_000);
});
