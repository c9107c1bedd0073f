import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A designed failure inside a dashboard card: an icon, one sentence, a retry. */
export function LoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <div role="alert" className="flex flex-col items-center px-4 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-md bg-surface-2 text-fg-muted">
        <CloudOff aria-hidden className="size-6" />
      </span>
      <p className="mt-4 font-semibold text-fg-strong">{t('error.title')}</p>
      <p className="mt-1 text-sm text-fg-muted">{t('error.body')}</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry} loading={retrying}>
        {t('error.retry')}
      </Button>
    </div>
  );
}
