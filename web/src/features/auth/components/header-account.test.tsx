import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderAccount, MobileHeaderAccount } from '@/features/auth/components/header-account';
import { SCROLL_LOCK_CLASS } from '@/features/auth/components/header-account-user';
import { useAuthStore } from '@/stores/auth-store';
import { resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { reloadAt } from '@/lib/navigation';
import { useActionStore } from '@/stores/action-store';
import { useDialogStore } from '@/stores/dialog-store';
import { ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/lib/navigation', () => ({ reloadAt: vi.fn() }));

describe('header account', () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/features/auth/components/header-account-user'),
      import('@/features/auth/components/mobile-profile-panel'),
    ]);
  });
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
  });
  afterEach(() => {
    document.body.classList.remove(SCROLL_LOCK_CLASS);
  });

  it("a visitor's Login and Sign Up open their dialogs", async () => {
    const { user } = renderApp(<HeaderAccount />);

    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(useDialogStore.getState().open).toBe('login');
    await user.click(screen.getByRole('button', { name: 'Üye Ol' }));
    expect(useDialogStore.getState().open).toBe('register');
  });

  it("on a phone the header's balance shows the bonus money under the cash when there is some", async () => {
    signIn({ balance: 100 });
    useBackgroundHandlers(100, 50);
    renderApp(<MobileHeaderAccount />);
    const balance = await screen.findByRole('button', { name: 'Bakiye ₺100,00, Bonus ₺50,00' });
    expect(balance).toHaveTextContent('₺100,00+₺50,00');
  });

  it('a player sees the profile button (name and user code, to /dashboard), balance, Deposit, claim-bonus and promotions', async () => {
    signIn({ username: 'ayse1990', usercode: 'K7M2QX9D', balance: 1250.5 });
    renderApp(<HeaderAccount />);

    expect(await screen.findByRole('link', { name: 'ayse1990, kullanıcı kodu K7M2QX9D' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Bakiye ₺1.250,50' })).toHaveTextContent('₺1.250,50');
    expect(screen.getByRole('link', { name: 'Para Yatır' })).toHaveAttribute('href', '/dashboard/deposit');
    expect(screen.getByRole('link', { name: 'Bonuslar ve İndirimler' })).toHaveAttribute('href', '/dashboard/claim-bonus');
    expect(screen.getByRole('link', { name: 'Promosyonlar' })).toHaveAttribute('href', '/promotions');
  });

  it('the balance opens its details: the balance read again, the cash and the bonus, Deposit and Withdraw', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/user/balance', () => {
        reads += 1;
        return ok({ balance: 1250.5, bonus: 75 });
      }),
    );
    signIn({ balance: 1250.5 });
    const { user } = renderApp(<HeaderAccount />);
    await waitFor(() => expect(reads).toBe(1));

    await user.click(await screen.findByRole('button', { name: 'Bakiye ₺1.250,50' }));

    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(reads).toBe(2));
    expect(within(menu).getByText('Nakit').nextElementSibling).toHaveTextContent('₺1.250,50');
    expect(within(menu).getByText('Bonus').nextElementSibling).toHaveTextContent('₺75,00');
    expect(within(menu).getByRole('menuitem', { name: 'Para Yatır' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Para Çek' })).toBeInTheDocument();
  });

  it('the profile dropdown is 230 px wide, lists the dashboard items and Logout, and locks the page scroll while open', async () => {
    signIn();
    const { user } = renderApp(<HeaderAccount />);

    await user.click(await screen.findByRole('button', { name: 'Hesap menüsünü aç' }));

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveClass('w-[230px]');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Hesap Bilgileri',
      'Telefon Doğrulama',
      'Para Yatır',
      'Para Çek',
      'Şifre Değiştir',
      'Finansal Geçmiş',
      'Oyun Hareketleri',
      'Bonuslar ve İndirimler',
      'Bonus Geçmişi',
      'Oturum Geçmişi',
      'Sorumlu Oyun',
      'Çıkış Yap',
    ]);
    expect(document.body).toHaveClass(SCROLL_LOCK_CLASS);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS));
  });

  it('Logout tells the server, clears the session and storage, and reloads /', async () => {
    let loggedOut = false;
    server.use(
      http.get('*/api/auth/logout', () => {
        loggedOut = true;
        return ok(null);
      }),
    );
    signIn();
    window.sessionStorage.setItem('draft', 'x');
    const { user } = renderApp(<HeaderAccount />);

    await user.click(await screen.findByRole('button', { name: 'Hesap menüsünü aç' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Çıkış Yap' }));

    await waitFor(() => expect(useAuthStore.getState().session).toBeNull());
    expect(loggedOut).toBe(true);
    expect(window.localStorage.getItem('session')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
  });

  it("the mobile user icon toggles a visitor's login form", async () => {
    const { user } = renderApp(<MobileHeaderAccount />);
    const icon = screen.getByRole('button', { name: 'Giriş yap veya üye ol' });

    await user.click(icon);
    expect(useDialogStore.getState().open).toBe('login');
    await user.click(icon);
    expect(useDialogStore.getState().open).toBeNull();
  });

  it("the mobile user icon toggles a player's profile panel (the mobile profile sidebar flag)", async () => {
    signIn({ username: 'ayse1990' });
    const { user } = renderApp(<MobileHeaderAccount />);

    await user.click(screen.getByRole('button', { name: 'Hesabım' }));

    expect(useActionStore.getState().mobileProfileSidebarOpen).toBe(true);
    const panel = await screen.findByRole('dialog', { name: 'Hesabım' });
    expect(within(panel).getByText('ayse1990')).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Oturum Geçmişi' }));
    expect(useActionStore.getState().mobileProfileSidebarOpen).toBe(false);
  });
});
