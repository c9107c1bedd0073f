import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterBody } from '@/lib/api/types';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { CONFETTI_PARTICLES } from '@/features/auth/lib/timing';
import { useAuthStore } from '@/stores/auth-store';
import { aSession, capturePost, resetAccountState, useBackgroundHandlers } from '@/testing/fixtures';
import { siteOptionsQueryOptions } from '@/lib/site/site-options';
import { useDialogStore } from '@/stores/dialog-store';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { createTestQueryClient, renderApp } from '@/testing/test-utils';

const confetti = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('canvas-confetti', () => ({ create: () => confetti }));

async function openRegister() {
  const utils = renderApp(<AuthDialogs />);
  useDialogStore.getState().show('register');
  await screen.findByRole('dialog', { name: 'Üye Ol' });
  return utils;
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

/** A valid registration, typed the way a player would. */
async function fillValid(user: UserEvent, changes: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    Ad: 'Ayşe Nur',
    Soyad: 'Yılmaz',
    'Kullanıcı Adı': 'ayse1990',
    'E-posta': 'ayse@example.com',
    Şifre: 'gizli123',
    'Şifre Tekrar': 'gizli123',
    'Cep Telefonu': '5551112233',
    Gün: '17',
    Ay: '05',
    Yıl: '1990',
    ...changes,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(field(label), value);
  }
}

function AddressShown() {
  const { pathname } = useLocation();
  return <output aria-label="address">{pathname}</output>;
}

