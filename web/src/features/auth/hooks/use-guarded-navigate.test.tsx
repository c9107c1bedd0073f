import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { useGuardedNavigate } from '@/features/auth/hooks/use-guarded-navigate';
import { aSession, resetAccountState, signIn, useBackgroundHandlers } from '@/features/auth/testing/fixtures';
import { ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

function DepositButton() {
  const go = useGuardedNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <button type="button" onClick={() => go('/dashboard/deposit')}>
        Yatır
      </button>
      <output aria-label="address">{pathname}</output>
    </>
  );
}

function Harness() {
  return (
    <>
      <Routes>
        <Route path="*" element={<DepositButton />} />
      </Routes>
      <AuthDialogs />
    </>
  );
}

describe('guarded navigation (the bottom bar\'s Deposit)', () => {
  beforeAll(() => import('@/features/auth/components/auth-dialog-host'));
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
  });

  it('takes a player there at once', async () => {
    signIn();
    const { user } = renderApp(<Harness />, { route: '/casino/slot' });

    await user.click(screen.getByRole('button', { name: 'Yatır' }));

    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/dashboard/deposit');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a visitor on the page with the login dialog, and goes on after the login', async () => {
    server.use(http.post('*/api/auth/login', () => ok(aSession(), 'Hoş geldiniz!')));
    const { user } = renderApp(<Harness />, { route: '/casino/slot' });

    await user.click(screen.getByRole('button', { name: 'Yatır' }));

    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
    const address = () => screen.getByRole('status', { name: 'address', hidden: true });
    expect(address()).toHaveTextContent('/casino/slot');

    await user.type(screen.getByRole('textbox', { name: 'Kullanıcı Adı' }), 'ayse1990');
    await user.type(screen.getByLabelText('Şifre'), 'gizli123');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    await waitFor(() => expect(address()).toHaveTextContent('/dashboard/deposit'));
  });
});
