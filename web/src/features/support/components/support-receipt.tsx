import { CircleCheck, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';

/** After a request: the server's acknowledgement and the reference to quote, with where to go next. */
export function SupportReceipt({ reference, message, onAnother }: { reference: string; message: string | null; onAnother: () => void }) {
  const { t } = useTranslation('support');
  const copy = () => {
    void navigator.clipboard.writeText(reference).then(() => {
      notify.success(t('receipt.copied'), { id: 'support-reference' });
    });
  };
  return (
    <section aria-labelledby="support-receipt" className="flex flex-col items-center px-2 py-6 text-center sm:py-10">
      <span className="grid size-16 place-items-center rounded-full bg-money-soft text-money">
        <CircleCheck aria-hidden className="size-8" strokeWidth={1.75} />
      </span>
      <h2 id="support-receipt" className="mt-5 text-xl font-semibold text-fg-strong" tabIndex={-1}>
        {t('receipt.title')}
      </h2>
      {message && <p className="mt-2 max-w-md text-fg">{message}</p>}
      <div className="mt-6 flex w-full max-w-sm flex-col items-center gap-1 rounded-md bg-surface-2 px-5 py-4 ring-1 ring-line">
        <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{t('receipt.reference')}</p>
        <p className="flex items-center gap-2">
          <output aria-label={t('receipt.reference')} className="font-mono text-2xl font-bold tracking-wider text-accent tabular-nums">
            {reference}
          </output>
          <Button variant="ghost" size="icon" className="size-8" onClick={copy} aria-label={t('receipt.copy')}>
            <Copy aria-hidden className="size-4" />
          </Button>
        </p>
      </div>
      <p className="mt-3 max-w-sm text-sm text-fg-muted">{t('receipt.keep')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">{t('receipt.home')}</Link>
        </Button>
        <Button variant="secondary" onClick={onAnother}>
          {t('receipt.another')}
        </Button>
      </div>
    </section>
  );
}