describe('registration', () => {
  beforeAll(() => import('@/features/auth/components/auth-dialog-host'));
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    confetti.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('keyboard', () => {
    it('a separator moves on to the next box, and Backspace in an empty box goes back', async () => {
      const { user } = await openRegister();
      await user.click(field('Gün'));
      await user.keyboard('5/3.1990');

      expect(field('Gün')).toHaveValue('05');
      expect(field('Ay')).toHaveValue('03');
      expect(field('Yıl')).toHaveValue('1990');

      await user.keyboard('{Backspace>4/}');
      expect(field('Yıl')).toHaveValue('');
      await user.keyboard('{Backspace}');
      expect(field('Ay')).toHaveFocus();
      await user.keyboard('{Backspace}{Backspace}{Backspace}');
      expect(field('Ay')).toHaveValue('');
      expect(field('Gün')).toHaveFocus();
    });
  });

  describe('rules (product §5)', () => {
    it.each([
      ['Ad', 'empty', '', 'Bu alan zorunludur.'],
      ['Ad', 'one letter', 'A', '2 ile 100 karakter arasında olmalıdır.'],
      ['Ad', 'a digit', 'Ayşe1', 'Yalnızca harf kullanın; kelimeler arasında tek boşluk bırakın.'],
      ['Ad', 'two spaces between words', 'Ayşe  Nur', 'Yalnızca harf kullanın; kelimeler arasında tek boşluk bırakın.'],
      ['Soyad', 'punctuation', 'Yılmaz!', 'Yalnızca harf kullanın; kelimeler arasında tek boşluk bırakın.'],
      ['Soyad', '101 letters', 'a'.repeat(101), '2 ile 100 karakter arasında olmalıdır.'],
      ['Kullanıcı Adı', '4 characters', 'ayse', '5 ile 30 karakter arasında olmalıdır.'],
      ['Kullanıcı Adı', '31 characters', 'a'.repeat(31), '5 ile 30 karakter arasında olmalıdır.'],
      ['Kullanıcı Adı', 'an underscore', 'ayse_1990', 'Yalnızca harf ve rakam kullanın.'],
      ['E-posta', '4 characters', 'a@b.', '5 ile 100 karakter arasında olmalıdır.'],
      ['E-posta', 'no domain', 'ayse@example', 'Geçerli bir e-posta adresi girin.'],
      ['Şifre', '4 characters', '1234', 'En az 5 karakter olmalıdır.'],
      ['Cep Telefonu', 'empty', '', 'Bu alan zorunludur.'],
      ['Cep Telefonu', '2 digits after 90', '55', '5 ile 20 hane arasında bir numara girin.'],
      ['Gün', 'one digit', '7', '2 haneli bir sayı girin.'],
      ['Ay', 'empty', '', 'Bu alan zorunludur.'],
      ['Yıl', 'three digits', '199', '4 haneli bir sayı girin.'],
    ] as const)('%s: %s shows its error once the field is left', async (label, _case, value, message) => {
      const { user } = await openRegister();
      const input = field(label);

      await user.click(input);
      if (value) await user.paste(value);
      await user.tab();

      expect(input).toHaveAccessibleDescription(message);
    });

    it('accepts Turkish letters and single spaces in names', async () => {
      const { user } = await openRegister();
      await user.type(field('Ad'), 'Çağrı Şükrü');
      await user.tab();
      expect(field('Ad')).not.toHaveAttribute('aria-invalid');
    });

    it('marks a confirmation that differs from the password', async () => {
      const { user } = await openRegister();
      await user.type(field('Şifre'), 'gizli123');
      await user.type(field('Şifre Tekrar'), 'gizli124');
      await user.tab();
      expect(field('Şifre Tekrar')).toHaveAccessibleDescription('Şifreler eşleşmiyor.');

      // Fixing the password clears the mismatch.
      await user.clear(field('Şifre'));
      await user.type(field('Şifre'), 'gizli124');
      await waitFor(() => expect(field('Şifre Tekrar')).not.toHaveAttribute('aria-invalid'));
    });

    it('keeps Sign Up disabled until every field is valid', async () => {
      const { user } = await openRegister();
      const submit = screen.getByRole('button', { name: 'Üye Ol' });
      expect(submit).toBeDisabled();

      await fillValid(user, { Yıl: '' });
      expect(submit).toBeDisabled();
      await user.type(field('Yıl'), '1990');

      await waitFor(() => expect(submit).toBeEnabled());
    });
  });

  it('keeps the country hidden, fills its list after 300 ms and sends Türkiye by default', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openRegister();
    const country = document.querySelector<HTMLSelectElement>('select[name="country"]');
    expect(country).not.toBeNull();
    expect(country).not.toBeVisible();
    expect(country?.options).toHaveLength(0);

    act(() => {
      vi.advanceTimersByTime(300);
    });

    await waitFor(() => expect(country?.options).toHaveLength(2));
    expect(country?.value).toBe('1');
  });

  it('hides the trial bonus when its amount is 0 (or the call fails)', async () => {
    await openRegister();
    await screen.findByText(/Genel Şartlar ve Koşulları/);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('signs the player up with the spec payload; without the trial bonus it celebrates at once, with 150 confetti after 100 ms', async () => {
    const session = aSession({ username: 'ayse1990', phone: '905551112233' });
    const bodies = capturePost<RegisterBody>('auth/register', () => ok(session, 'Kaydınız tamamlandı.'));
    const phoneCalls = capturePost('customer/updatephone');
    const { user } = await openRegister();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Üye Ol' }));

    expect(await screen.findByText('Kaydınız tamamlandı.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Ayşe Nur',
        surname: 'Yılmaz',
        username: 'ayse1990',
        email: 'ayse@example.com',
        phone: '905551112233',
        country: 1,
        currencyId: 1,
        birthDate: '1990-05-17',
        birthDateDay: '17',
        birthDateMonth: '05',
        birthDateYear: '1990',
        trialBonus: 0,
        password: 'gizli123',
        password2: 'gizli123',
        refId: null,
      },
    ]);
    expect(useAuthStore.getState().session).toEqual(session);

    const celebration = await screen.findByRole('dialog', { name: 'Tebrikler!' });
    expect(celebration).toHaveTextContent('Hesabınız hazır. İlk yatırımınızı yapın ve oyuna başlayın.');
    expect(celebration).not.toHaveTextContent('deneme bonusu');
    await waitFor(() => expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ particleCount: CONFETTI_PARTICLES })));
    expect(phoneCalls).toEqual([]);
  });

  it("puts the server's field errors under the fields, and not in a toast besides", async () => {
    server.use(
      http.post('*/api/auth/register', () =>
        failure(409, 'auth.username_taken', 'Bu kullanıcı adı alınmış.', { username: ['Bu kullanıcı adı alınmış.'] }),
      ),
    );
    const { user } = await openRegister();

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Üye Ol' }));

    await waitFor(() => expect(field('Kullanıcı Adı')).toHaveAccessibleDescription('Bu kullanıcı adı alınmış.'));
    expect(screen.queryByText('Bu kullanıcı adı alınmış.', { selector: '[data-toast] *' })).not.toBeInTheDocument();
    expect(useAuthStore.getState().session).toBeNull();
  });

  it("the celebration's Live Chat opens the support link when there is no live chat, and closes the dialog", async () => {
    capturePost('auth/register', () => ok(aSession(), null));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(siteOptionsQueryOptions().queryKey, { support_url: 'https://support.example/zar' });
    const { user } = renderApp(<AuthDialogs />, { queryClient });
    useDialogStore.getState().show('register');
    await screen.findByRole('dialog', { name: 'Üye Ol' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Üye Ol' }));

    await screen.findByRole('dialog', { name: 'Tebrikler!' });
    await user.click(screen.getByRole('button', { name: 'Canlı Destek' }));

    expect(open).toHaveBeenCalledWith('https://support.example/zar', '_blank', 'noopener,noreferrer');
    expect(useDialogStore.getState().open).toBeNull();
    open.mockRestore();
  });

  it("the celebration's Live Chat leads to the support page when there is no live chat or support link", async () => {
    capturePost('auth/register', () => ok(aSession(), null));
    const { user } = renderApp(
      <>
        <AuthDialogs />
        <AddressShown />
      </>,
    );
    useDialogStore.getState().show('register');
    await screen.findByRole('dialog', { name: 'Üye Ol' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Üye Ol' }));

    await screen.findByRole('dialog', { name: 'Tebrikler!' });
    await user.click(screen.getByRole('button', { name: 'Canlı Destek' }));

    expect(screen.getByRole('status', { name: 'address', hidden: true })).toHaveTextContent('/support');
    expect(useDialogStore.getState().open).toBeNull();
  });

  describe('with a trial bonus', () => {
    beforeEach(() => {
      server.use(http.get('*/api/bonus/trialbonusamount', () => ok({ amount: 50 })));
    });

    /** Signs up choosing the trial bonus; the code is on its way at once. */
    async function signUpWithBonus() {
      const registered = capturePost<RegisterBody>('auth/register', () => ok(aSession(), null));
      const phoneCalls = capturePost<{ step: number; phone: string; code: string }>('customer/updatephone', (body) =>
        ok(null, body.step === 2 ? 'Telefonunuz doğrulandı.' : 'Kod gönderildi.'),
      );
      const utils = await openRegister();
      const bonus = await screen.findByRole('checkbox', { name: '₺50,00 deneme bonusu istiyorum' });
      await fillValid(utils.user);
      await utils.user.click(bonus);
      await utils.user.click(screen.getByRole('button', { name: 'Üye Ol' }));
      return { ...utils, registered, phoneCalls };
    }

    it('sends the code to the prefilled, locked phone at once; once verified the bonus is granted and celebrated with its amount', async () => {
      let grants = 0;
      server.use(
        http.get('*/api/bonus/definetrialbonus', () => {
          grants += 1;
          return ok({
            id: 7,
            bonusId: 1,
            title: 'Deneme Bonusu',
            kind: 'trial',
            status: 'active',
            amount: 50,
            balance: 50,
            wageringRequired: 500,
            wagered: 0,
            convertedAmount: 0,
            grantedAt: '2026-11-24T18:00:00Z',
            expiresAt: '2026-12-01T18:00:00Z',
            endedAt: null,
          });
        }),
      );
      const { user, registered, phoneCalls } = await signUpWithBonus();

      const code = await screen.findByLabelText('SMS Kodu');
      expect(registered[0]?.trialBonus).toBe(1);
      expect(phoneCalls).toEqual([{ step: 1, phone: '905551112233', code: '' }]);
      expect(screen.getByLabelText('Telefon Numarası')).toBeDisabled();
      expect(screen.getByLabelText('Telefon Numarası')).toHaveValue('90 555 111 22 33');
      const validate = screen.getByRole('button', { name: 'Doğrula' });
      expect(validate).toBeDisabled();

      await user.type(code, '123456');
      expect(code).toHaveValue('12-34-56');
      await user.click(validate);

      const celebration = await screen.findByRole('dialog', { name: 'Tebrikler!' });
      expect(phoneCalls.at(-1)).toEqual({ step: 2, phone: '905551112233', code: '123456' });
      expect(useAuthStore.getState().session?.smsVerified).toBe(true);
      expect(celebration).toHaveTextContent('₺50,00 deneme bonusunuz bonus bakiyenize eklendi');
      expect(within(celebration).getByText('₺50,00 deneme bonusu')).toBeInTheDocument();
      expect(await screen.findByText('₺50,00 deneme bonusunuz hesabınıza eklendi.')).toBeInTheDocument();
      expect(grants).toBe(1);
      await waitFor(() => expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ particleCount: CONFETTI_PARTICLES })));

      await user.click(within(celebration).getByRole('button', { name: 'Para Yatır' }));
      expect(useDialogStore.getState().open).toBeNull();
    });

    it('the code step counts the 60 s down, then sends a new code to the same phone on Click to resend', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { phoneCalls } = await signUpWithBonus();
      await screen.findByLabelText('SMS Kodu');
      expect(screen.getByText('Yeniden gönderim için')).toBeInTheDocument();
      expect(screen.getByText('60 sn')).toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      act(() => {
        screen.getByRole('button', { name: 'Tekrar göndermek için tıklayın' }).click();
      });

      await waitFor(() => expect(phoneCalls).toHaveLength(2));
      expect(phoneCalls[1]).toEqual({ step: 1, phone: '905551112233', code: '' });
      expect(await screen.findByText('60 sn')).toBeInTheDocument();
      vi.useRealTimers();
    });

    it("says why when the bonus is refused (the server's message), and still celebrates the verified account", async () => {
      server.use(
        http.get('*/api/bonus/definetrialbonus', () =>
          failure(409, 'bonus.trial.phone_used', 'Bu telefon numarasıyla daha önce deneme bonusu alınmış.'),
        ),
      );
      const { user } = await signUpWithBonus();
      await user.type(await screen.findByLabelText('SMS Kodu'), '123456');
      await user.click(screen.getByRole('button', { name: 'Doğrula' }));

      const celebration = await screen.findByRole('dialog', { name: 'Tebrikler!' });
      expect(celebration).toHaveTextContent('Hesabınız hazır ve telefonunuz doğrulandı.');
      expect(within(celebration).getByRole('note')).toHaveTextContent('Bu telefon numarasıyla daha önce deneme bonusu alınmış.');
      expect(celebration).not.toHaveTextContent('₺50,00');
    });

    it("'Change Phone Number' returns to step 1 with the phone editable and the code cleared; 'Skip Verification' closes", async () => {
      const { user, phoneCalls } = await signUpWithBonus();
      await user.type(await screen.findByLabelText('SMS Kodu'), '12');

      await user.click(screen.getByRole('button', { name: 'Telefon Numarasını Değiştir' }));

      const phone = await screen.findByLabelText('Telefon Numarası');
      expect(phone).not.toHaveAttribute('readonly');
      await user.clear(phone);
      await user.type(phone, '5559998877');
      await user.click(screen.getByRole('button', { name: 'Numarayı Değiştir' }));
      expect(await screen.findByLabelText('SMS Kodu')).toHaveValue('');
      expect(phoneCalls.at(-1)).toMatchObject({ step: 1, phone: '905559998877' });

      await user.click(screen.getByRole('button', { name: 'Doğrulamayı Atla' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(useAuthStore.getState().session).not.toBeNull();
    });
  });
});
