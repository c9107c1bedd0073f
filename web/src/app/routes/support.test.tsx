import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import type { SupportRequestBody } from '@/lib/api/types';
import { aProfile, capturePost, resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const ACK = 'Talebiniz alındı; ekibimiz en kısa sürede size dönecek.';

function receiveRequests() {
  return capturePost<SupportRequestBody>('support/requests', () => ok({ id: 42, reference: 'ZS-000042' }, ACK));
}

/** A field by the start of its label (an optional one's label goes on with "(isteğe bağlı)"). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

function AddressShown() {
  const { pathname, search } = useLocation();
  return (
    <>
      <AppRoutes />
      <output aria-label="address">{pathname + search}</output>
    </>
  );
}

describe('/support', () => {
  // The page is its own chunk: transform it before the clock of the first test.
  beforeAll(async () => {
    await import('@/app/routes/support');
  });
  afterEach(() => {
    resetAccountState();
  });

  it('a visitor asks for a call back at a preferred time and sees the reference and the acknowledgement', async () => {
    const requests = receiveRequests();
    const { user } = renderApp(<AppRoutes />, { route: '/support?type=callback' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Destek' })).toBeInTheDocument();
    expect(document.title).toBe('Destek · Zar');
    expect(screen.getByRole('radio', { name: /Sizi Arayalım/ })).toBeChecked();

    await user.type(field('Ad Soyad'), 'Mehmet Kaya');
    await user.type(field('Cep Telefonu'), '5327654321');
    await user.click(screen.getByRole('radio', { name: /Akşam/ }));
    await user.click(screen.getByRole('button', { name: 'Beni Arayın' }));

    const receipt = await screen.findByRole('region', { name: 'Talebiniz bize ulaştı' });
    expect(within(receipt).getByRole('status', { name: 'Talep numaranız' })).toHaveTextContent('ZS-000042');
    expect(receipt).toHaveTextContent(ACK);
    expect(requests).toEqual([{ kind: 'callback', name: 'Mehmet Kaya', phone: '905327654321', preferredTime: 'evening' }]);
  });

  it('writing to us needs a message of at least ten characters, and sends no preferred time', async () => {
    const requests = receiveRequests();
    const { user } = renderApp(<AppRoutes />, { route: '/support' });

    expect(await screen.findByRole('radio', { name: /Bize Yazın/ })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Ne zaman arayalım?' })).not.toBeInTheDocument();
    await user.type(field('Ad Soyad'), 'Mehmet Kaya');
    await user.type(field('Cep Telefonu'), '5327654321');
    await user.type(field('E-posta'), 'mehmet@example.com');
    await user.type(field('Mesajınız'), 'Merhaba');
    await user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));

    expect(await screen.findByText('En az 10 karakter olmalıdır.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.type(field('Mesajınız'), ', bonusum hesabıma geçmedi.');
    await user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));

    await screen.findByRole('region', { name: 'Talebiniz bize ulaştı' });
    expect(requests).toEqual([
      {
        kind: 'message',
        name: 'Mehmet Kaya',
        phone: '905327654321',
        email: 'mehmet@example.com',
        message: 'Merhaba, bonusum hesabıma geçmedi.',
      },
    ]);
  });

  it('switching to a call back puts ?type=callback in the address', async () => {
    const { user } = renderApp(<AddressShown />, { route: '/support' });

    await user.click(await screen.findByRole('radio', { name: /Sizi Arayalım/ }));

    expect(screen.getByRole('group', { name: 'Ne zaman arayalım?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Fark etmez/ })).toBeChecked();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/support?type=callback');
  });

  it('shows the server’s field errors under their fields, and a rate limit as a toast', async () => {
    server.use(
      http.post('*/api/support/requests', () =>
        failure(422, 'validation', 'Bilgileri kontrol edin.', { phone: ['Geçerli bir cep telefonu girin.'] }),
      ),
    );
    const { user } = renderApp(<AppRoutes />, { route: '/support?type=callback' });
    await user.type(await screen.findByLabelText('Ad Soyad'), 'Mehmet Kaya');
    await user.type(field('Cep Telefonu'), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Beni Arayın' }));

    await waitFor(() => {
      expect(field('Cep Telefonu')).toHaveAccessibleDescription('Geçerli bir cep telefonu girin.');
    });
    expect(screen.queryByText('Bilgileri kontrol edin.')).not.toBeInTheDocument();

    server.use(
      http.post('*/api/support/requests', () => failure(429, 'rate_limited', 'Çok fazla talep gönderdiniz. Lütfen biraz sonra deneyin.')),
    );
    await user.clear(field('Cep Telefonu'));
    await user.type(field('Cep Telefonu'), '5327654321');
    await user.click(screen.getByRole('button', { name: 'Beni Arayın' }));

    expect(await screen.findByText('Çok fazla talep gönderdiniz. Lütfen biraz sonra deneyin.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Talebiniz bize ulaştı' })).not.toBeInTheDocument();
  });

  it('a player’s name and phone come filled in from the account', async () => {
    useBackgroundHandlers();
    server.use(http.get('*/api/customer/profile', () => ok(aProfile({ name: 'Ayşe', surname: 'Yılmaz' }))));
    signIn({ phone: '905551112233' });
    renderApp(<AppRoutes />, { route: '/support' });

    await waitFor(() => {
      expect(field('Ad Soyad')).toHaveValue('Ayşe Yılmaz');
    });
    expect(field('Cep Telefonu')).toHaveValue('90 555 111 22 33');
  });
});
