import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardHarness } from '@/features/account/testing/dashboard-harness';
import { useActionStore } from '@/stores/action-store';
import { resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { onAPhone } from '@/testing/media';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const address = () => screen.getByRole('status', { name: 'address' });

describe('dashboard breadcrumb', () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/features/account/routes/change-password'),
      import('@/features/account/routes/overview'),
    ]);
  });
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    // The dashboard's overview lists the latest sessions.
    server.use(http.post('*/api/customer/sessions', () => ok({ items: [], total: 0 })));
    signIn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names the dashboard and the page, the page highlighted', async () => {
    renderApp(<DashboardHarness />, { route: '/dashboard/change-password' });
    const trail = await screen.findByRole('navigation', { name: 'Bulunduğunuz yer' });
    expect(within(trail).getByRole('link', { name: 'Hesabım' })).toHaveAttribute('href', '/dashboard');
    expect(within(trail).getByText('Şifre Değiştir')).toHaveAttribute('aria-current', 'page');
  });

  it('on a desktop the dashboard item goes to /dashboard', async () => {
    const { user } = renderApp(<DashboardHarness />, { route: '/dashboard/change-password' });
    const trail = await screen.findByRole('navigation', { name: 'Bulunduğunuz yer' });

    await user.click(within(trail).getByRole('link', { name: 'Hesabım' }));

    await waitFor(() => expect(address()).toHaveTextContent(/^\/dashboard$/));
    expect(useActionStore.getState().mobileProfileSidebarOpen).toBe(false);
  });

  it('on a phone the dashboard item opens the profile side bar and stays on the page', async () => {
    onAPhone();
    const { user } = renderApp(<DashboardHarness />, { route: '/dashboard/change-password' });
    const trail = await screen.findByRole('navigation', { name: 'Bulunduğunuz yer' });

    await user.click(within(trail).getByRole('link', { name: 'Hesabım' }));

    expect(useActionStore.getState().mobileProfileSidebarOpen).toBe(true);
    expect(address()).toHaveTextContent('/dashboard/change-password');
  });

  it('the dashboard itself has no breadcrumb', async () => {
    renderApp(<DashboardHarness />, { route: '/dashboard' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Bulunduğunuz yer' })).not.toBeInTheDocument();
  });
});
