import { ArrowDownToLine, Coins, TrendingDown, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type LimitKind, LimitRow } from '@/features/responsible/components/limit-row';
import { Section } from '@/features/responsible/components/section';
import type { LimitView } from '@/lib/api/types';

const KINDS: readonly [LimitKind, LucideIcon][] = [
  ['deposit', ArrowDownToLine],
  ['loss', TrendingDown],
  ['wager', Coins],
];
const PERIOD_ORDER = ['daily', 'weekly', 'monthly'];

/** The deposit, loss and wager limits, each a card with its daily, weekly and monthly rows. */
export function LimitsSection({ limits }: { limits: readonly LimitView[] }) {
  const { t } = useTranslation('responsible');
  return (
    <Section title={t('limits.title')} intro={t('limits.intro')}>
      <div className="grid gap-4 xl:grid-cols-3">
        {KINDS.map(([kind, Icon]) => {
          const rows = limits
            .filter((limit) => limit.kind === kind)
            .sort((a, b) => PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period));
          return (
            <section key={kind} aria-labelledby={`limits-${kind}`} className="rounded-md bg-surface-1 p-5 shadow-card ring-1 ring-line">
              <header className="mb-4 flex items-start gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-sm bg-accent-soft text-accent">
                  <Icon aria-hidden className="size-4.5" />
                </span>
                <div className="min-w-0">
                  <h3 id={`limits-${kind}`} className="font-semibold text-fg-strong">
                    {t(`limits.kind.${kind}`)}
                  </h3>
                  <p className="text-xs text-fg-muted xl:min-h-8">{t(`limits.kindHint.${kind}`)}</p>
                </div>
              </header>
              <ul className="divide-y divide-line">
                {rows.map((limit) => (
                  <LimitRow key={limit.period} limit={limit} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Section>
  );
}
