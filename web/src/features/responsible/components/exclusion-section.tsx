import { Coffee, ShieldOff, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ExclusionKind } from '@/features/responsible/api/exclude';
import { ExcludeDialog, type ExclusionPeriod } from '@/features/responsible/components/exclude-dialog';
import { Panel, Section } from '@/features/responsible/components/section';
import { cn } from '@/lib/cn';

const CHOICES: Record<ExclusionKind, { periods: readonly ExclusionPeriod[]; icon: LucideIcon }> = {
  timeout: { periods: ['24h', '7d', '30d', '6w'], icon: Coffee },
  selfExclusion: { periods: ['6m', '1y', '5y', 'permanent'], icon: ShieldOff },
};

/** Time-out and self-exclusion side by side: a period to pick, then the confirmation dialog. */
export function ExclusionSection() {
  const { t } = useTranslation('responsible');
  return (
    <Section title={t('exclusion.title')} intro={t('exclusion.intro')}>
      <div className="grid gap-4 md:grid-cols-2">
        <ExclusionCard kind="timeout" />
        <ExclusionCard kind="selfExclusion" />
      </div>
    </Section>
  );
}

function ExclusionCard({ kind }: { kind: ExclusionKind }) {
  const { t } = useTranslation('responsible');
  const { periods, icon: Icon } = CHOICES[kind];
  const [period, setPeriod] = useState<ExclusionPeriod>(periods[0] ?? '24h');
  const [open, setOpen] = useState(false);
  const timeout = kind === 'timeout';

  return (
    <Panel className="flex flex-col">
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-sm bg-surface-3 text-fg-strong">
          <Icon aria-hidden className="size-4.5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-fg-strong">{t(timeout ? 'exclusion.timeoutTitle' : 'exclusion.selfTitle')}</h3>
          <p className="text-xs text-fg-muted">{t(timeout ? 'exclusion.timeoutBody' : 'exclusion.selfBody')}</p>
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-medium text-fg">{t('exclusion.periodLegend')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {periods.map((choice) => (
            <label
              key={choice}
              className={cn(
                'flex h-10 cursor-pointer items-center justify-center rounded-sm px-2 text-center text-sm font-medium ring-1 ring-inset transition-colors duration-150',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
                period === choice ? 'bg-accent-soft text-fg-strong ring-accent/60' : 'bg-surface-2 text-fg-muted ring-line hover:text-fg-strong',
              )}
            >
              <input
                type="radio"
                name={`exclusion-${kind}`}
                className="sr-only"
                checked={period === choice}
                onChange={() => setPeriod(choice)}
              />
              {t(`exclusion.period.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Button variant="secondary" className="mt-4 sm:self-start" onClick={() => setOpen(true)}>
        {t(timeout ? 'exclusion.timeoutAction' : 'exclusion.selfAction')}
      </Button>
      {open && <ExcludeDialog kind={kind} period={period} onClose={() => setOpen(false)} />}
    </Panel>
  );
}
