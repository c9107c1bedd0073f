import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BonusGrant, ClaimableBonus } from '@/lib/api/types';
import { aGrant, anOffer } from '@/features/bonus/testing/bonus-fixtures';
import { BonusHarness } from '@/features/bonus/testing/bonus-harness';
import { capturePost, resetAccountState, signIn, useBackgroundHandlers } from '@/testing/fixtures';
import { failure, ok } from '@/testing/msw/envelope';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/test-utils';

const confetti = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('canvas-confetti', () => ({ create: () => confetti }));

/** Serves the offers and the history (functions: read again after each change). */
function serve({ offers, grants = () => [] }: { offers: () => ClaimableBonus[]; grants?: () => BonusGrant[] }) {
  server.use(
    http.get('*/api/bonus/claimable', () => ok({ items: offers() })),
    http.post('*/api/bonus/history', () => ok({ items: grants(), total: grants().length })),
  );
}

const open = () => renderApp(<BonusHarness />, { route: '/dashboard/claim-bonus' });
const card = async (title: string) => within(await screen.findByRole('listitem', { name: title }));

describe('the claim-bonus page', () => {
  beforeAll(() => import('@/features/bonus/routes/claim-bonus'));
  beforeEach(() => {
    resetAccountState();
    useBackgroundHandlers();
    signIn();
    confetti.mockClear();
  });

  it('shows each offer as a card with its terms: amount or percent with its cap, wagering, weights, max conversion, validity, min deposit', async () => {
    serve({
      offers: () => [
        anOffer({ title: 'Hafta Sonu Bedava Bonusu', amount: 100, wageringMultiplier: 30, maxConversion: 500, validityDays: 7 }),
        anOffer({
          kind: 'deposit_match',
          title: 'İlk Yatırım Bonusu',
          amount: null,
          percent: 100,
          maxAmount: 1000,
          minDeposit: 50,
          maxConversion: null,
          wageringMultiplier: 35,
          validityDays: 14,
        }),
      ],
    });
    open();

    const free = await card('Hafta Sonu Bedava Bonusu');
    expect(free.getByText('₺100,00')).toBeInTheDocument();
    expect(free.getByText('Bedava bonus')).toBeInTheDocument();
    expect(free.getByText('Çevrim').nextElementSibling).toHaveTextContent('30×');
    expect(free.getByText('En fazla nakde dönen').nextElementSibling).toHaveTextContent('₺500,00');
    expect(free.getByText('Geçerlilik').nextElementSibling).toHaveTextContent('7 gün');
    expect(free.getByText('Slot').parentElement).toHaveTextContent('%100');
    expect(free.getByText('Canlı Casino').parentElement).toHaveTextContent('%10');
    expect(free.getByRole('button', { name: 'Bonusu Al' })).toBeEnabled();

    const match = await card('İlk Yatırım Bonusu');
    expect(match.getByText('%100', { selector: 'p' })).toBeInTheDocument();
    expect(match.getByText('en fazla ₺1.000,00')).toBeInTheDocument();
    expect(match.getByText('En fazla nakde dönen').nextElementSibling).toHaveTextContent('Sınır yok');
    expect(match.getByText('En az yatırım').nextElementSibling).toHaveTextContent('₺50,00');
  });

  it('disables Claim with the reason when an offer cannot be claimed now', async () => {
    serve({ offers: () => [anOffer({ title: 'Kayıp Bonusu', claimable: false, reason: 'Aktif bir bonusunuz varken alınamaz.' })] });
    open();
    const offer = await card('Kayıp Bonusu');
    const claim = offer.getByRole('button', { name: 'Bonusu Al' });
    expect(claim).toBeDisabled();
    expect(claim).toHaveAccessibleDescription('Aktif bir bonusunuz varken alınamaz.');
  });

  it('claims an offer by its id, says so, and shows it as the active bonus', async () => {
    const offer = anOffer({ title: 'Hafta Sonu Bedava Bonusu' });
    let granted: BonusGrant[] = [];
    serve({ offers: () => (granted.length ? [] : [offer]), grants: () => granted });
    const claims = capturePost<{ id: number | null; code: string | null }>('bonus/claim', () => {
      granted = [aGrant({ title: offer.title, amount: 100, balance: 100, wagered: 0, wageringRequired: 3000 })];
      return ok(granted[0]);
    });
    const { user } = open();

    await user.click((await card('Hafta Sonu Bedava Bonusu')).getByRole('button', { name: 'Bonusu Al' }));

    expect(await screen.findByText('Hafta Sonu Bedava Bonusu hesabınıza eklendi.')).toBeInTheDocument();
    expect(claims).toEqual([{ id: offer.id, code: null }]);
    const active = await screen.findByRole('region', { name: 'Hafta Sonu Bedava Bonusu' });
    expect(within(active).getByRole('progressbar', { name: 'Çevrim ilerlemesi' })).toHaveAttribute('aria-valuenow', '0');
    expect(await screen.findByText('Şu an alabileceğiniz bir bonus yok')).toBeInTheDocument();
  });

  it('a promo code claims its campaign; an unknown code says why under the field', async () => {
    serve({ offers: () => [] });
    const claims = capturePost<{ id: number | null; code: string | null }>('bonus/claim', (body) =>
      body.code === 'HOSGELDIN' ? ok(aGrant({ title: 'Hoş Geldin Bonusu' })) : failure(422, 'bonus.code_unknown', 'Bu kod geçerli değil.'),
    );
    const { user } = open();
    const field = await screen.findByRole('textbox', { name: 'Promosyon kodu' });
    const submit = screen.getByRole('button', { name: 'Kodu Kullan' });
    expect(submit).toBeDisabled();

    await user.type(field, 'yanlis');
    expect(field).toHaveValue('YANLIS');
    await user.click(submit);
    await waitFor(() => expect(field).toHaveAccessibleDescription('Bu kod geçerli değil.'));

    await user.clear(field);
    await user.type(field, 'hosgeldin');
    await user.click(submit);
    expect(await screen.findByText('Hoş Geldin Bonusu hesabınıza eklendi.')).toBeInTheDocument();
    expect(claims).toEqual([
      { id: null, code: 'YANLIS' },
      { id: null, code: 'HOSGELDIN' },
    ]);
  });

  it('an offer that needs a deposit opens the Deposit / Live Chat dialog; Deposit goes to the deposit page', async () => {
    serve({ offers: () => [anOffer({ kind: 'deposit_match', title: 'Yatırım Bonusu', percent: 50, maxAmount: 500, amount: null })] });
    server.use(http.post('*/api/bonus/claim', () => failure(409, 'bonus.deposit_required', 'Bu bonus için önce yatırım yapın.')));
    const { user } = open();

    await user.click((await card('Yatırım Bonusu')).getByRole('button', { name: 'Bonusu Al' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bu bonus için yatırım gerekiyor' });
    expect(dialog).toHaveTextContent('Bu bonus için önce yatırım yapın.');
    expect(within(dialog).getByRole('button', { name: 'Canlı Destek' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Para Yatır' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/dashboard/deposit');
  });

  it("the trial bonus's Yes checks it: confetti, then the dialog closes after 1 s", async () => {
    serve({ offers: () => [anOffer({ kind: 'trial', title: 'Deneme Bonusu', amount: 50 })] });
    let checks = 0;
    server.use(
      http.get('*/api/bonus/definetrialbonus', () => {
        checks += 1;
        return ok(aGrant({ kind: 'trial', title: 'Deneme Bonusu', amount: 50, balance: 50 }));
      }),
    );
    const { user } = open();

    await user.click((await card('Deneme Bonusu')).getByRole('button', { name: 'Deneme Bonusunu Kontrol Et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deneme bonusu' });
    expect(dialog).toHaveTextContent('Deneme bonusunuz kontrol edilsin mi? Uygunsanız ₺50,00');
    await user.click(within(dialog).getByRole('button', { name: 'Evet' }));

    expect(await within(dialog).findByText('₺50,00 deneme bonusunuz hesabınızda!')).toBeInTheDocument();
    await waitFor(() => expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 150 })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(checks).toBe(1);
  });

  it("a refused trial check shows the server's reason and stays open", async () => {
    serve({ offers: () => [anOffer({ kind: 'trial', title: 'Deneme Bonusu', amount: 50 })] });
    server.use(
      http.get('*/api/bonus/definetrialbonus', () =>
        failure(409, 'bonus.trial.phone_unverified', 'Deneme bonusu için önce telefonunuzu doğrulayın.'),
      ),
    );
    const { user } = open();
    await user.click((await card('Deneme Bonusu')).getByRole('button', { name: 'Deneme Bonusunu Kontrol Et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deneme bonusu' });
    await user.click(within(dialog).getByRole('button', { name: 'Evet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Deneme bonusu için önce telefonunuzu doğrulayın.');
    expect(confetti).not.toHaveBeenCalled();
  });

  it('shows the active bonus on top with its wagering; Forfeit asks first, then removes it', async () => {
    let grants = [aGrant({ title: 'Hafta Sonu Bedava Bonusu', balance: 80, wagered: 1200, wageringRequired: 3000 })];
    serve({ offers: () => [], grants: () => grants });
    const forfeits = capturePost<{ id: number }>('bonus/forfeit', ({ id }) => {
      grants = grants.map((grant) => ({ ...grant, status: 'forfeited', balance: 0 }));
      return ok(grants.find((grant) => grant.id === id));
    });
    const { user } = open();

    const active = await screen.findByRole('region', { name: 'Hafta Sonu Bedava Bonusu' });
    expect(within(active).getByText('₺80,00')).toBeInTheDocument();
    const bar = within(active).getByRole('progressbar', { name: 'Çevrim ilerlemesi' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(active).toHaveTextContent('₺1.200,00 / ₺3.000,00');
    expect(active).toHaveTextContent('Nakde dönmesi için ₺1.800,00 daha oynayın.');

    await user.click(within(active).getByRole('button', { name: 'Bonustan Vazgeç' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonustan vazgeçilsin mi?' });
    expect(dialog).toHaveTextContent('kalan ₺80,00 bonus bakiyeniz silinecek');
    await user.click(within(dialog).getByRole('button', { name: 'Bonusu Koru' }));
    expect(forfeits).toEqual([]);

    await user.click(within(active).getByRole('button', { name: 'Bonustan Vazgeç' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Evet, Vazgeç' }));

    expect(await screen.findByText('Bonustan vazgeçtiniz.')).toBeInTheDocument();
    expect(forfeits).toEqual([{ id: grants[0]?.id }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Hafta Sonu Bedava Bonusu' })).not.toBeInTheDocument());
  });
});
