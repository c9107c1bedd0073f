import { ExternalLink, PartyPopper, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type DepositResult, openPaymentLink } from '@/features/wallet/lib/deposit-result';

/**
 * What a deposit leads to (product §2): a button that opens the payment page in a new tab, or the
 * congratulations with the instructions the server sent (a bank transfer's IBAN and reference).
 */
export function DepositResultView({ result, onDone }: { result: DepositResult; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  if (result.kind === 'iframe') {
    return (
      <div className="flex flex-col items-center py-4 text-center">
        <span className="grid size-16 place-items-center rounded-lg bg-accent-soft text-accent">
          <ShieldCheck aria-hidden className="size-8" strokeWidth={1.75} />
        </span>
        <h3 className="mt-5 text-lg font-semibold text-fg-strong">{t('result.continueTitle')}</h3>
        <p className="mt-2 text-fg">{t('result.continue')}</p>
        <Button size="lg" className="mt-6 w-full" onClick={() => openPaymentLink(result.link)}>
          {t('result.open')}
          <ExternalLink aria-hidden className="size-4.5" />
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center py-4 text-center">
      <span className="grid size-16 place-items-center rounded-lg bg-money-soft text-money">
        <PartyPopper aria-hidden className="size-8" strokeWidth={1.75} />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-fg-strong">{t('result.congratulations')}</h3>
      <p className="mt-3 w-full rounded-md bg-surface-1 p-4 text-left text-sm whitespace-pre-line text-fg tabular-nums ring-1 ring-line">
        {result.text}
      </p>
      <Button size="lg" variant="secondary" className="mt-6 w-full" onClick={onDone}>
        {t('result.done')}
      </Button>
    </div>
  );
}
