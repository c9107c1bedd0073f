import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DashboardHarness } from '@/features/account/testing/dashboard-harness';
import { capturePost, resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

async function open() {
  const utils = renderApp(<DashboardHarness />, { route: '/dashboard/change-password' });
  await screen.findByRole('heading', { level: 1, name: 'Şifre Değiştir' });
  return {
    ...utils,
    old: screen.getByLabelText('Eski Şifre'),
    password: screen.getByLabelText('Şifre'),
    confirm: screen.getByLabelText('Şifre Tekrar'),
    submit: screen.getByRole('button', { name: 'Değiştir' }),
  };
}

describe('change password page', () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/features/account/components/dashboard-layout'),
      import('@/features/account/routes/change-password'),
    ]);
  });
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    signIn();
  });

  it.each([
    ['old', 'Bu alan zorunludur.', ''],
    ['old', 'En az 5 karakter olmalıdır.', '1234'],
    ['password', 'En az 5 karakter olmalıdır.', 'abcd'],
    ['confirm', 'Bu alan zorunludur.', ''],
  ] as const)('%s shows "%s"', async (name, message, value) => {
    const form = await open();
    await form.user.click(form[name]);
    if (value) await form.user.paste(value);
    await form.user.tab();
    expect(form[name]).toHaveAccessibleDescription(message);
  });

  it('shows the mismatch and keeps Change disabled until the form is valid', async () => {
    const form = await open();
    expect(form.submit).toBeDisabled();
    await form.user.type(form.old, 'eskiSifre');
    await form.user.type(form.password, 'yeniSifre1');
    await form.user.type(form.confirm, 'yeniSifre2');
    await form.user.tab();

    expect(form.confirm).toHaveAccessibleDescription('Şifreler eşleşmiyor.');
    expect(form.submit).toBeDisabled();
  });

  it("changes the password, shows the server's message and empties the form", async () => {
    const bodies = capturePost('customer/changepassword', () => ok(null, 'Şifreniz değiştirildi.'));
    const form = await open();
    await form.user.type(form.old, 'eskiSifre');
    await form.user.type(form.password, 'yeniSifre1');
    await form.user.type(form.confirm, 'yeniSifre1');
    await form.user.click(form.submit);

    expect(await screen.findByText('Şifreniz değiştirildi.')).toBeInTheDocument();
    expect(bodies).toEqual([{ oldPassword: 'eskiSifre', password: 'yeniSifre1', confirmPassword: 'yeniSifre1' }]);
    await waitFor(() => expect(form.old).toHaveValue(''));
  });

  it('puts a wrong old password under its field', async () => {
    server.use(
      http.post('*/api/customer/changepassword', () =>
        failure(422, 'auth.wrong_password', 'Eski şifre hatalı.', { oldPassword: ['Eski şifre hatalı.'] }),
      ),
    );
    const form = await open();
    await form.user.type(form.old, 'yanlisSifre');
    await form.user.type(form.password, 'yeniSifre1');
    await form.user.type(form.confirm, 'yeniSifre1');
    await form.user.click(form.submit);

    await waitFor(() => expect(form.old).toHaveAccessibleDescription('Eski şifre hatalı.'));
  });
});
