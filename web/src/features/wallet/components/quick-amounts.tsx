import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { formatLiraNumber } from '@/features/wallet/lib/lira-number';
import { quickAmounts } from '@/features/wallet/lib/quick-amounts';

/** One-tap amounts under the amount field. */
export function QuickAmounts({ min, max, onPick }: { min: number; max: number; onPick: (value: string) => void }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const amounts = quickAmounts(min, max);
  if (amounts.length === 0) return null;
  return (
    <div role="group" aria-label={t('dialog.quickAmounts')} className="flex flex-wrap gap-2">
      {amounts.map((amount) => (
        <button
          key={amount}
          type="button"
          onClick={() => onPick(formatLiraNumber(amount, true))}
          className="h-8 rounded-full bg-surface-3 px-3.5 text-xs font-semibold text-fg-strong tabular-nums ring-1 ring-line ring-inset transition-colors duration-150 hover:bg-accent-soft hover:ring-accent/50"
        >
          {formatMoney(amount, language).replace(/[.,]00$/, '')}
        </button>
      ))}
    </div>
  );
}
