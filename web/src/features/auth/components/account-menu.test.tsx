import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { renderApp } from '@/testing/test-utils';

describe('dashboard menu', () => {
  beforeEach(() => {
    resetAccountState();
  });

  it('shows the cash balance and, once read, the bonus balance, with the deposit/withdraw toggle', async () => {
    useBackgroundHandlers(1250.5, 320);
    signIn({ balance: 1250.5 });
    renderApp(<AccountMenu />, { route: '/dashboard/withdraw' });

    expect(screen.getByText('Bakiye').nextElementSibling).toHaveTextContent('₺1.250,50');
    expect(await screen.findByText('₺320,00')).toBeInTheDocument();
    expect(screen.getByText('Bonus').nextElementSibling).toHaveTextContent('₺320,00');
    expect(screen.getByRole('link', { name: 'Yatır' })).toHaveAttribute('href', '/dashboard/deposit');
    expect(screen.getByRole('link', { name: 'Çek' })).toHaveAttribute('href', '/dashboard/withdraw');
  });
});
