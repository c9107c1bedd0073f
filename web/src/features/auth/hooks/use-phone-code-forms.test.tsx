import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeField, PhoneField } from '@/components/ui/form/phone-fields';
import { useSendCodeForm, useVerifyCodeForm } from '@/features/auth/hooks/use-phone-code-forms';
import { capturePost, resetAccountState, signIn } from '@/testing/fixtures';
import { failure } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';
import type { SentCode } from '@/lib/sent-code';

// The phone code forms as the dialogs and the dashboard page use them, without either's layout.
function SendForm({ onSent }: { onSent: (sent: SentCode) => void }) {
  const { form, onSubmit, sending } = useSendCodeForm({ defaultPhone: '905551112233', onSent });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <PhoneField control={form.control} name="phone" label="Phone" />
      <button type="submit" disabled={sending}>
        Send
      </button>
    </form>
  );
}

function VerifyForm({ mask, onVerified }: { mask?: string; onVerified: () => void }) {
  const { form, onSubmit } = useVerifyCodeForm({ phone: '905551112233', onVerified });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <CodeField control={form.control} name="code" label="Code" mask={mask} />
      <button type="submit">Verify</button>
    </form>
  );
}

describe('phone code forms', () => {
  beforeEach(() => {
    resetAccountState();
    signIn({ phone: '905551112233', smsVerified: false });
  });

  it('sends the code to the typed phone, then hands on where and when it went', async () => {
    const calls = capturePost('customer/updatephone');
    const onSent = vi.fn();
    const { user } = renderApp(<SendForm onSent={onSent} />);

    expect(screen.getByLabelText('Phone')).toHaveValue('90 555 111 22 33');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith({ to: '905551112233', sentAt: expect.any(Number) as number, owner: 'ayse1990' }),
    );
    expect(calls).toEqual([{ step: 1, phone: '905551112233', code: '' }]);
  });

  it("puts the server's phone error under the phone field only (no toast besides) and stays", async () => {
    server.use(
      http.post('*/api/customer/updatephone', () =>
        failure(422, 'validation.failed', 'Geçersiz.', { phone: ['Bu numara kullanılıyor.'] }),
      ),
    );
    const onSent = vi.fn();
    const { user } = renderApp(<SendForm onSent={onSent} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Bu numara kullanılıyor.'));
    expect(screen.getAllByText('Bu numara kullanılıyor.')).toHaveLength(1);
    expect(screen.queryByText('Geçersiz.')).not.toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('shows a refusal that is not about the field (a rate limit) as a toast', async () => {
    server.use(
      http.post('*/api/customer/updatephone', () =>
        failure(429, 'auth.code_resend_wait', 'Yeni bir kod istemeden önce 42 saniye bekleyin.'),
      ),
    );
    const { user } = renderApp(<SendForm onSent={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Yeni bir kod istemeden önce 42 saniye bekleyin.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).not.toHaveAccessibleDescription();
  });

  it('checks the code with the phone it was sent to', async () => {
    const calls = capturePost('customer/updatephone');
    const onVerified = vi.fn();
    const { user } = renderApp(<VerifyForm mask="000-000" onVerified={onVerified} />);

    await user.type(screen.getByLabelText('Code'), '123456');
    expect(screen.getByLabelText('Code')).toHaveValue('123-456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(calls).toEqual([{ step: 2, phone: '905551112233', code: '123456' }]);
  });

  it('clears the code field after a failed check, with the reason under it', async () => {
    server.use(
      http.post('*/api/customer/updatephone', () =>
        failure(422, 'phone.code_invalid', 'Kod hatalı.', { code: ['Kod hatalı.'] }),
      ),
    );
    const onVerified = vi.fn();
    const { user } = renderApp(<VerifyForm onVerified={onVerified} />);
    const code = screen.getByLabelText('Code');

    await user.type(code, '999999');
    expect(code).toHaveValue('99-99-99');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(code).toHaveValue(''));
    expect(code).toHaveAccessibleDescription('Kod hatalı.');
    expect(onVerified).not.toHaveBeenCalled();
  });
});
