import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useGuardedNavigate } from '@/hooks/use-guarded-navigate';
import { useDialogStore } from '@/stores/dialog-store';
import { resetAccountState, signIn } from '@/testing/fixtures';
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

const renderButton = () =>
  renderApp(
    <Routes>
      <Route path="*" element={<DepositButton />} />
    </Routes>,
    { route: '/casino/slot' },
  );

describe('guarded navigation', () => {
  beforeEach(() => {
    resetAccountState();
  });

  it('takes a player there at once', async () => {
    signIn();
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Yatır' }));

    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/dashboard/deposit');
    expect(useDialogStore.getState().open).toBeNull();
  });

  it('keeps a visitor on the page and asks for the login, with the address waiting for it', async () => {
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Yatır' }));

    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/casino/slot');
    expect(useDialogStore.getState().open).toBe('login');
    expect(useDialogStore.getState().afterLogin).toBe('/dashboard/deposit');
  });
});
