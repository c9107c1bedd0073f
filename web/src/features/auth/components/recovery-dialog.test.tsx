import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { LOGIN_AFTER_RECOVERY_MS } from '@/features/auth/lib/timing';
import { capturePost, resetAccountState, useBackgroundHandlers } from '@/testing/fixtures';
import { useDialogStore } from '@/stores/dialog-store';
import { failure } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

async function openRecovery() {
  const utils = renderApp(<AuthDialogs />);
  useDialogStore.getState().show('recovery');
  await screen.findByRole('dialog', { name: 'Şifre Yenileme' });
  return utils;
}

describe('password recovery', () => {
  beforeAll(() => import('@/features/auth/components/auth-dialog-host'));
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes username → e-mailed code → new password → done, and opens the login form 1 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Under fake timers Radix may not have lifted the body's opening `pointer-events: none` off the dialog yet when
    // typing starts (it flaked under load); the journey in Chromium covers the real pointer.
    const user = userEvent.setup({
      advanceTimers: (ms) => vi.advanceTimersByTime(ms),
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    const sent = capturePost('auth/sendresetpassword');
    const checked = capturePost('auth/checkresetcode');
    const changed = capturePost('auth/changepasswordwithcode');
    await openRecovery();

    expect(screen.getByText('Adım 1 / 4')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Kullanıcı Adı' }), 'ayse1990');
    await user.click(screen.getByRole('button', { name: 'Kod Gönder' }));

    expect(await screen.findByText('E-posta adresinize bir sıfırlama kodu gönderdik. Kodu aşağıya girin.')).toBeInTheDocument();
    expect(screen.getByText('Adım 2 / 4')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Sıfırlama Kodu' }), '482913');
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));

    const password = await screen.findByLabelText('Yeni Şifre');
    await user.type(password, 'yeniSifre1');
    await user.type(screen.getByLabelText('Yeni Şifre Tekrar'), 'yeniSifre1');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));

    expect(
      await screen.findByText('Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ username: 'ayse1990' }]);
    expect(checked).toEqual([{ username: 'ayse1990', code: '482913' }]);
    expect(changed).toEqual([{ username: 'ayse1990', code: '482913', password: 'yeniSifre1', password2: 'yeniSifre1' }]);
    expect(useDialogStore.getState().open).toBe('recovery');

    act(() => {
      vi.advanceTimersByTime(LOGIN_AFTER_RECOVERY_MS);
    });

    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
  });

  it.each([
    ['username', 'one character', 'Kullanıcı Adı', 'a', '2 ile 30 karakter arasında olmalıdır.'],
    ['username', 'empty', 'Kullanıcı Adı', '', 'Bu alan zorunludur.'],
  ] as const)('step 1 %s %s shows its error', async (_field, _case, label, value, message) => {
    const { user } = await openRecovery();
    const input = screen.getByRole('textbox', { name: label });
    await user.click(input);
    if (value) await user.paste(value);
    await user.tab();
    expect(input).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Kod Gönder' })).toBeDisabled();
  });

  it('checks the code (3 to 20) and the new password (at least 5, matching)', async () => {
    capturePost('auth/sendresetpassword');
    capturePost('auth/checkresetcode');
    const { user } = await openRecovery();
    await user.type(screen.getByRole('textbox', { name: 'Kullanıcı Adı' }), 'ayse1990');
    await user.click(screen.getByRole('button', { name: 'Kod Gönder' }));

    const code = await screen.findByRole('textbox', { name: 'Sıfırlama Kodu' });
    await user.type(code, '12');
    await user.tab();
    expect(code).toHaveAccessibleDescription('3 ile 20 karakter arasında olmalıdır.');
    await user.clear(code);
    await user.paste('1'.repeat(21));
    expect(code).toHaveAccessibleDescription('3 ile 20 karakter arasında olmalıdır.');
    await user.clear(code);
    await user.type(code, '482913');
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));

    const password = await screen.findByLabelText('Yeni Şifre');
    await user.type(password, '1234');
    await user.tab();
    expect(password).toHaveAccessibleDescription('En az 5 karakter olmalıdır.');
    await user.type(password, '5');
    const confirm = screen.getByLabelText('Yeni Şifre Tekrar');
    await user.type(confirm, '12346');
    await user.tab();
    expect(confirm).toHaveAccessibleDescription('Şifreler eşleşmiyor.');
    expect(screen.getByRole('button', { name: 'Şifreyi Değiştir' })).toBeDisabled();
  });

  it('stays on the code step and shows the message when the code is wrong', async () => {
    capturePost('auth/sendresetpassword');
    server.use(http.post('*/api/auth/checkresetcode', () => failure(400, 'auth.code_invalid', 'Kod hatalı veya süresi dolmuş.')));
    const { user } = await openRecovery();
    await user.type(screen.getByRole('textbox', { name: 'Kullanıcı Adı' }), 'ayse1990');
    await user.click(screen.getByRole('button', { name: 'Kod Gönder' }));
    await user.type(await screen.findByRole('textbox', { name: 'Sıfırlama Kodu' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));

    expect(await screen.findByText('Kod hatalı veya süresi dolmuş.')).toBeInTheDocument();
    expect(screen.getByText('Adım 2 / 4')).toBeInTheDocument();
  });

  it("'Sign Up Now!' opens the registration", async () => {
    const { user } = await openRecovery();
    await user.click(screen.getByRole('button', { name: 'Hemen Üye Olun!' }));
    await waitFor(() => expect(useDialogStore.getState().open).toBe('register'));
  });
});
