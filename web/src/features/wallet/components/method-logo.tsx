import { WalletCards } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import type { PaymentMethod } from '@/features/wallet/api/types';

/** A method's logo (the web app's own SVGs), a wallet icon when it does not load. */
export function MethodLogo({ method, className }: { method: PaymentMethod; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={cn('grid shrink-0 place-items-center overflow-hidden rounded-md bg-surface-3 ring-1 ring-line', className)}>
      {failed || !method.logoUrl ? (
        <WalletCards aria-hidden className="size-1/2 text-fg-muted" />
      ) : (
        <img src={method.logoUrl} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      )}
    </span>
  );
}

/** `₺100,00 – ₺50.000,00`, and the fee when there is one. */
export function MethodLimits({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  return (
    <>
      {t('methods.limits', { min: money(method.min), max: money(method.max) })}
      {method.fee > 0 && ` · ${t('methods.fee', { fee: money(method.fee) })}`}
    </>
  );
}
