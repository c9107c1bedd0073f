import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** Product §2: the text "Loading..." with a spinner. `fullScreen` centres it in the viewport (start-up). */
export function LoadingIndicator({ fullScreen = false, className }: { fullScreen?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex items-center justify-center gap-3 text-sm text-fg-muted',
        fullScreen ? 'min-h-dvh' : 'min-h-64 py-16',
        className,
      )}
    >
      <Spinner />
      <span>{t('loading')}</span>
    </div>
  );
}
