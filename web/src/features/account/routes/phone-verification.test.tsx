import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardHarness } from '@/features/account/testing/dashboard-harness';
import { useAuthStore } from '@/stores/auth-store';
import { capturePost, resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const open = () => renderApp(<DashboardHarness />, { route: '/dashboard/phone-verification' });

describe('phone verification page', () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/features/account/components/dashboard-layout'),
      import('@/features/account/routes/phone-verification'),
    ]);
  });
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    server.use(http.post('*/api/customer/sessions', () => ok({ items: [], total: 0 })));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('not verified → a code is sent → code entry (mask 000-000, Verify disabled while invalid) → Verified', async () => {
    signIn({ phone: '905551112233', smsVerified: false });
    const calls = capturePost<{ step: number }>('customer/updatephone', (body) =>
      ok(null, body.step === 2 ? 'Telefonunuz doğrulandı.' : null),
    );
    const { user } = open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Telefon Doğrulama' })).toBeInTheDocument();
    expect(screen.getByText('Doğrulanmadı')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kod Gönder' }));

    const code = await screen.findByLabelText('Doğrulama kodu');
    expect(screen.getByText('Yeniden gönderim için')).toBeInTheDocument();
    const verify = screen.getByRole('button', { name: 'Doğrula' });
    await user.type(code, '12345');
    expect(code).toHaveValue('123-45');
    expect(verify).toBeDisabled();
    await user.type(code, '6');
    await user.click(verify);

    expect(await screen.findByText('Telefonunuz doğrulandı.')).toBeInTheDocument();
    expect(await screen.findByText('Doğrulandı')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Numarayı Güncelle' })).toBeInTheDocument();
    expect(calls).toEqual([
      { step: 1, phone: '905551112233', code: '' },
      { step: 2, phone: '905551112233', code: '123456' },
    ]);
    expect(useAuthStore.getState().session?.smsVerified).toBe(true);
  });

  it('a failed code check clears the field', async () => {
    signIn({ smsVerified: false });
    server.use(
      http.post('*/api/customer/updatephone', async ({ request }) => {
        const body = (await request.json()) as { step: number };
        return body.step === 1 ? ok(null) : failure(400, 'phone.invalid_code', 'Kod hatalı.');
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Kod Gönder' }));
    const code = await screen.findByLabelText('Doğrulama kodu');

    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));

    expect(await screen.findByText('Kod hatalı.')).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveValue(''));
  });

  it("a verified player's 'Update Number' edits the phone (only here), sends the code to the new number", async () => {
    signIn({ phone: '905551112233', smsVerified: true });
    const calls = capturePost<{ step: number; phone: string }>('customer/updatephone');
    const { user } = open();

    expect(await screen.findByText('Doğrulandı')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Numarayı Güncelle' }));

    const phone = screen.getByLabelText('Yeni telefon numarası');
    await user.type(phone, '5559998877');
    await user.click(screen.getByRole('button', { name: 'Kod Gönder' }));

    expect(await screen.findByText(/\+90 555 999 88 77/)).toBeInTheDocument();
    expect(calls).toEqual([{ step: 1, phone: '905559998877', code: '' }]);

    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(await screen.findByRole('button', { name: 'Numarayı Güncelle' })).toBeInTheDocument();
  });

  it('a reload while the code is valid comes back to its entry, the timer showing what is left; not for another player', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn({ phone: '905551112233', smsVerified: false });
    capturePost('customer/updatephone');
    const first = open();
    await first.user.click(await screen.findByRole('button', { name: 'Kod Gönder' }));
    await screen.findByLabelText('Doğrulama kodu');
    first.unmount();

    act(() => {
      vi.advanceTimersByTime(25_000);
    });
    const reloaded = open();
    expect(await screen.findByLabelText('Doğrulama kodu')).toBeInTheDocument();
    expect(screen.getByText('+90 555 111 22 33 numarasına gönderdiğimiz 6 haneli kodu girin.')).toBeInTheDocument();
    expect(screen.getByText('35 sn')).toBeInTheDocument();
    reloaded.unmount();

    signIn({ username: 'baska1990', phone: '905551112233', smsVerified: false });
    open();
    expect(await screen.findByRole('button', { name: 'Kod Gönder' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Doğrulama kodu')).not.toBeInTheDocument();
  });
});
