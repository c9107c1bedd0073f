import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/form/field-error';
import { useSetRealityCheck } from '@/features/responsible/api/set-reality-check';
import { Panel } from '@/features/responsible/components/section';
import type { ResponsibleOverview } from '@/lib/api/types';
import { cn } from '@/lib/cn';

/**
 * The reality-check interval as a row of choices (the server's options and Off). A refusal (Off while a session
 * limit is on) is shown under the choices in the server's words.
 */
export function RealityCheckCard({ realityCheck }: { realityCheck: ResponsibleOverview['realityCheck'] }) {
  const { t } = useTranslation('responsible');
  const set = useSetRealityCheck();
  const current = realityCheck.minutes ?? null;
  // The player's choice shows at once; a refusal puts back what is in force.
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const chosen = picked === undefined ? current : picked;
  const choices: (number | null)[] = [...realityCheck.options, null];

  return (
    <Panel>
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-sm bg-accent-soft text-accent">
          <BellRing aria-hidden className="size-4.5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-fg-strong">{t('reality.title')}</h3>
          <p className="text-xs text-fg-muted">{t('reality.intro')}</p>
        </div>
      </div>
      <fieldset className="mt-4" aria-describedby={set.isError ? 'reality-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-fg">{t('reality.legend')}</legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((minutes) => {
            const label = minutes === null ? t('reality.off') : t('reality.minutes', { minutes });
            const checked = chosen === minutes;
            return (
              <label
                key={minutes ?? 'off'}
                className={cn(
                  'relative flex h-9 min-w-[4.25rem] cursor-pointer items-center justify-center rounded-full px-3 text-sm font-medium tabular-nums ring-1 ring-inset transition-colors duration-150',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
                  checked ? 'bg-accent-soft text-fg-strong ring-accent/60' : 'bg-surface-2 text-fg-muted ring-line hover:text-fg-strong',
                )}
              >
                <input
                  type="radio"
                  name="reality-check"
                  className="sr-only"
                  checked={checked}
                  disabled={set.isPending}
                  onChange={() => {
                    setPicked(minutes);
                    set.mutate(minutes, { onError: () => setPicked(undefined) });
                  }}
                />
                {label}
              </label>
            );
          })}
        </div>
        {set.isError && (
          <div className="mt-3" role="alert">
            <FieldError id="reality-error" message={set.error.message} />
          </div>
        )}
      </fieldset>
    </Panel>
  );
}
