import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { PaymentMethod } from '@/features/wallet/api/types';
import { MethodLogo } from '@/features/wallet/components/method-logo';

/** A payment method as a card: logo, name, limits and fee; pressing it opens the method's dialog. */
export function MethodCard({ method, onOpen }: { method: PaymentMethod; onOpen: () => void }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group flex h-full w-full flex-col rounded-md bg-surface-1 p-4 text-left shadow-card ring-1 ring-line transition-[background-color,box-shadow,transform] duration-150 ease-out hover:-translate-y-0.5 hover:bg-surface-2 hover:ring-accent/40 motion-reduce:hover:translate-y-0 sm:p-5"
    >
      <span className="flex items-center gap-3.5">
        <MethodLogo method={method} className="size-12 sm:size-14" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-fg-strong">{method.name}</span>
          <span className={method.fee > 0 ? 'text-xs font-medium text-accent' : 'text-xs font-medium text-money'}>
            {method.fee > 0 ? t('methods.fee', { fee: money(method.fee) }) : t('methods.free')}
          </span>
        </span>
        <ChevronRight
          aria-hidden
          className="size-5 text-fg-muted transition-[color,transform] duration-150 group-hover:translate-x-0.5 group-hover:text-accent"
        />
      </span>
      <span className="mt-4 flex items-center justify-between gap-3 border-t border-line pt-3 text-xs">
        <span className="text-fg-muted">{t('methods.limitsLabel')}</span>
        <span className="font-medium text-fg tabular-nums">
          {t('methods.limits', { min: money(method.min), max: money(method.max) })}
        </span>
      </span>
    </button>
  );
}
