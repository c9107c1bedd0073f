import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { renderApp } from '@/testing/test-utils';
import { useDialogStore } from '@/stores/dialog-store';

describe('routes', () => {
  // A guarded route opens the login dialog; it must not stay open for the next test.
  afterEach(() => {
    useDialogStore.getState().close();
  });

  it.each([
    ['/spor', 'Spor şu anda açık değil'],
    ['/casino/live', 'Canlı Casino'],
    ['/casino/bingo', 'Bingo'],
    ['/pages/1', 'Genel Kurallar'],
  ])('%s renders its page inside the frame', async (route, heading) => {
    renderApp(<AppRoutes />, { route });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Zar`);
  });

  it('shows a localized not-found page, inside the frame, for an unknown address', async () => {
    const { user } = renderApp(<AppRoutes />, { route: '/no/such/page' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Ana sayfaya dön' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oyunun tamamı tek adreste.' })).toBeInTheDocument();
  });

  it('the logo leads home', async () => {
    const { user } = renderApp(<AppRoutes />, { route: '/spor' });

    await user.click(screen.getByRole('link', { name: 'Zar ana sayfa' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Oyunun tamamı tek adreste.' })).toBeInTheDocument();
  });
});
