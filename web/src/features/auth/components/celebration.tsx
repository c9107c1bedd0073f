import { Gift, Info, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useConfetti } from '@/hooks/use-confetti';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/**
 * 'Congratulations!' after registration (product §4), with confetti after 100 ms. The message depends on whether
 * a trial bonus (amount above 0) was granted; when one was chosen but refused, the server's reason shows.
 * Deposit and Live Chat lead on.
 */
export function Celebration({
  trialBonusAmount,
  verified = false,
  refusal = null,
  onDeposit,
  onLiveChat,
}: {
  trialBonusAmount: number;
  /** The phone was verified on the way here. */
  verified?: boolean;
  /** Why the chosen trial bonus was not granted (the server's localized message). */
  refusal?: string | null;
  onDeposit: () => void;
  onLiveChat: () => void;
}) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  useConfetti();
  return (
    <div className="my-auto flex flex-col items-center py-6 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-linear-to-br from-accent-hover to-accent-deep text-accent-fg shadow-[0_12px_40px_-8px_var(--color-accent)] ring-8 ring-accent-soft">
        <PartyPopper aria-hidden className="size-9" strokeWidth={1.75} />
      </span>
      <p aria-hidden className="mt-6 text-display font-semibold text-fg-strong">
        {t('celebration.title')}
      </p>
      <p className="mt-3 max-w-sm text-fg-muted">
        {trialBonusAmount > 0
          ? t('celebration.bodyTrial', { amount: formatMoney(trialBonusAmount, language) })
          : verified
            ? t('celebration.bodyVerified')
            : t('celebration.body')}
      </p>
      {trialBonusAmount > 0 && (
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-money-soft px-4 py-1.5 text-sm font-semibold text-money tabular-nums">
          <Gift aria-hidden className="size-4" />
          {t('celebration.bonusBadge', { amount: formatMoney(trialBonusAmount, language) })}
        </p>
      )}
      {refusal && (
        <p role="note" className="mt-4 flex max-w-sm items-start gap-2 rounded-sm bg-surface-2 px-3 py-2 text-left text-sm text-fg">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-muted" />
          {refusal}
        </p>
      )}
      <div className="mt-8 grid w-full max-w-sm gap-3">
        <Button size="lg" onClick={onDeposit}>
          {t('celebration.deposit')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onLiveChat}>
          {t('celebration.liveChat')}
        </Button>
      </div>
    </div>
  );
}
