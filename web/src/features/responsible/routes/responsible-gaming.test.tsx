import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRoutes } from 'react-router';
import { ResponsibleGamingRoute } from '@/features/responsible/routes/responsible-gaming';
import { readSessionEnd } from '@/features/responsible/lib/session-end-notice';
import { aLimit, anOverview, aTimeout } from '@/features/responsible/testing/responsible-fixtures';
import type { ResponsibleOverview } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { reloadAt } from '@/lib/navigation';
import { useAuthStore } from '@/stores/auth-store';
import { capturePost, resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/lib/navigation', () => ({ reloadAt: vi.fn() }));

function Harness() {
  return useRoutes([
    { path: '/dashboard/responsible-gaming', element: <ResponsibleGamingRoute /> },
    { path: '/dashboard/withdraw', element: <h1>Para Çek sayfası</h1> },
  ]);
}

/** Serves `overview` (a function: read again after each change). */
function serve(overview: () => ResponsibleOverview) {
  server.use(http.get('*/api/customer/responsiblegaming', () => ok(overview())));
}

const open = () => renderApp(<Harness />, { route: '/dashboard/responsible-gaming' });
const depositCard = () => screen.findByRole('region', { name: 'Yatırım limiti' });
const row = async (period: string) => {
  const card = await depositCard();
  const item = within(card)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: period }));
  if (!item) throw new Error(`no ${period} row`);
  return within(item);
};

