import { CalendarClock, Gift, Info, Percent, Sparkles, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type BonusKind, bonusKind } from '@/features/bonus/api/types';
import type { ClaimableBonus } from '@/lib/api/types';
import { BonusTerms, BonusWeightChips } from '@/features/bonus/components/bonus-terms';
import { formatDateTime, formatMoney, formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

const KIND_ICON: Record<BonusKind, LucideIcon> = { trial: Sparkles, free: Gift, deposit_match: Percent };

/** The offer's headline: its fixed amount, or its percentage with the cap. */
function Headline({ offer }: { offer: ClaimableBonus }) {
  const { t } = useTranslation('bonus');
  const language = useLanguage();
  if (offer.percent != null) {
    return (
      <div>
        <p className="text-3xl font-bold tracking-tight text-money tabular-nums">{formatPercent(offer.percent, language)}</p>
        <p className="mt-0.5 text-sm text-fg tabular-nums">
          {offer.maxAmount != null && t('terms.upTo', { amount: formatMoney(offer.maxAmount, language) })}
          {offer.amount != null && (
            <span className="block text-xs text-fg-muted">{t('terms.latestDeposit', { amount: formatMoney(offer.amount, language) })}</span>
          )}
        </p>
      </div>
    );
  }
  return (
    <p className="text-3xl font-bold tracking-tight text-money tabular-nums">
      {offer.amount == null ? '—' : formatMoney(offer.amount, language)}
    </p>
  );
}

/**
 * One claimable offer: kind, title, headline amount, description, terms and game weights, and its action —
 * Claim (a trial bonus is checked instead), disabled with the server's reason when it cannot be claimed now.
 */
export function BonusOfferCard({
  offer,
  onClaim,
  claiming,
  disabled,
}: {
  offer: ClaimableBonus;
  onClaim: (offer: ClaimableBonus) => void;
  claiming: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('bonus');
  const titleId = useId();
  const reasonId = useId();
  const kind = bonusKind(offer.kind);
  const Icon = KIND_ICON[kind];
  const blocked = !offer.claimable;
  return (
    <li aria-labelledby={titleId} className="flex flex-col overflow-hidden rounded-md bg-surface-1 shadow-card ring-1 ring-line">
      <div className="relative bg-[radial-gradient(ellipse_at_100%_0%,var(--color-accent-soft),transparent_65%)] px-5 pt-5 pb-4">
        <div className="flex items-start justify-between gap-3">
          <span className="inline-flex h-7 items-center gap-1.5 rounded-full bg-surface-2 px-2.5 text-xs font-semibold text-accent ring-1 ring-line ring-inset">
            <Icon aria-hidden className="size-3.5" />
            {t(`kind.${kind}`)}
          </span>
          {offer.availableUntil && (
            <span className="inline-flex items-center gap-1 text-xs text-fg-muted tabular-nums">
              <CalendarClock aria-hidden className="size-3.5" />
              {t('claim.until', { date: formatDateTime(offer.availableUntil).slice(0, 10) })}
            </span>
          )}
        </div>
        <h3 id={titleId} className="mt-4 text-base font-semibold text-fg-strong">
          {offer.title}
        </h3>
        <div className="mt-2">
          <Headline offer={offer} />
        </div>
        {offer.description && <p className="mt-3 text-sm text-fg-muted">{offer.description}</p>}
      </div>
      <div className="flex flex-1 flex-col gap-4 border-t border-line px-5 pt-4 pb-5">
        <BonusTerms offer={offer} />
        <BonusWeightChips weights={offer.weights} />
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <Button
            className="w-full"
            disabled={blocked || disabled}
            loading={claiming}
            aria-describedby={blocked && offer.reason ? reasonId : undefined}
            onClick={() => onClaim(offer)}
          >
            {kind === 'trial' ? t('claim.check') : t('claim.claim')}
          </Button>
          {blocked && offer.reason && (
            <p id={reasonId} className="flex items-start gap-1.5 text-xs text-fg-muted">
              <Info aria-hidden className="mt-px size-3.5 shrink-0" />
              {offer.reason}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
