import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { aNotification, resetAccountState, serveNotifications, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { onAPhone } from '@/testing/media';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

/** The notifications in the app's frame: the header's bell, the menus' entry and badge, the phone's pulse dot. */
describe('notifications in the menus, in the app', () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/app/routes/dashboard'),
      import('@/features/account/routes/overview'),
      import('@/features/auth/components/header-account-user'),
      import('@/features/auth/components/mobile-profile-panel'),
      import('@/features/notifications/components/notification-center'),
    ]);
  });
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    server.use(
      http.get('*/api/customer/profile', () => ok(null)),
      http.post('*/api/customer/sessions', () => ok({ items: [], total: 0 })),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a visitor has no bell', async () => {
    renderApp(<AppRoutes />, { route: '/promotions' });
    await screen.findByRole('heading', { level: 1, name: 'Promosyonlar' });
    expect(screen.queryByRole('button', { name: /^Bildirimler/ })).not.toBeInTheDocument();
  });

  it('a player has the bell in the header; the dashboard menu lists Notifications second, with its badge, and it opens the panel', async () => {
    signIn();
    serveNotifications([aNotification({ title: 'Bonus yüklendi' }), aNotification(), aNotification({ isRead: true })]);
    const { user } = renderApp(<AppRoutes />, { route: '/dashboard' });

    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Bildirimler, 2 okunmamış' })).toBeInTheDocument();

    const menu = await screen.findByRole('navigation', { name: 'Hesap menüsü' });
    const entries = within(menu).getAllByRole('listitem').map((item) => item.textContent);
    expect(entries.slice(0, 3)).toEqual(['Hesabım', 'Hesap Bilgileri', 'Bildirimler2']);
    const entry = within(menu).getByRole('button', { name: 'Bildirimler, 2 okunmamış' });

    await user.click(entry);
    const panel = await screen.findByRole('dialog', { name: 'Bildirimler' });
    expect(await within(panel).findByRole('button', { name: /Bonus yüklendi/ })).toBeInTheDocument();
  }, 15_000);

  it('on a phone the user icon has a pulse dot while something is unread, and the profile panel’s Notifications opens the bottom sheet', async () => {
    onAPhone();
    signIn();
    serveNotifications([aNotification({ title: 'Telefonda' })]);
    const { user } = renderApp(<AppRoutes />, { route: '/promotions' });

    const icon = await screen.findByRole('button', { name: 'Hesabım, okunmamış bildirimler var' });
    expect(within(icon).getByTestId('unread-pulse')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Bildirimler/ })).not.toBeInTheDocument();

    await user.click(icon);
    const profile = await screen.findByRole('dialog', { name: 'Hesabım' });
    // The panel takes pointer events once it has opened (the modal layer turns them off around it meanwhile).
    const open = within(profile).getByRole('button', { name: 'Bildirimler, 1 okunmamış' });
    await waitFor(() => user.click(open));
    const sheet = await screen.findByRole('dialog', { name: 'Bildirimler' });
    expect(sheet).toHaveClass('zar-notification-sheet');
    await user.click(await within(sheet).findByRole('button', { name: /Telefonda/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hesabım', hidden: true })).toBeInTheDocument());
    expect(screen.queryByTestId('unread-pulse')).not.toBeInTheDocument();
  }, 15_000);
});
