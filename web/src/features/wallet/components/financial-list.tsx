import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { FinancialItem } from '@/features/wallet/api/types';
import {
  AmountCell,
  CancelButton,
  type CancelProps,
  KindCell,
  RejectionNote,
} from '@/features/wallet/components/financial-row-parts';
import { StatusBadge } from '@/features/wallet/components/status-badge';

/** Below this a table does not fit: the rows become cards. */
export const WIDE_LIST_QUERY = '(min-width: 640px)';

const TH = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase';

/** The history's rows: a table on wider screens, cards on phones. */
export function FinancialList({ items, busy, ...cancel }: { items: FinancialItem[]; busy: boolean } & CancelProps) {
  const { t } = useTranslation('wallet');
  const wide = useMediaQuery(WIDE_LIST_QUERY);

  if (!wide) {
    return (
      <ul aria-label={t('financial.list')} aria-busy={busy || undefined} className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id} className="rounded-md bg-surface-1 p-4 shadow-card ring-1 ring-line">
            <div className="flex items-start justify-between gap-3">
              <KindCell item={item} />
              <AmountCell item={item} className="items-end text-right" />
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
              <StatusBadge status={item.status} processState={item.processState} />
              <CancelButton item={item} {...cancel} />
            </div>
            <p className="mt-2 flex justify-between gap-3 text-xs text-fg-muted tabular-nums">
              <span>{formatDateTime(item.createdAt)}</span>
              <span className="truncate">{item.reference}</span>
            </p>
            <RejectionNote note={item.note ?? null} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="overflow-hidden rounded-md bg-surface-1 shadow-card ring-1 ring-line">
      <table aria-label={t('financial.list')} aria-busy={busy || undefined} className="w-full text-sm">
        <thead className="border-b border-line bg-surface-2/60">
          <tr>
            <th scope="col" className={TH}>
              {t('financial.method')}
            </th>
            <th scope="col" className={TH}>
              {t('financial.date')}
            </th>
            <th scope="col" className={TH}>
              {t('financial.status')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t('financial.amount')}
            </th>
            <th scope="col" className={`${TH} w-px`}>
              <span className="sr-only">{t('financial.cancel')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => (
            <tr key={item.id} className="align-top transition-colors hover:bg-surface-2/50">
              <td className="px-4 py-3.5">
                <KindCell item={item} />
                <RejectionNote note={item.note ?? null} />
              </td>
              <td className="px-4 py-3.5 whitespace-nowrap text-fg tabular-nums">
                {formatDateTime(item.createdAt)}
                <span className="block text-xs text-fg-muted">
                  <span className="sr-only">{t('financial.reference')}: </span>
                  {item.reference}
                </span>
              </td>
              <td className="px-4 py-3.5">
                <StatusBadge status={item.status} processState={item.processState} className="flex-col items-start" />
              </td>
              <td className="px-4 py-3.5 text-right">
                <AmountCell item={item} className="items-end" />
              </td>
              <td className="px-4 py-3.5 text-right">
                <CancelButton item={item} {...cancel} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
