import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { useAuthStore } from '@/stores/auth-store';
import { capturePost, resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { useDialogStore } from '@/stores/dialog-store';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

async function openSms() {
  const utils = renderApp(<AuthDialogs />);
  useDialogStore.getState().show('sms');
  await screen.findByRole('dialog', { name: 'SMS Doğrulama' });
  return utils;
}

describe('SMS verify dialog', () => {
  beforeAll(() => import('@/features/auth/components/auth-dialog-host'));
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    signIn({ phone: '905551112233', smsVerified: false });
  });

  it('Set Phone Number → Send Code → Set Sms Code → Validate → Congratulations, then Close', async () => {
    const calls = capturePost<{ step: number }>('customer/updatephone', (body) =>
      ok(null, body.step === 2 ? 'Telefonunuz doğrulandı.' : null),
    );
    const { user } = await openSms();

    expect(screen.getByRole('heading', { name: 'Telefon Numarasını Girin' })).toBeInTheDocument();
    expect(screen.getByLabelText('Telefon Numarası')).toHaveValue('90 555 111 22 33');
    await user.click(screen.getByRole('button', { name: 'Kod Gönder' }));

    expect(await screen.findByRole('heading', { name: 'SMS Kodunu Girin' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('SMS Kodu'), '246810');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));

    expect(await screen.findByText('Telefon numaranız başarıyla doğrulandı!')).toBeInTheDocument();
    expect(screen.getByText('Tebrikler!', { selector: 'p' })).toBeInTheDocument();
    expect(calls).toEqual([
      { step: 1, phone: '905551112233', code: '' },
      { step: 2, phone: '905551112233', code: '246810' },
    ]);
    expect(useAuthStore.getState().session?.smsVerified).toBe(true);

    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('clears a wrong code and shows why; Validate stays disabled until 6 digits are typed', async () => {
    capturePost('customer/updatephone');
    const { user } = await openSms();
    await user.click(screen.getByRole('button', { name: 'Kod Gönder' }));
    const code = await screen.findByLabelText('SMS Kodu');
    const validate = screen.getByRole('button', { name: 'Doğrula' });

    await user.type(code, '12345');
    expect(validate).toBeDisabled();
    await user.type(code, '6');
    expect(validate).toBeEnabled();

    server.use(
      http.post('*/api/customer/updatephone', () =>
        failure(422, 'phone.code_invalid', 'Kod hatalı.', { code: ['Kod hatalı.'] }),
      ),
    );
    await user.click(validate);

    await waitFor(() => expect(code).toHaveValue(''));
    expect(code).toHaveAccessibleDescription('Kod hatalı.');
  });

  it("'Change Phone Number' goes back to the phone, editable", async () => {
    capturePost('customer/updatephone');
    const { user } = await openSms();
    await user.click(screen.getByRole('button', { name: 'Kod Gönder' }));
    await user.click(await screen.findByRole('button', { name: 'Telefon Numarasını Değiştir' }));

    const phone = await screen.findByLabelText('Telefon Numarası');
    expect(phone).toBeEnabled();
    expect(phone).not.toHaveAttribute('readonly');
  });
});
