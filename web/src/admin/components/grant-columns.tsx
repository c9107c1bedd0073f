import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/admin/components/date-cell';
import { Converted, GrantDates, GrantKind, GrantStatus, WageringProgress } from '@/admin/components/grant-cells';
import { PlayerLink } from '@/admin/components/player-link';
import type { AdminBonusGrant, BonusGrant } from '@/admin/lib/api-types';
import { money } from '@/admin/lib/format';

/** A bonus grant, with the player when the list is of a bonus's grants (the bonuses screen's dialog). */
export type GrantRow = BonusGrant & Partial<Pick<AdminBonusGrant, 'playerId' | 'username'>>;

const column = createColumnHelper<GrantRow>();

/**
 * The columns of a list of bonus grants: the amount, the wagering done, what became cash, the status and the dates;
 * with `player`, who claimed it (a bonus's grants); with `bonus`, which bonus it was and what is left of it (a
 * player's grants).
 */
export function useGrantColumns({ player = false, bonus = false }: { player?: boolean; bonus?: boolean }) {
  const { t } = useTranslation('admin');
  return [
    ...(player
      ? [
          column.accessor('username', {
            header: t('grants.player'),
            cell: (info) => {
              const { playerId, username } = info.row.original;
              return playerId !== undefined && username !== undefined ? <PlayerLink player={{ playerId, username }} /> : null;
            },
          }),
        ]
      : []),
    column.accessor('grantedAt', { header: t('grants.grantedAt'), cell: (info) => <DateCell at={info.getValue()} /> }),
    ...(bonus
      ? [
          column.accessor('title', {
            header: t('grants.bonus'),
            cell: (info) => (
              <span className="flex flex-col items-start gap-0.5">
                <span className="font-medium text-fg-strong">{info.getValue()}</span>
                <GrantKind kind={info.row.original.kind} />
              </span>
            ),
          }),
        ]
      : []),
    column.accessor('amount', { header: t('grants.amount'), meta: { align: 'right' }, cell: (info) => money(info.getValue()) }),
    column.accessor('wagered', {
      header: t('grants.wagering'),
      meta: { align: 'right' },
      cell: (info) => <WageringProgress wagered={info.getValue()} required={info.row.original.wageringRequired} />,
    }),
    ...(bonus
      ? [
          column.accessor('balance', {
            header: t('grants.balance'),
            meta: { align: 'right' },
            cell: (info) => (info.row.original.status === 'active' ? money(info.getValue()) : '—'),
          }),
        ]
      : []),
    column.accessor('convertedAmount', {
      header: t('grants.converted'),
      meta: { align: 'right' },
      cell: (info) => <Converted amount={info.getValue()} />,
    }),
    column.accessor('status', { header: t('grants.status'), cell: (info) => <GrantStatus status={info.getValue()} /> }),
    column.accessor('expiresAt', {
      header: t('grants.expiresAt'),
      cell: (info) => <GrantDates expiresAt={info.getValue()} endedAt={info.row.original.endedAt} />,
    }),
  ];
}
