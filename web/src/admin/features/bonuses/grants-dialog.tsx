import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/admin/components/data-table';
import { bonusGrantsQuery } from '@/admin/features/bonuses/api';
import { Converted, GrantDates, GrantStatus, WageringProgress } from '@/admin/features/bonuses/grant-cells';
import { PlayerLink } from '@/admin/features/payments/payment-cells';
import type { AdminBonusGrant } from '@/admin/lib/api-types';
import { dateTime, money } from '@/admin/lib/format';
import { Dialog, DialogContent, DialogDescription } from '@/components/ui/dialog';

const PAGE_SIZE = 25;
const column = createColumnHelper<AdminBonusGrant>();

/**
 * Who claimed a bonus (admin): its grants newest first, each with the player (a link to their page), the amount,
 * the wagering done, what became cash, the status and the dates. The dialog pages by itself; the screen's address
 * stays the bonuses list.
 */
export function GrantsDialog({ bonus, onClose }: { bonus: { id: number; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={bonus !== null} onOpenChange={(open) => !open && onClose()}>
      {bonus && (
        <DialogContent title={t('grants.title', { name: bonus.name })} closeLabel={t('dialog.close')} className="sm:w-[min(72rem,calc(100vw-2rem))]">
          <DialogDescription className="mb-4 text-sm text-fg-muted">{t('grants.description')}</DialogDescription>
          <GrantsTable bonusId={bonus.id} name={bonus.name} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function GrantsTable({ bonusId, name }: { bonusId: number; name: string }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(0);
  const grants = useQuery(bonusGrantsQuery(bonusId, page * PAGE_SIZE, PAGE_SIZE));
  const columns = [
    column.accessor('username', { header: t('grants.player'), cell: (info) => <PlayerLink payment={info.row.original} /> }),
    column.accessor('grantedAt', { header: t('grants.grantedAt'), cell: (info) => <span className="whitespace-nowrap tabular-nums">{dateTime(info.getValue())}</span> }),
    column.accessor('amount', { header: t('grants.amount'), meta: { align: 'right' }, cell: (info) => money(info.getValue()) }),
    column.accessor('wagered', {
      header: t('grants.wagering'),
      meta: { align: 'right' },
      cell: (info) => <WageringProgress wagered={info.getValue()} required={info.row.original.wageringRequired} />,
    }),
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
  return (
    <DataTable
      label={t('grants.title', { name })}
      columns={columns}
      data={grants.data?.items}
      loading={grants.isPending}
      error={grants.error?.message}
      rowKey={(row) => row.id}
      empty={{ icon: Users, title: t('grants.noneTitle'), body: t('grants.noneBody') }}
      paging={{ page, pageSize: PAGE_SIZE, total: grants.data?.total ?? 0, onPage: setPage }}
    />
  );
}
