import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomBar } from '@/components/layout/bottom-bar';
import { siteOptionsQueryOptions } from '@/lib/site/site-options';
import { useDialogStore } from '@/stores/dialog-store';
import { resetAccountState, signIn } from '@/testing/fixtures';
import { createTestQueryClient, renderApp } from '@/testing/test-utils';

function BarAndAddress() {
  const { pathname, search } = useLocation();
  return (
    <>
      <BottomBar />
      <output aria-label="address">{pathname + search}</output>
    </>
  );
}

function renderBar(options: Record<string, string> = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteOptionsQueryOptions().queryKey, options);
  return renderApp(<BarAndAddress />, { queryClient });
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('mobile bottom bar', () => {
  afterEach(() => {
    resetAccountState();
  });

  it('has Deposit, Spor, Support, L.Casino and Promotions', () => {
    renderBar();
    const bar = screen.getByRole('navigation', { name: 'Hızlı menü' });
    expect(within(bar).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Yatır', 'Spor', 'Destek', 'C.Casino', 'Promosyon']);
    expect(within(bar).getByRole('link', { name: 'Spor' })).toHaveAttribute('href', '/spor');
    expect(within(bar).getByRole('link', { name: 'C.Casino' })).toHaveAttribute('href', '/casino/live');
    expect(within(bar).getByRole('link', { name: 'Promosyon' })).toHaveAttribute('href', '/promotions');
  });

  it('Deposit opens the login dialog for a visitor, with /dashboard/deposit waiting for the login', async () => {
    const { user } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Yatır' }));
    expect(useDialogStore.getState().open).toBe('login');
    expect(useDialogStore.getState().afterLogin).toBe('/dashboard/deposit');
  });

  it('Deposit goes to /dashboard/deposit when logged in', () => {
    signIn();
    renderBar();
    expect(screen.getByRole('link', { name: 'Yatır' })).toHaveAttribute('href', '/dashboard/deposit');
  });

  it('Support opens the support link in a new tab when there is no live chat', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderBar({ support_url: 'https://support.example/zar' });
    await user.click(screen.getByRole('button', { name: 'Destek' }));
    expect(open).toHaveBeenCalledWith('https://support.example/zar', '_blank', 'noopener,noreferrer');
  });

  it('Support leads to our support page when there is no live chat and no support link', async () => {
    const { user } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Destek' }));
    expect(address()).toBe('/support');
  });

  it('Support opens a support link of ours in place', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderBar({ support_url: '/support' });
    await user.click(screen.getByRole('button', { name: 'Destek' }));
    expect(address()).toBe('/support');
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
