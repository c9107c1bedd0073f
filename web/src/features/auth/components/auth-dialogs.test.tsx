import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { HeaderAccount } from '@/features/auth/components/header-account';
import { resetAccountState, useBackgroundHandlers } from '@/testing/fixtures';
import { useDialogStore } from '@/stores/dialog-store';
import { ensureFingerprint } from '@/lib/fingerprint';
import type * as Fingerprint from '@/lib/fingerprint';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/lib/fingerprint', async (importOriginal) => ({
  ...(await importOriginal<typeof Fingerprint>()),
  ensureFingerprint: vi.fn(() => Promise.resolve('fp-computed')),
}));

function renderDialogs() {
  return renderApp(
    <>
      <HeaderAccount />
      <AuthDialogs />
    </>,
  );
}

describe('account dialogs', () => {
  // The dialogs are a lazy chunk: load it once, outside the timed assertions.
  beforeAll(() => import('@/features/auth/components/auth-dialog-host'));

  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
  });

  it('opens one dialog at a time; the links move between login, sign-up and recovery', async () => {
    const { user } = renderDialogs();

    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hemen Üye Olun!' }));
    expect(await screen.findByRole('dialog', { name: 'Üye Ol' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Hemen Giriş Yapın!' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Şifremi Unuttum' }));
    expect(await screen.findByRole('dialog', { name: 'Şifre Yenileme' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Girişe dön' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(useDialogStore.getState().open).toBe('login');
  });

  it("computes a first visit's fingerprint once a dialog is open, not while the visitor only browses", async () => {
    vi.mocked(ensureFingerprint).mockClear();
    const { user } = renderDialogs();
    // The dialogs' code is fetched when the page is idle: by then the fingerprint would have been asked for too.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled());
    await import('@/features/auth/components/auth-dialog-host');
    expect(ensureFingerprint).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
    await waitFor(() => expect(ensureFingerprint).toHaveBeenCalledTimes(1));
  });

  it('Escape and the close button close the dialog', async () => {
    const { user } = renderDialogs();

    await user.click(screen.getByRole('button', { name: 'Üye Ol' }));
    expect(await screen.findByRole('dialog', { name: 'Üye Ol' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useDialogStore.getState().open).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await user.click(await screen.findByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives the focus back to the button that opened the dialogs when they close, even after moving between them', async () => {
    const { user } = renderDialogs();
    const signUp = screen.getByRole('button', { name: 'Üye Ol' });

    await user.click(signUp);
    await screen.findByRole('dialog', { name: 'Üye Ol' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(signUp).toHaveFocus());

    const login = screen.getByRole('button', { name: 'Giriş Yap' });
    await user.click(login);
    await user.click(await screen.findByRole('button', { name: 'Hemen Üye Olun!' }));
    await screen.findByRole('dialog', { name: 'Üye Ol' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(login).toHaveFocus());
  });

  it('moves focus into the dialog (the first field)', async () => {
    const { user } = renderDialogs();

    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Kullanıcı Adı' })).toHaveFocus());
  });
});
