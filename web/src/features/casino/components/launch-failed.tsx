import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the play page and modal show when a launch failed; the error toast has given the server's reason. */
export function LaunchFailed({ message, actions }: { message: string | null; actions: ReactNode }) {
  const { t } = useTranslation('casino');
  return (
    <div role="alert" className="absolute inset-0 grid place-items-center overflow-y-auto p-6">
      <div className="flex max-w-sm flex-col items-center text-center">
        <span className="grid size-14 place-items-center rounded-lg bg-surface-2 text-accent shadow-card ring-1 ring-line">
          <CircleAlert aria-hidden className="size-6" strokeWidth={1.75} />
        </span>
        <p className="mt-5 text-lg font-semibold text-fg-strong">{t('play.failedTitle')}</p>
        <p className="mt-1.5 text-sm text-fg-muted">{message ?? t('play.failedBody')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </div>
  );
}
