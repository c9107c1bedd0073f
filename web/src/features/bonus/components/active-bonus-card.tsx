import { Hourglass, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { bonusStatus } from '@/features/bonus/api/types';
import type { BonusGrant } from '@/lib/api/types';
import { BonusStatusBadge } from '@/features/bonus/components/bonus-status-badge';
import { WageringProgress } from '@/features/bonus/components/wagering-progress';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** The active bonus on top of the claim page: what is left, the wagering bar, the expiry and Forfeit. */
export function ActiveBonusCard({ grant, onForfeit }: { grant: BonusGrant; onForfeit: () => void }) {
  const { t } = useTranslation('bonus');
  const language = useLanguage();
  const titleId = useId();
  const left = Math.max(0, grant.wageringRequired - grant.wagered);
  return (
    <section
      aria-labelledby={titleId}
      className="relative overflow-hidden rounded-md bg-surface-1 shadow-card ring-1 ring-accent/30"
    >
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_0%_0%,var(--color-accent-soft),transparent_55%)]" />
      <div className="relative grid gap-5 p-5 sm:p-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] md:items-center md:gap-8">
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-md bg-linear-to-br from-accent-hover to-accent-deep text-accent-fg shadow-[0_10px_30px_-10px_var(--color-accent)]">
            <Sparkles aria-hidden className="size-6" strokeWidth={1.9} />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wider text-accent uppercase">{t('active.title')}</p>
            <h2 id={titleId} className="mt-1 truncate text-lg font-semibold text-fg-strong">
              {grant.title}
            </h2>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <BonusStatusBadge status={bonusStatus(grant.status)} />
              <span className="inline-flex items-center gap-1 text-xs text-fg-muted tabular-nums">
                <Hourglass aria-hidden className="size-3.5" />
                {t('active.expires', { date: formatDateTime(grant.expiresAt) })}
              </span>
            </div>
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <div className="flex items-end justify-between gap-4">
            <div>
              <p className="text-xs text-fg-muted">{t('active.balance')}</p>
              <p className="text-2xl font-bold text-accent tabular-nums">{formatMoney(grant.balance, language)}</p>
            </div>
            <Button variant="outline" size="sm" onClick={onForfeit}>
              {t('active.forfeit')}
            </Button>
          </div>
          <WageringProgress wagered={grant.wagered} required={grant.wageringRequired} label={t('active.progress')} />
          <p className="text-xs text-fg-muted">
            {left > 0 ? t('active.left', { amount: formatMoney(left, language) }) : t('active.done')} {t('active.oneAtATime')}
          </p>
        </div>
      </div>
    </section>
  );
}
