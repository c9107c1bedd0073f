import { useTranslation } from 'react-i18next';
import { wageringPercent } from '@/features/bonus/lib/wagering';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';


/** A bonus's wagering: "₺120 / ₺500" and a bar (an accessible progressbar named by `label`). */
export function WageringProgress({
  wagered,
  required,
  label,
  size = 'md',
  className,
}: {
  wagered: number;
  required: number;
  label: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useTranslation('bonus');
  const language = useLanguage();
  const percent = wageringPercent(wagered, required);
  const text = t('active.progressValue', {
    wagered: formatMoney(Math.min(wagered, required), language),
    required: formatMoney(required, language),
  });
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className={cn('flex items-baseline justify-between gap-3 tabular-nums', size === 'sm' ? 'text-xs' : 'text-sm')}>
        <span className="text-fg">{text}</span>
        <span className={cn('font-semibold', percent >= 100 ? 'text-money' : 'text-fg-strong')}>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${text}`}
        className={cn('overflow-hidden rounded-full bg-surface-0 ring-1 ring-line ring-inset', size === 'sm' ? 'h-1.5' : 'h-2.5')}
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-250 ease-out motion-reduce:transition-none',
            percent >= 100 ? 'bg-money' : 'bg-linear-to-r from-accent-deep to-accent',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
