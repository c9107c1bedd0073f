import { Gift, Percent, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type BonusKind, bonusKind, bonusStatus } from '@/features/bonus/api/types';
import type { BonusGrant } from '@/lib/api/types';
import { BonusStatusBadge } from '@/features/bonus/components/bonus-status-badge';
import { WageringProgress } from '@/features/bonus/components/wagering-progress';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** Below this a table does not fit: the rows become cards (as the other histories). */
const WIDE_LIST_QUERY = '(min-width: 768px)';

const KIND_ICON: Record<BonusKind, LucideIcon> = { trial: Sparkles, free: Gift, deposit_match: Percent };
const TH = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase';

function BonusCell({ grant }: { grant: BonusGrant }) {
  const { t } = useTranslation('bonus');
  const Icon = KIND_ICON[bonusKind(grant.kind)];
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-sm',
          grant.status === 'active' ? 'bg-accent-soft text-accent' : grant.status === 'converted' ? 'bg-money-soft text-money' : 'bg-surface-3 text-fg-muted',
        )}
      >
        <Icon aria-hidden className="size-4" />
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium text-fg-strong">{grant.title}</span>
        <span className="block truncate text-xs text-fg-muted">{t(`kind.${bonusKind(grant.kind)}`)}</span>
      </span>
    </span>
  );
}

/** The amount granted, and what became cash when it converted. */
function Amounts({ grant, align = 'right' }: { grant: BonusGrant; align?: 'left' | 'right' }) {
  const { t } = useTranslation('bonus');
  const language = useLanguage();
  return (
    <span className={cn('flex flex-col tabular-nums', align === 'right' ? 'items-end text-right' : 'items-start')}>
      <span className="font-semibold text-fg-strong">{formatMoney(grant.amount, language)}</span>
      {grant.status === 'converted' && (
        <span className="text-xs font-semibold text-money">
          {t('history.converted')} +{formatMoney(grant.convertedAmount, language)}
        </span>
      )}
      {grant.status === 'active' && (
        <span className="text-xs text-accent">
          {t('active.balance')} {formatMoney(grant.balance, language)}
        </span>
      )}
    </span>
  );
}

function Dates({ grant }: { grant: BonusGrant }) {
  const { t } = useTranslation('bonus');
  return (
    <span className="flex flex-col text-xs text-fg-muted tabular-nums">
      <span>{t('history.granted', { date: formatDateTime(grant.grantedAt) })}</span>
      <span className={grant.status === 'active' ? 'text-fg' : undefined}>
        {grant.endedAt
          ? t('history.ended', { date: formatDateTime(grant.endedAt) })
          : t('history.expires', { date: formatDateTime(grant.expiresAt) })}
      </span>
    </span>
  );
}

/** The bonus history's rows: a table on wider screens, cards on phones. */
export function BonusHistoryList({ items, busy }: { items: BonusGrant[]; busy: boolean }) {
  const { t } = useTranslation('bonus');
  const wide = useMediaQuery(WIDE_LIST_QUERY);
  const progress = (grant: BonusGrant) => (
    <WageringProgress
      size="sm"
      wagered={grant.wagered}
      required={grant.wageringRequired}
      label={`${t('history.wagering')} · ${grant.title}`}
    />
  );

  if (!wide) {
    return (
      <ul aria-label={t('history.list')} aria-busy={busy || undefined} className="flex flex-col gap-3">
        {items.map((grant) => (
          <li key={grant.id} className="rounded-md bg-surface-1 p-4 shadow-card ring-1 ring-line">
            <div className="flex items-start justify-between gap-3">
              <BonusCell grant={grant} />
              <BonusStatusBadge status={bonusStatus(grant.status)} />
            </div>
            <div className="mt-3 flex items-end justify-between gap-3">
              <Amounts grant={grant} align="left" />
            </div>
            <div className="mt-3">{progress(grant)}</div>
            <div className="mt-3 border-t border-line pt-3">
              <Dates grant={grant} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="overflow-hidden rounded-md bg-surface-1 shadow-card ring-1 ring-line">
      <table aria-label={t('history.list')} aria-busy={busy || undefined} className="w-full text-sm">
        <thead className="border-b border-line bg-surface-2/60">
          <tr>
            <th scope="col" className={TH}>
              {t('history.bonus')}
            </th>
            <th scope="col" className={TH}>
              {t('history.status')}
            </th>
            <th scope="col" className={cn(TH, 'w-[26%]')}>
              {t('history.wagering')}
            </th>
            <th scope="col" className={TH}>
              {t('history.dates')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t('history.amount')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((grant) => (
            <tr key={grant.id} className="transition-colors hover:bg-surface-2/50">
              <td className="px-4 py-3">
                <BonusCell grant={grant} />
              </td>
              <td className="px-4 py-3">
                <BonusStatusBadge status={bonusStatus(grant.status)} />
              </td>
              <td className="px-4 py-3">{progress(grant)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Dates grant={grant} />
              </td>
              <td className="px-4 py-3">
                <Amounts grant={grant} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
