import { Gift, History } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, DashboardPage } from '@/components/layout/dashboard-page';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useClaimBonus } from '@/features/bonus/api/claim-bonus';
import { useClaimable } from '@/features/bonus/api/get-claimable';
import { useActiveBonus } from '@/features/bonus/api/get-history';
import { bonusKind } from '@/features/bonus/api/types';
import type { ClaimableBonus } from '@/lib/api/types';
import { ActiveBonusCard } from '@/features/bonus/components/active-bonus-card';
import { BonusOfferCard } from '@/features/bonus/components/bonus-offer-card';
import { DepositChatDialog } from '@/features/bonus/components/deposit-chat-dialog';
import { ForfeitDialog } from '@/features/bonus/components/forfeit-dialog';
import { PromoCodeForm } from '@/features/bonus/components/promo-code-form';
import { TrialCheckDialog } from '@/features/bonus/components/trial-check-dialog';
import { ApiError } from '@/lib/api/client';
import { useTrialBonusAmount } from '@/lib/site/trial-bonus';
import { notify } from '@/lib/toast';

/** The refusal that a deposit answers: the Deposit / Live Chat dialog says so instead of a bare error. */
const DEPOSIT_REQUIRED = 'bonus.deposit_required';

type Open = { name: 'none' } | { name: 'forfeit' } | { name: 'trial'; amount: number } | { name: 'deposit'; message: string | null };

/**
 * /dashboard/claim-bonus (product §2 'Bonuses & Discounts'): the active bonus on top with its wagering and
 * Forfeit, the offers the player can claim as cards with their terms, and the promo-code field.
 */
export function ClaimBonusRoute() {
  const { t } = useTranslation('bonus');
  const { t: tc } = useTranslation();
  const offers = useClaimable();
  const { active } = useActiveBonus();
  const trialAmount = useTrialBonusAmount();
  const claimOffer = useClaimBonus();
  const claimCode = useClaimBonus();
  const [open, setOpen] = useState<Open>({ name: 'none' });
  const close = useCallback(() => setOpen({ name: 'none' }), []);

  const refused = (error: Error, showElsewhere?: (message: string) => void) => {
    if (error instanceof ApiError && error.code === DEPOSIT_REQUIRED) setOpen({ name: 'deposit', message: error.message });
    else if (showElsewhere) showElsewhere(error.message);
    else notify.error(error.message);
  };

  const claim = (offer: ClaimableBonus) => {
    if (bonusKind(offer.kind) === 'trial') {
      setOpen({ name: 'trial', amount: offer.amount ?? trialAmount });
      return;
    }
    claimOffer.mutate(
      { id: offer.id },
      {
        onSuccess: (grant) => notify.success(t('claim.claimed', { title: grant.title })),
        onError: (error) => refused(error),
      },
    );
  };

  const [codeError, setCodeError] = useState<string | null>(null);
  const applyCode = (code: string) => {
    setCodeError(null);
    claimCode.mutate(
      { code },
      {
        onSuccess: (grant) => notify.success(t('claim.claimed', { title: grant.title })),
        onError: (error) => refused(error, setCodeError),
      },
    );
  };

  return (
    <DashboardPage
      title={tc('account.claimBonus')}
      intro={t('claim.intro')}
      actions={
        <Button asChild variant="ghost" size="sm">
          <Link to="/dashboard/bonuses">
            <History aria-hidden className="size-4" />
            {t('claim.history')}
          </Link>
        </Button>
      }
    >
      {active && <ActiveBonusCard grant={active} onForfeit={() => setOpen({ name: 'forfeit' })} />}

      <section aria-labelledby="bonus-offers" className="flex flex-col gap-3">
        <h2 id="bonus-offers" className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
          {t('claim.offers')}
        </h2>
        {offers.isPending ? (
          <div role="status" aria-label={t('claim.loading')} className="grid gap-4 md:grid-cols-2">
            {Array.from({ length: 2 }, (_, index) => (
              <Skeleton key={index} className="h-[420px]" />
            ))}
          </div>
        ) : offers.isError ? (
          <Card>
            <LoadError onRetry={() => void offers.refetch()} retrying={offers.isFetching} />
          </Card>
        ) : offers.data.length === 0 ? (
          <Card className="flex flex-col items-center py-12 text-center">
            <span className="grid size-14 place-items-center rounded-lg bg-surface-2 text-accent shadow-card">
              <Gift aria-hidden className="size-6" strokeWidth={1.75} />
            </span>
            <p className="mt-5 font-semibold text-fg-strong">{t('claim.emptyTitle')}</p>
            <p className="mt-1 max-w-sm text-sm text-fg-muted">{t('claim.emptyBody')}</p>
            <Button asChild variant="secondary" className="mt-6">
              <Link to="/promotions">{t('claim.emptyAction')}</Link>
            </Button>
          </Card>
        ) : (
          <ul aria-label={t('claim.list')} className="grid gap-4 md:grid-cols-2">
            {offers.data.map((offer) => (
              <BonusOfferCard
                key={offer.id}
                offer={offer}
                onClaim={claim}
                claiming={claimOffer.isPending && 'id' in claimOffer.variables && claimOffer.variables.id === offer.id}
                disabled={claimOffer.isPending}
              />
            ))}
          </ul>
        )}
      </section>

      <PromoCodeForm onSubmit={applyCode} pending={claimCode.isPending} error={codeError} />

      {open.name === 'forfeit' && active && <ForfeitDialog grant={active} onClose={close} />}
      {open.name === 'trial' && <TrialCheckDialog amount={open.amount} onClose={close} />}
      {open.name === 'deposit' && <DepositChatDialog message={open.message} onClose={close} />}
    </DashboardPage>
  );
}
