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

  it('goes username → e-mailed code → new password → done, and opens the login form 1 s later with the username', async () => {
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
    expect(screen.getByRole('textbox', { name: 'Kullanıcı Adı' })).toHaveValue('ayse1990');
    await waitFor(() => expect(screen.getByLabelText('Şifre', { selector: 'input' })).toHaveFocus());
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

  it("offers 'Back to login' (with the username once known) instead of a sign-up until the password is changed", async () => {
    capturePost('auth/sendresetpassword');
    capturePost('auth/checkresetcode');
    const { user } = await openRecovery();
    expect(screen.queryByRole('button', { name: 'Hemen Üye Olun!' })).not.toBeInTheDocument();
    expect(screen.getByText('Şifrenizi hatırladınız mı?')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Kullanıcı Adı' }), 'ayse1990');
    await user.click(screen.getByRole('button', { name: 'Kod Gönder' }));
    await user.type(await screen.findByRole('textbox', { name: 'Sıfırlama Kodu' }), '482913');
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));
    await screen.findByLabelText('Yeni Şifre');

    await user.click(screen.getByRole('button', { name: 'Girişe dön' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kullanıcı Adı' })).toHaveValue('ayse1990');
  });

  it('the code step counts 60 s down, then e-mails a new code to the same username on Click to resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = capturePost('auth/sendresetpassword');
    const user = userEvent.setup({
      advanceTimers: (ms) => vi.advanceTimersByTime(ms),
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    await openRecovery();
    await user.type(screen.getByRole('textbox', { name: 'Kullanıcı Adı' }), 'ayse1990');
    await user.click(screen.getByRole('button', { name: 'Kod Gönder' }));
    expect(await screen.findByText('60 sn')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await user.click(screen.getByRole('button', { name: 'Tekrar göndermek için tıklayın' }));

    await waitFor(() => expect(sent).toEqual([{ username: 'ayse1990' }, { username: 'ayse1990' }]));
    expect(await screen.findByText('60 sn')).toBeInTheDocument();
  });

  it('opened again while the e-mailed code is valid, resumes at its entry with what is left of the wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    capturePost('auth/sendresetpassword');
    const { user } = await openRecovery();
    await user.type(screen.getByRole('textbox', { name: 'Kullanıcı Adı' }), 'ayse1990');
    await user.click(screen.getByRole('button', { name: 'Kod Gönder' }));
    await screen.findByRole('textbox', { name: 'Sıfırlama Kodu' });
    act(() => useDialogStore.getState().close());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    act(() => useDialogStore.getState().show('recovery'));

    expect(await screen.findByRole('textbox', { name: 'Sıfırlama Kodu' })).toBeInTheDocument();
    expect(screen.getByText('Adım 2 / 4')).toBeInTheDocument();
    expect(screen.getByText('40 sn')).toBeInTheDocument();

    // Past the code's 10 minutes it starts again from the username.
    act(() => useDialogStore.getState().close());
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    act(() => useDialogStore.getState().show('recovery'));
    expect(await screen.findByRole('textbox', { name: 'Kullanıcı Adı' })).toBeInTheDocument();
  });
});
