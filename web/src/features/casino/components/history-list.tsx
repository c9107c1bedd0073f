import { Coins, Dices } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GameHistoryItem } from '@/features/casino/api/types';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** Below this a table does not fit: the rows become cards. */
export const WIDE_LIST_QUERY = '(min-width: 640px)';

const TH = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase';

/** The game and its provider, with a Bet (dice) or Win (coins, money green) mark. */
function GameCell({ item }: { item: GameHistoryItem }) {
  const win = item.kind === 1;
  const Icon = win ? Coins : Dices;
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span className={cn('grid size-9 shrink-0 place-items-center rounded-sm', win ? 'bg-money-soft text-money' : 'bg-surface-3 text-fg-strong')}>
        <Icon aria-hidden className="size-4" />
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium text-fg-strong">{item.gameName}</span>
        <span className="block truncate text-xs text-fg-muted">{item.providerName}</span>
      </span>
    </span>
  );
}

function KindBadge({ item }: { item: GameHistoryItem }) {
  const { t } = useTranslation('casino');
  const win = item.kind === 1;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        win ? 'bg-money-soft text-money' : 'bg-surface-3 text-fg',
      )}
    >
      {t(win ? 'history.kinds.1' : 'history.kinds.2')}
    </span>
  );
}

/** A win adds (green, +), a bet takes (−). */
function Amount({ item }: { item: GameHistoryItem }) {
  const language = useLanguage();
  const win = item.kind === 1;
  return (
    <span className={cn('font-semibold tabular-nums', win ? 'text-money' : 'text-fg-strong')}>
      {win ? '+' : '−'}
      {formatMoney(item.amount, language)}
    </span>
  );
}

/** Game history's rows: a table on wider screens, cards on phones. */
export function HistoryList({ items, busy }: { items: GameHistoryItem[]; busy: boolean }) {
  const { t } = useTranslation('casino');
  const language = useLanguage();
  const wide = useMediaQuery(WIDE_LIST_QUERY);

  if (!wide) {
    return (
      <ul aria-label={t('history.list')} aria-busy={busy || undefined} className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id} className="rounded-md bg-surface-1 p-4 shadow-card ring-1 ring-line">
            <div className="flex items-start justify-between gap-3">
              <GameCell item={item} />
              <span className="flex flex-col items-end gap-1 text-right">
                <Amount item={item} />
                <KindBadge item={item} />
              </span>
            </div>
            <p className="mt-3 flex justify-between gap-3 border-t border-line pt-3 text-xs text-fg-muted tabular-nums">
              <span>{formatDateTime(item.createdAt)}</span>
              <span>{t('history.balanceAfterShort', { balance: formatMoney(item.balanceAfter, language) })}</span>
            </p>
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
              {t('history.game')}
            </th>
            <th scope="col" className={TH}>
              {t('history.kind')}
            </th>
            <th scope="col" className={TH}>
              {t('history.time')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t('history.amount')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t('history.balanceAfter')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => (
            <tr key={item.id} className="transition-colors hover:bg-surface-2/50">
              <td className="px-4 py-3">
                <GameCell item={item} />
              </td>
              <td className="px-4 py-3">
                <KindBadge item={item} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-fg tabular-nums">
                {formatDateTime(item.createdAt)}
                <span className="block text-xs text-fg-muted">{t('history.round', { id: item.roundId })}</span>
              </td>
              <td className="px-4 py-3 text-right">
                <Amount item={item} />
              </td>
              <td className="px-4 py-3 text-right text-fg tabular-nums">{formatMoney(item.balanceAfter, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
