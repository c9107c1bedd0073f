import { Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useChangeLimit, useConfirmLimit } from '@/features/responsible/api/change-limit';
import { LimitEditor } from '@/features/responsible/components/limit-editor';
import { PendingChange } from '@/features/responsible/components/pending-change';
import { Panel } from '@/features/responsible/components/section';
import { parseMinutes } from '@/features/responsible/lib/format';
import type { ResponsibleOverview } from '@/lib/api/types';

/** The session time limit (minutes per login, 5–1440): set, change, remove; a waiting raise with Confirm. */
export function SessionLimitCard({ session }: { session: ResponsibleOverview['session'] }) {
  const { t } = useTranslation('responsible');
  const change = useChangeLimit();
  const confirm = useConfirmLimit();
  const [editing, setEditing] = useState(false);
  const minutes = session.minutes ?? null;
  const pending = session.pending ?? null;

  return (
    <Panel>
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-sm bg-accent-soft text-accent">
          <Timer aria-hidden className="size-4.5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-fg-strong">{t('session.title')}</h3>
          <p className="text-xs text-fg-muted">{t('session.intro')}</p>
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-fg-strong tabular-nums">
          {minutes === null ? <span className="text-fg-muted">{t('session.none')}</span> : t('session.current', { minutes })}
        </p>
        {!editing && (
          <Button
            variant="outline"
            size="sm"
            aria-label={t(minutes === null ? 'session.setLabel' : 'session.changeLabel')}
            onClick={() => setEditing(true)}
          >
            {t(minutes === null ? 'limits.set' : 'limits.change')}
          </Button>
        )}
      </div>
      {pending && (
        <PendingChange
          effectiveAt={pending.effectiveAt}
          text={(at) =>
            pending.amount == null ? t('session.pendingRemove', { at }) : t('session.pendingRaise', { minutes: pending.amount, at })
          }
          confirmLabel={t('session.confirmLabel')}
          confirming={confirm.isPending}
          onConfirm={() => confirm.mutate({ kind: 'session', period: 'daily' })}
        />
      )}
      {editing && (
        <LimitEditor
          label={t('session.label')}
          initial={minutes === null ? '' : String(minutes)}
          parse={parseMinutes}
          invalid={t('session.invalid')}
          inputMode="numeric"
          canRemove={minutes !== null}
          pending={change.isPending}
          onSave={(amount) =>
            change.mutate({ kind: 'session', period: 'daily', amount }, { onSuccess: () => setEditing(false) })
          }
          onCancel={() => setEditing(false)}
        />
      )}
    </Panel>
  );
}
