import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useReopen } from '@/features/responsible/api/reopen';
import { useExclusionSentence } from '@/features/responsible/hooks/use-exclusion-sentence';
import type { Exclusion } from '@/lib/api/types';

/** The page's banner while an exclusion is in force, with "Request reopening" once a self-exclusion has ended. */
export function ExclusionStatus({ exclusion }: { exclusion: Exclusion }) {
  const { t } = useTranslation('responsible');
  const sentence = useExclusionSentence();
  const reopen = useReopen();
  const canReopen = exclusion.canRequestReopen && !exclusion.reopenAt;
  return (
    <div role="status" className="flex flex-wrap items-center gap-4 rounded-md bg-accent-soft p-4 ring-1 ring-accent/40 sm:p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-accent-fg">
        <ShieldAlert aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg-strong tabular-nums">{sentence(exclusion)}</p>
        <p className="text-sm text-fg">{t(canReopen ? 'status.reopenBody' : 'status.can')}</p>
      </div>
      {canReopen && (
        <Button loading={reopen.isPending} onClick={() => reopen.mutate()}>
          {t('status.reopen')}
        </Button>
      )}
    </div>
  );
}
