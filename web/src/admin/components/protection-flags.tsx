import { ShieldAlert, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/admin/components/page';
import type { PlayerSummary } from '@/admin/lib/api-types';
import { dateTime } from '@/admin/lib/format';
import { cn } from '@/lib/cn';

const EXCLUSION_KINDS = ['timeout', 'self_exclusion'] as const;

/** The responsible-gambling flags: an exclusion in force (red), limits reached lately (amber), the limits set. */
export function ProtectionFlags({ protection }: { protection: PlayerSummary['protection'] }) {
  const { t } = useTranslation('admin');
  const kind = protection.exclusionKind;
  const kindName = kind
    ? (EXCLUSION_KINDS as readonly string[]).includes(kind)
      ? t(`summary.exclusionKinds.${kind as (typeof EXCLUSION_KINDS)[number]}`)
      : kind
    : null;
  return (
    <ul className="flex flex-wrap items-center gap-1.5">
      {kindName && (
        <li>
          <Flag tone="danger" icon={<ShieldAlert aria-hidden className="size-3.5" />}>
            {protection.excludedUntil
              ? t('summary.excludedUntil', { kind: kindName, until: dateTime(protection.excludedUntil) })
              : t('summary.excludedOpen', { kind: kindName })}
          </Flag>
        </li>
      )}
      {protection.alerts30Days > 0 && (
        <li>
          <Flag tone="accent" icon={<TriangleAlert aria-hidden className="size-3.5" />}>
            {t('summary.alerts', { count: protection.alerts30Days })}
          </Flag>
        </li>
      )}
      <li>
        {protection.limits > 0 ? (
          <Badge>{t('summary.limits', { count: protection.limits })}</Badge>
        ) : (
          <Flag tone="neutral" icon={<ShieldCheck aria-hidden className="size-3.5" />}>
            {t('summary.noLimits')}
          </Flag>
        )}
      </li>
    </ul>
  );
}

function Flag({ tone, icon, children }: { tone: 'danger' | 'accent' | 'neutral'; icon: ReactNode; children: ReactNode }) {
  const tones = { danger: 'bg-danger-soft text-danger', accent: 'bg-accent-soft text-accent', neutral: 'bg-surface-3 text-fg' } as const;
  return <span className={cn('inline-flex min-h-5 items-center gap-1 rounded-sm px-1.5 py-0.5 text-xs font-medium', tones[tone])}>{icon}{children}</span>;
}
