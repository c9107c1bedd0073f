import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useConfetti } from '@/features/auth/hooks/use-confetti';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/**
 * 'Congratulations!' after registration and phone verification. The message depends on whether a
 * trial bonus (amount above 0) was chosen; Deposit and Live Chat lead on.
 */
export function Celebration({
  trialBonusAmount,
  onDeposit,
  onLiveChat,
}: {
  trialBonusAmount: number;
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
          : t('celebration.body')}
      </p>
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
