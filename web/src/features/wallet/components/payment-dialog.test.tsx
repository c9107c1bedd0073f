import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentBody } from '@/features/wallet/api/types';
import { FIELDS, METHODS, serveDetail, serveMethods } from '@/features/wallet/testing/wallet-fixtures';
import { WalletHarness } from '@/features/wallet/testing/wallet-harness';
import { capturePost, resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const LINK = 'https://pay.example.test/pay/7f3a';

async function openMethod(route: string, name: string) {
  const rendered = renderApp(<WalletHarness />, { route });
  await rendered.user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name }) };
}

describe('the dynamic payment dialogs', () => {
  beforeAll(async () => {
    await Promise.all([import('@/features/wallet/routes/deposit'), import('@/features/wallet/routes/withdraw')]);
  });
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    signIn();
    serveMethods(Object.values(METHODS), [METHODS.bank, METHODS.papara]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('the deposit page lists the methods as cards with limits; a card opens the dialog titled with it, loading first', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post('*/api/payment/detail', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return ok([FIELDS.amount]);
      }),
    );
    const { user } = renderApp(<WalletHarness />, { route: '/dashboard/deposit' });

    const list = await screen.findByRole('list', { name: 'Para yatırma yöntemleri' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('button', { name: /Kredi Kartı/ })).toHaveTextContent('₺100,00 – ₺10.000,00');

    await user.click(within(list).getByRole('button', { name: /Kredi Kartı/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Kredi Kartı' });
    expect(within(dialog).getByRole('status', { name: 'Yükleniyor...' })).toBeInTheDocument();
    release();
    expect(await within(dialog).findByLabelText('Tutar')).toBeInTheDocument();
  });

  it('builds the card form: ₺ amount with spin buttons, masked card number with paste, expiry; Submit waits for all', async () => {
    serveDetail([FIELDS.amount, FIELDS.cardNo, FIELDS.cardHolder, FIELDS.expiry]);
    const bodies = capturePost<PaymentBody>('payment/deposit', () => ok(LINK, 'Ödeme sayfası hazır'));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, dialog } = await openMethod('/dashboard/deposit', 'Kredi Kartı');

    const submit = await within(dialog).findByRole('button', { name: 'Gönder' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('₺')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Artır' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Panodan yapıştır' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Tutar'), '1.250,50');
    await user.type(within(dialog).getByLabelText('Kart numarası'), '4111111111111111');
    expect(within(dialog).getByLabelText('Kart numarası')).toHaveValue('4111 1111 1111 1111');
    await user.type(within(dialog).getByLabelText('Kart üzerindeki isim'), 'AYSE YILMAZ');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Son kullanma tarihi (AA/YY)'), '1229');
    await waitFor(() => expect(submit).toBeEnabled());

    await user.click(submit);

    expect(await within(dialog).findByText('İşleme devam etmek için aşağıdaki butona tıklayın!')).toBeInTheDocument();
    expect(bodies).toEqual([
      { id: 3, target: 'pay', detail: { Amount: 1250.5, CardNo: '4111111111111111', CardHolder: 'AYSE YILMAZ', Expiry: '12/29' } },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Ödemeye devam et' }));
    expect(open).toHaveBeenCalledWith(LINK, '_blank', 'noopener');
  });

  it('a deposit answered with a message shows the congratulations and the instructions', async () => {
    serveDetail([FIELDS.amount]);
    capturePost('payment/deposit', () => ok('IBAN: TR33 0006 1005 1978 6457 8413 26\nReferans: D-1042', 'Talimatlar'));
    const { user, dialog } = await openMethod('/dashboard/deposit', 'Banka Havalesi');

    await user.type(await within(dialog).findByLabelText('Tutar'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));

    expect(await within(dialog).findByText('Tebrikler!')).toBeInTheDocument();
    expect(within(dialog).getByText(/Referans: D-1042/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a dropdown’s numeric id as a number; the amount stays within the method’s limits', async () => {
    serveDetail([FIELDS.amount, FIELDS.network]);
    const bodies = capturePost<PaymentBody>('payment/deposit', () => ok(LINK));
    const { user, dialog } = await openMethod('/dashboard/deposit', 'Kripto');

    const amount = await within(dialog).findByLabelText('Tutar');
    await user.type(amount, '100');
    await user.tab();
    expect(await within(dialog).findByText('En az ₺250,00 girin.')).toBeInTheDocument();
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: '₺500' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Ağ' }));
    await user.click(await screen.findByRole('option', { name: 'USDT (ERC-20)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));

    await waitFor(() => expect(bodies).toEqual([{ id: 4, target: 'pay', detail: { Amount: 500, Network: 2 } }]));
  });

  it('payment/detail failing: the server’s message as an error, and the dialog closes', async () => {
    serveDetail(() => failure(503, 'wallet.unavailable', 'Ödeme sağlayıcısına ulaşılamıyor'));
    await openMethod('/dashboard/deposit', 'Papara');

    expect(await screen.findByText('Ödeme sağlayıcısına ulaşılamıyor')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('payment/detail with no fields: “No data found”, and the dialog closes', async () => {
    serveDetail([]);
    await openMethod('/dashboard/deposit', 'Papara');

    expect(await screen.findByText('Veri bulunamadı')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a withdrawal: the IBAN pasted from the clipboard, the success message, then the dialog closes after a moment', async () => {
    serveDetail([FIELDS.amount, FIELDS.iban, FIELDS.accountHolder]);
    const bodies = capturePost<PaymentBody>('payment/withdraw', () => ok({ id: 77 }, 'Çekim talebiniz alındı'));
    const { user, dialog } = await openMethod('/dashboard/withdraw', 'Banka Havalesi');

    await user.type(await within(dialog).findByLabelText('Tutar'), '1500');
    await navigator.clipboard.writeText('tr33 0006 1005 1978 6457 8413 26');
    await user.click(within(dialog).getByRole('button', { name: 'Panodan yapıştır' }));
    await waitFor(() => expect(within(dialog).getByLabelText('IBAN')).toHaveValue('TR33 0006 1005 1978 6457 8413 26'));
    await user.type(within(dialog).getByLabelText('Hesap sahibi'), 'Ayşe Yılmaz');
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));

    expect(await screen.findByText('Çekim talebiniz alındı')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Banka Havalesi' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      { id: 1, target: 'pay', detail: { Amount: 1500, Iban: 'TR330006100519786457841326', AccountHolder: 'Ayşe Yılmaz' } },
    ]);
  });

  it('success false: the server’s message as an error; the dialog stays open to try again', async () => {
    serveDetail([FIELDS.amount, FIELDS.paparaNo]);
    capturePost('payment/withdraw', () => failure(400, 'wallet.insufficient_funds', 'Bakiyeniz yetersiz'));
    const { user, dialog } = await openMethod('/dashboard/withdraw', 'Papara');

    await user.type(await within(dialog).findByLabelText('Tutar'), '100');
    await user.type(within(dialog).getByLabelText('Papara numarası'), '1234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));

    // The toast, and the same words kept in the form.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bakiyeniz yetersiz');
    expect(screen.getAllByText('Bakiyeniz yetersiz')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Papara' })).toBeInTheDocument();
  });

  it('a deposit over the player’s limit is refused in the server’s words, kept in the form', async () => {
    serveDetail([FIELDS.amount]);
    const message = 'Bu yatırım günlük ₺500 yatırım limitinizi aşar: 25.11.2026 00:00 (TSİ) saatine kadar kalan ₺500.';
    capturePost('payment/deposit', () => failure(409, 'responsible.deposit_limit', message));
    const { user, dialog } = await openMethod('/dashboard/deposit', 'Banka Havalesi');

    await user.type(await within(dialog).findByLabelText('Tutar'), '750');
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Gönder' })).toBeEnabled();
  });

  it('a 422’s field errors show under their fields', async () => {
    serveDetail([FIELDS.amount, FIELDS.iban, FIELDS.accountHolder]);
    capturePost('payment/withdraw', () =>
      failure(422, 'validation.failed', 'Bilgileri kontrol edin', { Iban: ['IBAN doğrulanamadı'] }),
    );
    const { user, dialog } = await openMethod('/dashboard/withdraw', 'Banka Havalesi');

    await user.type(await within(dialog).findByLabelText('Tutar'), '200');
    await user.type(within(dialog).getByLabelText('IBAN'), '330006100519786457841326');
    await user.type(within(dialog).getByLabelText('Hesap sahibi'), 'Ayşe Yılmaz');
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));

    const iban = within(dialog).getByLabelText('IBAN');
    await waitFor(() => expect(iban).toHaveAccessibleDescription('IBAN doğrulanamadı'));
    expect(iban).toHaveAttribute('aria-invalid', 'true');
  });
});
