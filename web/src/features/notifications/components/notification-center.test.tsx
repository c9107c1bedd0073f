import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { addNotification } from '@/features/notifications/api/notification-cache';
import { NotificationCenter } from '@/features/notifications/components/notification-center';
import { changeLanguage } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format';
import { useActionStore } from '@/stores/action-store';
import { aNotification, capturePost, resetAccountState, serveNotifications, signIn } from '@/testing/fixtures';
import { onAPhone } from '@/testing/media';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

function renderCenter() {
  signIn();
  return renderApp(<NotificationCenter />);
}

/** The bell, also while the modal panel hides the rest of the page from the accessibility tree. */
const bell = () => screen.getByRole('button', { name: /^Bildirimler(, \d+ okunmamış)?$/, hidden: true });

async function openPanel(user: ReturnType<typeof renderCenter>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Bildirimler/ }));
  return screen.findByRole('dialog', { name: 'Bildirimler' });
}

describe('the notification bell', () => {
  beforeEach(resetAccountState);

  it('shows the unread count on its badge and in its name', async () => {
    serveNotifications([aNotification(), aNotification(), aNotification({ isRead: true })]);
    renderCenter();
    expect(await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
  });

  it("shows '9+' from nine unread on, and no badge with none", async () => {
    serveNotifications(Array.from({ length: 9 }, () => aNotification()));
    const { queryClient } = renderCenter();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('9+');

    act(() => {
      queryClient.setQueriesData({ queryKey: ['notifications'] }, []);
    });
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    expect(bell()).toHaveAccessibleName('Bildirimler');
  });

  it('shakes when the count changes, not when the list first loads', async () => {
    serveNotifications([aNotification()]);
    const { queryClient } = renderCenter();
    await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' });
    const shaker = () => bell().querySelector('[data-shakes]');
    expect(shaker()).toHaveAttribute('data-shakes', '0');
    expect(shaker()).not.toHaveClass('zar-bell-shake');

    act(() => addNotification(queryClient, aNotification({ title: 'Yeni' })));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 2 okunmamış'));
    expect(shaker()).toHaveAttribute('data-shakes', '1');
    expect(shaker()).toHaveClass('zar-bell-shake');

    act(() => addNotification(queryClient, aNotification({ title: 'Bir daha' })));
    await waitFor(() => expect(shaker()).toHaveAttribute('data-shakes', '2'));
  });
});

describe('the notification panel', () => {
  beforeEach(resetAccountState);

  it('lists the notifications newest first with their kind, title, note and local time, in a 386 × 582 px popper', async () => {
    serveNotifications([
      aNotification({ title: 'Bonus yüklendi', type: 4, timeStamp: '2025-03-04T18:30:00Z' }),
      aNotification({ title: 'Para yatırıldı', type: 1, isRead: true }),
      aNotification({ title: 'Para çekildi', type: 2, isRead: true }),
      aNotification({ title: 'Jackpot', type: 3, isRead: true }),
      // The server's time without a zone is UTC: the client appends Z.
      aNotification({ title: 'Bakım', type: 5, isRead: true, timeStamp: '2025-03-05T07:05:00' }),
    ]);
    const { user } = renderCenter();
    const panel = await openPanel(user);

    expect(panel).toHaveClass('w-[386px]', 'h-[582px]');
    const list = within(panel).getByRole('list', { name: 'Bildirim listesi' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.querySelector('[data-kind]')?.getAttribute('data-kind'))).toEqual([
      'bonus',
      'deposit',
      'withdraw',
      'system',
      'system',
    ]);
    expect(rows[0]).toHaveTextContent('Bonus yüklendi');
    expect(rows[0]).toHaveTextContent('Okunmadı');
    expect(rows[1]).not.toHaveTextContent('Okunmadı');
    expect(rows[0]).toHaveTextContent(formatDateTime(new Date(Date.UTC(2025, 2, 4, 18, 30))));
    expect(rows[4]).toHaveTextContent(formatDateTime(new Date(Date.UTC(2025, 2, 5, 7, 5))));
    expect(formatDateTime(new Date(2025, 2, 5, 7, 5))).toBe('05.03.2025 07:05');
    expect(within(panel).getByText('1 yeni')).toBeInTheDocument();
  });

  it('says what will appear when there is nothing, in Turkish and in English', async () => {
    serveNotifications([]);
    const { user } = renderCenter();
    const panel = await openPanel(user);
    expect(within(panel).getByText('Yeni bir bildiriminiz olduğunda burada göreceksiniz.')).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(await within(panel).findByText('When you have a new notification, you will see it here.')).toBeInTheDocument();
  });

  it('opening an unread one shows it, asks the server to mark it read, and shows it read only once the server agrees', async () => {
    const item = aNotification({ title: 'Bonus yüklendi', note: 'Hesabınıza 50 TL bonus yüklendi.', type: 4 });
    serveNotifications([item, aNotification({ isRead: true })]);
    let answer: (() => void) | undefined;
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/customer/readnotification', async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return ok(null, 'OK');
      }),
    );
    const { user } = renderCenter();
    const panel = await openPanel(user);

    await user.click(within(panel).getByRole('button', { name: /Bonus yüklendi/ }));
    const detail = await within(panel).findByTestId('notification-detail');
    expect(within(detail).getByRole('heading', { name: 'Bonus yüklendi' })).toBeInTheDocument();
    expect(detail).toHaveTextContent('Hesabınıza 50 TL bonus yüklendi.');
    expect(detail).toHaveTextContent('Bonus');
    await waitFor(() => expect(bodies).toEqual([{ id: [item.id] }]));

    // Not optimistic: still unread while the server has not answered.
    expect(bell()).toHaveAccessibleName('Bildirimler, 1 okunmamış');
    answer?.();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler'));
    expect(within(panel).queryByText('1 yeni')).not.toBeInTheDocument();
  });

  it('opening a read one makes no call', async () => {
    serveNotifications([aNotification({ title: 'Eski haber', isRead: true })]);
    const reads = capturePost('customer/readnotification');
    const { user } = renderCenter();
    const panel = await openPanel(user);

    await user.click(within(panel).getByRole('button', { name: /Eski haber/ }));
    expect(await within(panel).findByTestId('notification-detail')).toHaveTextContent('Eski haber');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toEqual([]);
  });

  it('a failed read does nothing: no message, still unread', async () => {
    serveNotifications([aNotification({ title: 'Bonus yüklendi' })]);
    const reads = capturePost('customer/readnotification', () => failure(500, 'internal', 'Sunucu hatası'));
    const { user } = renderCenter();
    const panel = await openPanel(user);

    await user.click(within(panel).getByRole('button', { name: /Bonus yüklendi/ }));
    await waitFor(() => expect(reads).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Sunucu hatası')).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Bildirimler, 1 okunmamış');
  });

  it('the back arrow closes the detail, clears the selection and gives the focus back to the row', async () => {
    serveNotifications([aNotification({ title: 'Birinci', isRead: true }), aNotification({ title: 'İkinci', isRead: true })]);
    const { user } = renderCenter();
    const panel = await openPanel(user);

    await user.click(within(panel).getByRole('button', { name: /İkinci/ }));
    const back = await within(panel).findByRole('button', { name: 'Bildirim listesine dön' });
    await waitFor(() => expect(back).toHaveFocus());

    await user.click(back);
    expect(within(panel).queryByTestId('notification-detail')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Bildirim listesine dön' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('button', { name: /İkinci/ })).toHaveFocus());
  });

  it('Esc and the close button close it; the account menu’s entry (the action store) opens it', async () => {
    serveNotifications([]);
    const { user } = renderCenter();
    await openPanel(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useActionStore.getState().notificationPanelOpen).toBe(false);

    act(() => useActionStore.getState().setNotificationPanelOpen(true));
    const panel = await screen.findByRole('dialog', { name: 'Bildirimler' });
    await user.click(within(panel).getByRole('button', { name: 'Bildirimleri kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the list that cannot be loaded says so and tries again on request', async () => {
    server.use(http.post('*/api/customer/notification', () => failure(500, 'internal', 'Sunucu hatası')));
    const { user } = renderCenter();
    const panel = await openPanel(user);
    expect(await within(panel).findByText('Bildirimler yüklenemedi.')).toBeInTheDocument();

    serveNotifications([aNotification({ title: 'Geldi' })]);
    await user.click(within(panel).getByRole('button', { name: 'Tekrar dene' }));
    expect(await within(panel).findByRole('button', { name: /Geldi/ })).toBeInTheDocument();
  });

  it('on a phone there is no bell, and the panel is a bottom sheet', async () => {
    const phone = onAPhone();
    try {
      serveNotifications([aNotification({ title: 'Telefonda' })]);
      renderCenter();
      expect(screen.queryByRole('button', { name: /^Bildirimler/ })).not.toBeInTheDocument();

      act(() => useActionStore.getState().setNotificationPanelOpen(true));
      const sheet = await screen.findByRole('dialog', { name: 'Bildirimler' });
      expect(sheet).toHaveClass('zar-notification-sheet', 'bottom-0', 'inset-x-0');
      expect(await within(sheet).findByRole('button', { name: /Telefonda/ })).toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });
});