describe('the responsible-gaming page', () => {
  beforeAll(async () => {
    await import('@/features/responsible/routes/responsible-gaming');
  });
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    signIn();
    window.sessionStorage.clear();
    vi.mocked(reloadAt).mockClear();
  });

  it('shows each limit with its usage ("₺300 of ₺1,000 used today, ₺700 left") and a bar', async () => {
    serve(() =>
      anOverview({ limits: [aLimit({ kind: 'deposit', period: 'daily', amount: 1000, used: 300, left: 700 })] }),
    );
    open();
    const daily = await row('Günlük');
    expect(daily.getByText('₺1.000,00')).toBeInTheDocument();
    expect(daily.getByText('Bugün kullanılan: ₺300,00 / ₺1.000,00')).toBeInTheDocument();
    expect(daily.getByText('₺700,00 kaldı')).toBeInTheDocument();
    expect(daily.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '300');
    expect(daily.getByRole('button', { name: 'günlük yatırım limiti değiştir' })).toBeInTheDocument();
    const weekly = await row('Haftalık');
    expect(weekly.getByText('Limit yok')).toBeInTheDocument();
    expect(weekly.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sets a limit, lowers it and removes it through the row’s editor; a bad amount is refused before sending', async () => {
    let overview = anOverview();
    serve(() => overview);
    const sent = capturePost<{ kind: string; period: string; amount: number | null }>('customer/responsiblegaming/limits', (body) => {
      overview = anOverview({ limits: [aLimit({ kind: 'deposit', period: 'daily', amount: body.amount, left: body.amount })] });
      return ok({ immediate: true, amount: body.amount, effectiveAt: null }, 'Limitiniz kaydedildi ve hemen geçerli.');
    });
    const { user } = open();

    await user.click((await row('Günlük')).getByRole('button', { name: 'günlük yatırım limiti belirle' }));
    const input = screen.getByRole('textbox', { name: 'Günlük yatırım limiti (₺)' });
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByText('₺0\'dan büyük, en fazla iki ondalıklı bir tutar girin.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '1.500,50');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Limitiniz kaydedildi ve hemen geçerli.')).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'deposit', period: 'daily', amount: 1500.5 }]);
    expect(await (await row('Günlük')).findByText('₺1.500,50')).toBeInTheDocument();

    await user.click((await row('Günlük')).getByRole('button', { name: 'günlük yatırım limiti değiştir' }));
    await user.click(screen.getByRole('button', { name: 'Limiti kaldır' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ kind: 'deposit', period: 'daily', amount: null });
  });

  it('shows a waiting raise with its time, and a Confirm button once that time has passed', async () => {
    const later = new Date(Date.now() + 20 * 3600_000).toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    let overview = anOverview({
      limits: [
        aLimit({ kind: 'deposit', period: 'daily', amount: 300, left: 300, pending: { amount: 1000, effectiveAt: later } }),
        aLimit({ kind: 'deposit', period: 'weekly', amount: 2000, left: 2000, pending: { amount: null, effectiveAt: past } }),
      ],
    });
    serve(() => overview);
    const confirmed = capturePost('customer/responsiblegaming/confirm', () => {
      overview = anOverview({ limits: [aLimit({ kind: 'deposit', period: 'daily', amount: 300, left: 300 })] });
      return ok({ immediate: true, amount: null, effectiveAt: null }, 'Limitiniz kaydedildi ve hemen geçerli.');
    });
    const { user } = open();

    const daily = await row('Günlük');
    expect(daily.getByText(`${formatDateTime(later)} itibarıyla ₺1.000,00 olacak`)).toBeInTheDocument();
    expect(daily.getByText('O zamana kadar mevcut limitiniz geçerli.')).toBeInTheDocument();
    expect(daily.queryByRole('button', { name: /onayla/i })).not.toBeInTheDocument();

    const weekly = await row('Haftalık');
    expect(weekly.getByText(`${formatDateTime(past)} itibarıyla kaldırılacak`)).toBeInTheDocument();
    await user.click(weekly.getByRole('button', { name: 'Yeni haftalık yatırım limiti onayla' }));
    await waitFor(() => expect(confirmed).toEqual([{ kind: 'deposit', period: 'weekly' }]));
    await waitFor(() => expect(screen.queryByText(/itibarıyla kaldırılacak/)).not.toBeInTheDocument());
  });

  it('sets the session limit in minutes (5–1440) and the reality check; turning it off is refused with the server’s message', async () => {
    serve(() => anOverview({ session: { minutes: 60, pending: null } }));
    const limits = capturePost('customer/responsiblegaming/limits', () => ok({ immediate: true, amount: 30, effectiveAt: null }));
    const reality = capturePost<{ minutes: number | null }>('customer/responsiblegaming/realitycheck', ({ minutes }) =>
      minutes === null
        ? failure(422, 'responsible.reality_check_required', 'Oturum süresi limitiniz varken gerçeklik kontrolü kapatılamaz.')
        : ok({ minutes, options: [15, 30, 45, 60, 120] }, 'Gerçeklik kontrolünüz kaydedildi.'),
    );
    const { user } = open();

    expect(await screen.findByText('Giriş başına 60 dakika')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Oturum süresi limitini değiştir' }));
    const minutes = screen.getByRole('textbox', { name: 'Giriş başına dakika (5–1440)' });
    await user.clear(minutes);
    await user.type(minutes, '2000');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByText('5 ile 1440 arasında tam bir dakika sayısı girin.')).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(limits).toEqual([{ kind: 'session', period: 'daily', amount: 30 }]));

    const interval = screen.getByRole('group', { name: 'Hatırlatma sıklığı' });
    expect(within(interval).getByRole('radio', { name: '60 dk' })).toBeChecked();
    await user.click(within(interval).getByRole('radio', { name: '15 dk' }));
    expect(await screen.findByText('Gerçeklik kontrolünüz kaydedildi.')).toBeInTheDocument();
    await user.click(within(interval).getByRole('radio', { name: 'Kapalı' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oturum süresi limitiniz varken gerçeklik kontrolü kapatılamaz.');
    expect(reality).toEqual([{ minutes: 15 }, { minutes: null }]);
  });

  it('a time-out: the dialog says what it means and asks for the password; then the player is logged out with the explanation kept', async () => {
    serve(() => anOverview());
    const sent = capturePost<{ period: string; password: string }>('customer/responsiblegaming/timeout', ({ password }) =>
      password === 'Secret123!'
        ? ok({ exclusion: aTimeout() })
        : failure(422, 'auth.wrong_password', 'Mevcut şifreniz hatalı.'),
    );
    const { user } = open();

    const breaks = await screen.findByRole('region', { name: 'Ara verin' });
    await user.click(within(breaks).getByRole('radio', { name: '7 gün' }));
    await user.click(within(breaks).getByRole('button', { name: 'Mola ver' }));
    const dialog = screen.getByRole('dialog', { name: '7 gün mola verilsin mi?' });
    for (const line of [
      'Hemen başlar ve tüm cihazlarda oturumunuz kapanır.',
      'Yine de bakiyenizi çekmek ve geçmişinizi görmek için giriş yapabilirsiniz, başka bir şey için değil.',
      'Ne siz ne de biz geri alamaz veya kısaltamayız.',
    ]) {
      expect(within(dialog).getByText(line)).toBeInTheDocument();
    }
    const submit = within(dialog).getByRole('button', { name: 'Molamı başlat' });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Şifreniz'), 'wrong');
    await user.click(submit);
    expect(await within(dialog).findByText('Mevcut şifreniz hatalı.')).toBeInTheDocument();
    expect(useAuthStore.getState().session).not.toBeNull();

    await user.clear(within(dialog).getByLabelText('Şifreniz'));
    await user.type(within(dialog).getByLabelText('Şifreniz'), 'Secret123!');
    await user.click(submit);
    await waitFor(() => expect(useAuthStore.getState().session).toBeNull());
    expect(sent.at(-1)).toEqual({ period: '7d', password: 'Secret123!' });
    expect(readSessionEnd()).toEqual({ reason: 'excluded', exclusion: aTimeout() });
  });

  it('self-exclusion for good says the account will not reopen', async () => {
    serve(() => anOverview());
    const { user } = open();
    const breaks = await screen.findByRole('region', { name: 'Ara verin' });
    await user.click(within(breaks).getByRole('radio', { name: 'Kalıcı' }));
    await user.click(within(breaks).getByRole('button', { name: 'Kendimi hariç tut' }));
    const dialog = screen.getByRole('dialog', { name: 'Kendinizi kalıcı olarak hariç tutmak istiyor musunuz?' });
    expect(within(dialog).getByText(/Hesabınız yeniden açılmaz/)).toBeInTheDocument();
  });

  it('closing the account while a balance remains shows the server’s message with a way to withdraw', async () => {
    serve(() => anOverview());
    capturePost('customer/responsiblegaming/close', () =>
      failure(409, 'responsible.close_balance', 'Hesabınızı kapatmadan önce lütfen ₺1.250,50 bakiyenizi çekin.'),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Hesabı kapat' }));
    const dialog = screen.getByRole('dialog', { name: 'Hesabınız kapatılsın mı?' });
    await user.type(within(dialog).getByLabelText('Şifreniz'), 'Secret123!');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kapat' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Hesabınızı kapatmadan önce lütfen ₺1.250,50 bakiyenizi çekin.');
    await user.click(within(dialog).getByRole('link', { name: 'Bakiyemi çek' }));
    expect(await screen.findByRole('heading', { name: 'Para Çek sayfası' })).toBeInTheDocument();
    expect(useAuthStore.getState().session).not.toBeNull();
  });

  it('while excluded: a banner with its end leads the page and no other break is offered; an ended self-exclusion can ask to reopen', async () => {
    let overview = anOverview({ exclusion: aTimeout() });
    serve(() => overview);
    const { user, unmount } = open();
    const sentence = await screen.findByText(`Hesabınız ${formatDateTime('2099-12-01T11:00:00Z')} tarihine kadar molada.`);
    expect(sentence.closest('[role="status"]')).toHaveTextContent('Bakiyenizi çekebilir ve geçmişinizi görebilirsiniz.');
    expect(screen.queryByRole('region', { name: 'Ara verin' })).not.toBeInTheDocument();
    // The site-wide notice follows what the page read.
    await waitFor(() => expect(useAuthStore.getState().session?.exclusion).toEqual(aTimeout()));
    unmount();

    overview = anOverview({
      exclusion: aTimeout({ kind: 'selfExclusion', period: '6m', endsAt: '2026-11-01T00:00:00Z', canRequestReopen: true }),
    });
    const reopened: number[] = [];
    server.use(
      http.post('*/api/customer/responsiblegaming/reopen', () => {
        reopened.push(1);
        overview = anOverview({
          exclusion: aTimeout({ kind: 'selfExclusion', period: '6m', canRequestReopen: true, reopenAt: '2026-11-25T12:00:00Z' }),
        });
        return ok({ exclusion: overview.exclusion }, 'Hesabınız yeniden açılacak.');
      }),
    );
    open();
    expect(await screen.findByText('Kendinizi hariç tutma süreniz sona erdi.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yeniden açılmasını iste' }));
    await waitFor(() => expect(reopened).toHaveLength(1));
    expect(await screen.findByText(`Hesabınız ${formatDateTime('2026-11-25T12:00:00Z')} tarihinde yeniden açılacak.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yeniden açılmasını iste' })).not.toBeInTheDocument();
  });

  it('lists the help organisations as real links that open in a new tab', async () => {
    serve(() => anOverview());
    open();
    const site = await screen.findByRole('link', { name: 'Yeşilay Danışmanlık Merkezi (YEDAM) sitesini ziyaret et (yeni sekmede açılır)' });
    expect(site).toHaveAttribute('href', 'https://www.yesilay.org.tr/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Yeşilay Danışmanlık Merkezi (YEDAM) arayın: 115' })).toHaveAttribute('href', 'tel:115');
  });
});
